import * as client from 'openid-client';
import type { OidcEnv } from '@/config/sign-in-env';

/** What sign-in needs from a validated ID token (and userinfo when the token carries no email). */
export interface OidcIdentity {
  issuer: string;
  sub: string;
  email: string | null;
  emailVerified: boolean;
  name: string | null;
  picture: string | null;
}

/** The provider could not be reached, or its discovery document is unusable. */
export class OidcUnavailableError extends Error {
  override name = 'OidcUnavailableError';
}

/** The provider answered, but the response failed a check (state, PKCE, nonce, signature…). */
export class OidcRejectedError extends Error {
  override name = 'OidcRejectedError';
}

const REQUEST_TIMEOUT_S = 10;
const SCOPE = 'openid email profile';

/**
 * The provider through openid-client (panva): discovery on first use, the authorization URL with
 * PKCE (S256), state and nonce, then the code exchange and ID token validation. Discovery is
 * retried on the next sign-in after a failure, so a provider that was down at start-up is fine.
 */
export class OidcClient {
  private config: Promise<client.Configuration> | undefined;

  constructor(private readonly settings: OidcEnv) {}

  /** Discovers the provider now (cached after the first success); throws OidcUnavailableError. */
  async ensureDiscovered(): Promise<void> {
    await this.configuration();
  }

  async authorizationUrl(input: {
    redirectUri: string;
    state: string;
    codeChallenge: string;
    nonce: string;
  }): Promise<string> {
    const config = await this.configuration();
    return client
      .buildAuthorizationUrl(config, {
        redirect_uri: input.redirectUri,
        scope: SCOPE,
        state: input.state,
        nonce: input.nonce,
        code_challenge: input.codeChallenge,
        code_challenge_method: 'S256',
      })
      .toString();
  }

  /** `callbackUrl` is the redirect URI with the provider's query string (code, state, iss). */
  async complete(input: {
    callbackUrl: URL;
    state: string;
    codeVerifier: string;
    nonce: string;
  }): Promise<OidcIdentity> {
    const config = await this.configuration();
    try {
      const tokens = await client.authorizationCodeGrant(config, input.callbackUrl, {
        pkceCodeVerifier: input.codeVerifier,
        expectedState: input.state,
        expectedNonce: input.nonce,
        idTokenExpected: true,
      });
      const claims = tokens.claims();
      if (!claims) throw new OidcRejectedError('the provider returned no ID token');
      let profile: Record<string, unknown> = claims;
      // Some providers put the email only in userinfo; the subject must be the same person.
      if (typeof claims.email !== 'string' && config.serverMetadata().userinfo_endpoint)
        profile = {
          ...(await client.fetchUserInfo(config, tokens.access_token, claims.sub)),
          ...claims,
        };
      return {
        issuer: claims.iss,
        sub: claims.sub,
        email: text(profile.email),
        emailVerified: profile.email_verified === true,
        name: text(profile.preferred_username) ?? text(profile.name),
        picture: text(profile.picture),
      };
    } catch (error) {
      throw isNetworkError(error)
        ? new OidcUnavailableError('the provider could not be reached', { cause: error })
        : error instanceof OidcRejectedError
          ? error
          : new OidcRejectedError(describe(error), { cause: error });
    }
  }

  private configuration(): Promise<client.Configuration> {
    this.config ??= this.discover().catch((error: unknown) => {
      this.config = undefined;
      throw new OidcUnavailableError(
        `discovery of ${this.settings.issuer} failed: ${describe(error)}`,
        { cause: error },
      );
    });
    return this.config;
  }

  private discover(): Promise<client.Configuration> {
    const { issuer, clientId, clientSecret } = this.settings;
    const url = new URL(issuer);
    return client.discovery(url, clientId, undefined, client.ClientSecretBasic(clientSecret), {
      timeout: REQUEST_TIMEOUT_S,
      // An http issuer is the operator's explicit choice (a provider on the same private network).
      ...(url.protocol === 'http:' ? { execute: [client.allowInsecureRequests] } : {}),
    });
  }
}

function text(value: unknown): string | null {
  return typeof value === 'string' && value.trim() !== '' ? value.trim() : null;
}

function isNetworkError(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  // fetch's "fetch failed" is a TypeError; timeouts are AbortError or TimeoutError.
  return (
    (error instanceof TypeError && error.message === 'fetch failed') ||
    error.name === 'AbortError' ||
    error.name === 'TimeoutError'
  );
}

function describe(error: unknown): string {
  if (error instanceof Error) {
    const code = (error as { code?: unknown }).code;
    return typeof code === 'string' ? `${code}: ${error.message}` : error.message;
  }
  return String(error);
}
