import type { KeywordAlert } from '@socialpulse/contract';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Badge } from '@/components/ui/badge';
import { PlatformIcon } from '@/components/ui/platform-icon';
import { formatDateTime, formatRelativeTime } from '@/lib/format';

/**
 * One keyword alert as the Pulse card and the alert history show it: what matched, where and when,
 * then the words around the match with the keyword marked.
 */
export function AlertLine({
  alert,
  keywords,
  unread,
  extra,
}: {
  alert: KeywordAlert;
  keywords: string;
  unread: boolean;
  extra?: ReactNode;
}) {
  const { t, i18n } = useTranslation();
  const detected = new Date(alert.detectedAt);
  const { before, matched, after } = alert.matchContext;
  return (
    <>
      <span className="flex flex-wrap items-center gap-x-2 gap-y-1 text-sm">
        {unread && <Badge tone="accent">{t('pulse.new')}</Badge>}
        <span className="font-semibold">{keywords}</span>
        <span className="inline-flex items-center gap-1.5 text-muted-foreground">
          <PlatformIcon platform={alert.platform} className="size-4 rounded [&_svg]:size-2.5" />
          {t(`platforms.${alert.platform}`)}
        </span>
        <span aria-hidden="true" className="text-muted-foreground">
          ·
        </span>
        <span className="min-w-0 truncate text-muted-foreground">{alert.source.name}</span>
        <span aria-hidden="true" className="text-muted-foreground">
          ·
        </span>
        <time
          dateTime={alert.detectedAt}
          title={formatDateTime(detected, i18n.language)}
          className="text-muted-foreground"
        >
          {formatRelativeTime(detected, i18n.language)}
        </time>
        {extra}
      </span>
      <span className="mt-1.5 block text-sm leading-relaxed break-words text-muted-foreground">
        {before}
        <mark className="rounded bg-primary/15 px-0.5 font-medium text-foreground">{matched}</mark>
        {after}
      </span>
    </>
  );
}
