import { randomUUID } from 'node:crypto';
import { ADMIN_MESSAGES } from '@socialpulse/contract';
import type { Db } from '@/db/database';
import { touchLastSeen } from '@/features/auth/users.repository';
import { AppError } from '@/lib/app-error';
import type { AccessTokens } from '@/features/auth/access-token';
import {
  hashRefreshToken,
  newRefreshToken,
  REFRESH_TOKEN_TTL_MS,
} from '@/features/auth/refresh-token';
import {
  claimForRotation,
  findRefreshTokenByHash,
  findRefreshTokenById,
  insertRefreshToken,
  revokeFamily,
} from '@/features/auth/refresh-tokens.repository';

export interface TokenPair {
  accessToken: string;
  refreshToken: string;
}

export const SESSION_MESSAGES = {
  invalidRefresh: 'Invalid refresh token',
  expiredRefresh: 'Refresh token has expired',
  reusedRefresh: 'Refresh token has already been used; please log in again',
} as const;

/**
 * Sessions per RFC 9700: a short access JWT plus an opaque refresh token rotated on every use. All
 * tokens descending from one login share a family; presenting a spent one means it leaked, so the
 * whole family is revoked and the holder of the current token has to log in again too.
 */
export class SessionsService {
  constructor(
    private readonly db: Db,
    private readonly accessTokens: AccessTokens,
    private readonly now: () => Date,
  ) {}

  /** A new family: used by register and login. */
  async start(userId: string): Promise<TokenPair> {
    await touchLastSeen(this.db, userId, this.now());
    return this.issue(this.db, userId, randomUUID(), randomUUID());
  }

  async rotate(presented: string): Promise<TokenPair> {
    const now = this.now();
    const row = await findRefreshTokenByHash(this.db, hashRefreshToken(presented));
    if (!row) throw new AppError(401, 'INVALID_TOKEN', SESSION_MESSAGES.invalidRefresh);
    if (row.revokedAt || row.replacedById) {
      await revokeFamily(this.db, row.familyId, now);
      throw new AppError(401, 'INVALID_TOKEN', SESSION_MESSAGES.reusedRefresh);
    }
    if (row.expiresAt <= now)
      throw new AppError(401, 'INVALID_TOKEN', SESSION_MESSAGES.expiredRefresh);
    // Disabling revokes every session; this also covers a refresh racing the disable.
    if (!(await touchLastSeen(this.db, row.userId, now)))
      throw new AppError(401, 'INVALID_TOKEN', ADMIN_MESSAGES.disabled);

    const nextId = randomUUID();
    const pair = await this.db.transaction(async (tx) => {
      if (!(await claimForRotation(tx, row.id, nextId, now))) return undefined;
      return this.issue(tx, row.userId, row.familyId, nextId);
    });
    if (pair) return pair;
    // Another request rotated this token between our read and our claim: the same reuse.
    await revokeFamily(this.db, row.familyId, now);
    throw new AppError(401, 'INVALID_TOKEN', SESSION_MESSAGES.reusedRefresh);
  }

  /**
   * Revokes the caller's session (that of the access token) and the family of the given refresh
   * token, if it belongs to the caller; unknown tokens are ignored. Revoking the session is what
   * ends the access token too, even when the client sent no refresh token.
   */
  async end(userId: string, sessionId: string, presented: string | undefined): Promise<void> {
    const now = this.now();
    const session = await findRefreshTokenById(this.db, sessionId);
    if (session?.userId === userId) await revokeFamily(this.db, session.familyId, now);
    if (!presented) return;
    const row = await findRefreshTokenByHash(this.db, hashRefreshToken(presented));
    if (row && row.userId === userId && row.familyId !== session?.familyId)
      await revokeFamily(this.db, row.familyId, now);
  }

  private async issue(
    db: Parameters<typeof insertRefreshToken>[0],
    userId: string,
    familyId: string,
    id: string,
  ): Promise<TokenPair> {
    const now = this.now();
    const { token, hash } = newRefreshToken();
    await insertRefreshToken(db, {
      id,
      userId,
      familyId,
      tokenHash: hash,
      expiresAt: new Date(now.getTime() + REFRESH_TOKEN_TTL_MS),
    });
    return { accessToken: await this.accessTokens.sign(userId, id, now), refreshToken: token };
  }
}
