import type { KeywordAlert } from '@socialpulse/contract';
import { ArrowLeft, Bell } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { buttonClasses, focusRing } from '@/components/ui/button-classes';
import { EmptyState } from '@/components/ui/empty-state';
import { LoadError } from '@/components/ui/load-error';
import { PageHeader } from '@/components/ui/page-header';
import { Spinner } from '@/components/ui/spinner';
import { alertDetailPath, PATHS } from '@/config/paths';
import { useAlertHistory } from '@/features/alerts/hooks/use-alert-history';
import { AlertLine } from '@/features/keywords/components/alert-line';
import { cn } from '@/lib/cn';
import { isApiError } from '@/lib/api-error';
import { translateMessage } from '@/lib/messages';

function AlertRow({ alert }: { alert: KeywordAlert }) {
  return (
    <Link
      to={alertDetailPath(alert.id)}
      className={cn(
        'block rounded-lg border px-4 py-3 transition-colors',
        alert.isRead
          ? 'border-border hover:bg-muted/60'
          : 'border-primary/30 bg-accent/40 hover:bg-accent/70',
        focusRing,
      )}
    >
      <AlertLine alert={alert} keywords={alert.keyword} unread={!alert.isRead} />
    </Link>
  );
}

/** Every keyword alert, newest first, a page at a time; each opens the post it matched. */
export function AlertHistoryRoute() {
  const { t } = useTranslation();
  const history = useAlertHistory();
  const alerts = history.data?.pages.flatMap((p) => p.items) ?? [];
  return (
    <>
      <PageHeader
        title={t('alertHistory.title')}
        description={t('alertHistory.description')}
        actions={
          <Link to={PATHS.pulse} className={buttonClasses('secondary')}>
            <ArrowLeft aria-hidden="true" />
            {t('yourSources.backToPulse')}
          </Link>
        }
      />
      {history.isPending ? (
        <div className="flex justify-center py-12" role="status">
          <Spinner />
          <span className="sr-only">{t('alertHistory.loading')}</span>
        </div>
      ) : history.isError && alerts.length === 0 ? (
        <LoadError
          title={t('alertHistory.loadFailed')}
          reason={
            isApiError(history.error) && history.error.hasDetail
              ? translateMessage(t, history.error.message)
              : undefined
          }
          onRetry={() => void history.refetch()}
          retrying={history.isFetching}
        />
      ) : alerts.length === 0 ? (
        <EmptyState icon={Bell} title={t('alertHistory.empty')}>
          <p className="max-w-md text-sm text-muted-foreground">{t('alertHistory.emptyHint')}</p>
        </EmptyState>
      ) : (
        <div className="flex flex-col gap-4">
          <ul className="flex flex-col gap-2" aria-label={t('alertHistory.title')}>
            {alerts.map((alert) => (
              <li key={alert.id}>
                <AlertRow alert={alert} />
              </li>
            ))}
          </ul>
          {history.hasNextPage && (
            <Button
              variant="secondary"
              className="self-center"
              disabled={history.isFetchingNextPage}
              onClick={() => void history.fetchNextPage()}
            >
              {history.isFetchingNextPage && <Spinner className="size-4 text-current" />}
              {t('alertHistory.older')}
            </Button>
          )}
        </div>
      )}
    </>
  );
}
