import type { ReactNode } from 'react';
import { Button } from '@/components/ui/button';
import { DialogContent, DialogDescription, DialogRoot, DialogTitle } from '@/components/ui/dialog';
import { Spinner } from '@/components/ui/spinner';

type Props = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  description: string;
  confirmLabel: string;
  busyLabel: string;
  cancelLabel: string;
  closeLabel: string;
  busy: boolean;
  onConfirm: () => void;
  icon?: ReactNode;
};

/** Asks before something that cannot be undone; stays open and locked while the action runs. */
export function ConfirmDialog({
  open,
  onOpenChange,
  title,
  description,
  confirmLabel,
  busyLabel,
  cancelLabel,
  closeLabel,
  busy,
  onConfirm,
  icon,
}: Props) {
  const block = (event: Event) => {
    if (busy) event.preventDefault();
  };
  return (
    <DialogRoot open={open} onOpenChange={(next) => (busy ? undefined : onOpenChange(next))}>
      <DialogContent
        closeLabel={closeLabel}
        hideClose={busy}
        onEscapeKeyDown={block}
        onPointerDownOutside={block}
        role="alertdialog"
      >
        <div className="flex flex-col gap-2">
          <DialogTitle>{title}</DialogTitle>
          <DialogDescription>{description}</DialogDescription>
        </div>
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <Button variant="secondary" onClick={() => onOpenChange(false)} disabled={busy}>
            {cancelLabel}
          </Button>
          <Button variant="danger" onClick={onConfirm} disabled={busy}>
            {busy ? <Spinner className="size-4 text-current" /> : icon}
            {busy ? busyLabel : confirmLabel}
          </Button>
        </div>
      </DialogContent>
    </DialogRoot>
  );
}
