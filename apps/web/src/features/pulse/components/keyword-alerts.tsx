import type { KeywordAlert } from '@socialpulse/contract';
import { groupAlerts, type AlertGroup } from '@/features/pulse/group-alerts';
import { Bell, History, Settings2 } from 'lucide-react';
import { Link } from 'react-router';
import { memo } from 'react';
import { useTranslation } from 'react-i18next';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { buttonClasses, focusRing } from '@/components/ui/button-classes';
import { PATHS } from '@/config/paths';
import { AlertLine } from '@/features/keywords/components/alert-line';
import { useMarkAlertRead } from '@/features/keywords/hooks/use-keywords';
import { PulseSection } from '@/features/pulse/components/pulse-section';
import { safeHref } from '@/lib/markdown-text';
import { cn } from '@/lib/cn';

function AlertBody({ group }: { group: AlertGroup }) {
  const { t } = useTranslation();
  return (
    <AlertLine
      alert={group.lead}
      keywords={group.keywords.join(', ')}
      unread={group.unread > 0}
      extra={
        group.alerts.length > 1 && (
          <Badge>{t('pulseAlerts.count', { count: group.alerts.length })}</Badge>
        )
      }
    />
  );
}

/**
 * Shown only when alerts exist. Opening an alert marks it read and opens its source in a
 * new tab (a real link, so the browser never treats it as a popup).
 */
export const KeywordAlerts = memo(function KeywordAlerts({
  alerts,
  onManage,
}: {
  alerts: KeywordAlert[];
  onManage: () => void;
}) {
  const { t } = useTranslation();
  const markRead = useMarkAlertRead();
  const itemClass = cn(
    'block w-full rounded-lg border px-4 py-3 text-left transition-colors',
    focusRing,
  );

  return (
    <PulseSection
      icon={Bell}
      title={t('pulse.alerts')}
      action={
        <div className="flex flex-wrap gap-2">
          <Link to={PATHS.alertHistory} className={buttonClasses('ghost', 'sm')}>
            <History aria-hidden="true" />
            {t('pulseAlertsNav.all')}
          </Link>
          <Button variant="secondary" size="sm" onClick={onManage} aria-haspopup="dialog">
            <Settings2 aria-hidden="true" />
            {t('pulse.manageKeywords')}
          </Button>
        </div>
      }
    >
      <ul className="flex flex-col gap-2">
        {groupAlerts(alerts).map((group) => {
          const href = safeHref(group.lead.source.url);
          const tone =
            group.unread === 0
              ? 'border-border hover:bg-muted/60'
              : 'border-primary/30 bg-accent/40 hover:bg-accent/70';
          // Opening a story marks every alert of it read.
          const read = () => {
            for (const alert of group.alerts) if (!alert.isRead) markRead.mutate(alert);
          };
          return (
            <li key={group.key}>
              {href === undefined ? (
                <button type="button" onClick={read} className={cn(itemClass, tone)}>
                  <AlertBody group={group} />
                </button>
              ) : (
                <a
                  href={href}
                  target="_blank"
                  rel="noopener noreferrer"
                  onClick={read}
                  onAuxClick={read}
                  className={cn(itemClass, tone)}
                >
                  <AlertBody group={group} />
                </a>
              )}
            </li>
          );
        })}
      </ul>
    </PulseSection>
  );
});
