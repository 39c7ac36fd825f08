import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { GuestPage } from '@/app/layout/guest-page';
import { BackToSignIn } from '@/app/routes/forgot-password-route';
import { PATHS } from '@/config/paths';
import { ResetPasswordForm } from '@/features/account/components/reset-password-form';

/** /reset-password?token=…, the page a reset email's link opens. */
export function ResetPasswordRoute() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const token = params.get('token')?.trim() ?? '';
  return (
    <GuestPage title={t('account.resetTitle')} description={t('account.resetDescription')}>
      {token ? (
        <ResetPasswordForm token={token} />
      ) : (
        <p role="alert" className="text-sm text-danger">
          {t('account.missingToken')}{' '}
          <Link to={PATHS.forgotPassword} className="font-medium underline underline-offset-4">
            {t('account.requestNewLink')}
          </Link>
        </p>
      )}
      <BackToSignIn />
    </GuestPage>
  );
}
