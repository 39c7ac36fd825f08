import type { SummaryListItem as Summary } from '@socialpulse/contract';
import { ArrowRight, FileText } from 'lucide-react';
import { memo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { buttonClasses, focusRing } from '@/components/ui/button-classes';
import { EmptyState } from '@/components/ui/empty-state';
import { PlatformIcon } from '@/components/ui/platform-icon';
import { PATHS, summaryDetailPath } from '@/config/paths';
import { PulseSection } from '@/features/pulse/components/pulse-section';
import { SUMMARY_PREVIEW_LENGTH } from '@/features/pulse/pulse-text';
import { plainPreview } from '@/lib/markdown-text';
import { cn } from '@/lib/cn';
import { formatDateTime, formatRelativeTime } from '@/lib/format';

/** The three most recent summaries. */
const RECENT_COUNT = 3;

function usePreview() {
  const { t } = useTranslation();
  return (summary: Summary): string => {
    if (summary.content !== null && summary.content.trim() !== '')
      return plainPreview(summary.content, SUMMARY_PREVIEW_LENGTH);
    if (summary.status === 'pending' || summary.status === 'processing')
      return t('pulse.generating');
    if (summary.status === 'failed') return t('pulse.generateFailed');
    return t('pulse.noContent');
  };
}

export const RecentSummaries = memo(function RecentSummaries({
  summaries,
}: {
  summaries: Summary[];
}) {
  const { t, i18n } = useTranslation();
  const preview = usePreview();
  const recent = summaries.slice(0, RECENT_COUNT);

  return (
    <PulseSection
      icon={FileText}
      title={t('pulse.recent')}
      action={
        recent.length > 0 && (
          <Link to={PATHS.summaries} className={buttonClasses('ghost', 'sm')}>
            {t('pulse.viewAll')}
            <ArrowRight aria-hidden="true" />
          </Link>
        )
      }
    >
      {recent.length === 0 ? (
        <EmptyState icon={FileText} title={t('pulse.noSummaries')} />
      ) : (
        <ul className="grid gap-3 md:grid-cols-3">
          {recent.map((summary) => {
            const created = new Date(summary.createdAt);
            return (
              <li key={summary.id}>
                <Link
                  to={summaryDetailPath(summary.id)}
                  className={cn(
                    'flex h-full flex-col gap-2 rounded-lg border border-border p-4 transition-colors hover:border-primary/40 hover:bg-muted/60',
                    focusRing,
                  )}
                >
                  <span className="flex items-center gap-2">
                    <PlatformIcon
                      platform={summary.platform}
                      className="size-6 rounded-md [&_svg]:size-3.5"
                    />
                    <span className="min-w-0 flex-1 truncate font-medium">
                      {summary.source?.title ?? t(`platforms.${summary.platform}`)}
                    </span>
                  </span>
                  <span className="text-sm leading-relaxed break-words text-muted-foreground">
                    {preview(summary)}
                  </span>
                  <time
                    dateTime={summary.createdAt}
                    title={formatDateTime(created, i18n.language)}
                    className="mt-auto text-xs text-muted-foreground"
                  >
                    {formatRelativeTime(created, i18n.language)}
                  </time>
                </Link>
              </li>
            );
          })}
        </ul>
      )}
    </PulseSection>
  );
});
