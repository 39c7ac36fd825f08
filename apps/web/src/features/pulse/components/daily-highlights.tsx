import type { Highlight } from '@socialpulse/contract';
import { Bookmark, BookmarkCheck, Info, Sparkles } from 'lucide-react';
import { memo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { buttonClasses } from '@/components/ui/button-classes';
import { PATHS } from '@/config/paths';
import { EmptyState } from '@/components/ui/empty-state';
import { PlatformIcon } from '@/components/ui/platform-icon';
import { Spinner } from '@/components/ui/spinner';
import { EngagementStats } from '@/features/pulse/components/engagement-stats';
import { FeedbackPrompt } from '@/features/pulse/components/feedback-prompt';
import { HighlightDetailsDialog } from '@/features/pulse/components/highlight-details-dialog';
import { PulseSection } from '@/features/pulse/components/pulse-section';
import { SaveHighlightDialog } from '@/features/pulse/components/save-highlight-dialog';
import { useUnsaveHighlight } from '@/features/pulse/hooks/use-pulse';
import { safeHref } from '@/lib/markdown-text';
import { formatDateTime, formatRelativeTime } from '@/lib/format';

type Dialog = { kind: 'save' | 'details'; highlight: Highlight } | null;

function HighlightCard({
  highlight,
  onOpen,
}: {
  highlight: Highlight;
  onOpen: (dialog: Dialog) => void;
}) {
  const { t, i18n } = useTranslation();
  const unsave = useUnsaveHighlight();
  const saved = highlight.savedState.isSaved;
  const when = new Date(highlight.timestamp);
  const href = safeHref(highlight.source.url);

  return (
    <article className="flex h-full flex-col gap-3 rounded-lg border border-border p-4">
      <header className="flex items-start gap-3">
        <PlatformIcon platform={highlight.platform} className="size-8 [&_svg]:size-4" />
        <div className="min-w-0 flex-1">
          <h3 className="font-medium break-words">{highlight.title}</h3>
          <p className="mt-0.5 flex flex-wrap items-center gap-x-2 text-sm text-muted-foreground">
            {href === undefined ? (
              <span>{highlight.source.name}</span>
            ) : (
              <a
                href={href}
                target="_blank"
                rel="noopener noreferrer"
                className="truncate font-medium text-primary underline-offset-4 hover:underline"
              >
                {highlight.source.name}
              </a>
            )}
            <span aria-hidden="true">·</span>
            <time dateTime={highlight.timestamp} title={formatDateTime(when, i18n.language)}>
              {formatRelativeTime(when, i18n.language)}
            </time>
          </p>
        </div>
      </header>
      {highlight.summary !== '' && (
        <p className="line-clamp-4 text-sm leading-relaxed break-words">{highlight.summary}</p>
      )}
      <EngagementStats engagement={highlight.engagement} platform={highlight.platform} />
      <div className="mt-auto flex flex-wrap items-center justify-between gap-2 border-t border-border pt-3">
        <FeedbackPrompt highlight={highlight} />
        <div className="flex gap-2">
          <Button
            variant="ghost"
            size="sm"
            aria-pressed={saved}
            disabled={unsave.isPending}
            onClick={() =>
              saved ? unsave.mutate(highlight.id) : onOpen({ kind: 'save', highlight })
            }
          >
            {unsave.isPending ? (
              <Spinner className="size-4 text-current" />
            ) : saved ? (
              <BookmarkCheck aria-hidden="true" className="text-primary" />
            ) : (
              <Bookmark aria-hidden="true" />
            )}
            {saved ? t('pulse.saved') : t('pulse.save')}
          </Button>
          <Button
            variant="secondary"
            size="sm"
            aria-haspopup="dialog"
            onClick={() => onOpen({ kind: 'details', highlight })}
          >
            <Info aria-hidden="true" />
            {t('pulse.details')}
          </Button>
        </div>
      </div>
    </article>
  );
}

export const DailyHighlights = memo(function DailyHighlights({
  highlights,
}: {
  highlights: Highlight[];
}) {
  const { t } = useTranslation();
  const [dialog, setDialog] = useState<Dialog>(null);
  // The dialogs show the highlight as it is now (saved state changes while one is open).
  const current =
    dialog === null ? undefined : highlights.find((h) => h.id === dialog.highlight.id);
  const close = () => setDialog(null);

  return (
    <PulseSection
      icon={Sparkles}
      title={t('pulse.highlights')}
      action={
        <Link to={PATHS.savedHighlights} className={buttonClasses('secondary', 'sm')}>
          <BookmarkCheck aria-hidden="true" />
          {t('pulseSaved.open')}
        </Link>
      }
    >
      {highlights.length === 0 ? (
        <EmptyState icon={Sparkles} title={t('pulse.noHighlights')} />
      ) : (
        <ul className="grid gap-3 lg:grid-cols-2">
          {highlights.map((highlight) => (
            <li key={highlight.id}>
              <HighlightCard highlight={highlight} onOpen={setDialog} />
            </li>
          ))}
        </ul>
      )}
      {dialog?.kind === 'save' && current !== undefined && (
        <SaveHighlightDialog highlight={current} onClose={close} />
      )}
      {dialog?.kind === 'details' && current !== undefined && (
        <HighlightDetailsDialog highlight={current} onClose={close} />
      )}
    </PulseSection>
  );
});
