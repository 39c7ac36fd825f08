import { idChars } from '@/platforms/youtube/sandbox/catalog';

/** YouTube's list envelope and error body, shared by every sandbox route. */
type Json = Record<string, unknown>;

/** RFC 3339 without milliseconds, as YouTube prints most times. */
export const iso = (ms: number): string => new Date(ms).toISOString().replace('.000Z', 'Z');
export const etag = (seed: string): string => idChars(`etag:${seed}`, 27);

export function listResponse(
  kind: string,
  items: Json[],
  total: number,
  perPage: number,
  nextPageToken?: string,
  prevPageToken?: string,
): Json {
  return {
    kind: `youtube#${kind}ListResponse`,
    etag: etag(`${kind}:${total}:${nextPageToken ?? ''}`),
    ...(nextPageToken ? { nextPageToken } : {}),
    ...(prevPageToken ? { prevPageToken } : {}),
    pageInfo: { totalResults: total, resultsPerPage: perPage },
    items,
  };
}

/** Google's error envelope; `reason` is what clients branch on. */
export function ytError(
  code: number,
  reason: string,
  message: string,
  domain = 'youtube.parameter',
  extra: Json = {},
): Json {
  return { error: { code, message, errors: [{ message, domain, reason, ...extra }] } };
}
