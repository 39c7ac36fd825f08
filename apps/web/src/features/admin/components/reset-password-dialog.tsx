import type { AdminPasswordReset, AdminUser } from '@socialpulse/contract';
import { useMutation } from '@tanstack/react-query';
import { Copy, KeyRound } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { DialogContent, DialogDescription, DialogRoot, DialogTitle } from '@/components/ui/dialog';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { resetUserPassword } from '@/features/admin/api/admin-api';
import { useOptions } from '@/features/options/hooks/use-options';
import { errorMessage } from '@/lib/api-error';
import { copyText } from '@/lib/clipboard';
import { translateMessage } from '@/lib/messages';
import { toast } from '@/lib/toast';

/**
 * "Reset password" for another account: asks first (saying which of the two will happen), then
 * either confirms the emailed link or shows the temporary password, once.
 */
export function ResetPasswordDialog({
  user,
  onClose,
}: {
  user: AdminUser | undefined;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const canMail = useOptions().data?.capabilities.email === true;
  const reset = useMutation({
    mutationFn: (target: AdminUser) => resetUserPassword(target.id),
    onSuccess: (result: AdminPasswordReset, target) => {
      if (result.delivery === 'email') {
        toast.success(t('account.adminResetSent', { email: target.email }));
        onClose();
      }
    },
    onError: (error) => {
      toast.error(
        t('ops.actionFailed', {
          message: translateMessage(t, errorMessage(error, t('errors.generic'))),
        }),
      );
      onClose();
    },
  });
  const temporary =
    reset.data?.delivery === 'temporary' && user !== undefined ? reset.data.temporaryPassword : '';
  const close = () => {
    reset.reset();
    onClose();
  };

  if (temporary)
    return (
      <DialogRoot open onOpenChange={(open) => (open ? undefined : close())}>
        <DialogContent closeLabel={t('ops.close')}>
          <div className="flex flex-col gap-4">
            <div className="flex flex-col gap-2">
              <DialogTitle>{t('account.adminTemporaryTitle')}</DialogTitle>
              <DialogDescription>
                {t('account.adminTemporaryShown', { name: user?.username ?? '' })}
              </DialogDescription>
            </div>
            <div className="flex flex-col gap-1.5">
              <Label htmlFor="temporary-password">{t('account.temporaryPassword')}</Label>
              <div className="flex gap-2">
                <Input
                  id="temporary-password"
                  readOnly
                  value={temporary}
                  className="font-mono"
                  onFocus={(e) => e.target.select()}
                />
                <Button
                  variant="secondary"
                  aria-label={t('account.copyPassword')}
                  onClick={() =>
                    void copyText(temporary).then((outcome) =>
                      outcome === 'copied' ? toast.success(t('digests.copied')) : undefined,
                    )
                  }
                >
                  <Copy aria-hidden="true" />
                </Button>
              </div>
            </div>
            <Button className="self-end" onClick={close}>
              {t('account.done')}
            </Button>
          </div>
        </DialogContent>
      </DialogRoot>
    );
  return (
    <ConfirmDialog
      open={user !== undefined}
      onOpenChange={(open) => {
        if (!open) close();
      }}
      title={t('account.adminResetTitle', { name: user?.username ?? '' })}
      description={
        canMail
          ? t('account.adminResetByEmail', { email: user?.email ?? '' })
          : t('account.adminResetTemporary', { name: user?.username ?? '' })
      }
      confirmLabel={t('account.adminReset')}
      busyLabel={t('account.saving')}
      cancelLabel={t('ops.cancel')}
      closeLabel={t('ops.close')}
      busy={reset.isPending}
      onConfirm={() => user && reset.mutate(user)}
      icon={<KeyRound aria-hidden="true" />}
    />
  );
}
