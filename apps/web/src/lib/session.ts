/**
 * The API client's view of the signed-in session. The app registers the real bridge (backed by the
 * auth store) at start-up, which keeps lib/ free of feature imports and lets tests use a fake.
 */
export type SessionTokens = { accessToken: string; refreshToken: string };

export type SessionBridge = {
  getAccessToken(): string | null;
  getRefreshToken(): string | null;
  setTokens(tokens: SessionTokens): void;
  /** Called once when a refresh fails: the app logs out, toasts and goes to /auth. */
  onSessionExpired(): void;
  /**
   * Called when the server answers PASSWORD_CHANGE_REQUIRED: the account's password is a temporary
   * one an administrator set, and the app shows only the change-password screen until it is replaced.
   */
  onPasswordChangeRequired(): void;
};

const signedOut: SessionBridge = {
  getAccessToken: () => null,
  getRefreshToken: () => null,
  setTokens: () => undefined,
  onSessionExpired: () => undefined,
  onPasswordChangeRequired: () => undefined,
};

let bridge: SessionBridge = signedOut;

export function registerSession(next: SessionBridge): void {
  bridge = next;
}

export function getSession(): SessionBridge {
  return bridge;
}
