import { PlatformError, isPlatformError } from '@/platforms/errors';
import type { Service, TokenSet } from '@/platforms/types';

/**
 * How a connector gets a bearer token. The caller owns storage: connectors never see the database,
 * they only ask for a token and, after a 401, for a fresh one.
 */
export interface TokenProvider {
  getAccessToken(): Promise<string>;
  /** Called after the platform answered 401 to `rejected`; returns a fresh token or throws auth_expired. */
  refreshAccessToken(rejected: string): Promise<string>;
}

export interface StoredTokenProviderOptions {
  service: Service;
  load(): Promise<TokenSet>;
  /** Persist atomically; `tokens.refreshToken` may be a rotated one that replaces the old. */
  save(tokens: TokenSet): Promise<void>;
  /** Usually `connector.refresh`. */
  refresh(refreshToken: string): Promise<TokenSet>;
  /** Called once when the connection is beyond repair, so the caller can mark it expired. */
  onReconnectNeeded?(error: PlatformError): Promise<void>;
  now?: () => Date;
  /** Refresh this long before expiry (about a minute covers clock skew and a slow call). */
  skewMs?: number;
}

/** Refreshes ahead of expiry and after a 401, one refresh at a time per provider. */
export function createStoredTokenProvider(options: StoredTokenProviderOptions): TokenProvider {
  const now = options.now ?? (() => new Date());
  const skew = options.skewMs ?? 60_000;
  let inflight: Promise<string> | null = null;

  const doRefresh = async (current: TokenSet): Promise<string> => {
    if (!current.refreshToken) return reconnect(new PlatformError(options.service, 'auth_expired'));
    try {
      const next = await options.refresh(current.refreshToken);
      await options.save(next);
      return next.accessToken;
    } catch (error) {
      if (
        isPlatformError(error) &&
        (error.kind === 'invalid_grant' || error.kind === 'auth_expired')
      ) {
        return reconnect(
          new PlatformError(options.service, 'auth_expired', {
            cause: error,
            upstreamCode: error.upstreamCode,
          }),
        );
      }
      throw error;
    }
  };

  const reconnect = async (error: PlatformError): Promise<never> => {
    await options.onReconnectNeeded?.(error);
    throw error;
  };

  const singleFlight = (current: TokenSet): Promise<string> => {
    inflight ??= doRefresh(current).finally(() => {
      inflight = null;
    });
    return inflight;
  };

  return {
    async getAccessToken() {
      const current = await options.load();
      const stale =
        current.expiresAt !== null && current.expiresAt.getTime() - skew <= now().getTime();
      return stale ? singleFlight(current) : current.accessToken;
    },
    async refreshAccessToken(rejected) {
      const current = await options.load();
      // Another request may have refreshed already; its token is good, no need to spend the refresh token.
      if (current.accessToken !== rejected) return current.accessToken;
      return singleFlight(current);
    },
  };
}

/** A provider over a fixed token, for scripts and tests; it cannot refresh. */
export function staticTokenProvider(service: Service, accessToken: string): TokenProvider {
  return {
    getAccessToken: () => Promise.resolve(accessToken),
    refreshAccessToken: () => Promise.reject(new PlatformError(service, 'auth_expired')),
  };
}

/** Runs an authorised call; a 401 gets exactly one refresh and one retry. */
export async function withAccessToken<T>(
  tokens: TokenProvider,
  call: (accessToken: string) => Promise<T>,
): Promise<T> {
  const first = await tokens.getAccessToken();
  try {
    return await call(first);
  } catch (error) {
    if (!isPlatformError(error) || error.kind !== 'auth_expired' || error.status !== 401)
      throw error;
    const fresh = await tokens.refreshAccessToken(first);
    return call(fresh);
  }
}
