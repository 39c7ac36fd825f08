import { useTranslation } from 'react-i18next';
import { Card, CardContent } from '@/components/ui/card';
import { LoadError } from '@/components/ui/load-error';
import { PageHeader } from '@/components/ui/page-header';
import { PageSpinner } from '@/components/ui/page-spinner';
import { InvitesCard } from '@/features/admin/components/invites-card';
import { UsersCard } from '@/features/admin/components/users-card';
import { AdminApiTokensCard } from '@/features/api-tokens/components/admin-api-tokens-card';
import { useAdminUsers } from '@/features/admin/hooks/use-admin-users';
import { useAuthStore } from '@/features/auth/stores/auth-store';
import { errorMessage } from '@/lib/api-error';
import { translateMessage } from '@/lib/messages';

const SIGNUP_LABELS = {
  open: 'ops.signupsOpen',
  invite: 'ops.signupsInvite',
  closed: 'ops.signupsClosed',
} as const;

/** /admin: users, invitations, API tokens and the signup mode; the server answers 403 to non-administrators. */
export function AdminRoute() {
  const { t } = useTranslation();
  const selfId = useAuthStore((s) => s.user?.id);
  const users = useAdminUsers();

  return (
    <div className="mx-auto max-w-5xl">
      <PageHeader title={t('ops.adminTitle')} description={t('ops.adminDescription')} />
      {users.isPending ? (
        <PageSpinner />
      ) : users.isError ? (
        <LoadError
          title={t('ops.loadFailed')}
          reason={translateMessage(t, errorMessage(users.error, t('errors.generic')))}
          onRetry={() => void users.refetch()}
          retrying={users.isFetching}
        />
      ) : (
        <div className="flex flex-col gap-6">
          <Card aria-labelledby="signups-title">
            <CardContent className="space-y-1">
              <h2 id="signups-title" className="text-base font-semibold tracking-tight">
                {t('ops.signupsLabel')}: {t(SIGNUP_LABELS[users.data.signups])}
              </h2>
              <p className="text-sm text-muted-foreground">{t('ops.signupsHint')}</p>
            </CardContent>
          </Card>
          <InvitesCard />
          <UsersCard data={users.data} selfId={selfId} />
          <AdminApiTokensCard />
        </div>
      )}
    </div>
  );
}
