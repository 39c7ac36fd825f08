import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { fetchCurrentUser } from '@/features/auth/api/auth-api';
import { useAuthStore } from '@/features/auth/stores/auth-store';

export const currentUserQueryKey = ['auth', 'me'] as const;

/** Refreshes the stored user (verified state, avatar) from the server once per session. */
export function useCurrentUser() {
  const query = useQuery({
    queryKey: currentUserQueryKey,
    queryFn: fetchCurrentUser,
    staleTime: 5 * 60_000,
  });
  const { data } = query;
  useEffect(() => {
    if (data !== undefined) useAuthStore.getState().setUser(data);
  }, [data]);
  return query;
}
