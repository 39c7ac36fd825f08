import type { TrackedKeyword } from '@socialpulse/contract';
import { BellOff, Plus, RotateCw, Tags, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '@/lib/toast';
import { Button } from '@/components/ui/button';
import { DialogContent, DialogDescription, DialogRoot, DialogTitle } from '@/components/ui/dialog';
import { EmptyState } from '@/components/ui/empty-state';
import { Spinner } from '@/components/ui/spinner';
import { KeywordForm } from '@/features/keywords/components/keyword-form';
import { KeywordList } from '@/features/keywords/components/keyword-list';
import { useDeleteKeyword, useKeywords } from '@/features/keywords/hooks/use-keywords';
import { keywordFailureReason } from '@/features/keywords/keyword-messages';

type View =
  | { kind: 'list' }
  | { kind: 'form'; keyword: TrackedKeyword | null }
  | { kind: 'delete'; keyword: TrackedKeyword };

type Props = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Whether any keyword alert exists; without one the dialog says so. */
  hasAlerts: boolean;
};

/** Manage Keywords: the tracked keywords with add, edit, delete and an on/off switch. */
export function ManageKeywordsDialog({ open, onOpenChange, hasAlerts }: Props) {
  const { t } = useTranslation();
  const [view, setView] = useState<View>({ kind: 'list' });
  const toList = () => setView({ kind: 'list' });

  const title =
    view.kind === 'form'
      ? view.keyword === null
        ? t('keywords.add')
        : t('keywords.edit')
      : view.kind === 'delete'
        ? t('keywords.deleteTitle')
        : t('pulse.manageKeywords');

  return (
    <DialogRoot open={open} onOpenChange={onOpenChange}>
      <DialogContent closeLabel={t('common.close')} className="max-w-lg">
        <div className="flex flex-col gap-1.5">
          <DialogTitle>{title}</DialogTitle>
          <DialogDescription>
            {view.kind === 'delete'
              ? t('keywords.deleteText', { keyword: view.keyword.keyword })
              : t('keywords.description')}
          </DialogDescription>
        </div>
        {view.kind === 'list' && (
          <KeywordsOverview
            hasAlerts={hasAlerts}
            onAdd={() => setView({ kind: 'form', keyword: null })}
            onEdit={(keyword) => setView({ kind: 'form', keyword })}
            onDelete={(keyword) => setView({ kind: 'delete', keyword })}
          />
        )}
        {view.kind === 'form' && <KeywordForm keyword={view.keyword} onDone={toList} />}
        {view.kind === 'delete' && <DeleteKeyword keyword={view.keyword} onDone={toList} />}
      </DialogContent>
    </DialogRoot>
  );
}

function KeywordsOverview({
  hasAlerts,
  onAdd,
  onEdit,
  onDelete,
}: {
  hasAlerts: boolean;
  onAdd: () => void;
  onEdit: (keyword: TrackedKeyword) => void;
  onDelete: (keyword: TrackedKeyword) => void;
}) {
  const { t } = useTranslation();
  const keywords = useKeywords();

  return (
    <div className="flex flex-col gap-4">
      {keywords.isPending ? (
        <div className="flex justify-center py-8">
          <Spinner className="size-6 text-muted-foreground" label={t('common.loading')} />
        </div>
      ) : keywords.isError ? (
        <div role="alert" className="flex flex-col items-center gap-3 py-6 text-center">
          <p className="font-medium">{t('keywords.loadFailed')}</p>
          <Button
            variant="secondary"
            onClick={() => void keywords.refetch()}
            disabled={keywords.isFetching}
          >
            <RotateCw aria-hidden="true" />
            {t('common.retry')}
          </Button>
        </div>
      ) : keywords.data.length === 0 ? (
        <EmptyState icon={Tags} title={t('keywords.empty')} />
      ) : (
        <KeywordList keywords={keywords.data} onEdit={onEdit} onDelete={onDelete} />
      )}
      {!hasAlerts && (
        <p className="flex items-center gap-2 text-sm text-muted-foreground">
          <BellOff aria-hidden="true" className="size-4 shrink-0" />
          {t('pulse.noAlerts')}
        </p>
      )}
      <Button onClick={onAdd} className="self-stretch sm:self-end">
        <Plus aria-hidden="true" />
        {t('keywords.add')}
      </Button>
    </div>
  );
}

function DeleteKeyword({ keyword, onDone }: { keyword: TrackedKeyword; onDone: () => void }) {
  const { t } = useTranslation();
  const remove = useDeleteKeyword();
  const confirm = () =>
    remove.mutate(keyword._id, {
      onSuccess: () => {
        toast.success(t('keywords.deleted'));
        onDone();
      },
      onError: (error) =>
        toast.error(t('keywords.deleteFailed', { message: keywordFailureReason(t, error) })),
    });

  return (
    <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
      <Button variant="secondary" onClick={onDone} disabled={remove.isPending}>
        {t('keywords.cancel')}
      </Button>
      <Button variant="danger" onClick={confirm} disabled={remove.isPending}>
        {remove.isPending ? (
          <Spinner className="size-4 text-current" />
        ) : (
          <Trash2 aria-hidden="true" />
        )}
        {t('keywords.delete')}
      </Button>
    </div>
  );
}
