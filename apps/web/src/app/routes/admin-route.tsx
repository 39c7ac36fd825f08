import { useTranslation } from 'react-i18next';
import { LoadError } from '@/components/ui/load-error';
import { PageHeader } from '@/components/ui/page-header';
import { PageSpinner } from '@/components/ui/page-spinner';
import { InvitesCard } from '@/features/admin/components/invites-card';
import { SignupsCard } from '@/features/admin/components/signups-card';
import { UsersCard } from '@/features/admin/components/users-card';
import { AdminApiTokensCard } from '@/features/api-tokens/components/admin-api-tokens-card';
import { useAdminUsers } from '@/features/admin/hooks/use-admin-users';
import { useAuthStore } from '@/features/auth/stores/auth-store';
import { errorMessage } from '@/lib/api-error';
import { translateMessage } from '@/lib/messages';

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
          <SignupsCard data={users.data} />
          <InvitesCard />
          <UsersCard data={users.data} selfId={selfId} />
          <AdminApiTokensCard />
        </div>
      )}
    </div>
  );
}
