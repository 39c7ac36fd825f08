import type { Platform } from '@socialpulse/contract';
import { PlatformError } from '@/platforms/errors';
import type { TokenProvider } from '@/platforms/shared/token-provider';
import type {
  FetchResult,
  FetchWindow,
  PlatformProfile,
  Service,
  TokenSet,
} from '@/platforms/types';

export interface AuthorizeUrlInput {
  /** Single-use, expiring; the route layer stores it (with the PKCE verifier) before redirecting. */
  state: string;
  /** Must equal, byte for byte, the URI registered with the platform and the one sent to exchangeCode. */
  redirectUri: string;
  /** S256 challenge; required when `requiresPkce`, ignored by Reddit. */
  codeChallenge?: string;
}

export interface CodeExchangeInput {
  code: string;
  redirectUri: string;
  codeVerifier?: string;
}

/** What every platform can do once the user is connected. `Auth` is a token provider or a Telegram session. */
export interface ContentConnector<P extends Platform, Auth, Source> {
  readonly platform: P;
  /** True when talking to the built-in sandbox (no credentials configured); the UI shows a badge. */
  readonly sandboxed: boolean;
  getProfile(auth: Auth): Promise<PlatformProfile>;
  listSources(auth: Auth): Promise<Source[]>;
  /** Items of one source inside [since, until), paged and bounded by the document caps. */
  fetchItems(auth: Auth, sourceId: string, window: FetchWindow): Promise<FetchResult>;
}

/** Reddit, YouTube and X: OAuth 2 authorization code flow. */
export interface OAuthConnector<P extends Platform, Source> extends ContentConnector<
  P,
  TokenProvider,
  Source
> {
  readonly authKind: 'oauth';
  readonly requiresPkce: boolean;
  readonly scopes: readonly string[];
  buildAuthorizeUrl(input: AuthorizeUrlInput): string;
  exchangeCode(input: CodeExchangeInput): Promise<TokenSet>;
  /** The answer carries the rotated refresh token when the platform rotates, else the old one: always store it. */
  refresh(refreshToken: string): Promise<TokenSet>;
  /** Best effort on disconnect; an already-invalid token counts as revoked. */
  revoke(tokens: Pick<TokenSet, 'accessToken' | 'refreshToken'>): Promise<void>;
}

/**
 * What we say for each error code a provider may return (RFC 6749 4.1.2.1, OpenID Connect 3.1.2.6).
 * The provider's `error_description`, and any code not listed, is free text anyone can put on a
 * callback link, so it is never shown: the person reads our words only.
 */
const CALLBACK_ERROR_TEXT: Record<string, string> = {
  invalid_request: 'the request to the provider was not valid',
  unauthorized_client: 'this app is not allowed to ask the provider for this',
  unsupported_response_type: 'the provider does not support this kind of sign-in',
  invalid_scope: 'the provider refused the permissions asked for',
  server_error: 'the provider had an error',
  temporarily_unavailable: 'the provider is temporarily unavailable',
  interaction_required: 'the provider needs you to sign in there first',
  login_required: 'the provider needs you to sign in there first',
  consent_required: 'the provider needs your consent first',
  account_selection_required: 'the provider needs you to choose an account first',
};

/**
 * Turns the `error` parameter of an OAuth callback into the error to show. `access_denied` carries the
 * the product's wording "You declined to authorize the application".
 */
export function callbackError(service: Service, error: string): PlatformError {
  if (error === 'access_denied')
    return new PlatformError(service, 'access_denied', { upstreamCode: error });
  const known = Object.hasOwn(CALLBACK_ERROR_TEXT, error) ? CALLBACK_ERROR_TEXT[error] : undefined;
  return new PlatformError(service, 'invalid_request', {
    upstreamCode: error,
    message: known
      ? `Authorization failed: ${known}. Please try again.`
      : 'Authorization failed. Please try again.',
  });
}
