import type { Platform } from '@socialpulse/contract';
import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { fetchChannelVideos, fetchSources } from '@/features/sources/api/sources-api';

export const sourcesQueryKey = (platform: Platform) => ['sources', platform] as const;

export function useSources(platform: Platform) {
  return useQuery({ queryKey: sourcesQueryKey(platform), queryFn: () => fetchSources(platform) });
}

/** A channel's videos, one cursor page at a time ("Load more"). */
export function useChannelVideos(channelId: string) {
  return useInfiniteQuery({
    queryKey: ['youtube', 'channel-videos', channelId] as const,
    queryFn: ({ pageParam }) => fetchChannelVideos(channelId, pageParam),
    initialPageParam: null as string | null,
    getNextPageParam: (lastPage) => lastPage.nextCursor ?? undefined,
  });
}
