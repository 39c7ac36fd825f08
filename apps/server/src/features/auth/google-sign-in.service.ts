import type { AuthResult, OauthCallbackBody } from '@socialpulse/contract';
import type { Db } from '@/db/database';
import {
  hashInviteToken,
  type SignupPermit,
  type SignupPolicy,
} from '@/features/auth/signup-policy';
import { assertEnabled, toUser } from '@/features/auth/auth.service';
import { findUserByGoogleId, insertGoogleUser } from '@/features/auth/google-users.repository';
import { insertUnderFreeUsername } from '@/features/auth/identity-username';
import type { SessionsService } from '@/features/auth/sessions.service';
import { findUserByEmail, normaliseEmail, type UserRow } from '@/features/auth/users.repository';
import type { AppOrigins } from '@/features/connections/app-origins';
import { redirectUriFor } from '@/features/connections/oauth-connect.service';
import { resolveReturn, type ReturnRequest } from '@/features/connections/oauth-return';
import {
  invalidCallback,
  type OAuthStatesService,
} from '@/features/oauth-states/oauth-states.service';
import { AppError } from '@/lib/app-error';
import { violatedUniqueConstraint } from '@/lib/db-errors';
import { callbackError } from '@/platforms/connector';
import { isPlatformError } from '@/platforms/errors';
import type { GoogleIdentity, GoogleSignIn } from '@/platforms/google/sign-in';

export const GOOGLE_SIGN_IN_ERRORS = {
  noEmail: 'Your Google account has no email address to sign in with.',
  emailTaken:
    'An account with this email already exists. Log in with your email and password instead.',
  otherGoogle: 'An account with this email is already linked to another Google account.',
  off: 'Google sign-in is not configured on this server.',
} as const;

/**
 * "Continue with Google": OpenID Connect with PKCE and a nonce; the answer is the same AuthResult
 * as a password login. Accounts are found by Google's `sub`, else created. An email that matches
 * an account not linked to this `sub` is refused, never linked: a matching (even verified) email
 * does not prove the person owns the account here (docs/decisions/0006).
 */
export class GoogleSignInService {
  constructor(
    private readonly db: Db,
    private readonly google: GoogleSignIn,
    private readonly states: OAuthStatesService,
    private readonly sessions: SessionsService,
    private readonly origins: AppOrigins,
    private readonly signups: SignupPolicy,
    /** False for the sandbox when PASSWORD_LOGIN=off (app.ts): a fake Google must not be a way in. */
    private readonly enabled = true,
  ) {}

  /**
   * The consent page URL; the popup returns to the origin the sign-in page is open at, or is
   * refused. An invitation's token is kept (as its hash) with the pending sign-in.
   */
  async start(
    from: ReturnRequest & { inviteToken?: string | undefined; binding: string },
  ): Promise<string> {
    this.assertEnabled();
    const target = resolveReturn(this.origins, from, this.google.sandboxed, 'google');
    const redirectUri = redirectUriFor(target.base, 'google');
    const { state, codeChallenge, nonce } = await this.states.start({
      userId: null,
      purpose: 'google',
      redirectUri,
      binding: from.binding,
      ...(from.inviteToken ? { inviteHash: hashInviteToken(from.inviteToken) } : {}),
    });
    return target.rebase(
      this.google.buildAuthorizeUrl({ state, codeChallenge, nonce, redirectUri }),
    );
  }

  /** `binding`: the secret of the browser finishing (sign-in-binding.ts); it must be the starter's. */
  async complete(body: OauthCallbackBody, binding: string | undefined): Promise<AuthResult> {
    this.assertEnabled();
    const pending = await this.states.consume({
      state: body.state,
      userId: null,
      purpose: 'google',
      binding,
    });
    if (body.error != null) throw callbackError('google', body.error);
    if (body.code == null || pending.nonce === null) throw invalidCallback();
    let identity: GoogleIdentity;
    try {
      identity = await this.google.completeSignIn({
        code: body.code,
        codeVerifier: pending.codeVerifier,
        redirectUri: pending.redirectUri,
        nonce: pending.nonce,
      });
    } catch (error) {
      if (isPlatformError(error) && error.kind === 'invalid_grant') throw invalidCallback();
      throw error;
    }
    if (!identity.sub) throw invalidCallback();
    const row = await this.findOrCreate(identity, pending.inviteHash ?? undefined);
    assertEnabled(row);
    return { ...(await this.sessions.start(row.id)), user: toUser(row) };
  }

  /** Whether sign-in is on at all; where the sandbox is offered is the routes' question. */
  get offered(): boolean {
    return this.enabled;
  }

  private assertEnabled(): void {
    if (!this.enabled) throw new AppError(403, 'FORBIDDEN', GOOGLE_SIGN_IN_ERRORS.off);
  }

  private async findOrCreate(
    identity: GoogleIdentity,
    inviteHash: string | undefined,
  ): Promise<UserRow> {
    const known = await findUserByGoogleId(this.db, identity.sub);
    if (known) return known;
    if (!identity.email) throw new AppError(400, 'BAD_REQUEST', GOOGLE_SIGN_IN_ERRORS.noEmail);
    const email = normaliseEmail(identity.email);
    const existing = await findUserByEmail(this.db, email);
    if (existing) throw emailClash(existing);
    // SIGNUPS=invite: only a sign-in started from an open invitation link creates an account.
    // The sandbox's "verified" proves nothing: a sandbox identity never administers through ADMIN_EMAIL.
    const permit = await this.signups.permitHashed(email, inviteHash, {
      emailVerified: identity.emailVerified && !this.google.sandboxed,
    });
    try {
      return await this.create(identity, email, permit);
    } catch (error) {
      // A simultaneous first sign-in with this Google account wins: use the account it made. A
      // registration (or another Google account) that took the email meanwhile is refused as above.
      const constraint = violatedUniqueConstraint(error);
      if (!constraint || constraint.includes('username')) throw error;
      const raced = await findUserByGoogleId(this.db, identity.sub);
      if (raced) return raced;
      const taken = await findUserByEmail(this.db, email);
      if (taken) throw emailClash(taken);
      throw error;
    }
  }

  private async create(
    identity: GoogleIdentity,
    email: string,
    permit: SignupPermit,
  ): Promise<UserRow> {
    const created = await insertUnderFreeUsername(
      this.db,
      { name: identity.name, email },
      (username) =>
        insertGoogleUser(
          this.db,
          {
            username,
            email,
            googleId: identity.sub,
            isEmailVerified: identity.emailVerified,
            avatar: identity.picture,
          },
          // The invitation is spent with the account, or neither happens (one spent meanwhile).
          this.signups.inTransaction(permit),
        ),
    );
    if (!created)
      throw new AppError(409, 'CONFLICT', 'Could not choose a username; please try again.');
    return created;
  }
}

function emailClash(existing: UserRow): AppError {
  return new AppError(
    409,
    'CONFLICT',
    existing.googleId === null
      ? GOOGLE_SIGN_IN_ERRORS.emailTaken
      : GOOGLE_SIGN_IN_ERRORS.otherGoogle,
  );
}
