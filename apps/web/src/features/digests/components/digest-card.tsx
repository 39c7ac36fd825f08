import type { Digest } from '@socialpulse/contract';
import { Pause, Pencil, Play, Trash2, Webhook } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent } from '@/components/ui/card';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { dayKey } from '@/features/digests/components/day-key';
import { DigestForm } from '@/features/digests/components/digest-form';
import { WebhookPanel } from '@/features/digests/components/webhook-panel';
import { useDeleteDigest, useUpdateDigest } from '@/features/digests/hooks/use-digests';
import { useYourSources } from '@/features/your-sources/hooks/use-your-sources';
import { formatDateTime } from '@/lib/format';

function useScheduleText(digest: Digest): string {
  const { t } = useTranslation();
  const { schedule } = digest;
  if (schedule.kind === 'daily') return t('digests.dailyAt', { time: schedule.time });
  if (schedule.kind === 'weekly')
    return t('digests.weeklyAt', { day: t(dayKey(schedule.day)), time: schedule.time });
  return t('digests.weekdaysAt', {
    days: schedule.days.map((d) => t(dayKey(d))).join(', '),
    time: schedule.time,
  });
}

/** One scheduled digest: what it bundles and when, with pause, edit and delete. */
export function DigestCard({ digest }: { digest: Digest }) {
  const { t, i18n } = useTranslation();
  const update = useUpdateDigest();
  const remove = useDeleteDigest();
  const [editing, setEditing] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const [webhookOpen, setWebhookOpen] = useState(false);
  const scheduleText = useScheduleText(digest);
  // The names the user knows the sources by; a source no longer listed shows its id.
  const yourSources = useYourSources();
  const sourceNames = new Map(
    (yourSources.data ?? []).map((s) => [`${s.platform}\u0000${s.externalId}`, s.name]),
  );
  const titleId = `digest-${digest.id}-title`;

  return (
    <Card aria-labelledby={titleId}>
      <CardContent className="flex flex-col gap-3">
        <div className="flex flex-wrap items-start justify-between gap-2">
          <div className="min-w-0">
            <h2 id={titleId} className="text-base font-semibold break-words">
              {digest.name}
            </h2>
            <p className="text-sm text-muted-foreground">
              {scheduleText} · {digest.timeZone}
            </p>
          </div>
          {digest.paused && <Badge>{t('digests.paused')}</Badge>}
        </div>
        <p className="text-sm break-words">
          <span className="font-medium">{t('digests.sources')}: </span>
          {digest.sources
            .map((s) => sourceNames.get(`${s.platform}\u0000${s.sourceId}`) ?? s.sourceId)
            .join(', ')}
        </p>
        <p className="text-sm text-muted-foreground">
          {[
            digest.channels.email ? t('digests.channelEmail') : null,
            digest.channels.feed ? t('digests.channelFeed') : null,
          ]
            .filter((c) => c !== null)
            .join(' · ') || t('digests.noChannel')}
          {digest.nextRunAt !== null && (
            <>
              {' · '}
              {t('digests.nextRun', {
                time: formatDateTime(new Date(digest.nextRunAt), i18n.language),
              })}
            </>
          )}
        </p>
        {editing ? (
          <DigestForm
            digest={digest}
            pending={update.isPending}
            onCancel={() => setEditing(false)}
            onSubmit={(input) =>
              update.mutate(
                {
                  id: digest.id,
                  patch: {
                    name: input.name ?? '',
                    sources: input.sources,
                    schedule: input.schedule,
                    timeZone: input.timeZone,
                    ...(input.tone ? { tone: input.tone } : {}),
                    ...(input.language ? { language: input.language } : {}),
                    ...(input.channels ? { channels: input.channels } : {}),
                  },
                },
                { onSuccess: () => setEditing(false) },
              )
            }
          />
        ) : (
          <div className="flex flex-wrap gap-2 border-t border-border pt-3">
            <Button
              variant="secondary"
              size="sm"
              disabled={update.isPending}
              onClick={() => update.mutate({ id: digest.id, patch: { paused: !digest.paused } })}
            >
              {digest.paused ? <Play aria-hidden="true" /> : <Pause aria-hidden="true" />}
              {digest.paused ? t('digests.resume') : t('digests.pause')}
            </Button>
            <Button variant="secondary" size="sm" onClick={() => setEditing(true)}>
              <Pencil aria-hidden="true" />
              {t('digests.edit')}
            </Button>
            <Button
              variant="secondary"
              size="sm"
              aria-expanded={webhookOpen}
              aria-controls={`digest-${digest.id}-webhook`}
              onClick={() => setWebhookOpen((open) => !open)}
            >
              <Webhook aria-hidden="true" />
              {t('webhooks.title')}
            </Button>
            <Button variant="ghost" size="sm" onClick={() => setConfirming(true)}>
              <Trash2 aria-hidden="true" />
              {t('digests.delete')}
            </Button>
          </div>
        )}
        {webhookOpen && !editing && (
          <div id={`digest-${digest.id}-webhook`}>
            <WebhookPanel digestId={digest.id} />
          </div>
        )}
      </CardContent>
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title={t('digests.deleteTitle', { name: digest.name })}
        description={t('digests.deleteDescription')}
        confirmLabel={t('digests.delete')}
        busyLabel={t('digests.deleting')}
        cancelLabel={t('digests.cancel')}
        closeLabel={t('common.close')}
        busy={remove.isPending}
        onConfirm={() => remove.mutate(digest.id, { onSuccess: () => setConfirming(false) })}
      />
    </Card>
  );
}
