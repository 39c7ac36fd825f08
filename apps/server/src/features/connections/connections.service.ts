import type { AnyPlatform, Connection, Platform } from '@socialpulse/contract';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '@/db/database';
import type { ConnectionSecrets } from '@/features/connections/connection-secrets';
import { isPlatform, toConnectionList } from '@/features/connections/connection-view';
import {
  deleteConnection,
  listConnections,
  type ConnectionRow,
} from '@/features/connections/connections.repository';
import { platformLabel } from '@/features/connections/platform-labels';
import { deleteTelegramLogin } from '@/features/connections/telegram-logins.repository';
import { AppError } from '@/lib/app-error';
import type { PlatformRegistry } from '@/platforms/registry';

export class ConnectionsService {
  constructor(
    private readonly db: Db,
    private readonly registry: PlatformRegistry,
    private readonly secrets: ConnectionSecrets,
    private readonly log: FastifyBaseLogger,
  ) {}

  async list(userId: string): Promise<Connection[]> {
    const rows = await listConnections(this.db, userId);
    return toConnectionList(rows, (p) => this.registry.isSandboxed(p));
  }

  /**
   * Revokes at the platform, then forgets the connection. Revocation is best effort: the user asked
   * to be disconnected, and a platform that is down (or a token already dead) must not keep the
   * tokens in our database, so a failure is logged and the row is deleted anyway.
   */
  async disconnect(userId: string, platform: AnyPlatform): Promise<string> {
    const notConnected = new AppError(
      404,
      'NOT_FOUND',
      `${platformLabel(platform)} is not connected`,
    );
    if (!isPlatform(platform)) throw notConnected;
    const row = await deleteConnection(this.db, userId, platform);
    if (platform === 'telegram') await deleteTelegramLogin(this.db, userId);
    if (!row) throw notConnected;
    await this.revoke(row, platform);
    return `${platformLabel(platform)} disconnected successfully`;
  }

  private async revoke(row: ConnectionRow, platform: Platform): Promise<void> {
    const connector = this.registry.get(platform);
    // Sandbox tokens mean nothing to the real service (and the other way round): nothing to revoke.
    if (row.sandbox !== connector.sandboxed) return;
    try {
      if (connector.platform === 'telegram') {
        await connector.disconnect({ session: this.secrets.openSession(row) });
      } else {
        const tokens = this.secrets.openTokens(row);
        await connector.revoke(tokens);
      }
    } catch (error) {
      this.log.warn(
        { err: error, platform, userId: row.userId },
        'revoking at the platform failed; the connection was removed locally',
      );
    }
  }
}
