import type { AuthResult, OauthCallbackBody } from '@socialpulse/contract';
import type { Db } from '@/db/database';
import { toUser } from '@/features/auth/auth.service';
import {
  findUserByGoogleId,
  insertGoogleUser,
  isUsernameTaken,
  linkGoogleId,
} from '@/features/auth/google-users.repository';
import { usernameBase, usernameCandidate } from '@/features/auth/google-username';
import type { SessionsService } from '@/features/auth/sessions.service';
import { findUserByEmail, normaliseEmail, type UserRow } from '@/features/auth/users.repository';
import { redirectUriFor } from '@/features/connections/oauth-connect.service';
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
  unverifiedClash:
    'An account with this email already exists. Log in with your password; Google could not confirm this email.',
  otherGoogle: 'An account with this email is already linked to another Google account.',
} as const;

const USERNAME_ATTEMPTS = 6;

/**
 * "Continue with Google": OpenID Connect with PKCE and a nonce; the answer is the same AuthResult
 * as a password login. Accounts are found by Google's `sub`, then by an email Google verified
 * (which links the two), else created.
 */
export class GoogleSignInService {
  constructor(
    private readonly db: Db,
    private readonly google: GoogleSignIn,
    private readonly states: OAuthStatesService,
    private readonly sessions: SessionsService,
    private readonly publicUrl: string,
  ) {}

  async start(): Promise<string> {
    const redirectUri = redirectUriFor(this.publicUrl, 'google');
    const { state, codeChallenge, nonce } = await this.states.start({
      userId: null,
      purpose: 'google',
      redirectUri,
    });
    return this.google.buildAuthorizeUrl({ state, codeChallenge, nonce, redirectUri });
  }

  async complete(body: OauthCallbackBody): Promise<AuthResult> {
    const pending = await this.states.consume({
      state: body.state,
      userId: null,
      purpose: 'google',
    });
    if (body.error != null)
      throw callbackError('google', body.error, body.errorDescription ?? undefined);
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
    const row = await this.findOrCreate(identity);
    return { ...(await this.sessions.start(row.id)), user: toUser(row) };
  }

  private async findOrCreate(identity: GoogleIdentity): Promise<UserRow> {
    const known = await findUserByGoogleId(this.db, identity.sub);
    if (known) return known;
    if (!identity.email) throw new AppError(400, 'BAD_REQUEST', GOOGLE_SIGN_IN_ERRORS.noEmail);
    const email = normaliseEmail(identity.email);
    const existing = await findUserByEmail(this.db, email);
    if (existing) return this.link(existing, identity);
    try {
      return await this.create(identity, email);
    } catch (error) {
      // A simultaneous first sign-in (or registration) took the Google id or email: use that account.
      const constraint = violatedUniqueConstraint(error);
      if (!constraint || constraint.includes('username')) throw error;
      const raced =
        (await findUserByGoogleId(this.db, identity.sub)) ??
        (await findUserByEmail(this.db, email));
      if (!raced) throw error;
      return raced.googleId === identity.sub ? raced : this.link(raced, identity);
    }
  }

  /** Only an email Google verified may take over an account that already exists. */
  private async link(existing: UserRow, identity: GoogleIdentity): Promise<UserRow> {
    if (!identity.emailVerified)
      throw new AppError(409, 'CONFLICT', GOOGLE_SIGN_IN_ERRORS.unverifiedClash);
    if (existing.googleId !== null)
      throw new AppError(409, 'CONFLICT', GOOGLE_SIGN_IN_ERRORS.otherGoogle);
    const linked = await linkGoogleId(this.db, existing.id, identity.sub, identity.picture);
    if (!linked) throw new AppError(409, 'CONFLICT', GOOGLE_SIGN_IN_ERRORS.otherGoogle);
    return linked;
  }

  private async create(identity: GoogleIdentity, email: string): Promise<UserRow> {
    const base = usernameBase(identity.name, email);
    for (let attempt = 0; attempt < USERNAME_ATTEMPTS; attempt++) {
      const username = usernameCandidate(base, attempt);
      if (await isUsernameTaken(this.db, username)) continue;
      try {
        return await insertGoogleUser(this.db, {
          username,
          email,
          googleId: identity.sub,
          isEmailVerified: identity.emailVerified,
          avatar: identity.picture,
        });
      } catch (error) {
        // Someone took this username between the check and the insert: try another.
        if (!violatedUniqueConstraint(error)?.includes('username')) throw error;
      }
    }
    throw new AppError(409, 'CONFLICT', 'Could not choose a username; please try again.');
  }
}
