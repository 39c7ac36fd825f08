import { randomUUID } from 'node:crypto';
import { errors, jwtVerify, SignJWT } from 'jose';
import { deriveKey } from '@/lib/derive-key';

export const ACCESS_TOKEN_TTL_SECONDS = 15 * 60;
const ISSUER = 'socialpulse';
const AUDIENCE = 'socialpulse-api';

export type AccessTokenCheck =
  { ok: true; userId: string } | { ok: false; reason: 'expired' | 'invalid' };

/** Short-lived HS256 JWTs; `sub` is the user id. Nothing else is in them, so nothing goes stale. */
export class AccessTokens {
  readonly #key: Uint8Array;

  constructor(appSecret: string) {
    this.#key = deriveKey(appSecret, 'jwt');
  }

  /** `now` is injectable so tests can mint tokens that are already expired. */
  sign(userId: string, now: Date = new Date()): Promise<string> {
    const issuedAt = Math.floor(now.getTime() / 1000);
    return (
      new SignJWT({})
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
    try {
      const { payload } = await jwtVerify(token, this.#key, {
        algorithms: ['HS256'],
        issuer: ISSUER,
        audience: AUDIENCE,
      });
      return payload.sub ? { ok: true, userId: payload.sub } : { ok: false, reason: 'invalid' };
    } catch (error) {
      return { ok: false, reason: error instanceof errors.JWTExpired ? 'expired' : 'invalid' };
    }
  }
}
