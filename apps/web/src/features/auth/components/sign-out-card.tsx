import { LogOut } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { Card, CardContent } from '@/components/ui/card';
import { useSignOut } from '@/features/auth/hooks/use-sign-out';

export function SignOutCard() {
  const { t } = useTranslation();
  const { signOut, isSigningOut } = useSignOut();
  return (
    <Card aria-labelledby="sign-out-title">
      <CardContent className="flex flex-col gap-4 sm:flex-row sm:items-center sm:justify-between">
        <div className="space-y-1">
          <h2 id="sign-out-title" className="text-base font-semibold tracking-tight">
            {t('common.signOut')}
          </h2>
          <p className="text-sm text-muted-foreground">{t('settings.signOutHint')}</p>
        </div>
        <Button
          variant="secondary"
          onClick={() => void signOut()}
          disabled={isSigningOut}
          className="text-danger"
        >
          <LogOut aria-hidden="true" />
          {isSigningOut ? t('common.signingOut') : t('common.signOut')}
        </Button>
      </CardContent>
    </Card>
  );
}
