import type { Highlight } from '@socialpulse/contract';
import { HIGHLIGHT_NOTE_MAX } from '@socialpulse/contract/constants/pulse';
import { Bookmark } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { DialogContent, DialogDescription, DialogRoot, DialogTitle } from '@/components/ui/dialog';
import { Label } from '@/components/ui/label';
import { Spinner } from '@/components/ui/spinner';
import { Textarea } from '@/components/ui/textarea';
import { useSaveHighlight } from '@/features/pulse/hooks/use-pulse';

/** Saving a highlight asks for an optional note first. */
export function SaveHighlightDialog({
  highlight,
  onClose,
}: {
  highlight: Highlight;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const [note, setNote] = useState('');
  const save = useSaveHighlight();

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    save.mutate({ id: highlight.id, note }, { onSuccess: onClose });
  };

  return (
    <DialogRoot open onOpenChange={(next) => !next && !save.isPending && onClose()}>
      <DialogContent closeLabel={t('common.close')}>
        <div className="flex flex-col gap-1.5">
          <DialogTitle>{t('pulse.saveTitle')}</DialogTitle>
          <DialogDescription className="line-clamp-2 break-words">
            {highlight.title}
          </DialogDescription>
        </div>
        <form onSubmit={onSubmit} noValidate className="flex flex-col gap-5">
          <div className="flex flex-col gap-1.5">
            <Label htmlFor="highlight-note">{t('pulse.note')}</Label>
            <Textarea
              id="highlight-note"
              autoFocus
              rows={3}
              maxLength={HIGHLIGHT_NOTE_MAX}
              value={note}
              onChange={(event) => setNote(event.target.value)}
            />
          </div>
          <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <Button variant="secondary" onClick={onClose} disabled={save.isPending}>
              {t('keywords.cancel')}
            </Button>
            <Button type="submit" disabled={save.isPending}>
              {save.isPending ? (
                <Spinner className="size-4 text-current" />
              ) : (
                <Bookmark aria-hidden="true" />
              )}
              {t('pulse.save')}
            </Button>
          </div>
        </form>
      </DialogContent>
    </DialogRoot>
  );
}
