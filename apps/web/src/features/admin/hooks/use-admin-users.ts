import { useQuery } from '@tanstack/react-query';
import { fetchAdminUsers } from '@/features/admin/api/admin-api';

export const adminUsersKey = ['admin', 'users'] as const;

/**
 * What the administration screen shows changes through other people (someone registers with an
 * invitation, another administrator disables an account), so its lists refresh when the tab is
 * looked at again and every half minute while it is open.
 */
export const adminLive = { refetchOnWindowFocus: 'always', refetchInterval: 30_000 } as const;

export function useAdminUsers() {
  return useQuery({
    queryKey: adminUsersKey,
    queryFn: fetchAdminUsers,
    retry: false,
    ...adminLive,
  });
}
