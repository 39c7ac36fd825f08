import type { Connection } from '@socialpulse/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { fetchConnections } from '@/features/connections/api/connections-api';
import { useAuthStore } from '@/features/auth/stores/auth-store';

export const connectionsQueryKey = ['connections'] as const;

/**
 * The auth store's socialAccounts mirror the server (adding replaces the same platform,
 * removal is by platform), so screens that read the store agree with /connections.
 */
export function syncSocialAccounts(connections: readonly Connection[]): void {
  const store = useAuthStore.getState();
  for (const connection of connections) {
    if (connection.status === 'connected') {
      store.addSocialAccount({
        platform: connection.platform,
        username: connection.profileData?.username,
        avatar: connection.profileData?.avatar ?? null,
      });
    } else if (store.socialAccounts.some((a) => a.platform === connection.platform)) {
      store.removeSocialAccount(connection.platform);
    }
  }
}

/** The hook's query, also started ahead of the Pulse's first render (app/prefetch.ts). */
export const connectionsQuery = queryOptions({
  queryKey: connectionsQueryKey,
  queryFn: async () => {
    const connections = await fetchConnections();
    syncSocialAccounts(connections);
    return connections;
  },
});

export function useConnections() {
  return useQuery(connectionsQuery);
}
