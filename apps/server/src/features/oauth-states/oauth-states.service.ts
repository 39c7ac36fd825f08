import { createHash } from 'node:crypto';
import type { Db } from '@/db/database';
import type { OAuthPurpose } from '@/db/schema';
import { AppError } from '@/lib/app-error';
import type { SecretBox } from '@/lib/secret-box';
import { insertOAuthState, takeOAuthState } from '@/features/oauth-states/oauth-states.repository';
import { createPkcePair, randomToken } from '@/platforms/shared/pkce';

/** Long enough to read a consent page and sign in to the platform, short enough to be useless when leaked. */
export const OAUTH_STATE_TTL_MS = 10 * 60 * 1000;

/** The one message for every state that is missing, spent, expired or someone else's. */
export const INVALID_OAUTH_CALLBACK = 'Invalid or missing authorization code or state';

export interface StartedAuthorization {
  state: string;
  codeChallenge: string;
  nonce: string;
}

export interface ConsumedAuthorization {
  codeVerifier: string;
  nonce: string | null;
  redirectUri: string;
  /** The hash of the invitation the sign-in started from, if any. */
  inviteHash: string | null;
}

/** A sign-in's return opened in another browser than the one that started it (or far too late). */
export const OTHER_BROWSER_CALLBACK =
  'This sign-in was started in another browser, or has expired. Start it again from the sign-in page in this browser.';

export function otherBrowserCallback(): AppError {
  return new AppError(400, 'BAD_REQUEST', OTHER_BROWSER_CALLBACK);
}

export function invalidCallback(): AppError {
  return new AppError(400, 'BAD_REQUEST', INVALID_OAUTH_CALLBACK);
}

function hashState(state: string): string {
  return createHash('sha256').update(state).digest('hex');
}

/**
 * Pending OAuth authorizations in the database, so the callback may land on any API replica. The
 * state and the PKCE verifier are random per authorization; only the state's hash is a key, and the
 * verifier is sealed, so a database reader cannot finish someone's authorization.
 */
export class OAuthStatesService {
  constructor(
    private readonly db: Db,
    private readonly box: SecretBox,
    private readonly now: () => Date,
  ) {}

  async start(input: {
    userId: string | null;
    purpose: OAuthPurpose;
    redirectUri: string;
    inviteHash?: string;
    /** The starting browser's secret (sign-in-binding.ts): only that browser can finish. */
    binding?: string;
  }): Promise<StartedAuthorization> {
    const state = randomToken();
    const pkce = createPkcePair();
    const nonce = randomToken(16);
    const stateHash = hashState(state);
    await insertOAuthState(this.db, {
      stateHash,
      userId: input.userId,
      purpose: input.purpose,
      codeVerifierEnc: this.box.seal(pkce.verifier, verifierContext(stateHash, input.binding)),
      nonce,
      redirectUri: input.redirectUri,
      inviteHash: input.inviteHash ?? null,
      expiresAt: new Date(this.now().getTime() + OAUTH_STATE_TTL_MS),
    });
    return { state, codeChallenge: pkce.challenge, nonce };
  }

  /**
   * Spends the state; throws the product's 400 when it is unknown, spent, expired or not the caller's,
   * and a 400 saying so when a bound state is finished by another browser (its secret differs).
   */
  async consume(input: {
    state: string;
    userId: string | null;
    purpose: OAuthPurpose;
    binding?: string | undefined;
  }): Promise<ConsumedAuthorization> {
    const stateHash = hashState(input.state);
    const { binding, ...which } = input;
    const row = await takeOAuthState(this.db, { ...which, stateHash });
    if (!row || row.expiresAt.getTime() <= this.now().getTime()) throw invalidCallback();
    let codeVerifier: string;
    try {
      codeVerifier = this.box.open(row.codeVerifierEnc, verifierContext(stateHash, binding));
    } catch {
      // Sealed for another browser's secret (or under a previous APP_SECRET: as good as expired).
      throw row.purpose === 'google' || row.purpose === 'oidc'
        ? otherBrowserCallback()
        : invalidCallback();
    }
    return {
      codeVerifier,
      nonce: row.nonce,
      redirectUri: row.redirectUri,
      inviteHash: row.inviteHash,
    };
  }
}

/** The browser's secret is part of what the verifier is sealed with, so it must match to open. */
function verifierContext(stateHash: string, binding?: string): string {
  if (binding === undefined) return `oauth-state:${stateHash}`;
  const bound = createHash('sha256').update(binding).digest('hex');
  return `oauth-state:${stateHash}:browser:${bound}`;
}
