import { useMutation } from '@tanstack/react-query';
import { MailCheck } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { Card, CardContent } from '@/components/ui/card';
import { Spinner } from '@/components/ui/spinner';
import { resendVerification } from '@/features/account/api/password-api';
import { useAuthStore } from '@/features/auth/stores/auth-store';
import { useOptions } from '@/features/options/hooks/use-options';
import { errorMessage } from '@/lib/api-error';
import { translateMessage } from '@/lib/messages';
import { toast } from '@/lib/toast';

/**
 * Settings, while the address is not verified: what verifying it is for, and "Resend" for a new
 * link; without a mail server, that it cannot be verified here.
 */
export function EmailVerificationCard() {
  const { t } = useTranslation();
  const email = useAuthStore((s) => s.user?.email ?? '');
  const options = useOptions();
  const canMail = options.data?.capabilities.email;
  const resend = useMutation({
    mutationFn: resendVerification,
    onSuccess: () => toast.success(t('account.verificationSent', { email })),
    onError: (error) => toast.error(translateMessage(t, errorMessage(error, t('errors.generic')))),
  });
  return (
    <Card aria-labelledby="verification-title">
      <CardContent className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
        <div className="space-y-1">
          <h2 id="verification-title" className="text-base font-semibold tracking-tight">
            {t('account.verificationTitle')}
          </h2>
          <p className="text-sm text-muted-foreground">
            {canMail === false ? t('account.verificationUnavailable') : t('account.verifyHint')}
          </p>
        </div>
        {canMail === true && (
          <Button
            variant="secondary"
            className="shrink-0"
            disabled={resend.isPending}
            onClick={() => resend.mutate()}
          >
            {resend.isPending ? (
              <Spinner className="size-4 text-current" />
            ) : (
              <MailCheck aria-hidden="true" />
            )}
            {resend.isPending ? t('account.sending') : t('account.resendVerification')}
          </Button>
        )}
      </CardContent>
    </Card>
  );
}
