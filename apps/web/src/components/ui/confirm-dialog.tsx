import { X } from 'lucide-react';
import { AlertDialog } from 'radix-ui';
import type { ReactNode } from 'react';
import { Button } from '@/components/ui/button';
import { buttonClasses } from '@/components/ui/button-classes';
import { Spinner } from '@/components/ui/spinner';
import { cn } from '@/lib/cn';

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

/**
 * Asks before something that cannot be undone (Radix AlertDialog: focus starts on Cancel, a click
 * outside does not dismiss it); stays open and locked while the action runs.
 */
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
  const close = () => {
    if (!busy) onOpenChange(false);
  };
  return (
    <AlertDialog.Root open={open} onOpenChange={(next) => (busy ? undefined : onOpenChange(next))}>
      <AlertDialog.Portal>
        <AlertDialog.Overlay className="fixed inset-0 z-50 bg-black/50 backdrop-blur-[2px]" />
        <AlertDialog.Content
          onEscapeKeyDown={(event) => {
            if (busy) event.preventDefault();
          }}
          className="fixed top-1/2 left-1/2 z-50 flex max-h-[calc(100dvh-2rem)] w-[calc(100vw-2rem)] max-w-md -translate-x-1/2 -translate-y-1/2 flex-col gap-5 overflow-y-auto rounded-xl border border-border bg-card p-5 text-card-foreground shadow-xl outline-none sm:p-6"
        >
          <div className="flex flex-col gap-2">
            <AlertDialog.Title className="pr-8 text-lg font-semibold tracking-tight">
              {title}
            </AlertDialog.Title>
            <AlertDialog.Description className="text-sm text-muted-foreground">
              {description}
            </AlertDialog.Description>
          </div>
          <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <AlertDialog.Cancel asChild>
              <Button variant="secondary" disabled={busy}>
                {cancelLabel}
              </Button>
            </AlertDialog.Cancel>
            {/* Not AlertDialog.Action, which would close at once: it closes when the action ends. */}
            <Button variant="danger" onClick={onConfirm} disabled={busy}>
              {busy ? <Spinner className="size-4 text-current" /> : icon}
              {busy ? busyLabel : confirmLabel}
            </Button>
          </div>
          {!busy && (
            <button
              type="button"
              aria-label={closeLabel}
              onClick={close}
              className={cn(buttonClasses('ghost', 'icon'), 'absolute top-3 right-3 size-9')}
            >
              <X aria-hidden="true" />
            </button>
          )}
        </AlertDialog.Content>
      </AlertDialog.Portal>
    </AlertDialog.Root>
  );
}
