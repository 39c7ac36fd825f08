import { Cable, Plus } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { buttonClasses } from '@/components/ui/button-classes';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { EmptyState } from '@/components/ui/empty-state';
import { PageHeader } from '@/components/ui/page-header';
import { PageSpinner } from '@/components/ui/page-spinner';
import { PATHS } from '@/config/paths';
import { useAuthStore } from '@/features/auth/stores/auth-store';
import { ConnectedAccountTile } from '@/features/connections/components/connected-account-tile';
import { useConnectedAccounts } from '@/features/connections/hooks/use-connected-accounts';

/** The dashboard: welcome, the connected platforms and a create-summary button. */
export function DashboardRoute() {
  const { t } = useTranslation();
  const user = useAuthStore((s) => s.user);
  const { accounts, isPending } = useConnectedAccounts();
  return (
    <>
      <PageHeader
        title={t('dashboard.welcome', { name: user?.username ?? '' })}
        description={t('dashboard.description')}
        actions={
          <Link to={PATHS.newSummary} className={buttonClasses('primary', 'md')}>
            <Plus aria-hidden="true" />
            {t('dashboard.createSummary')}
          </Link>
        }
      />
      <Card aria-labelledby="dashboard-platforms">
        <CardHeader className="flex-row items-center justify-between gap-3">
          <CardTitle id="dashboard-platforms">{t('dashboard.connectedPlatforms')}</CardTitle>
          {accounts.length > 0 && (
            <Link
              to={PATHS.connections}
              className="rounded text-sm font-medium text-primary underline-offset-4 hover:underline"
            >
              {t('dashboard.managePlatforms')}
            </Link>
          )}
        </CardHeader>
        <CardContent>
          {isPending ? (
            <PageSpinner />
          ) : accounts.length === 0 ? (
            <EmptyState icon={Cable} title={t('dashboard.noPlatforms')}>
              <Link to={PATHS.connections} className={buttonClasses('primary', 'md')}>
                {t('dashboard.connectPlatform')}
              </Link>
            </EmptyState>
          ) : (
            <ul className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
              {accounts.map((account) => (
                <li key={account.platform} className="rounded-lg border border-border p-3">
                  <ConnectedAccountTile account={account} />
                </li>
              ))}
            </ul>
          )}
        </CardContent>
      </Card>
    </>
  );
}
