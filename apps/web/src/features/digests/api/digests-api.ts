import type { Digest, DigestFeed, DigestInputRaw, DigestPatch } from '@socialpulse/contract';
import { apiRequest } from '@/lib/api-client';

// The response schemas (and zod) load with the first request, not with the screen (docs/decisions/0018).
const commonContract = () => import('@socialpulse/contract/common');
const digestsContract = () => import('@socialpulse/contract/digests');

export const INVALID_DIGESTS_RESPONSE = 'Invalid digests response from API';

const digestPath = (id: string) => `/digests/${encodeURIComponent(id)}`;

export async function fetchDigests(): Promise<Digest[]> {
  const response = await apiRequest('/digests', {
    schema: async () => (await digestsContract()).digestListResponseSchema,
    invalidMessage: INVALID_DIGESTS_RESPONSE,
  });
  return response.data;
}

export async function createDigest(input: DigestInputRaw): Promise<Digest> {
  const response = await apiRequest('/digests', {
    method: 'POST',
    json: input,
    schema: async () => (await digestsContract()).digestResponseSchema,
    invalidMessage: INVALID_DIGESTS_RESPONSE,
  });
  return response.data;
}

export async function updateDigest(id: string, patch: DigestPatch): Promise<Digest> {
  const response = await apiRequest(digestPath(id), {
    method: 'PATCH',
    json: patch,
    schema: async () => (await digestsContract()).digestResponseSchema,
    invalidMessage: INVALID_DIGESTS_RESPONSE,
  });
  return response.data;
}

export async function deleteDigest(id: string): Promise<void> {
  await apiRequest(digestPath(id), {
    method: 'DELETE',
    schema: async () => (await commonContract()).okEnvelopeSchema,
    invalidMessage: INVALID_DIGESTS_RESPONSE,
  });
}

export async function fetchDigestFeed(): Promise<DigestFeed> {
  const response = await apiRequest('/digests/feed', {
    schema: async () => (await digestsContract()).digestFeedResponseSchema,
    invalidMessage: INVALID_DIGESTS_RESPONSE,
  });
  return response.data;
}

/** A new private feed address (the old one stops working); its URLs are shown this once. */
export async function createDigestFeed(): Promise<DigestFeed> {
  const response = await apiRequest('/digests/feed', {
    method: 'POST',
    json: {},
    schema: async () => (await digestsContract()).digestFeedResponseSchema,
    invalidMessage: INVALID_DIGESTS_RESPONSE,
  });
  return response.data;
}

export async function revokeDigestFeed(): Promise<void> {
  await apiRequest('/digests/feed', {
    method: 'DELETE',
    schema: async () => (await commonContract()).okEnvelopeSchema,
    invalidMessage: INVALID_DIGESTS_RESPONSE,
  });
}
