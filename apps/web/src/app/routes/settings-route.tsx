import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '@/components/ui/page-header';
import { AccountCard } from '@/features/account/components/account-card';
import { AdminLinkCard } from '@/features/account/components/admin-link-card';
import { EmailVerificationCard } from '@/features/account/components/email-verification-card';
import { PasswordCard } from '@/features/account/components/password-card';
import { DigestsLinkCard } from '@/features/digests/components/digests-link-card';
import { PageSpinner } from '@/components/ui/page-spinner';
import { useAuthStore } from '@/features/auth/stores/auth-store';
import { ProfileCard } from '@/features/settings/components/profile-card';
import { SettingsForm } from '@/features/settings/components/settings-form';
import { LoadError } from '@/components/ui/load-error';
import { SignOutCard } from '@/features/auth/components/sign-out-card';
import { SystemLanguageCard } from '@/features/settings/components/system-language';
import { useSettingsQuery } from '@/features/settings/hooks/use-settings';

// The API tokens section (its dialogs and forms) comes in its own chunk, after the page is shown.
const ApiTokensCard = lazy(() =>
  import('@/features/api-tokens/components/api-tokens-card').then((m) => ({
    default: m.ApiTokensCard,
  })),
);

export function SettingsRoute() {
  const { t } = useTranslation();
  const user = useAuthStore((s) => s.user);
  const settings = useSettingsQuery();

  return (
    <div className="mx-auto max-w-3xl">
      <PageHeader title={t('settings.title')} description={t('settings.description')} />
      <div className="flex flex-col gap-6">
        {user !== null && <ProfileCard user={user} />}
        {user !== null && !user.isEmailVerified && <EmailVerificationCard />}
        {settings.isPending ? (
          <PageSpinner />
        ) : settings.isError ? (
          <LoadError
            title={t('errors.loadSettings')}
            onRetry={() => void settings.refetch()}
            retrying={settings.isFetching}
          />
        ) : (
          <>
            <SettingsForm settings={settings.data} />
            <SystemLanguageCard />
          </>
        )}
        <DigestsLinkCard />
        <Suspense fallback={null}>
          <ApiTokensCard />
        </Suspense>
        {user?.isAdmin === true && <AdminLinkCard />}
        <PasswordCard />
        <AccountCard />
        <SignOutCard />
      </div>
    </div>
  );
}
