import type { AnyPlatform, Connection } from '@socialpulse/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { toast } from '@/lib/toast';
import { useAuthStore } from '@/features/auth/stores/auth-store';
import { disconnectPlatform } from '@/features/connections/api/connections-api';
import { connectionsQueryKey } from '@/features/connections/hooks/use-connections';
import { toastError } from '@/lib/notify';

export function useDisconnect() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const mutation = useMutation({
    mutationFn: (platform: AnyPlatform) => disconnectPlatform(platform),
    onSuccess: async (_, platform) => {
      useAuthStore.getState().removeSocialAccount(platform);
      queryClient.setQueryData<Connection[]>(connectionsQueryKey, (current) =>
        current?.map((c) =>
          c.platform === platform ? { ...c, status: 'disconnected', profileData: null } : c,
        ),
      );
      toast.success(t('connections.disconnected', { platform: t(`platforms.${platform}`) }));
      await queryClient.invalidateQueries({ queryKey: connectionsQueryKey });
    },
    onError: (error) => toastError(t, t('connections.disconnectFailed'), error),
  });
  return {
    disconnect: (platform: AnyPlatform, options?: { onSettled?: () => void }) =>
      mutation.mutate(platform, options?.onSettled ? { onSettled: options.onSettled } : undefined),
    isDisconnecting: (platform: string) => mutation.isPending && mutation.variables === platform,
  };
}
