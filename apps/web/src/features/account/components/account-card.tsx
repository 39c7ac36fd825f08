import { useQueryClient } from '@tanstack/react-query';
import { Download, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { Button } from '@/components/ui/button';
import { Card, CardContent } from '@/components/ui/card';
import { DialogContent, DialogDescription, DialogRoot, DialogTitle } from '@/components/ui/dialog';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Spinner } from '@/components/ui/spinner';
import { PATHS } from '@/config/paths';
import { deleteAccount, exportAccount } from '@/features/account/api/account-api';
import { useAuthStore } from '@/features/auth/stores/auth-store';
import { useSettingsStore } from '@/features/settings/stores/settings-store';
import { errorMessage } from '@/lib/api-error';
import { translateMessage } from '@/lib/messages';
import { toast } from '@/lib/toast';

function download(json: string, day: string): void {
  const url = URL.createObjectURL(new Blob([json], { type: 'application/json' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = `socialpulse-export-${day}.json`;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

/** Settings: "Export my data" and "Delete account" (with a confirmation dialog). */
export function AccountCard() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const hasPassword = useAuthStore((s) => s.user?.hasPassword !== false);
  const [exporting, setExporting] = useState(false);
  const [open, setOpen] = useState(false);
  const [password, setPassword] = useState('');
  const [deleting, setDeleting] = useState(false);
  const [error, setError] = useState<string | undefined>();

  const onExport = async () => {
    setExporting(true);
    try {
      const { json, day } = await exportAccount();
      download(json, day);
      toast.success(t('ops.exported'));
    } catch (e) {
      toast.error(translateMessage(t, errorMessage(e, t('ops.exportFailed'))));
    } finally {
      setExporting(false);
    }
  };

  const onDelete = async () => {
    setDeleting(true);
    setError(undefined);
    try {
      await deleteAccount(hasPassword ? password : undefined);
      useAuthStore.getState().logout();
      useSettingsStore.getState().reset();
      queryClient.clear();
      toast.success(t('ops.accountDeleted'));
      void navigate(PATHS.auth, { replace: true });
    } catch (e) {
      setError(translateMessage(t, errorMessage(e, t('errors.generic'))));
      setDeleting(false);
    }
  };

  const block = (event: Event) => {
    if (deleting) event.preventDefault();
  };

  return (
    <Card aria-labelledby="account-title">
      <CardContent className="flex flex-col gap-4">
        <div className="space-y-1">
          <h2 id="account-title" className="text-base font-semibold tracking-tight">
            {t('ops.accountTitle')}
          </h2>
          <p className="text-sm text-muted-foreground">{t('ops.accountHint')}</p>
        </div>
        <div className="flex flex-col gap-2 sm:flex-row">
          <Button variant="secondary" onClick={() => void onExport()} disabled={exporting}>
            {exporting ? (
              <Spinner className="size-4 text-current" />
            ) : (
              <Download aria-hidden="true" />
            )}
            {exporting ? t('ops.exporting') : t('ops.exportData')}
          </Button>
          <Button
            variant="secondary"
            className="text-danger"
            onClick={() => {
              setPassword('');
              setError(undefined);
              setOpen(true);
            }}
          >
            <Trash2 aria-hidden="true" />
            {t('ops.deleteAccount')}
          </Button>
        </div>
      </CardContent>
      <DialogRoot open={open} onOpenChange={(next) => (deleting ? undefined : setOpen(next))}>
        <DialogContent
          closeLabel={t('ops.close')}
          hideClose={deleting}
          onEscapeKeyDown={block}
          onPointerDownOutside={block}
          role="alertdialog"
        >
          <form
            className="flex flex-col gap-4"
            onSubmit={(event) => {
              event.preventDefault();
              void onDelete();
            }}
          >
            <div className="flex flex-col gap-2">
              <DialogTitle>{t('ops.deleteAccountTitle')}</DialogTitle>
              <DialogDescription>{t('ops.deleteAccountDescription')}</DialogDescription>
            </div>
            {hasPassword && (
              <div className="flex flex-col gap-1.5">
                <Label htmlFor="delete-account-password">{t('ops.deleteAccountPassword')}</Label>
                <Input
                  id="delete-account-password"
                  type="password"
                  autoComplete="current-password"
                  value={password}
                  onChange={(e) => setPassword(e.target.value)}
                  aria-invalid={error !== undefined}
                  aria-describedby={error ? 'delete-account-error' : undefined}
                />
              </div>
            )}
            {error && (
              <p id="delete-account-error" role="alert" className="text-sm text-danger">
                {error}
              </p>
            )}
            <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
              <Button
                type="button"
                variant="secondary"
                onClick={() => setOpen(false)}
                disabled={deleting}
              >
                {t('ops.cancel')}
              </Button>
              <Button
                type="submit"
                variant="danger"
                disabled={deleting || (hasPassword && password.length === 0)}
              >
                {deleting ? (
                  <Spinner className="size-4 text-current" />
                ) : (
                  <Trash2 aria-hidden="true" />
                )}
                {deleting ? t('ops.deleting') : t('ops.deleteAccountConfirm')}
              </Button>
            </div>
          </form>
        </DialogContent>
      </DialogRoot>
    </Card>
  );
}
