import type { SavedSource } from '@socialpulse/contract';
import { ArrowLeft, BellOff, BellRing, Library, Sparkles, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { buttonClasses } from '@/components/ui/button-classes';
import { Card, CardContent } from '@/components/ui/card';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { EmptyState } from '@/components/ui/empty-state';
import { LoadError } from '@/components/ui/load-error';
import { PageHeader } from '@/components/ui/page-header';
import { PlatformIcon } from '@/components/ui/platform-icon';
import { Spinner } from '@/components/ui/spinner';
import { PATHS, summaryDetailPath, summarySetupPath } from '@/config/paths';
import {
  useDeleteSource,
  useSetSourceFollowed,
  useYourSources,
} from '@/features/your-sources/hooks/use-your-sources';
import { isApiError } from '@/lib/api-error';
import { formatDateTime, formatRelativeTime } from '@/lib/format';
import { translateMessage } from '@/lib/messages';

function LastSummary({ source }: { source: SavedSource }) {
  const { t, i18n } = useTranslation();
  const last = source.lastSummary;
  if (last === null) return <span>{t('yourSources.neverSummarized')}</span>;
  const at = new Date(last.createdAt);
  return (
    <Link
      to={summaryDetailPath(last.id)}
      className="font-medium text-primary underline-offset-4 hover:underline"
      title={formatDateTime(at, i18n.language)}
    >
      {t('yourSources.lastSummary', { time: formatRelativeTime(at, i18n.language) })}
    </Link>
  );
}

function SourceCard({
  source,
  onDelete,
}: {
  source: SavedSource;
  onDelete: (source: SavedSource) => void;
}) {
  const { t } = useTranslation();
  const follow = useSetSourceFollowed();
  const busy = follow.isPending && follow.variables?.id === source.id;
  return (
    <article
      className="flex flex-col gap-3 rounded-lg border border-border p-4 sm:flex-row sm:items-center"
      aria-label={source.name}
    >
      <div className="flex min-w-0 flex-1 items-center gap-3">
        <PlatformIcon platform={source.platform} />
        <div className="min-w-0">
          <h2 className="flex flex-wrap items-center gap-2 font-medium">
            <span className="truncate">{source.name}</span>
            {source.followed ? (
              <Badge tone="accent">{t('yourSources.following')}</Badge>
            ) : (
              <Badge>{t('yourSources.notFollowing')}</Badge>
            )}
          </h2>
          <p className="flex flex-wrap items-center gap-x-2 text-sm text-muted-foreground">
            <span>{t(`platforms.${source.platform}`)}</span>
            <span aria-hidden="true">·</span>
            <LastSummary source={source} />
          </p>
        </div>
      </div>
      <div className="flex flex-wrap gap-2">
        <Button
          variant="secondary"
          size="sm"
          disabled={busy}
          aria-label={t(source.followed ? 'yourSources.unfollowNamed' : 'yourSources.followNamed', {
            name: source.name,
          })}
          onClick={() => follow.mutate({ id: source.id, followed: !source.followed })}
        >
          {busy ? (
            <Spinner />
          ) : source.followed ? (
            <BellOff aria-hidden="true" />
          ) : (
            <BellRing aria-hidden="true" />
          )}
          {t(source.followed ? 'yourSources.unfollow' : 'yourSources.follow')}
        </Button>
        <Link
          to={summarySetupPath(source.platform, source.externalId)}
          state={{ sourceName: source.name }}
          aria-label={t('pulse.summarizeNamed', { name: source.name })}
          className={buttonClasses('secondary', 'sm')}
        >
          <Sparkles aria-hidden="true" />
          {t('pulse.summarize')}
        </Link>
        <Button
          variant="ghost"
          size="sm"
          aria-label={t('yourSources.deleteNamed', { name: source.name })}
          onClick={() => onDelete(source)}
        >
          <Trash2 aria-hidden="true" />
          {t('yourSources.delete')}
        </Button>
      </div>
    </article>
  );
}

/** "Your sources": what the user summarized or followed, what the Pulse and ingestion read first. */
export function YourSourcesRoute() {
  const { t } = useTranslation();
  const sources = useYourSources();
  const remove = useDeleteSource();
  const [deleting, setDeleting] = useState<SavedSource | null>(null);

  return (
    <>
      <PageHeader
        title={t('yourSources.title')}
        description={t('yourSources.description')}
        actions={
          <Link to={PATHS.pulse} className={buttonClasses('secondary')}>
            <ArrowLeft aria-hidden="true" />
            {t('yourSources.backToPulse')}
          </Link>
        }
      />
      {sources.isPending ? (
        <div className="flex justify-center py-12" role="status">
          <Spinner />
          <span className="sr-only">{t('yourSources.loading')}</span>
        </div>
      ) : sources.isError ? (
        <LoadError
          title={t('yourSources.loadFailed')}
          reason={
            isApiError(sources.error) && sources.error.hasDetail
              ? translateMessage(t, sources.error.message)
              : undefined
          }
          onRetry={() => void sources.refetch()}
          retrying={sources.isFetching}
        />
      ) : sources.data.length === 0 ? (
        <EmptyState icon={Library} title={t('yourSources.empty')}>
          <p className="max-w-md text-sm text-muted-foreground">{t('yourSources.emptyHint')}</p>
          <div className="flex flex-wrap justify-center gap-2">
            <Link to={PATHS.pulse} className={buttonClasses('primary', 'sm')}>
              {t('yourSources.findOnPulse')}
            </Link>
            <Link to={PATHS.newSummary} className={buttonClasses('secondary', 'sm')}>
              {t('yourSources.newSummary')}
            </Link>
          </div>
        </EmptyState>
      ) : (
        <Card>
          <CardContent className="pt-5 sm:pt-6">
            <ul className="flex flex-col gap-3" aria-label={t('yourSources.title')}>
              {sources.data.map((source) => (
                <li key={source.id}>
                  <SourceCard source={source} onDelete={setDeleting} />
                </li>
              ))}
            </ul>
          </CardContent>
        </Card>
      )}
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => !open && setDeleting(null)}
        title={t('yourSources.deleteTitle')}
        description={t('yourSources.deleteText', { name: deleting?.name ?? '' })}
        confirmLabel={t('yourSources.delete')}
        busyLabel={t('yourSources.deleting')}
        cancelLabel={t('summary.cancel')}
        closeLabel={t('common.close')}
        busy={remove.isPending}
        onConfirm={() => {
          if (deleting === null) return;
          remove.mutate(deleting, { onSettled: () => setDeleting(null) });
        }}
        icon={<Trash2 aria-hidden="true" />}
      />
    </>
  );
}
