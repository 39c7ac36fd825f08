import type { AdminApiToken, ApiToken, ApiTokenInput } from '@socialpulse/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import {
  createApiToken,
  fetchAllApiTokens,
  fetchApiTokens,
  revokeAnyApiToken,
  revokeApiToken,
} from '@/features/api-tokens/api/api-tokens-api';
import { toastError } from '@/lib/notify';
import { toast } from '@/lib/toast';

export const apiTokensQueryKey = ['api-tokens'] as const;
export const allApiTokensQueryKey = ['admin', 'api-tokens'] as const;

export function useApiTokens() {
  return useQuery({ queryKey: apiTokensQueryKey, queryFn: fetchApiTokens });
}

export function useAllApiTokens() {
  return useQuery({ queryKey: allApiTokensQueryKey, queryFn: fetchAllApiTokens });
}

export function useCreateApiToken() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: ApiTokenInput) => createApiToken(input),
    onSuccess: ({ token: _secret, ...made }) => {
      // The list never holds the secret: the dialog shows it from the mutation's answer.
      queryClient.setQueryData<ApiToken[]>(apiTokensQueryKey, (list) => [...(list ?? []), made]);
    },
    onError: (error) => toastError(t, t('apiTokens.createFailed'), error),
  });
}

export function useRevokeApiToken() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => revokeApiToken(id),
    onSuccess: (_data, id) => {
      queryClient.setQueryData<ApiToken[]>(apiTokensQueryKey, (list) =>
        list?.filter((token) => token.id !== id),
      );
      toast.success(t('apiTokens.revoked'));
    },
    onError: (error) => toastError(t, t('apiTokens.revokeFailed'), error),
  });
}

export function useRevokeAnyApiToken() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => revokeAnyApiToken(id),
    onSuccess: (_data, id) => {
      queryClient.setQueryData<AdminApiToken[]>(allApiTokensQueryKey, (list) =>
        list?.filter((token) => token.id !== id),
      );
      toast.success(t('apiTokens.revoked'));
    },
    onError: (error) => toastError(t, t('apiTokens.revokeFailed'), error),
  });
}
