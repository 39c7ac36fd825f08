import {
  API_TOKEN_EXPIRY_MAX_DAYS,
  API_TOKEN_MESSAGES,
  API_TOKENS_PER_USER_MAX,
  type AdminApiToken,
  type ApiToken,
  type ApiTokenScope,
  type CreatedApiToken,
} from '@socialpulse/contract';
import type { Db } from '@/db/database';
import { hashApiToken, newApiToken } from '@/features/api-tokens/api-token-secrets';
import {
  countApiTokens,
  deleteApiToken,
  findUsableApiToken,
  insertApiToken,
  listAllApiTokens,
  listApiTokens,
  touchApiToken,
  type ApiTokenRow,
} from '@/features/api-tokens/api-tokens.repository';
import { findUserById } from '@/features/auth/users.repository';
import { AppError } from '@/lib/app-error';
import { isUuid } from '@/lib/ids';

const DAY_MS = 86_400_000;
/** "Last used" is kept to the minute: one write a minute per token, not one per request. */
const LAST_USED_COARSENESS_MS = 60_000;

/** What a request made with a personal API token may do (authenticatePlugin checks it). */
export interface ApiTokenGrant {
  id: string;
  scope: ApiTokenScope;
  admin: boolean;
}

export type ApiTokenCheck =
  | { ok: true; userId: string; grant: ApiTokenGrant; mustChangePassword: boolean }
  | { ok: false; reason: 'expired' | 'invalid' };

export interface NewApiToken {
  name: string;
  scope: ApiTokenScope;
  admin: boolean;
  expiresAt: string | null;
}

/** Personal API tokens: made, listed and revoked with a session; checked on every API call. */
export class ApiTokensService {
  constructor(
    private readonly db: Db,
    private readonly now: () => Date,
  ) {}

  async create(userId: string, input: NewApiToken): Promise<CreatedApiToken> {
    const now = this.now();
    const expiresAt = input.expiresAt === null ? null : new Date(input.expiresAt);
    if (expiresAt && expiresAt.getTime() <= now.getTime())
      throw invalidField('expiresAt', API_TOKEN_MESSAGES.expiryPast);
    if (expiresAt && expiresAt.getTime() > now.getTime() + API_TOKEN_EXPIRY_MAX_DAYS * DAY_MS)
      throw invalidField('expiresAt', API_TOKEN_MESSAGES.expiryTooFar);
    if (input.admin) {
      const user = await findUserById(this.db, userId);
      if (user?.role !== 'admin')
        throw new AppError(403, 'FORBIDDEN', API_TOKEN_MESSAGES.adminOnly);
    }
    if ((await countApiTokens(this.db, userId)) >= API_TOKENS_PER_USER_MAX)
      throw new AppError(409, 'CONFLICT', API_TOKEN_MESSAGES.tooMany);
    const made = newApiToken();
    const row = await insertApiToken(this.db, {
      userId,
      name: input.name,
      tokenHash: made.hash,
      prefix: made.prefix,
      scope: input.scope,
      admin: input.admin,
      expiresAt,
      createdAt: now,
    });
    return { ...this.#view(row, now), token: made.token };
  }

  async list(userId: string): Promise<ApiToken[]> {
    const now = this.now();
    return (await listApiTokens(this.db, userId)).map((row) => this.#view(row, now));
  }

  async listAll(): Promise<AdminApiToken[]> {
    const now = this.now();
    return (await listAllApiTokens(this.db)).map((row) => ({
      ...this.#view(row, now),
      userId: row.userId,
      username: row.username,
      email: row.email,
    }));
  }

  /** Revokes one of the user's tokens; someone else's is "not found", like one that never was. */
  async revoke(userId: string, id: string): Promise<void> {
    if (!isUuid(id) || !(await deleteApiToken(this.db, id, userId)))
      throw new AppError(404, 'NOT_FOUND', API_TOKEN_MESSAGES.notFound);
  }

  /** An administrator revokes anyone's token. */
  async revokeAny(id: string): Promise<void> {
    if (!isUuid(id) || !(await deleteApiToken(this.db, id, undefined)))
      throw new AppError(404, 'NOT_FOUND', API_TOKEN_MESSAGES.notFound);
  }

  async verify(token: string): Promise<ApiTokenCheck> {
    const row = await findUsableApiToken(this.db, hashApiToken(token));
    if (!row) return { ok: false, reason: 'invalid' };
    const now = this.now();
    if (row.expiresAt && row.expiresAt.getTime() <= now.getTime())
      return { ok: false, reason: 'expired' };
    await touchApiToken(this.db, row.id, now, LAST_USED_COARSENESS_MS);
    return {
      ok: true,
      userId: row.userId,
      grant: { id: row.id, scope: row.scope, admin: row.admin },
      mustChangePassword: row.mustChangePassword,
    };
  }

  #view(row: ApiTokenRow, now: Date): ApiToken {
    return {
      id: row.id,
      name: row.name,
      scope: row.scope,
      admin: row.admin,
      prefix: row.prefix,
      createdAt: row.createdAt.toISOString(),
      expiresAt: row.expiresAt?.toISOString() ?? null,
      lastUsedAt: row.lastUsedAt?.toISOString() ?? null,
      expired: row.expiresAt !== null && row.expiresAt.getTime() <= now.getTime(),
    };
  }
}

function invalidField(field: string, message: string): AppError {
  return new AppError(400, 'VALIDATION_ERROR', message, { errors: [{ field, message }] });
}
