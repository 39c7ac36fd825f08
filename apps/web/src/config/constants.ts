/** The product's fixed numbers that the web app applies. */
export const API_BASE = '/api';
export const API_TIMEOUT_MS = 10_000;
export const POPUP_WIDTH = 600;
export const POPUP_HEIGHT = 700;
/** The Google popup gives up after 120 s and checks every second whether it was closed. */
export const GOOGLE_POPUP_TIMEOUT_MS = 120_000;
export const POPUP_CLOSED_CHECK_MS = 1_000;
/**
 * The return page posts its result and closes itself at once, so a closed check can run before the
 * opener has handled that message; a window found closed counts as "closed" only after this grace.
 */
export const POPUP_CLOSED_GRACE_MS = 500;
/** The source list scrolls beyond 600px. */
export const SOURCE_LIST_MAX_HEIGHT_PX = 600;

/** localStorage keys besides the persisted stores (remembered form fields). */
export const STORAGE_KEYS = {
  lastEmail: 'lastEmail',
  registerEmail: 'registerEmail',
  registerUsername: 'registerUsername',
} as const;
