import type { FastifyBaseLogger } from 'fastify';
import { ADMIN_MESSAGES, type AuthResult } from '@socialpulse/contract';
import type { Db } from '@/db/database';
import {
  hashInviteToken,
  type SignupPermit,
  type SignupPolicy,
} from '@/features/auth/signup-policy';
import { toUser } from '@/features/auth/auth.service';
import { insertUnderFreeUsername } from '@/features/auth/identity-username';
import {
  OidcRejectedError,
  OidcUnavailableError,
  type OidcClient,
  type OidcIdentity,
} from '@/features/auth/oidc-client';
import { findUserByIdentity, insertIdentityUser } from '@/features/auth/oidc-identities.repository';
import { hashRefreshToken } from '@/features/auth/refresh-token';
import { findRefreshTokenByHash } from '@/features/auth/refresh-tokens.repository';
import type { SessionsService } from '@/features/auth/sessions.service';
import {
  findUserByEmail,
  findUserById,
  normaliseEmail,
  type UserRow,
} from '@/features/auth/users.repository';
import {
  OTHER_BROWSER_CALLBACK,
  type OAuthStatesService,
} from '@/features/oauth-states/oauth-states.service';
import { isAppError } from '@/lib/app-error';
import { violatedUniqueConstraint } from '@/lib/db-errors';

/**
 * The `?error=` codes a failed single sign-on lands on /auth with; the web app has a message for
 * each (and shows nothing it does not know). `access_denied` and `invalid_request` are the OAuth
 * codes the web app already knows.
 */
export const SSO_ERROR_CODES = [
  'access_denied',
  'invalid_request',
  'sso_unavailable',
  'sso_failed',
  'sso_email_taken',
  'sso_no_email',
  'signups_closed',
  'invite_required',
  'invite_invalid',
  'account_disabled',
  'other_browser',
] as const;
export type SsoErrorCode = (typeof SSO_ERROR_CODES)[number];

export class SsoFailure extends Error {
  override name = 'SsoFailure';
  constructor(
    readonly code: SsoErrorCode,
    detail: string,
  ) {
    super(detail);
  }
}

/**
 * Sign-in with the configured OpenID Connect provider (docs/decisions/0012). The browser goes to
 * the provider and back to the API's callback; accounts are found by (issuer, sub), else created
 * when sign-ups allow. An email already used by another account is refused and nothing is linked:
 * the provider asserting an address does not prove the person owns the account here (as 0006).
 */
export class OidcSignInService {
  constructor(
    private readonly db: Db,
    private readonly oidc: OidcClient,
    private readonly states: OAuthStatesService,
    private readonly sessions: SessionsService,
    private readonly signups: SignupPolicy,
    private readonly redirectUri: string,
    private readonly log: FastifyBaseLogger,
  ) {}

  /**
   * The provider's authorization URL for a new pending sign-in. An invitation's token is kept (as
   * its hash) with the pending sign-in: an account created on the way back spends it.
   */
  async start(binding: string, inviteToken?: string): Promise<string> {
    // Before writing a pending row: a provider that is down leaves nothing behind.
    await this.oidc.ensureDiscovered().catch((error: unknown) => {
      throw this.failure(error);
    });
    const { state, codeChallenge, nonce } = await this.states.start({
      userId: null,
      purpose: 'oidc',
      redirectUri: this.redirectUri,
      binding,
      ...(inviteToken ? { inviteHash: hashInviteToken(inviteToken) } : {}),
    });
    try {
      return await this.oidc.authorizationUrl({
        redirectUri: this.redirectUri,
        state,
        codeChallenge,
        nonce,
      });
    } catch (error) {
      throw this.failure(error);
    }
  }

