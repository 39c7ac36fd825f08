import type { SummaryListItem as SummaryItem } from '@socialpulse/contract';
import { ChevronRight } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { focusRing } from '@/components/ui/button-classes';
import { PlatformIcon } from '@/components/ui/platform-icon';
import { summaryDetailPath } from '@/config/paths';
import { SummaryStatusBadge } from '@/features/summaries/components/summary-status-badge';
import { useKnownSourceName } from '@/features/summaries/hooks/use-known-source-name';
import { hasContent, periodLabel, summaryNotice } from '@/features/summaries/summary-display';
import { summaryTitle } from '@/features/summaries/summary-format';
import { plainPreview } from '@/lib/markdown-text';
import { cn } from '@/lib/cn';
import { formatDateTime, formatRelativeTime } from '@/lib/format';

/** One row of /summaries: source, platform, status, period, when, and a short preview. */
export function SummaryListItem({ summary }: { summary: SummaryItem }) {
  const { t, i18n } = useTranslation();
  const title = summaryTitle(summary, useKnownSourceName(summary));
  const created = new Date(summary.createdAt);
  const preview = hasContent(summary)
    ? plainPreview(summary.content)
    : summaryNotice(t, summary, i18n.language);

  return (
    <Link
      to={summaryDetailPath(summary.id)}
      className={cn(
        'flex items-start gap-3 rounded-xl border border-border bg-card p-4 shadow-sm transition-colors hover:border-primary/40 hover:bg-muted/40 sm:gap-4',
        focusRing,
      )}
    >
      <PlatformIcon platform={summary.platform} className="mt-0.5" />
      <span className="flex min-w-0 flex-1 flex-col gap-1.5">
        <span className="flex flex-wrap items-center justify-between gap-x-3 gap-y-1.5">
          <span className="min-w-0 truncate font-medium">{title}</span>
          <SummaryStatusBadge status={summary.status} />
        </span>
        <span className="flex flex-wrap gap-x-2 text-sm text-muted-foreground">
          <span>{t(`platforms.${summary.platform}`)}</span>
          <span aria-hidden="true">·</span>
          <span>{periodLabel(t, summary, i18n.language)}</span>
          <span aria-hidden="true">·</span>
          <time dateTime={summary.createdAt} title={formatDateTime(created, i18n.language)}>
            {formatRelativeTime(created, i18n.language)}
          </time>
        </span>
        <span className="line-clamp-2 text-sm break-words text-foreground/80">{preview}</span>
      </span>
      <ChevronRight aria-hidden="true" className="mt-1 size-4 shrink-0 text-muted-foreground" />
    </Link>
  );
}
