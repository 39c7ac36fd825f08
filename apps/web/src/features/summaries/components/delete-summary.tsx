import { useQueryClient } from '@tanstack/react-query';
import { Trash2 } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { toast } from '@/lib/toast';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { PATHS } from '@/config/paths';
import { summaryQueryKey, useDeleteSummary } from '@/features/summaries/hooks/use-summaries';
import { toastSummaryError } from '@/features/summaries/summary-messages';

/** Delete on the detail page: confirm, delete, then back to /summaries. */
export function DeleteSummary({ id }: { id: string }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [open, setOpen] = useState(false);
  const remove = useDeleteSummary();

  const confirm = () =>
    remove.mutate(id, {
      onSuccess: () => {
        setOpen(false);
        toast.success(t('summary.deleted'));
        // Dropped only once this page has gone, so it is not refetched into "not found".
        void Promise.resolve(navigate(PATHS.summaries, { replace: true })).then(() =>
          queryClient.removeQueries({ queryKey: summaryQueryKey(id), exact: true }),
        );
      },
      onError: (error) => {
        setOpen(false);
        toastSummaryError(t, t('summary.deleteFailed'), error);
      },
    });

  return (
    <>
      <Button variant="secondary" onClick={() => setOpen(true)} className="text-danger">
        <Trash2 aria-hidden="true" />
        {t('summary.delete')}
      </Button>
      <ConfirmDialog
        open={open}
        onOpenChange={setOpen}
        title={t('summary.deleteTitle')}
        description={t('summary.deleteText')}
        confirmLabel={t('summary.delete')}
        busyLabel={t('summary.deleting')}
        cancelLabel={t('summary.cancel')}
        closeLabel={t('common.close')}
        busy={remove.isPending}
        onConfirm={confirm}
        icon={<Trash2 aria-hidden="true" />}
      />
    </>
  );
}
