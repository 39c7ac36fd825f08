import type { SavedHighlight } from '@socialpulse/contract';
import { ArrowLeft, Bookmark, BookmarkX, ExternalLink, StickyNote } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { CollapsibleText } from '@/components/ui/collapsible-text';
import { buttonClasses } from '@/components/ui/button-classes';
import { EmptyState } from '@/components/ui/empty-state';
import { LoadError } from '@/components/ui/load-error';
import { PageHeader } from '@/components/ui/page-header';
import { PlatformIcon } from '@/components/ui/platform-icon';
import { Spinner } from '@/components/ui/spinner';
import { PATHS } from '@/config/paths';
import { useSavedHighlights, useUnsaveHighlight } from '@/features/pulse/hooks/use-pulse';
import { isApiError } from '@/lib/api-error';
import { formatDateTime, formatRelativeTime } from '@/lib/format';
import { safeHref } from '@/lib/markdown-text';
import { translateMessage } from '@/lib/messages';

const TEXT_COLLAPSE_AT = 280;

function ItemText({ text }: { text: string }) {
  return <CollapsibleText text={text} collapseAt={TEXT_COLLAPSE_AT} className="leading-relaxed" />;
}

function SavedCard({ item }: { item: SavedHighlight }) {
  const { t, i18n } = useTranslation();
  const unsave = useUnsaveHighlight();
  const href = safeHref(item.url);
  const savedAt = new Date(item.savedAt);
  const published = new Date(item.timestamp);
  return (
    <article className="flex flex-col gap-3 rounded-lg border border-border bg-card p-4">
      <header className="flex items-start gap-3">
        <PlatformIcon platform={item.platform} className="size-8 [&_svg]:size-4" />
        <div className="min-w-0 flex-1">
          <h2 className="font-medium break-words">{item.title}</h2>
          <p className="mt-0.5 flex flex-wrap items-center gap-x-2 text-sm text-muted-foreground">
            <span>{item.source.name}</span>
            {item.author !== null && item.author !== '' && (
              <>
                <span aria-hidden="true">·</span>
                <span>{item.author}</span>
              </>
            )}
            <span aria-hidden="true">·</span>
            <time dateTime={item.timestamp} title={formatDateTime(published, i18n.language)}>
              {formatRelativeTime(published, i18n.language)}
            </time>
          </p>
        </div>
      </header>
      {item.note !== null && item.note !== '' && (
        <div className="flex items-start gap-2 rounded-lg border border-primary/20 bg-accent/60 p-3 text-sm">
          <StickyNote aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-primary" />
          <p className="min-w-0 break-words whitespace-pre-line">
            <span className="sr-only">{t('pulseSaved.note')}: </span>
            {item.note}
          </p>
        </div>
      )}
      <ItemText text={item.text} />
      <div className="flex flex-wrap items-center justify-between gap-2 border-t border-border pt-3">
        <p className="text-xs text-muted-foreground">
          {t('pulseSaved.savedAt', { time: formatRelativeTime(savedAt, i18n.language) })}
        </p>
        <div className="flex flex-wrap gap-2">
          {href !== undefined && (
            <a
              href={href}
              target="_blank"
              rel="noopener noreferrer"
              className={buttonClasses('secondary', 'sm')}
            >
              <ExternalLink aria-hidden="true" />
              {t('pulse.openSource')}
            </a>
          )}
          <Button
            variant="ghost"
            size="sm"
            disabled={unsave.isPending}
            aria-label={t('pulseSaved.removeNamed', { title: item.title })}
            onClick={() => unsave.mutate(item.id)}
          >
            {unsave.isPending ? <Spinner /> : <BookmarkX aria-hidden="true" />}
            {t('pulseSaved.remove')}
          </Button>
        </div>
      </div>
    </article>
  );
}

/** Saved highlights and their notes, whatever day they were in the Pulse. */
export function SavedHighlightsRoute() {
  const { t } = useTranslation();
  const saved = useSavedHighlights();
  return (
    <>
      <PageHeader
        title={t('pulseSaved.title')}
        description={t('pulseSaved.description')}
        actions={
          <Link to={PATHS.pulse} className={buttonClasses('secondary')}>
            <ArrowLeft aria-hidden="true" />
            {t('yourSources.backToPulse')}
          </Link>
        }
      />
      {saved.isPending ? (
        <div className="flex justify-center py-12" role="status">
          <Spinner />
          <span className="sr-only">{t('pulseSaved.loading')}</span>
        </div>
      ) : saved.isError ? (
        <LoadError
          title={t('pulseSaved.loadFailed')}
          reason={
            isApiError(saved.error) && saved.error.hasDetail
              ? translateMessage(t, saved.error.message)
              : undefined
          }
          onRetry={() => void saved.refetch()}
          retrying={saved.isFetching}
        />
      ) : saved.data.length === 0 ? (
        <EmptyState icon={Bookmark} title={t('pulseSaved.empty')}>
          <p className="max-w-md text-sm text-muted-foreground">{t('pulseSaved.emptyHint')}</p>
          <Link to={PATHS.pulse} className={buttonClasses('primary', 'sm')}>
            {t('yourSources.backToPulse')}
          </Link>
        </EmptyState>
      ) : (
        <ul className="grid gap-3 lg:grid-cols-2" aria-label={t('pulseSaved.title')}>
          {saved.data.map((item) => (
            <li key={item.id}>
              <SavedCard item={item} />
            </li>
          ))}
        </ul>
      )}
    </>
  );
}
