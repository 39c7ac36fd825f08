import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { FlaskConical } from 'lucide-react';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { focusRing } from '@/components/ui/button-classes';
import { DialogContent, DialogDescription, DialogRoot, DialogTitle } from '@/components/ui/dialog';
import { FieldError } from '@/components/ui/field-message';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Spinner } from '@/components/ui/spinner';
import { sendTelegramCode, verifyTelegram } from '@/features/connections/api/connections-api';
import { cn } from '@/lib/cn';
import { reasonOf, toastError } from '@/lib/notify';

type Step = 'phone' | 'code' | 'password';

type Props = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onConnected: () => void;
};

const FIELD_ID = 'telegram-auth-input';

/**
 * The Telegram modal: phone, then code, then the 2FA password when the account has
 * one. Submit needs a non-blank value; phone and code are trimmed before sending (a password is
 * sent as typed: spaces can be part of it). From the code step on, a login is in flight on the
 * server, so Cancel, Escape and outside clicks are blocked and × is hidden until it ends.
 */
export function TelegramConnectDialog({ open, onOpenChange, onConnected }: Props) {
  const { t } = useTranslation();
  const [step, setStep] = useState<Step>('phone');
  const [value, setValue] = useState('');
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string | undefined>();
  const [codeVia, setCodeVia] = useState<'app' | 'sms'>('app');
  const [passwordHint, setPasswordHint] = useState<string | undefined>();
  // Sandbox only: the code and password no app or person would otherwise tell the user.
  const [sandboxCode, setSandboxCode] = useState<string | undefined>();
  const [sandboxPassword, setSandboxPassword] = useState<string | undefined>();

  const locked = step !== 'phone';
  const blank = value.trim() === '';

  const goTo = (next: Step) => {
    setStep(next);
    setValue('');
    setError(undefined);
  };

  const fail = (title: string, cause: unknown) => {
    setError(reasonOf(t, cause, title));
    toastError(t, title, cause);
  };

  const submit = async () => {
    if (step === 'phone') {
      const sent = await sendTelegramCode(value.trim()).catch((cause: unknown) => {
        fail(t('telegram.sendCodeFailed'), cause);
        return null;
      });
      if (sent === null) return;
      setCodeVia(sent.codeVia);
      setSandboxCode(sent.sandboxCode);
      goTo('code');
      return;
    }
    const input = step === 'code' ? { code: value.trim() } : { password: value };
    try {
      const result = await verifyTelegram(input);
      if (result.status === 'password_needed') {
        setPasswordHint(result.passwordHint);
        setSandboxPassword(result.sandboxPassword);
        goTo('password');
      } else {
        onConnected();
      }
    } catch (cause) {
      fail(step === 'code' ? t('telegram.invalidCode') : t('telegram.authFailed'), cause);
    }
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (blank || pending) return;
    setPending(true);
    setError(undefined);
    void submit().finally(() => setPending(false));
  };

  const copy = {
    phone: {
      title: t('telegram.phoneTitle'),
      description: t('telegram.phoneDescription'),
      label: t('telegram.phoneLabel'),
    },
    code: {
      title: t('telegram.codeTitle'),
      description:
        codeVia === 'sms' ? t('telegram.codeDescriptionSms') : t('telegram.codeDescription'),
      label: t('telegram.codeLabel'),
    },
    password: {
      title: t('telegram.passwordTitle'),
      description: t('telegram.passwordDescription'),
      label: t('telegram.passwordLabel'),
    },
  }[step];
  const errorId = `${FIELD_ID}-error`;

  return (
    <DialogRoot open={open} onOpenChange={(next) => (next || !locked) && onOpenChange(next)}>
      <DialogContent
        closeLabel={t('common.close')}
        hideClose={locked}
        onEscapeKeyDown={(event) => locked && event.preventDefault()}
        onInteractOutside={(event) => locked && event.preventDefault()}
      >
        <div className="flex flex-col gap-1.5">
          <DialogTitle>{copy.title}</DialogTitle>
          <DialogDescription>{copy.description}</DialogDescription>
          {step === 'password' && passwordHint !== undefined && (
            <p className="text-sm text-muted-foreground">
              {t('telegram.passwordHint', { hint: passwordHint })}
            </p>
          )}
          {step === 'code' && sandboxCode !== undefined && (
            <SandboxNote text={t('telegram.sandboxCode', { code: sandboxCode })} />
          )}
          {step === 'password' && sandboxPassword !== undefined && (
            <SandboxNote text={t('telegram.sandboxPassword', { password: sandboxPassword })} />
          )}
        </div>
        <form onSubmit={onSubmit} noValidate className="flex flex-col gap-5">
          <div className="flex flex-col gap-1.5">
            <Label htmlFor={FIELD_ID}>{copy.label}</Label>
            <Input
              key={step}
              id={FIELD_ID}
              autoFocus
              value={value}
              onChange={(event) => setValue(event.target.value)}
              aria-invalid={error !== undefined ? true : undefined}
              aria-describedby={error !== undefined ? errorId : undefined}
              {...(step === 'phone'
                ? {
                    type: 'tel',
                    inputMode: 'tel',
                    autoComplete: 'tel',
                    placeholder: t('telegram.phonePlaceholder'),
                  }
                : step === 'code'
                  ? {
                      type: 'text',
                      inputMode: 'numeric',
                      autoComplete: 'one-time-code',
                    }
                  : { type: 'password', autoComplete: 'current-password' })}
            />
            <div role="alert">
              <FieldError id={errorId} message={error} />
            </div>
          </div>
          {step === 'code' && (
            <button
              type="button"
              disabled={pending}
              onClick={() => goTo('phone')}
              className={cn(
                'self-start rounded text-sm font-medium text-primary underline-offset-4 hover:underline disabled:opacity-60',
                focusRing,
              )}
            >
              {t('telegram.changeNumber')}
            </button>
          )}
          <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <Button variant="secondary" disabled={locked} onClick={() => onOpenChange(false)}>
              {t('telegram.cancel')}
            </Button>
            <Button type="submit" disabled={blank || pending}>
              {pending && <Spinner className="size-4 text-current" />}
              {t('telegram.submit')}
            </Button>
          </div>
        </form>
      </DialogContent>
    </DialogRoot>
  );
}

/** What only the built-in sandbox tells: set apart so nobody takes it for Telegram's own words. */
function SandboxNote({ text }: { text: string }) {
  const { t } = useTranslation();
  return (
    <p
      role="note"
      data-testid="telegram-sandbox-note"
      className="mt-1 flex flex-col items-start gap-1.5 rounded-md border border-dashed border-border px-3 py-2 text-sm"
    >
      <Badge tone="accent" title={t('connections.sandboxHint')}>
        <FlaskConical aria-hidden="true" />
        {t('connections.sandbox')}
      </Badge>
      <span>{text}</span>
    </p>
  );
}
