import type { Summary } from '@socialpulse/contract';
import { CircleX, Gauge, Inbox, type LucideIcon } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Spinner } from '@/components/ui/spinner';
import { SummaryMarkdown } from '@/features/summaries/components/summary-markdown';
import { hasContent, summaryNotice } from '@/features/summaries/summary-display';
import { isNonFinal } from '@/features/summaries/summary-status';
import { cn } from '@/lib/cn';

function Notice({
  icon: Icon,
  text,
  danger = false,
}: {
  icon: LucideIcon;
  text: string;
  danger?: boolean;
}) {
  return (
    <div
      className={cn(
        'flex items-start gap-3 rounded-lg p-4 text-sm',
        danger ? 'bg-danger/10 text-danger' : 'bg-muted/60 text-muted-foreground',
      )}
    >
      <Icon aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
      <p className="break-words">{text}</p>
    </div>
  );
}

/** The display rules: what the detail page shows for each status. */
export function SummaryBody({ summary }: { summary: Summary }) {
  const { t, i18n } = useTranslation();
  if (hasContent(summary)) return <SummaryMarkdown content={summary.content} />;
  const text = summaryNotice(t, summary, i18n.language);
  if (isNonFinal(summary.status))
    return (
      <div className="flex flex-col items-center gap-3 py-8 text-center text-sm text-muted-foreground">
        <Spinner className="size-6 text-primary" />
        <p>{text}</p>
      </div>
    );
  if (summary.status === 'failed') return <Notice icon={CircleX} text={text} danger />;
  if (summary.status === 'rate_limited') return <Notice icon={Gauge} text={text} />;
  return <Notice icon={Inbox} text={text} />;
}
