import { useQuery } from '@tanstack/react-query';
import { fetchAdminUsers } from '@/features/admin/api/admin-api';

export const adminUsersKey = ['admin', 'users'] as const;

export function useAdminUsers() {
  return useQuery({ queryKey: adminUsersKey, queryFn: fetchAdminUsers, retry: false });
}
