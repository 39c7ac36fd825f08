import type { AuthResult } from '@socialpulse/contract';
import type { OAuthResultMessage } from '@/lib/oauth-message';
import {
  POPUP_CLOSED_CHECK_MS,
  POPUP_CLOSED_GRACE_MS,
  POPUP_HEIGHT,
  POPUP_WIDTH,
} from '@/config/constants';

/**
 * Opens a window centred over the current one (600 by 700). Returns null when the browser
 * blocked it, so the caller can ask the user to allow popups.
 */
export function openCenteredPopup(
  url: string,
  name: string,
  width = POPUP_WIDTH,
  height = POPUP_HEIGHT,
): Window | null {
  const left = Math.max(0, Math.round(window.screenX + (window.outerWidth - width) / 2));
  const top = Math.max(0, Math.round(window.screenY + (window.outerHeight - height) / 2));
  const features = `width=${width},height=${height},left=${left},top=${top},resizable=yes,scrollbars=yes`;
  return window.open(url, name, features);
}

/** How an OAuth popup ended (success, error, closed, timeout); `cancelled` is the caller's own stop. */
export type PopupOutcome =
  | { status: 'success'; auth?: AuthResult }
  | { status: 'error'; error: string }
  | { status: 'closed' }
  | { status: 'timeout' }
  | { status: 'cancelled' };

export type AuthPopup = {
  /** Points the (blank) popup at the provider's consent page once the API has answered. */
  navigate: (url: string) => void;
  /** Settles once: the return page's message, the window closing, the timeout, or cancel(). */
  result: Promise<PopupOutcome>;
  /** Closes the popup (the authorize URL could not be fetched, say); `result` settles as cancelled. */
  cancel: () => void;
};

type Options = {
  /** Give up after this long (the Google flow: 120 s); none by default. */
  timeoutMs?: number;
  closedCheckMs?: number;
};

/**
 * Starts an OAuth popup for `platform`. Call it synchronously in the click handler: browsers allow
 * popups opened by a user gesture, not ones opened after an await. The popup starts on about:blank
 * and is pointed at the consent page with navigate(). Only messages from this origin that name this
 * platform count; anything else posted to the window is ignored. Returns null when blocked.
 */
export function openAuthPopup(platform: string, options: Options = {}): AuthPopup | null {
  const opened = openCenteredPopup('about:blank', `socialpulse-oauth-${platform}`);
  if (opened === null) return null;
  const popup: Window = opened;

  let settle: (outcome: PopupOutcome) => void = () => undefined;
  const result = new Promise<PopupOutcome>((resolve) => {
    settle = resolve;
  });
  let settled = false;

  // The message's schema (zod) loads when the popup opens, not with the sign-in screen
  // (docs/decisions/0018); by the time the user has been through the consent page it is here.
  let parse: ((data: unknown) => OAuthResultMessage | null) | undefined;
  const parser = import('@/lib/oauth-message').then((m) => (parse = m.parseOAuthResultMessage));
  // Messages posted before it arrived, still to be read; a closing window waits for them.
  let unread = 0;
  let closedWhileUnread = false;
  const accept = (message: OAuthResultMessage | null) => {
    if (message === null || message.platform !== platform) return;
    finish(
      message.success
        ? { status: 'success', auth: message.auth }
        : { status: 'error', error: message.error },
      false,
    );
  };
  const onMessage = (event: MessageEvent) => {
    if (event.origin !== window.location.origin) return;
    if (parse !== undefined) return accept(parse(event.data));
    unread += 1;
    void parser
      .then((read) => accept(read(event.data)))
      .catch(() => undefined)
      .finally(() => {
        unread -= 1;
        if (unread === 0 && closedWhileUnread) finish({ status: 'closed' }, false);
      });
  };

  let closedGrace: number | undefined;
  const closedCheck = window.setInterval(() => {
    if (!popup.closed || closedGrace !== undefined) return;
    // A result message still on its way wins over the closing it came with.
    closedGrace = window.setTimeout(() => {
      if (unread > 0) closedWhileUnread = true;
      else finish({ status: 'closed' }, false);
    }, POPUP_CLOSED_GRACE_MS);
  }, options.closedCheckMs ?? POPUP_CLOSED_CHECK_MS);
  const timeout =
    options.timeoutMs === undefined
      ? undefined
      : window.setTimeout(() => finish({ status: 'timeout' }, true), options.timeoutMs);

  function finish(outcome: PopupOutcome, closeWindow: boolean) {
    if (settled) return;
    settled = true;
    window.removeEventListener('message', onMessage);
    window.clearInterval(closedCheck);
    if (closedGrace !== undefined) window.clearTimeout(closedGrace);
    if (timeout !== undefined) window.clearTimeout(timeout);
    if (closeWindow && !popup.closed) popup.close();
    settle(outcome);
  }

  window.addEventListener('message', onMessage);

  return {
    navigate: (url) => {
      popup.location.href = url;
    },
    result,
    cancel: () => finish({ status: 'cancelled' }, true),
  };
}
