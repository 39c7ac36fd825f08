import type { OauthCallbackBody } from '@socialpulse/contract';
import type { OAuthPlatform } from '@socialpulse/contract/constants/common';
import type { TFunction } from 'i18next';
import { completeGoogleSignIn } from '@/features/auth/api/auth-api';
import { completePlatformCallback } from '@/features/connections/api/connections-api';
import { reasonOf } from '@/lib/notify';
import type { OAuthResultMessage } from '@/lib/oauth-message';

export type CallbackPlatform = OAuthPlatform | 'google';

/** What the provider put on the return URL (code, state, error). */
export type CallbackParams = {
  code: string | null;
  state: string | null;
  error: string | null;
  errorDescription: string | null;
};

export function readCallbackParams(search: string): CallbackParams {
  const params = new URLSearchParams(search);
  const value = (name: string) => {
    const text = params.get(name)?.trim();
    return text === undefined || text === '' ? null : text;
  };
  return {
    code: value('code'),
    state: value('state'),
    error: value('error'),
    errorDescription: value('error_description'),
  };
}

function send(platform: CallbackPlatform, body: OauthCallbackBody) {
  return platform === 'google'
    ? completeGoogleSignIn(body)
    : completePlatformCallback(platform, body);
}

/**
 * Finishes an OAuth return in the popup: the provider's refusal, missing parameters, or the server's
 * answer to {code, state}, as the message the opener receives. Never throws.
 */
export async function completeOAuthCallback(
  platform: CallbackPlatform,
  params: CallbackParams,
  t: TFunction,
): Promise<OAuthResultMessage> {
  const failure = (error: string): OAuthResultMessage => ({
    type: 'oauth-result',
    platform,
    success: false,
    error,
  });
  const fallback = platform === 'google' ? t('auth.googleFailed') : t('connections.completeFailed');

  if (params.error !== null) {
    const declined = params.error === 'access_denied';
    // With its state, the server spends it (single use) and words the error; best effort.
    const worded =
      params.state === null
        ? null
        : // The provider's description is free text anyone can put on a link: never sent, never shown.
          await send(platform, { state: params.state, error: params.error }).then(
            () => null,
            (error: unknown) => reasonOf(t, error, fallback),
          );
    return failure(declined ? t('auth.accessDenied') : (worded ?? fallback));
  }
  if (params.code === null && params.state === null && platform === 'google') {
    return failure(t('auth.missingParams'));
  }
  if (params.code === null || params.state === null) return failure(t('auth.invalidCallback'));

  try {
    const answer = await send(platform, { code: params.code, state: params.state });
    return 'accessToken' in answer
      ? { type: 'oauth-result', platform, success: true, auth: answer }
      : { type: 'oauth-result', platform, success: true };
  } catch (error) {
    return failure(reasonOf(t, error, fallback));
  }
}

/** The window that opened this popup, when it is still there to be told. */
function openerWindow(): Window | null {
  const opener = window.opener as Window | null | undefined;
  return opener !== null && opener !== undefined && !opener.closed ? opener : null;
}

export type CallbackOutcome = { message: OAuthResultMessage; deliveredToOpener: boolean };

/**
 * Completes the return and tells the opener (targetOrigin: this origin only, never "*"; the
 * message may carry a session), then closes the popup. Without an opener (the page was opened
 * directly, or the browser cut the link) the caller shows the result instead.
 */
async function runOAuthReturn(
  platform: CallbackPlatform,
  search: string,
  t: TFunction,
): Promise<CallbackOutcome> {
  const message = await completeOAuthCallback(platform, readCallbackParams(search), t);
  const opener = openerWindow();
  if (opener === null) return { message, deliveredToOpener: false };
  opener.postMessage(message, window.location.origin);
  window.close();
  return { message, deliveredToOpener: true };
}

// The code and state are single use: StrictMode's second effect run must share the first call.
const inFlight = new Map<string, Promise<CallbackOutcome>>();

export function runOAuthReturnOnce(
  platform: CallbackPlatform,
  search: string,
  t: TFunction,
): Promise<CallbackOutcome> {
  const key = `${platform}?${search}`;
  const existing = inFlight.get(key);
  if (existing !== undefined) return existing;
  const pending = runOAuthReturn(platform, search, t).finally(() => inFlight.delete(key));
  inFlight.set(key, pending);
  return pending;
}
