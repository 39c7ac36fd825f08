import { Cable, ChevronRight } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { buttonClasses, focusRing } from '@/components/ui/button-classes';
import { Card, CardContent } from '@/components/ui/card';
import { EmptyState } from '@/components/ui/empty-state';
import { PageHeader } from '@/components/ui/page-header';
import { PageSpinner } from '@/components/ui/page-spinner';
import { PATHS, summarySourcePath } from '@/config/paths';
import { ConnectedAccountTile } from '@/features/connections/components/connected-account-tile';
import { useConnectedAccounts } from '@/features/connections/hooks/use-connected-accounts';
import { cn } from '@/lib/cn';

/** new-summary: choose a connected platform, or go connect one. */
export function NewSummaryRoute() {
  const { t } = useTranslation();
  const { accounts, isPending } = useConnectedAccounts();

  return (
    <div className="mx-auto max-w-3xl">
      <PageHeader title={t('newSummary.title')} description={t('newSummary.description')} />
      {isPending ? (
        <PageSpinner />
      ) : accounts.length === 0 ? (
        <Card>
          <CardContent>
            <EmptyState icon={Cable} title={t('newSummary.noneConnected')}>
              <p className="max-w-sm text-sm text-muted-foreground">{t('newSummary.noneHint')}</p>
              <Link to={PATHS.connections} className={buttonClasses('primary', 'md')}>
                {t('newSummary.connectPlatform')}
              </Link>
            </EmptyState>
          </CardContent>
        </Card>
      ) : (
        <>
          <h2 className="mb-3 text-sm font-medium text-muted-foreground">
            {t('newSummary.choose')}
          </h2>
          <ul className="grid gap-3 sm:grid-cols-2">
            {accounts.map((account) => (
              <li key={account.platform}>
                <Link
                  to={summarySourcePath(account.platform)}
                  className={cn(
                    'flex items-center gap-3 rounded-xl border border-border bg-card p-4 shadow-sm transition-colors hover:border-primary/40 hover:bg-muted/40',
                    focusRing,
                  )}
                >
                  <span className="min-w-0 flex-1">
                    <ConnectedAccountTile account={account} />
                  </span>
                  <ChevronRight
                    aria-hidden="true"
                    className="size-4 shrink-0 text-muted-foreground"
                  />
                </Link>
              </li>
            ))}
          </ul>
          <p className="mt-6 text-sm text-muted-foreground">
            {t('newSummary.moreHint')}{' '}
            <Link
              to={PATHS.connections}
              className="font-medium text-primary underline-offset-4 hover:underline"
            >
              {t('newSummary.managePlatforms')}
            </Link>
          </p>
        </>
      )}
    </div>
  );
}
