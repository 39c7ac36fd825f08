import type { ExternalToast, toast as sonnerToast } from 'sonner';

/**
 * Toasts without sonner in the first-screen bundle (scripts/report-size.mjs): sonner loads on the
 * first toast, or when the lazy Toaster mounts. Calls keep their order (one shared import), and
 * sonner replays toasts created before its Toaster subscribed, so none is lost.
 */
type Sonner = typeof sonnerToast;
type Message = Parameters<Sonner>[0];

let loading: Promise<Sonner> | undefined;
const sonner = (): Promise<Sonner> => (loading ??= import('sonner').then((m) => m.toast));

function show(message: Message, data?: ExternalToast): void {
  void sonner().then((t) => t(message, data));
}

export const toast = Object.assign(show, {
  success(message: Message, data?: ExternalToast): void {
    void sonner().then((t) => t.success(message, data));
  },
  error(message: Message, data?: ExternalToast): void {
    void sonner().then((t) => t.error(message, data));
  },
  /** Removes the toast with this id (after any queued calls, so one shown just before goes too). */
  dismiss(id: string | number): void {
    void sonner().then((t) => t.dismiss(id));
  },
});
