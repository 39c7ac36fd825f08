import { createRemoteJWKSet, jwtVerify, type JWTPayload } from 'jose';
import type { GoogleEndpoints } from '@/platforms/google/endpoints';
import { GoogleOAuth } from '@/platforms/google/oauth';
import { PlatformError } from '@/platforms/errors';
import { type ClientOptions, clockOf } from '@/platforms/shared/http';

export const GOOGLE_SIGN_IN_SCOPES = ['openid', 'email', 'profile'] as const;

/** Who signed in. Accounts are keyed on `sub`, never on the email. */
export interface GoogleIdentity {
  sub: string;
  email: string | null;
  emailVerified: boolean;
  name: string | null;
  picture: string | null;
  /** Workspace domain, when the account belongs to one. */
  hostedDomain: string | null;
}

export interface GoogleSignInOptions extends ClientOptions {
  clientId: string;
  clientSecret: string;
  endpoints: GoogleEndpoints;
  sandboxed: boolean;
}

export interface CompleteSignInInput {
  code: string;
  codeVerifier: string;
  redirectUri: string;
  /** The nonce sent in the authorize URL; the id_token must echo it. */
  nonce: string;
}

/** "Continue with Google": OpenID Connect code flow with PKCE and a verified id_token. */
export class GoogleSignIn {
  readonly sandboxed: boolean;
  private readonly oauth: GoogleOAuth;
  private readonly jwks: ReturnType<typeof createRemoteJWKSet>;
  private readonly now: () => Date;

  constructor(private readonly options: GoogleSignInOptions) {
    this.sandboxed = options.sandboxed;
    this.now = clockOf(options);
    this.oauth = new GoogleOAuth({
      service: 'google',
      clientId: options.clientId,
      clientSecret: options.clientSecret,
      endpoints: options.endpoints,
      fetch: options.fetch,
      now: this.now,
    });
    this.jwks = createRemoteJWKSet(new URL(options.endpoints.jwksUrl));
  }

  buildAuthorizeUrl(input: {
    state: string;
    codeChallenge: string;
    nonce: string;
    redirectUri: string;
  }): string {
    return this.oauth.buildAuthorizeUrl({
      scopes: GOOGLE_SIGN_IN_SCOPES,
      prompt: 'select_account',
      ...input,
    });
  }

  /** RFC 9207: when the callback carries `iss`, it must be Google's (or the sandbox's) issuer. */
  acceptsCallbackIssuer(iss: string | undefined): boolean {
    return iss === undefined || this.options.endpoints.issuers.includes(iss.replace(/\/+$/, ''));
  }

  async completeSignIn(input: CompleteSignInInput): Promise<GoogleIdentity> {
    const tokens = await this.oauth.exchangeCode(input);
    if (!tokens.idToken)
      throw new PlatformError('google', 'unexpected', {
        message: 'Google did not return an id_token.',
      });
    let claims: JWTPayload;
    try {
      ({ payload: claims } = await jwtVerify(tokens.idToken, this.jwks, {
        issuer: this.options.endpoints.issuers,
        audience: this.options.clientId,
        algorithms: ['RS256'],
        currentDate: this.now(),
      }));
    } catch (error) {
      throw new PlatformError('google', 'invalid_request', {
        cause: error,
        message: 'The Google sign-in answer could not be verified.',
      });
    }
    if (claims.nonce !== input.nonce)
      throw new PlatformError('google', 'invalid_request', {
        message: 'The Google sign-in answer does not match this sign-in attempt.',
      });
    const text = (value: unknown): string | null =>
      typeof value === 'string' && value !== '' ? value : null;
    let identity: GoogleIdentity = {
      sub: text(claims.sub) ?? '',
      email: text(claims.email),
      emailVerified: claims.email_verified === true || claims.email_verified === 'true',
      name: text(claims.name),
      picture: text(claims.picture),
      hostedDomain: text(claims.hd),
    };
    if (!identity.email) {
      // Some id_tokens omit profile claims; userinfo has them.
      const info = await this.oauth.userinfo(tokens.accessToken);
      identity = {
        ...identity,
        email: info.email ?? null,
        emailVerified: info.email_verified === true || info.email_verified === 'true',
        name: identity.name ?? info.name ?? null,
        picture: identity.picture ?? info.picture ?? null,
      };
    }
    return identity;
  }
}
