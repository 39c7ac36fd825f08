import type { Highlight } from '@socialpulse/contract';
import { BookmarkCheck } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { DialogContent, DialogDescription, DialogRoot, DialogTitle } from '@/components/ui/dialog';
import { OpenSourceLink } from '@/features/pulse/components/open-source-link';
import { PlatformIcon } from '@/components/ui/platform-icon';
import { EngagementStats } from '@/features/pulse/components/engagement-stats';
import { FeedbackPrompt } from '@/features/pulse/components/feedback-prompt';
import { buttonClasses } from '@/components/ui/button-classes';
import { formatDateTime } from '@/lib/format';
import { safeHref } from '@/lib/markdown-text';

/** Everything about one highlight: source, time, the whole summary, engagement and the saved note. */
export function HighlightDetailsDialog({
  highlight,
  onClose,
}: {
  highlight: Highlight;
  onClose: () => void;
}) {
  const { t, i18n } = useTranslation();
  const { savedState } = highlight;
  // The item's own words; older builds carry only the summary.
  const text = highlight.text !== '' ? highlight.text : highlight.summary;
  const itemUrl = highlight.url !== '' ? highlight.url : highlight.source.url;
  return (
    <DialogRoot open onOpenChange={(next) => !next && onClose()}>
      <DialogContent closeLabel={t('common.close')} className="max-w-xl">
        <div className="flex flex-col gap-2">
          <DialogTitle className="break-words">{highlight.title}</DialogTitle>
          <DialogDescription className="flex flex-wrap items-center gap-x-2 gap-y-1">
            <PlatformIcon
              platform={highlight.platform}
              className="size-5 rounded-md [&_svg]:size-3"
            />
            <span>{t(`platforms.${highlight.platform}`)}</span>
            <span aria-hidden="true">·</span>
            <span>{highlight.source.name}</span>
            <span aria-hidden="true">·</span>
            <time dateTime={highlight.timestamp}>
              {formatDateTime(new Date(highlight.timestamp), i18n.language)}
            </time>
          </DialogDescription>
        </div>
        {highlight.author !== null && highlight.author !== '' && (
          <p className="text-sm text-muted-foreground">
            {t('pulseDetails.by', { author: highlight.author })}
          </p>
        )}
        {text !== '' ? (
          <div className="max-h-[50vh] overflow-y-auto rounded-lg border border-border bg-muted/30 p-3">
            <p className="text-sm leading-relaxed break-words whitespace-pre-line">{text}</p>
          </div>
        ) : (
          <p className="text-sm text-muted-foreground italic">{t('pulseDetails.noText')}</p>
        )}
        <EngagementStats engagement={highlight.engagement} platform={highlight.platform} />
        {savedState.isSaved && (
          <div className="flex items-start gap-2 rounded-lg border border-primary/20 bg-accent/60 p-3 text-sm">
            <BookmarkCheck aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-primary" />
            <div className="min-w-0">
              <p className="font-medium">{t('pulse.saved')}</p>
              {savedState.note !== null && savedState.note !== '' && (
                <p className="break-words whitespace-pre-line text-muted-foreground">
                  {savedState.note}
                </p>
              )}
            </div>
          </div>
        )}
        <FeedbackPrompt highlight={highlight} />
        <div className="flex flex-wrap gap-2">
          <OpenSourceLink url={itemUrl} />
          {itemUrl !== highlight.source.url && safeHref(highlight.source.url) !== undefined && (
            <a
              href={safeHref(highlight.source.url)}
              target="_blank"
              rel="noopener noreferrer"
              className={buttonClasses('ghost', 'md')}
            >
              {t('pulseDetails.openSourceNamed', { name: highlight.source.name })}
            </a>
          )}
        </div>
      </DialogContent>
    </DialogRoot>
  );
}
