import type { FollowSourceInput, SavedSource } from '@socialpulse/contract';
import { apiRequest } from '@/lib/api-client';

// The response schemas (and zod) load with the first request, not with the screen (docs/decisions/0018).
const commonContract = () => import('@socialpulse/contract/common');
const sourcesContract = () => import('@socialpulse/contract/sources');

export const INVALID_YOUR_SOURCES_RESPONSE = 'Invalid sources response from API';

const sourcePath = (id: string) => `/sources/${encodeURIComponent(id)}`;

/** The user's sources (summarized or followed), followed first. */
export async function fetchYourSources(): Promise<SavedSource[]> {
  const response = await apiRequest('/sources', {
    schema: async () => (await sourcesContract()).savedSourceListResponseSchema,
    invalidMessage: INVALID_YOUR_SOURCES_RESPONSE,
  });
  return response.data;
}

export async function followSource(input: FollowSourceInput): Promise<SavedSource> {
  const response = await apiRequest('/sources', {
    method: 'POST',
    json: input,
    schema: async () => (await sourcesContract()).savedSourceResponseSchema,
    invalidMessage: INVALID_YOUR_SOURCES_RESPONSE,
  });
  return response.data;
}

export async function setSourceFollowed(id: string, followed: boolean): Promise<SavedSource> {
  const response = await apiRequest(`${sourcePath(id)}/follow`, {
    method: 'PATCH',
    json: { followed },
    schema: async () => (await sourcesContract()).savedSourceResponseSchema,
    invalidMessage: INVALID_YOUR_SOURCES_RESPONSE,
  });
  return response.data;
}

export async function deleteSource(id: string): Promise<void> {
  await apiRequest(sourcePath(id), {
    method: 'DELETE',
    schema: async () => (await commonContract()).okEnvelopeSchema,
    invalidMessage: INVALID_YOUR_SOURCES_RESPONSE,
  });
}
