import type { FollowSourceInput, SavedSource } from '@socialpulse/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import {
  deleteSource,
  fetchYourSources,
  followSource,
  setSourceFollowed,
} from '@/features/your-sources/api/your-sources-api';
import { toastError } from '@/lib/notify';
import { toast } from '@/lib/toast';

export const yourSourcesQueryKey = ['your-sources'] as const;

export function useYourSources() {
  return useQuery({ queryKey: yourSourcesQueryKey, queryFn: fetchYourSources });
}

/** `platform\0externalId` of the sources the user follows, to mark suggestions already followed. */
export function followedKeys(sources: readonly SavedSource[] | undefined): Set<string> {
  return new Set(
    (sources ?? []).filter((s) => s.followed).map((s) => `${s.platform}\u0000${s.externalId}`),
  );
}

function useReplaceSource() {
  const queryClient = useQueryClient();
  return (source: SavedSource) =>
    queryClient.setQueryData<SavedSource[]>(yourSourcesQueryKey, (list) => {
      if (list === undefined) return [source];
      return list.some((s) => s.id === source.id)
        ? list.map((s) => (s.id === source.id ? source : s))
        : [source, ...list];
    });
}

export function useFollowSource() {
  const { t } = useTranslation();
  const replace = useReplaceSource();
  return useMutation({
    mutationFn: (input: FollowSourceInput) => followSource(input),
    onSuccess: (source) => {
      replace(source);
      toast.success(t('yourSources.followedToast', { name: source.name }));
    },
    onError: (error) => toastError(t, t('yourSources.followFailed'), error),
  });
}

export function useSetSourceFollowed() {
  const { t } = useTranslation();
  const replace = useReplaceSource();
  return useMutation({
    mutationFn: ({ id, followed }: { id: string; followed: boolean }) =>
      setSourceFollowed(id, followed),
    onSuccess: (source) => {
      replace(source);
      toast.success(
        t(source.followed ? 'yourSources.followedToast' : 'yourSources.unfollowedToast', {
          name: source.name,
        }),
      );
    },
    onError: (error, { followed }) =>
      toastError(t, t(followed ? 'yourSources.followFailed' : 'yourSources.unfollowFailed'), error),
  });
}

/** "Failed to delete source" when it cannot be deleted. */
export function useDeleteSource() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (source: SavedSource) => deleteSource(source.id),
    onSuccess: (_, source) => {
      queryClient.setQueryData<SavedSource[]>(yourSourcesQueryKey, (list) =>
        list?.filter((s) => s.id !== source.id),
      );
      toast.success(t('yourSources.deletedToast', { name: source.name }));
    },
    onError: (error) => toastError(t, t('yourSources.deleteFailed'), error),
  });
}
