import { createStoredTokenProvider, type TokenProvider } from '@/platforms/shared/token-provider';
import type { Service, TokenSet } from '@/platforms/types';

/** The storage side of a connection, in memory: what the route layer will do with the database. */
export function memoryTokens(
  service: Service,
  initial: TokenSet,
  refresh: (refreshToken: string) => Promise<TokenSet>,
  now?: () => Date,
): { provider: TokenProvider; current: () => TokenSet; reconnectNeeded: () => boolean } {
  let current = initial;
  let reconnect = false;
  const provider = createStoredTokenProvider({
    service,
    load: () => Promise.resolve(current),
    save: (tokens) => {
      current = tokens;
      return Promise.resolve();
    },
    refresh,
    onReconnectNeeded: () => {
      reconnect = true;
      return Promise.resolve();
    },
    ...(now ? { now } : {}),
  });
  return { provider, current: () => current, reconnectNeeded: () => reconnect };
}