  /**
   * The provider's redirect: spends the state, exchanges the code, finds or creates the account
   * and starts a session. Every refusal is an SsoFailure with the code /auth shows.
   */
  async complete(
    query: URLSearchParams,
    binding: string | undefined,
  ): Promise<{ refreshToken: string }> {
    const state = query.get('state');
    if (!state) throw new SsoFailure('invalid_request', 'callback without state');
    let pending;
    try {
      pending = await this.states.consume({ state, userId: null, purpose: 'oidc', binding });
    } catch (error) {
      if (isAppError(error) && error.message === OTHER_BROWSER_CALLBACK)
        throw new SsoFailure('other_browser', 'the sign-in was started in another browser');
      throw new SsoFailure('invalid_request', 'unknown, spent or expired state');
    }
    const error = query.get('error');
    if (error !== null)
      throw new SsoFailure(
        error === 'access_denied' ? 'access_denied' : 'sso_failed',
        `the provider answered ${error}`,
      );
    if (!query.get('code') || pending.nonce === null)
      throw new SsoFailure('invalid_request', 'callback without code');
    const callbackUrl = new URL(pending.redirectUri);
    callbackUrl.search = query.toString();
    let identity: OidcIdentity;
    try {
      identity = await this.oidc.complete({
        callbackUrl,
        state,
        codeVerifier: pending.codeVerifier,
        nonce: pending.nonce,
      });
    } catch (caught) {
      throw this.failure(caught);
    }
    const row = await this.findOrCreate(identity, pending.inviteHash ?? undefined);
    if (row.disabledAt) throw new SsoFailure('account_disabled', 'the account is disabled');
    return { refreshToken: (await this.sessions.start(row.id)).refreshToken };
  }

  /**
   * The web app's half of the hand-off: the callback left the new session's refresh token in a
   * short-lived cookie; it is rotated here (so the cookie's token is spent) and answered like a login.
   */
  async claim(refreshToken: string): Promise<AuthResult> {
    const row = await findRefreshTokenByHash(this.db, hashRefreshToken(refreshToken));
    const pair = await this.sessions.rotate(refreshToken);
    const user = row && (await findUserById(this.db, row.userId));
    if (!user) throw new SsoFailure('sso_failed', 'the account is gone');
    return { ...pair, user: toUser(user) };
  }

  private failure(error: unknown): SsoFailure {
    if (error instanceof SsoFailure) return error;
    if (error instanceof OidcUnavailableError) {
      this.log.error({ err: error }, 'single sign-on: the OpenID provider is unavailable');
      return new SsoFailure('sso_unavailable', error.message);
    }
    if (error instanceof OidcRejectedError) {
      this.log.warn({ err: error }, 'single sign-on: the provider response was refused');
      return new SsoFailure('sso_failed', error.message);
    }
    throw error;
  }

  private async findOrCreate(
    identity: OidcIdentity,
    inviteHash: string | undefined,
  ): Promise<UserRow> {
    const known = await findUserByIdentity(this.db, identity.issuer, identity.sub);
    if (known) return known;
    if (!identity.email) throw new SsoFailure('sso_no_email', 'the provider sent no email');
    const email = normaliseEmail(identity.email);
    if (await findUserByEmail(this.db, email)) throw emailTaken();
    let permit: SignupPermit;
    try {
      // SIGNUPS=invite: only a sign-in started from an open invitation link creates an account.
      permit = await this.signups.permitHashed(email, inviteHash, {
        emailVerified: identity.emailVerified,
      });
    } catch (error) {
      throw asSignupFailure(error);
    }
    try {
      return await this.create(identity, email, permit);
    } catch (error) {
      // A simultaneous first sign-in of this identity won: use its account. A registration that
      // took the email meanwhile is refused as above.
      if (!violatedUniqueConstraint(error)) throw asSignupFailure(error);
      const raced = await findUserByIdentity(this.db, identity.issuer, identity.sub);
      if (raced) return raced;
      if (await findUserByEmail(this.db, email)) throw emailTaken();
      throw error;
    }
  }

  private async create(
    identity: OidcIdentity,
    email: string,
    permit: SignupPermit,
  ): Promise<UserRow> {
    const created = await insertUnderFreeUsername(
      this.db,
      { name: identity.name, email },
      (username) =>
        insertIdentityUser(
          this.db,
          {
            username,
            email,
            isEmailVerified: identity.emailVerified,
            avatar: identity.picture,
            issuer: identity.issuer,
            subject: identity.sub,
          },
          // The invitation is spent with the account, or neither happens (one spent meanwhile).
          this.signups.inTransaction(permit),
        ),
    );
    if (!created) throw new SsoFailure('sso_failed', 'could not choose a username');
    return created;
  }
}

/** A refused sign-up lands on /auth with the code of its reason: closed, or no or a spent invitation. */
function asSignupFailure(error: unknown): unknown {
  if (!isAppError(error) || error.status !== 403) return error;
  const code =
    error.message === ADMIN_MESSAGES.inviteRequired
      ? 'invite_required'
      : error.message === ADMIN_MESSAGES.inviteInvalid
        ? 'invite_invalid'
        : 'signups_closed';
  return new SsoFailure(code, error.message);
}

function emailTaken(): SsoFailure {
  return new SsoFailure('sso_email_taken', 'an account with this email exists and is not linked');
}
