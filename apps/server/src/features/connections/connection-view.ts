import {
  ALL_PLATFORMS,
  PLATFORMS,
  type AnyPlatform,
  type Connection,
  type Platform,
} from '@socialpulse/contract';
import type { ConnectionRow } from '@/features/connections/connections.repository';

export function isPlatform(value: AnyPlatform): value is Platform {
  return (PLATFORMS as readonly string[]).includes(value);
}

/**
 * A row is usable only if it is `connected` and was issued by the side (sandbox or real service)
 * the platform runs against now; tokens from the other side mean nothing there.
 */
export function isUsable(row: ConnectionRow, sandboxedNow: boolean): boolean {
  return row.status === 'connected' && row.sandbox === sandboxedNow;
}

/** What the API shows for one platform, connected or not. */
export function toConnection(
  platform: AnyPlatform,
  row: ConnectionRow | undefined,
  sandboxedNow: boolean,
): Connection {
  if (!row) return { platform, status: 'disconnected', profileData: null, sandbox: sandboxedNow };
  return {
    platform,
    status: isUsable(row, sandboxedNow) ? 'connected' : 'expired',
    profileData: { avatar: row.avatar, username: row.username },
    sandbox: sandboxedNow,
    connectedAt: row.connectedAt.toISOString(),
  };
}

/** All six platforms in the contract's order; facebook and linkedin are never connectable. */
export function toConnectionList(
  rows: ConnectionRow[],
  sandboxed: (platform: Platform) => boolean,
): Connection[] {
  return ALL_PLATFORMS.map((platform) => {
    if (!isPlatform(platform))
      return { platform, status: 'disconnected', profileData: null, sandbox: false };
    return toConnection(
      platform,
      rows.find((r) => r.platform === platform),
      sandboxed(platform),
    );
  });
}
