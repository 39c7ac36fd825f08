import { queryOptions, useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { fetchCurrentUser } from '@/features/auth/api/auth-api';
import { useAuthStore } from '@/features/auth/stores/auth-store';

export const currentUserQueryKey = ['auth', 'me'] as const;

/** The hook's query, also started ahead of the first render (app/prefetch.ts). */
export const currentUserQuery = queryOptions({
  queryKey: currentUserQueryKey,
  queryFn: fetchCurrentUser,
  staleTime: 5 * 60_000,
});

/** Refreshes the stored user (verified state, avatar) from the server once per session. */
export function useCurrentUser() {
  const query = useQuery(currentUserQuery);
  const { data } = query;
  useEffect(() => {
    if (data !== undefined) useAuthStore.getState().setUser(data);
  }, [data]);
  return query;
}
