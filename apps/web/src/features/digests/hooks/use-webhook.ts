import { WEBHOOK_SECRET_OVERLAP_HOURS, type DigestWebhook } from '@socialpulse/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import {
  fetchWebhook,
  fetchWebhookDeliveries,
  removeWebhook,
  resumeWebhook,
  rotateWebhookSecret,
  saveWebhook,
  testWebhook,
} from '@/features/digests/api/webhooks-api';
import { toastError } from '@/lib/notify';
import { toast } from '@/lib/toast';

const webhookKey = (digestId: string) => ['digests', digestId, 'webhook'] as const;
const deliveriesKey = (digestId: string) => ['digests', digestId, 'webhook', 'deliveries'] as const;

/** While the panel is open the state and log follow the worker's attempts (a pause, a retry). */
const REFRESH_MS = 15_000;

export function useWebhook(digestId: string) {
  return useQuery({
    queryKey: webhookKey(digestId),
    queryFn: () => fetchWebhook(digestId),
    refetchInterval: REFRESH_MS,
  });
}

export function useWebhookDeliveries(digestId: string, enabled: boolean) {
  return useQuery({
    queryKey: deliveriesKey(digestId),
    queryFn: () => fetchWebhookDeliveries(digestId),
    enabled,
    refetchInterval: REFRESH_MS,
  });
}

/** Stores the answer without its secret: the panel shows a new secret from the mutation's result. */
function useStoreWebhook(digestId: string) {
  const queryClient = useQueryClient();
  return (webhook: DigestWebhook | null) =>
    queryClient.setQueryData(webhookKey(digestId), webhook && { ...webhook, secret: null });
}

export function useSaveWebhook(digestId: string) {
  const { t } = useTranslation();
  const store = useStoreWebhook(digestId);
  return useMutation({
    mutationFn: (url: string) => saveWebhook(digestId, url),
    onSuccess: (webhook) => {
      store(webhook);
      toast.success(t('webhooks.saved'));
    },
    onError: (error) => toastError(t, t('webhooks.saveFailed'), error),
  });
}

export function useRemoveWebhook(digestId: string) {
  const { t } = useTranslation();
  const store = useStoreWebhook(digestId);
  return useMutation({
    mutationFn: () => removeWebhook(digestId),
    onSuccess: () => {
      store(null);
      toast.success(t('webhooks.removed'));
    },
    onError: (error) => toastError(t, t('webhooks.saveFailed'), error),
  });
}

export function useResumeWebhook(digestId: string) {
  const { t } = useTranslation();
  const store = useStoreWebhook(digestId);
  return useMutation({
    mutationFn: () => resumeWebhook(digestId),
    onSuccess: (webhook) => {
      store(webhook);
      toast.success(t('webhooks.resumed'));
    },
    onError: (error) => toastError(t, t('webhooks.saveFailed'), error),
  });
}

export function useRotateWebhookSecret(digestId: string) {
  const { t } = useTranslation();
  const store = useStoreWebhook(digestId);
  return useMutation({
    mutationFn: () => rotateWebhookSecret(digestId),
    onSuccess: (webhook) => {
      store(webhook);
      toast.success(t('webhooks.secretRotated', { hours: WEBHOOK_SECRET_OVERLAP_HOURS }));
    },
    onError: (error) => toastError(t, t('webhooks.saveFailed'), error),
  });
}

export function useTestWebhook(digestId: string) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => testWebhook(digestId),
    onSuccess: (delivery) => {
      void queryClient.invalidateQueries({ queryKey: deliveriesKey(digestId) });
      if (delivery.outcome === 'succeeded') toast.success(t('webhooks.testSucceeded'));
      else toast.error(t('webhooks.testFailed'));
    },
    onError: (error) => toastError(t, t('webhooks.testFailed'), error),
  });
}
