import type { Digest, DigestFeed, DigestInputRaw, DigestPatch } from '@socialpulse/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import {
  createDigest,
  createDigestFeed,
  deleteDigest,
  fetchDigestFeed,
  fetchDigests,
  revokeDigestFeed,
  updateDigest,
} from '@/features/digests/api/digests-api';
import { toastError } from '@/lib/notify';
import { toast } from '@/lib/toast';

export const digestsQueryKey = ['digests'] as const;
export const digestFeedQueryKey = ['digests', 'feed'] as const;

export function useDigests() {
  return useQuery({ queryKey: digestsQueryKey, queryFn: fetchDigests });
}

export function useDigestFeed() {
  return useQuery({ queryKey: digestFeedQueryKey, queryFn: fetchDigestFeed });
}

function useReplaceDigest() {
  const queryClient = useQueryClient();
  return (digest: Digest) =>
    queryClient.setQueryData<Digest[]>(digestsQueryKey, (list) =>
      list === undefined
        ? [digest]
        : list.some((d) => d.id === digest.id)
          ? list.map((d) => (d.id === digest.id ? digest : d))
          : [...list, digest],
    );
}

export function useCreateDigest() {
  const { t } = useTranslation();
  const replace = useReplaceDigest();
  return useMutation({
    mutationFn: (input: DigestInputRaw) => createDigest(input),
    onSuccess: (digest) => {
      replace(digest);
      toast.success(t('digests.created'));
    },
    onError: (error) => toastError(t, t('digests.saveFailed'), error),
  });
}

export function useUpdateDigest() {
  const { t } = useTranslation();
  const replace = useReplaceDigest();
  return useMutation({
    mutationFn: ({ id, patch }: { id: string; patch: DigestPatch }) => updateDigest(id, patch),
    onSuccess: (digest) => replace(digest),
    onError: (error) => toastError(t, t('digests.saveFailed'), error),
  });
}

export function useDeleteDigest() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => deleteDigest(id),
    onSuccess: (_data, id) => {
      queryClient.setQueryData<Digest[]>(digestsQueryKey, (list) =>
        list?.filter((d) => d.id !== id),
      );
      toast.success(t('digests.deleted'));
    },
    onError: (error) => toastError(t, t('digests.deleteFailed'), error),
  });
}

export function useNewDigestFeed() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createDigestFeed,
    onSuccess: (feed: DigestFeed) => {
      queryClient.setQueryData<DigestFeed>(digestFeedQueryKey, {
        ...feed,
        rssUrl: null,
        atomUrl: null,
      });
    },
    onError: (error) => toastError(t, t('digests.feedFailed'), error),
  });
}

export function useRevokeDigestFeed() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: revokeDigestFeed,
    onSuccess: () => {
      queryClient.setQueryData<DigestFeed>(digestFeedQueryKey, {
        exists: false,
        createdAt: null,
        rssUrl: null,
        atomUrl: null,
      });
      toast.success(t('digests.feedRevoked'));
    },
    onError: (error) => toastError(t, t('digests.feedFailed'), error),
  });
}
