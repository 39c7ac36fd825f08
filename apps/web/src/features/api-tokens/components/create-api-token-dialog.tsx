import type { CreatedApiToken } from '@socialpulse/contract';
import { API_TOKEN_NAME_MAX, type ApiTokenScope } from '@socialpulse/contract/constants/api-tokens';
import { Copy } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { Checkbox } from '@/components/ui/checkbox';
import { DialogContent, DialogDescription, DialogRoot, DialogTitle } from '@/components/ui/dialog';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { NativeSelect } from '@/components/ui/native-select';
import { Spinner } from '@/components/ui/spinner';
import { useCreateApiToken } from '@/features/api-tokens/hooks/use-api-tokens';
import {
  EXPIRY_CHOICES,
  expiryFor,
  localDay,
  type ExpiryChoice,
} from '@/features/api-tokens/components/expiry-choice';
import { copyText } from '@/lib/clipboard';
import { toast } from '@/lib/toast';

const EXPIRY_LABELS = {
  '7': 'apiTokens.expiry7',
  '30': 'apiTokens.expiry30',
  '90': 'apiTokens.expiry90',
  date: 'apiTokens.expiryDate',
  never: 'apiTokens.expiryNever',
} as const satisfies Record<ExpiryChoice, string>;

/** The secret, shown this once, with a copy button. */
function ShownOnce({ made, onDone }: { made: CreatedApiToken; onDone: () => void }) {
  const { t } = useTranslation();
  return (
    <div className="flex flex-col gap-4">
      <DialogTitle>{t('apiTokens.shownOnceTitle')}</DialogTitle>
      <DialogDescription>{t('apiTokens.shownOnce')}</DialogDescription>
      <div className="flex flex-col gap-1.5">
        <label htmlFor="api-token-secret" className="text-sm font-medium">
          {t('apiTokens.tokenLabel', { name: made.name })}
        </label>
        <div className="flex gap-2">
          <Input
            id="api-token-secret"
            readOnly
            value={made.token}
            onFocus={(event) => event.currentTarget.select()}
            className="min-w-0 flex-1 font-mono text-xs"
          />
          <Button
            variant="secondary"
            size="icon"
            aria-label={t('apiTokens.copy')}
            onClick={() =>
              void copyText(made.token).then((outcome) => {
                if (outcome === 'copied') toast.success(t('apiTokens.copied'));
                else toast.error(t('apiTokens.copyFailed'));
              })
            }
          >
            <Copy aria-hidden="true" />
          </Button>
        </div>
      </div>
      <div className="flex justify-end">
        <Button onClick={onDone}>{t('apiTokens.done')}</Button>
      </div>
    </div>
  );
}

/** "New API token": name, scope, expiry (and administrator access, for administrators). */
export function CreateApiTokenDialog({
  open,
  onOpenChange,
  isAdmin,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  isAdmin: boolean;
}) {
  const { t } = useTranslation();
  const create = useCreateApiToken();
  const [name, setName] = useState('');
  const [scope, setScope] = useState<ApiTokenScope>('read');
  const [admin, setAdmin] = useState(false);
  const [expiry, setExpiry] = useState<ExpiryChoice>('30');
  const [day, setDay] = useState('');
  // The earliest day the date picker offers, set when it is shown.
  const [minDay, setMinDay] = useState('');
  const [errors, setErrors] = useState<{ name?: string; day?: string }>({});
  const [made, setMade] = useState<CreatedApiToken | null>(null);

  const reset = () => {
    setName('');
    setScope('read');
    setAdmin(false);
    setExpiry('30');
    setDay('');
    setErrors({});
    setMade(null);
    create.reset();
  };
  const close = (next: boolean) => {
    if (create.isPending) return;
    onOpenChange(next);
    if (!next) reset();
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const now = new Date();
    const expiresAt = expiryFor(expiry, day, now);
    const found = {
      ...(name.trim() === '' ? { name: t('apiTokens.nameRequired') } : {}),
      ...(expiresAt === undefined ? { day: t('apiTokens.dateRequired') } : {}),
    };
    setErrors(found);
    if (expiresAt === undefined || Object.keys(found).length > 0) return;
    create.mutate(
      { name: name.trim(), scope, admin: isAdmin && admin, expiresAt },
      { onSuccess: (answer) => setMade(answer) },
    );
  };

  return (
    <DialogRoot open={open} onOpenChange={close}>
      <DialogContent closeLabel={t('common.close')} hideClose={create.isPending}>
        {made ? (
          <ShownOnce made={made} onDone={() => close(false)} />
        ) : (
          <form noValidate onSubmit={submit} className="flex flex-col gap-4">
            <DialogTitle>{t('apiTokens.createTitle')}</DialogTitle>
            <DialogDescription>{t('apiTokens.createDescription')}</DialogDescription>
            <FormField id="api-token-name" label={t('apiTokens.name')} error={errors.name}>
              {(aria) => (
                <Input
                  id="api-token-name"
                  value={name}
                  maxLength={API_TOKEN_NAME_MAX}
                  placeholder={t('apiTokens.namePlaceholder')}
                  autoComplete="off"
                  onChange={(event) => setName(event.target.value)}
                  {...aria}
                />
              )}
            </FormField>
            <FormField id="api-token-scope" label={t('apiTokens.scope')}>
              {(aria) => (
                <NativeSelect
                  id="api-token-scope"
                  value={scope}
                  onChange={(event) => setScope(event.target.value as ApiTokenScope)}
                  {...aria}
                >
                  <option value="read">{t('apiTokens.scopeRead')}</option>
                  <option value="read_write">{t('apiTokens.scopeReadWrite')}</option>
                </NativeSelect>
              )}
            </FormField>
            {isAdmin && (
              <Checkbox
                label={t('apiTokens.adminAccess')}
                checked={admin}
                onChange={(event) => setAdmin(event.target.checked)}
              />
            )}
            <FormField id="api-token-expiry" label={t('apiTokens.expiry')}>
              {(aria) => (
                <NativeSelect
                  id="api-token-expiry"
                  value={expiry}
                  onChange={(event) => {
                    setExpiry(event.target.value as ExpiryChoice);
                    setMinDay(localDay(new Date(Date.now() + 86_400_000)));
                  }}
                  {...aria}
                >
                  {EXPIRY_CHOICES.map((choice) => (
                    <option key={choice} value={choice}>
                      {t(EXPIRY_LABELS[choice])}
                    </option>
                  ))}
                </NativeSelect>
              )}
            </FormField>
            {expiry === 'date' && (
              <FormField id="api-token-day" label={t('apiTokens.expiryDay')} error={errors.day}>
                {(aria) => (
                  <Input
                    id="api-token-day"
                    type="date"
                    min={minDay}
                    value={day}
                    onChange={(event) => setDay(event.target.value)}
                    {...aria}
                  />
                )}
              </FormField>
            )}
            <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
              <Button variant="secondary" disabled={create.isPending} onClick={() => close(false)}>
                {t('apiTokens.cancel')}
              </Button>
              <Button type="submit" disabled={create.isPending}>
                {create.isPending && <Spinner className="size-4 text-current" />}
                {create.isPending ? t('apiTokens.creating') : t('apiTokens.create')}
              </Button>
            </div>
          </form>
        )}
      </DialogContent>
    </DialogRoot>
  );
}
