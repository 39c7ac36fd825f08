import { ArrowLeft } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { GuestPage } from '@/app/layout/guest-page';
import { PATHS } from '@/config/paths';
import { ForgotPasswordForm } from '@/features/account/components/forgot-password-form';

/** /forgot-password, from "Forgot password?" on the sign-in screen. */
export function ForgotPasswordRoute() {
  const { t } = useTranslation();
  return (
    <GuestPage title={t('account.forgotTitle')} description={t('account.forgotDescription')}>
      <ForgotPasswordForm />
      <BackToSignIn />
    </GuestPage>
  );
}

export function BackToSignIn() {
  const { t } = useTranslation();
  return (
    <Link
      to={PATHS.auth}
      className="mt-5 inline-flex items-center gap-1.5 text-sm text-muted-foreground underline-offset-4 hover:text-foreground hover:underline"
    >
      <ArrowLeft aria-hidden="true" className="size-4" />
      {t('account.backToSignIn')}
    </Link>
  );
}
