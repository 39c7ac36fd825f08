import type { OAuthPlatform, Platform } from '@socialpulse/contract';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '@/db/database';
import type { ConnectionSecrets } from '@/features/connections/connection-secrets';
import { isUsable } from '@/features/connections/connection-view';
import {
  findConnection,
  markConnectionExpired,
  updateCredentials,
  type ConnectionRow,
} from '@/features/connections/connections.repository';
import { notConnectedMessage } from '@/features/connections/platform-labels';
import { AppError } from '@/lib/app-error';
import { PlatformError, isPlatformError } from '@/platforms/errors';
import type { ConnectorMap, PlatformRegistry } from '@/platforms/registry';
import { createStoredTokenProvider, type TokenProvider } from '@/platforms/shared/token-provider';
import type { TelegramAuth } from '@/platforms/telegram/connector';
import type { TokenSet } from '@/platforms/types';

/**
 * Platform calls on a user's stored connection. Tokens are refreshed ahead of expiry and after a
 * 401 (createStoredTokenProvider), rotated refresh tokens are stored, and a connection that cannot
 * be repaired is marked `expired` so the UI offers Connect again.
 */
export class ConnectionAccess {
  /** Refreshes in flight per connection row, so parallel requests of one user spend a refresh token once. */
  private readonly refreshing = new Map<string, Promise<TokenSet>>();

  constructor(
    private readonly db: Db,
    private readonly registry: PlatformRegistry,
    private readonly secrets: ConnectionSecrets,
    private readonly now: () => Date,
    private readonly log: FastifyBaseLogger,
  ) {}

  async withOAuth<P extends OAuthPlatform, T>(
    userId: string,
    platform: P,
    call: (connector: ConnectorMap[P], tokens: TokenProvider) => Promise<T>,
  ): Promise<T> {
    const row = await this.usableRow(userId, platform);
    const connector = this.registry.get(platform);
    const tokens = this.tokenProvider(row, (rt) => connector.refresh(rt));
    return this.guard(row, () => call(connector, tokens));
  }

  async withTelegram<T>(
    userId: string,
    call: (connector: ConnectorMap['telegram'], auth: TelegramAuth) => Promise<T>,
  ): Promise<T> {
    const row = await this.usableRow(userId, 'telegram');
    const session = await this.open(row, () => this.secrets.openSession(row));
    return this.guard(row, () => call(this.registry.get('telegram'), { session }));
  }

  /**
   * Throws as a fetch through the user's connection would when it is missing or expired: reading
   * another user's fetch of a public source still takes a live connection of one's own.
   */
  async assertConnected(userId: string, platform: Platform): Promise<void> {
    await this.usableRow(userId, platform);
  }

  private async usableRow(userId: string, platform: Platform): Promise<ConnectionRow> {
    const row = await findConnection(this.db, userId, platform);
    if (!row) throw new AppError(409, 'CONFLICT', notConnectedMessage(platform));
    if (!isUsable(row, this.registry.get(platform).sandboxed)) {
      if (row.status !== 'expired') await this.expire(row);
      throw new PlatformError(platform, 'auth_expired');
    }
    return row;
  }

  /** A platform saying the session is dead (after any refresh) ends the connection. */
  private async guard<T>(row: ConnectionRow, call: () => Promise<T>): Promise<T> {
    try {
      return await call();
    } catch (error) {
      if (isPlatformError(error) && error.needsReconnect) await this.expire(row);
      throw error;
    }
  }

  private async open<T>(row: ConnectionRow, read: () => T): Promise<T> {
    try {
      return read();
    } catch (error) {
      // Sealed under another APP_SECRET: unreadable for good, so the user must connect again.
      this.log.warn({ err: error, platform: row.platform }, 'stored platform secret unreadable');
      await this.expire(row);
      throw new PlatformError(row.platform, 'auth_expired', { cause: error });
    }
  }

  private tokenProvider(
    row: ConnectionRow,
    refresh: (refreshToken: string) => Promise<TokenSet>,
  ): TokenProvider {
    let current: TokenSet | undefined;
    return createStoredTokenProvider({
      service: row.platform,
      load: async () => (current ??= await this.open(row, () => this.secrets.openTokens(row))),
      save: async (tokens) => {
        current = tokens;
        await updateCredentials(
          this.db,
          { id: row.id, userId: row.userId },
          this.secrets.sealTokens(row.userId, row.platform, tokens),
        );
      },
      refresh: (refreshToken) => this.refreshOnce(row, refreshToken, refresh),
      onReconnectNeeded: () => this.expire(row),
      now: this.now,
    });
  }

  private refreshOnce(
    row: ConnectionRow,
    refreshToken: string,
    refresh: (refreshToken: string) => Promise<TokenSet>,
  ): Promise<TokenSet> {
    const pending = this.refreshing.get(row.id);
    if (pending) return pending;
    const next = (async () => {
      // Another request may have rotated the refresh token since this one loaded the row:
      // spending the old one again would look like token theft to Reddit and X.
      const latest = await findConnection(this.db, row.userId, row.platform);
      if (latest && latest.id === row.id && latest.refreshTokenEnc !== row.refreshTokenEnc) {
        const stored = this.secrets.openTokens(latest);
        if (stored.refreshToken !== refreshToken && !this.isStale(stored)) return stored;
      }
      return refresh(refreshToken);
    })().finally(() => this.refreshing.delete(row.id));
    this.refreshing.set(row.id, next);
    return next;
  }

  private isStale(tokens: TokenSet): boolean {
    return tokens.expiresAt !== null && tokens.expiresAt.getTime() - 60_000 <= this.now().getTime();
  }

  private async expire(row: ConnectionRow): Promise<void> {
    await markConnectionExpired(this.db, { id: row.id, userId: row.userId });
  }
}
