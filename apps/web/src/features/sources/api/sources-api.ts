import {
  sourceListResponseSchemas,
  twitterSourceResponseSchema,
  youtubeVideoPageResponseSchema,
  type Platform,
  type TwitterSource,
  type YoutubeVideoPage,
} from '@socialpulse/contract';
import { apiRequest } from '@/lib/api-client';

export const INVALID_SOURCES_RESPONSE = 'Invalid sources response from API';

/** What the list shows of any platform's source (every platform's shape, X's included). */
export type SourceItem = {
  id: string;
  name: string;
  type: string;
  avatar?: string;
  memberCount?: number;
  username?: string;
};

export async function fetchSources(platform: Platform): Promise<SourceItem[]> {
  const response = await apiRequest(`/${platform}/sources`, {
    schema: sourceListResponseSchemas[platform],
    invalidMessage: INVALID_SOURCES_RESPONSE,
  });
  return response.data;
}

/** X: any account by @username (the leading @ is optional). */
export async function lookupTwitterUser(username: string): Promise<TwitterSource> {
  const name = username.trim().replace(/^@/u, '');
  const response = await apiRequest(`/twitter/users/${encodeURIComponent(name)}`, {
    schema: twitterSourceResponseSchema,
    invalidMessage: INVALID_SOURCES_RESPONSE,
  });
  return response.data;
}

export async function fetchChannelVideos(
  channelId: string,
  cursor: string | null,
): Promise<YoutubeVideoPage> {
  const query = cursor === null ? '' : `?cursor=${encodeURIComponent(cursor)}`;
  const response = await apiRequest(
    `/youtube/channels/${encodeURIComponent(channelId)}/videos${query}`,
    { schema: youtubeVideoPageResponseSchema, invalidMessage: INVALID_SOURCES_RESPONSE },
  );
  return response.data;
}
