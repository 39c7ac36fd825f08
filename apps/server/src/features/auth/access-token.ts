import { randomUUID } from 'node:crypto';
import { errors, jwtVerify, SignJWT } from 'jose';
import { deriveKey } from '@/lib/derive-key';

export const ACCESS_TOKEN_TTL_SECONDS = 15 * 60;
const ISSUER = 'socialpulse';
const AUDIENCE = 'socialpulse-api';

export type AccessTokenCheck =
  { ok: true; userId: string; sessionId: string } | { ok: false; reason: 'expired' | 'invalid' };

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * Short-lived HS256 JWTs; `sub` is the user id and `sid` the session: the id of the refresh token
 * issued with it. The signature alone does not make a token good: authenticatePlugin also checks
 * that the session is not revoked, so logout and reuse detection end the access token at once.
 */
/** Verified tokens remembered at once (a few hundred bytes each); the oldest is forgotten first. */
const VERIFIED_CACHE_MAX = 10_000;

export class AccessTokens {
  readonly #key: Uint8Array;
  /**
   * Tokens whose signature and claims were already checked, with their expiry: a
   * signed token never changes, so checking its HMAC again on every request (WebCrypto, a thread-
   * pool round trip: 14% of an authenticated request's CPU) proves nothing new. Expiry is still
   * checked each time, and revocation is the session lookup's job, which no cache skips.
   */
  readonly #verified = new Map<string, { userId: string; sessionId: string; expiresAt: number }>();

  constructor(appSecret: string) {
    this.#key = deriveKey(appSecret, 'jwt');
  }

  /** `now` is injectable so tests can mint tokens that are already expired. */
  sign(userId: string, sessionId: string, now: Date = new Date()): Promise<string> {
    const issuedAt = Math.floor(now.getTime() / 1000);
    return (
      new SignJWT({ sid: sessionId })
        .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
        .setSubject(userId)
        // Unique per token, so two sign-ins in the same second still get distinct tokens.
        .setJti(randomUUID())
        .setIssuer(ISSUER)
        .setAudience(AUDIENCE)
        .setIssuedAt(issuedAt)
        .setExpirationTime(issuedAt + ACCESS_TOKEN_TTL_SECONDS)
        .sign(this.#key)
    );
  }

  async verify(token: string): Promise<AccessTokenCheck> {
    const known = this.#verified.get(token);
    if (known) {
      // jose's rule: expired once the clock reaches `exp`.
      if (Math.floor(Date.now() / 1000) >= known.expiresAt) {
        this.#verified.delete(token);
        return { ok: false, reason: 'expired' };
      }
      return { ok: true, userId: known.userId, sessionId: known.sessionId };
    }
    try {
      const { payload } = await jwtVerify(token, this.#key, {
        algorithms: ['HS256'],
        issuer: ISSUER,
        audience: AUDIENCE,
      });
      const { sub, sid } = payload;
      // Both are looked up as uuid columns; anything else (or a token from before sessions were
      // checked, without `sid`) is no session.
      if (typeof sub !== 'string' || typeof sid !== 'string' || !UUID.test(sub) || !UUID.test(sid))
        return { ok: false, reason: 'invalid' };
      if (typeof payload.exp === 'number') this.#remember(token, sub, sid, payload.exp);
      return { ok: true, userId: sub, sessionId: sid };
    } catch (error) {
      return { ok: false, reason: error instanceof errors.JWTExpired ? 'expired' : 'invalid' };
    }
  }

  #remember(token: string, userId: string, sessionId: string, expiresAt: number): void {
    if (this.#verified.size >= VERIFIED_CACHE_MAX) {
      const oldest = this.#verified.keys().next();
      if (!oldest.done) this.#verified.delete(oldest.value);
    }
    this.#verified.set(token, { userId, sessionId, expiresAt });
  }
}
