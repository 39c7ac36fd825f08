import { useQuery } from '@tanstack/react-query';
import { CircleAlert, CircleCheck } from 'lucide-react';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { GuestPage } from '@/app/layout/guest-page';
import { buttonClasses } from '@/components/ui/button-classes';
import { Spinner } from '@/components/ui/spinner';
import { PATHS } from '@/config/paths';
import { verifyEmail } from '@/features/account/api/password-api';
import { useAuthStore } from '@/features/auth/stores/auth-store';
import { errorMessage } from '@/lib/api-error';
import { cn } from '@/lib/cn';
import { translateMessage } from '@/lib/messages';

/**
 * /verify-email?token=…, the page a verification email's link opens, signed in or not. A query
 * rather than an effect: the link works once, and a query asks once however often React renders.
 */
export function VerifyEmailRoute() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const token = params.get('token')?.trim() ?? '';
  const signedIn = useAuthStore((s) => s.isAuthenticated);
  const result = useQuery({
    queryKey: ['verify-email', token],
    queryFn: () => verifyEmail(token),
    enabled: token !== '',
    retry: false,
    staleTime: Infinity,
    gcTime: Infinity,
  });
  useEffect(() => {
    if (!result.isSuccess) return;
    const { user, setUser } = useAuthStore.getState();
    if (user) setUser({ ...user, isEmailVerified: true });
  }, [result.isSuccess]);

  const failure =
    token === ''
      ? t('ops.messages.verifyLinkInvalid')
      : result.isError
        ? translateMessage(t, errorMessage(result.error, t('errors.generic')))
        : undefined;
  return (
    <GuestPage title={t('account.verifyTitle')}>
      {failure !== undefined ? (
        <p role="alert" className="flex gap-2 text-sm text-danger">
          <CircleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
          {failure}
        </p>
      ) : result.isSuccess ? (
        <p role="status" className="flex gap-2 text-sm">
          <CircleCheck aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-success" />
          {t('account.verifyDone')}
        </p>
      ) : (
        <div className="flex justify-center py-4" aria-live="polite">
          <Spinner className="size-6 text-muted-foreground" />
          <span className="sr-only">{t('common.loading')}</span>
        </div>
      )}
      <Link
        to={signedIn ? PATHS.settings : PATHS.auth}
        className={cn(buttonClasses('secondary'), 'mt-5 w-full')}
      >
        {signedIn ? t('account.toSettings') : t('account.backToSignIn')}
      </Link>
    </GuestPage>
  );
}
