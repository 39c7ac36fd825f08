import { WEBHOOK_SECRET_OVERLAP_HOURS, type DigestWebhook } from '@socialpulse/contract';
import { Copy, KeyRound, Play, Send, Trash2 } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { WebhookDeliveries } from '@/features/digests/components/webhook-deliveries';
import {
  useRemoveWebhook,
  useResumeWebhook,
  useRotateWebhookSecret,
  useSaveWebhook,
  useTestWebhook,
  useWebhook,
} from '@/features/digests/hooks/use-webhook';
import { copyText } from '@/lib/clipboard';
import { formatDateTime } from '@/lib/format';
import { translateMessage } from '@/lib/messages';
import { reasonOf } from '@/lib/notify';
import { toast } from '@/lib/toast';

const isHttpUrl = (value: string) => {
  try {
    return ['http:', 'https:'].includes(new URL(value).protocol);
  } catch {
    return false;
  }
};

function AddressForm({
  digestId,
  current,
  onDone,
}: {
  digestId: string;
  current: string;
  onDone: (made: DigestWebhook | null) => void;
}) {
  const { t } = useTranslation();
  const save = useSaveWebhook(digestId);
  const [url, setUrl] = useState(current);
  const [error, setError] = useState<string | undefined>();
  const id = `digest-${digestId}-webhook-url`;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!isHttpUrl(url.trim())) {
      setError(t('webhooks.urlInvalid'));
      return;
    }
    setError(undefined);
    save.mutate(url.trim(), {
      onSuccess: (made) => onDone(made),
      onError: (e) => setError(reasonOf(t, e, t('webhooks.saveFailed'))),
    });
  };
  return (
    <form noValidate onSubmit={submit} className="flex flex-col gap-3">
      <FormField id={id} label={t('webhooks.url')} hint={t('webhooks.urlHint')} error={error}>
        {(aria) => (
          <Input
            id={id}
            type="url"
            inputMode="url"
            autoComplete="off"
            placeholder="https://example.com/hooks/digest"
            value={url}
            onChange={(e) => setUrl(e.target.value)}
            className="font-mono text-xs"
            {...aria}
          />
        )}
      </FormField>
      <div className="flex flex-wrap gap-2">
        <Button type="submit" size="sm" disabled={save.isPending}>
          {t('webhooks.save')}
        </Button>
        <Button type="button" variant="ghost" size="sm" onClick={() => onDone(null)}>
          {t('digests.cancel')}
        </Button>
      </div>
    </form>
  );
}

/** The secret just made, and until when the one it replaced still signs beside it (after a rotation). */
interface ShownSecret {
  secret: string;
  previousUntil: string | null;
}

function SecretOnce({ digestId, shown }: { digestId: string; shown: ShownSecret }) {
  const { t, i18n } = useTranslation();
  const { secret, previousUntil } = shown;
  const id = `digest-${digestId}-webhook-secret`;
  return (
    <div className="flex flex-col gap-1.5 rounded-md border border-primary/25 bg-accent p-3">
      <label htmlFor={id} className="text-sm font-medium">
        {t('webhooks.secret')}
      </label>
      <p className="text-sm text-muted-foreground">{t('webhooks.secretShownOnce')}</p>
      {previousUntil && (
        <p className="text-sm text-muted-foreground">
          {t('webhooks.secretOverlap', {
            hours: WEBHOOK_SECRET_OVERLAP_HOURS,
            until: formatDateTime(new Date(previousUntil), i18n.language),
          })}
        </p>
      )}
      <div className="flex gap-2">
        <Input id={id} readOnly value={secret} className="min-w-0 flex-1 font-mono text-xs" />
        <Button
          variant="secondary"
          size="icon"
          aria-label={t('webhooks.copySecret')}
          onClick={() =>
            void copyText(secret).then((outcome) => {
              if (outcome === 'copied') toast.success(t('digests.copied'));
            })
          }
        >
          <Copy aria-hidden="true" />
        </Button>
      </div>
    </div>
  );
}

