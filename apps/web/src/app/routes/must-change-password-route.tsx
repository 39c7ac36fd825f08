import { LogOut } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { GuestPage } from '@/app/layout/guest-page';
import { Button } from '@/components/ui/button';
import { ChangePasswordForm } from '@/features/account/components/change-password-form';
import { useSignOut } from '@/features/auth/hooks/use-sign-out';

/**
 * Shown instead of every signed-in page while the password is an administrator's temporary one:
 * the user chooses their own first (the temporary one is the current password to give).
 */
export function MustChangePasswordRoute() {
  const { t } = useTranslation();
  const { signOut, isSigningOut } = useSignOut();
  return (
    <GuestPage
      title={t('account.mustChangeTitle')}
      description={t('account.mustChangeDescription')}
    >
      <ChangePasswordForm />
      <Button
        variant="ghost"
        className="mt-4 w-full text-muted-foreground"
        onClick={() => void signOut()}
        disabled={isSigningOut}
      >
        <LogOut aria-hidden="true" />
        {isSigningOut ? t('common.signingOut') : t('common.signOut')}
      </Button>
    </GuestPage>
  );
}
