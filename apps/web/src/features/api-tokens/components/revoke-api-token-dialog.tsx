import type { ApiToken } from '@socialpulse/contract';
import { Trash2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';

/** Asks before revoking: scripts using the token stop at once. */
export function RevokeApiTokenDialog({
  token,
  busy,
  onCancel,
  onConfirm,
}: {
  token: ApiToken | undefined;
  busy: boolean;
  onCancel: () => void;
  onConfirm: (token: ApiToken) => void;
}) {
  const { t } = useTranslation();
  return (
    <ConfirmDialog
      open={token !== undefined}
      onOpenChange={(open) => {
        if (!open) onCancel();
      }}
      title={t('apiTokens.revokeTitle', { name: token?.name ?? '' })}
      description={t('apiTokens.revokeDescription')}
      confirmLabel={t('apiTokens.revoke')}
      busyLabel={t('apiTokens.revoking')}
      cancelLabel={t('apiTokens.cancel')}
      closeLabel={t('common.close')}
      busy={busy}
      icon={<Trash2 aria-hidden="true" />}
      onConfirm={() => {
        if (token) onConfirm(token);
      }}
    />
  );
}