/**
 * A digest's webhook: its address and state, the signing secret once (when made or replaced),
 * "Send test", "Resume" after a pause (with the reason), and the delivery log.
 */
export function WebhookPanel({ digestId }: { digestId: string }) {
  const { t } = useTranslation();
  const webhook = useWebhook(digestId);
  const test = useTestWebhook(digestId);
  const resume = useResumeWebhook(digestId);
  const remove = useRemoveWebhook(digestId);
  const rotate = useRotateWebhookSecret(digestId);
  const [editing, setEditing] = useState(false);
  const [secret, setSecret] = useState<ShownSecret | null>(null);
  const hook = webhook.data ?? null;
  const headingId = `digest-${digestId}-webhook-title`;

  return (
    <section
      aria-labelledby={headingId}
      className="flex flex-col gap-3 border-t border-border pt-3"
    >
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h3 id={headingId} className="text-sm font-semibold">
          {t('webhooks.title')}
        </h3>
        {hook &&
          (hook.pausedAt ? (
            <Badge tone="danger">{t('webhooks.paused')}</Badge>
          ) : (
            <Badge tone="success">{t('webhooks.active')}</Badge>
          ))}
      </div>
      {webhook.isPending ? null : editing || !hook ? (
        editing ? (
          <AddressForm
            digestId={digestId}
            current={hook?.url ?? ''}
            onDone={(made) => {
              setEditing(false);
              if (made?.secret)
                setSecret({ secret: made.secret, previousUntil: made.previousSecretExpiresAt });
            }}
          />
        ) : (
          <div className="flex flex-col items-start gap-2">
            <p className="text-sm text-muted-foreground">{t('webhooks.none')}</p>
            <Button variant="secondary" size="sm" onClick={() => setEditing(true)}>
              {t('webhooks.add')}
            </Button>
          </div>
        )
      ) : (
        <>
          <p className="font-mono text-xs break-all">{hook.url}</p>
          {secret && <SecretOnce digestId={digestId} shown={secret} />}
          {hook.pausedAt && (
            <div className="flex flex-col items-start gap-2 rounded-md border border-danger/30 bg-danger/10 p-3">
              <p className="text-sm text-danger">
                {t('webhooks.pausedReason', {
                  count: hook.consecutiveFailures,
                  error: translateMessage(t, hook.pausedReason ?? ''),
                })}
              </p>
              <Button
                variant="secondary"
                size="sm"
                disabled={resume.isPending}
                onClick={() => resume.mutate()}
              >
                <Play aria-hidden="true" />
                {t('webhooks.resume')}
              </Button>
            </div>
          )}
          <div className="flex flex-wrap gap-2">
            <Button
              variant="secondary"
              size="sm"
              disabled={test.isPending}
              onClick={() => test.mutate()}
            >
              <Send aria-hidden="true" />
              {test.isPending ? t('webhooks.testing') : t('webhooks.test')}
            </Button>
            <Button variant="secondary" size="sm" onClick={() => setEditing(true)}>
              {t('webhooks.change')}
            </Button>
            <Button
              variant="secondary"
              size="sm"
              disabled={rotate.isPending}
              onClick={() =>
                rotate.mutate(undefined, {
                  onSuccess: (made) => {
                    if (made?.secret)
                      setSecret({
                        secret: made.secret,
                        previousUntil: made.previousSecretExpiresAt,
                      });
                  },
                })
              }
            >
              <KeyRound aria-hidden="true" />
              {t('webhooks.rotateSecret')}
            </Button>
            <Button
              variant="ghost"
              size="sm"
              disabled={remove.isPending}
              onClick={() => remove.mutate(undefined, { onSuccess: () => setSecret(null) })}
            >
              <Trash2 aria-hidden="true" />
              {t('webhooks.remove')}
            </Button>
          </div>
          <WebhookDeliveries digestId={digestId} />
        </>
      )}
    </section>
  );
}
