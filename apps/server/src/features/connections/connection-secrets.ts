import type { Platform } from '@socialpulse/contract';
import type {
  ConnectionRow,
  SealedCredentials,
} from '@/features/connections/connections.repository';
import type { SecretBox } from '@/lib/secret-box';
import type { TokenSet } from '@/platforms/types';

/**
 * Seals and opens a connection's secrets. Each column's context names the user, the platform and
 * the column, so a sealed value moved to another row or column does not open.
 */
export class ConnectionSecrets {
  constructor(private readonly box: SecretBox) {}

  sealTokens(userId: string, platform: Platform, tokens: TokenSet): SealedCredentials {
    return {
      accessTokenEnc: this.box.seal(tokens.accessToken, context(userId, platform, 'access')),
      refreshTokenEnc:
        tokens.refreshToken === null
          ? null
          : this.box.seal(tokens.refreshToken, context(userId, platform, 'refresh')),
      expiresAt: tokens.expiresAt,
      scopes: tokens.scopes,
    };
  }

  /** Throws SecretBoxError when APP_SECRET changed since the tokens were stored. */
  openTokens(row: ConnectionRow): TokenSet {
    return {
      accessToken: this.box.open(row.accessTokenEnc, context(row.userId, row.platform, 'access')),
      refreshToken:
        row.refreshTokenEnc === null
          ? null
          : this.box.open(row.refreshTokenEnc, context(row.userId, row.platform, 'refresh')),
      expiresAt: row.expiresAt,
      scopes: row.scopes,
    };
  }

  /** Telegram keeps its MTProto session where the others keep the access token. */
  sealSession(userId: string, session: string): SealedCredentials {
    return {
      accessTokenEnc: this.box.seal(session, context(userId, 'telegram', 'access')),
      refreshTokenEnc: null,
      expiresAt: null,
      scopes: [],
    };
  }

  openSession(row: ConnectionRow): string {
    return this.box.open(row.accessTokenEnc, context(row.userId, 'telegram', 'access'));
  }
}

function context(userId: string, platform: Platform, column: 'access' | 'refresh'): string {
  return `connection:${userId}:${platform}:${column}`;
}
