import type { WebhookDelivery } from '@socialpulse/contract';
import { CircleCheck, CircleX } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useWebhookDeliveries } from '@/features/digests/hooks/use-webhook';
import { formatDateTime } from '@/lib/format';
import { translateMessage } from '@/lib/messages';

/** How many log entries the panel lists; the API keeps the latest 50. */
const SHOWN = 10;

function DeliveryLine({ delivery }: { delivery: WebhookDelivery }) {
  const { t, i18n } = useTranslation();
  const ok = delivery.outcome === 'succeeded';
  const what = [
    delivery.statusCode !== null ? `HTTP ${delivery.statusCode}` : null,
    delivery.error !== null && !/^HTTP \d+$/u.test(delivery.error)
      ? translateMessage(t, delivery.error)
      : null,
    t('webhooks.duration', { ms: delivery.durationMs }),
  ].filter((part) => part !== null);
  return (
    <li className="flex items-start gap-2 py-2 text-sm">
      {ok ? (
        <CircleCheck aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-success" />
      ) : (
        <CircleX aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-danger" />
      )}
      <div className="min-w-0 flex-1">
        <p className="flex flex-wrap gap-x-2">
          <span className="font-medium">{ok ? t('webhooks.succeeded') : t('webhooks.failed')}</span>
          <span className="text-muted-foreground">
            {delivery.event === 'webhook.test' ? t('webhooks.eventTest') : t('webhooks.eventRun')}
            {' · '}
            {t('webhooks.attempt', { n: delivery.attempt })}
          </span>
        </p>
        <p className="break-words text-muted-foreground">
          {formatDateTime(new Date(delivery.createdAt), i18n.language)} · {what.join(' · ')}
        </p>
      </div>
    </li>
  );
}

/** The webhook's latest attempts, newest first: what the receiver answered and how long it took. */
export function WebhookDeliveries({ digestId }: { digestId: string }) {
  const { t } = useTranslation();
  const deliveries = useWebhookDeliveries(digestId, true);
  const list = deliveries.data ?? [];
  const headingId = `digest-${digestId}-deliveries`;
  return (
    <section aria-labelledby={headingId} className="flex flex-col">
      <h4 id={headingId} className="text-sm font-medium">
        {t('webhooks.logTitle')}
      </h4>
      {list.length === 0 ? (
        <p className="text-sm text-muted-foreground">
          {deliveries.isPending ? t('webhooks.logLoading') : t('webhooks.logEmpty')}
        </p>
      ) : (
        <ul className="divide-y divide-border">
          {list.slice(0, SHOWN).map((d) => (
            <DeliveryLine key={d.id} delivery={d} />
          ))}
        </ul>
      )}
    </section>
  );
}
