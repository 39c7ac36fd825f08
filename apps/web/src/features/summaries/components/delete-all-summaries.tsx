import { Trash2 } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '@/lib/toast';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { useDeleteAllSummaries } from '@/features/summaries/hooks/use-summaries';
import { toastSummaryError } from '@/features/summaries/summary-messages';

/** Delete All, behind a confirmation. */
export function DeleteAllSummaries() {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const deleteAll = useDeleteAllSummaries();

  const confirm = () =>
    deleteAll.mutate(undefined, {
      onSuccess: () => {
        setOpen(false);
        toast.success(t('summaries.allDeleted'));
      },
      onError: (error) => {
        setOpen(false);
        toastSummaryError(t, t('summaries.deleteAllFailed'), error);
      },
    });

  return (
    <>
      <Button variant="secondary" onClick={() => setOpen(true)}>
        <Trash2 aria-hidden="true" />
        {t('summaries.deleteAll')}
      </Button>
      <ConfirmDialog
        open={open}
        onOpenChange={setOpen}
        title={t('summaries.deleteAllTitle')}
        description={t('summaries.deleteAllText')}
        confirmLabel={t('summaries.deleteAll')}
        busyLabel={t('summary.deleting')}
        cancelLabel={t('summary.cancel')}
        closeLabel={t('common.close')}
        busy={deleteAll.isPending}
        onConfirm={confirm}
        icon={<Trash2 aria-hidden="true" />}
      />
    </>
  );
}
