import { useTranslation } from 'react-i18next';
import { Card, CardContent } from '@/components/ui/card';
import { ChangePasswordForm } from '@/features/account/components/change-password-form';
import { useAuthStore } from '@/features/auth/stores/auth-store';

/** Settings: change the password, or set a first one (accounts that use single sign-on only). */
export function PasswordCard() {
  const { t } = useTranslation();
  const hasPassword = useAuthStore((s) => s.user?.hasPassword !== false);
  return (
    <Card aria-labelledby="password-title">
      <CardContent className="flex flex-col gap-4">
        <div className="space-y-1">
          <h2 id="password-title" className="text-base font-semibold tracking-tight">
            {t('account.passwordTitle')}
          </h2>
          <p className="text-sm text-muted-foreground">
            {hasPassword ? t('account.passwordHint') : t('account.setPasswordHint')}
          </p>
        </div>
        <ChangePasswordForm />
      </CardContent>
    </Card>
  );
}
