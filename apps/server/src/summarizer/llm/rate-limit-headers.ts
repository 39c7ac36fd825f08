/** Without any hint from the endpoint, a rate limit is assumed to last this long. */
export const DEFAULT_RATE_LIMIT_MS = 60_000;
/** Out of credit rarely comes with a reset; asking again sooner is pointless. */
export const QUOTA_COOLDOWN_MS = 15 * 60_000;

const UNIT_MS: Readonly<Record<string, number>> = { ms: 1, s: 1000, m: 60_000, h: 3_600_000 };

/** OpenAI's reset durations: `1s`, `6m0s`, `20ms`, `1h2m3.5s`; undefined when unreadable. */
export function parseResetDuration(raw: string): number | undefined {
  const text = raw.trim();
  if (text === '') return undefined;
  if (/^\d+(\.\d+)?$/.test(text)) return Number(text) * 1000;
  const parts = [...text.matchAll(/(\d+(?:\.\d+)?)(ms|h|m|s)/g)];
  if (parts.length === 0 || parts.map((p) => p[0]).join('') !== text) return undefined;
  return parts.reduce((sum, p) => sum + Number(p[1]) * (UNIT_MS[p[2] ?? 's'] ?? 1000), 0);
}

/** `retry-after` is seconds or an HTTP date (RFC 9110). */
function retryAfterMs(raw: string, now: Date): number | undefined {
  if (/^\d+(\.\d+)?$/.test(raw.trim())) return Number(raw) * 1000;
  const date = Date.parse(raw);
  return Number.isNaN(date) ? undefined : Math.max(0, date - now.getTime());
}

/**
 * When the limit lifts, in order of precision: `retry-after-ms`, `retry-after`, then
 * the later of the `x-ratelimit-reset-*` headers (requests and tokens may reset at different times).
 */
export function rateLimitReset(headers: Headers, now: Date, fallbackMs: number): Date {
  const after = (ms: number) => new Date(now.getTime() + ms);
  const ms = Number(headers.get('retry-after-ms') ?? '');
  if (headers.get('retry-after-ms') !== null && Number.isFinite(ms) && ms >= 0) return after(ms);
  const retryAfter = headers.get('retry-after');
  const fromRetryAfter = retryAfter !== null ? retryAfterMs(retryAfter, now) : undefined;
  if (fromRetryAfter !== undefined) return after(fromRetryAfter);
  const resets = ['x-ratelimit-reset-requests', 'x-ratelimit-reset-tokens']
    .map((name) => headers.get(name))
    .flatMap((raw) => (raw !== null ? [parseResetDuration(raw)] : []))
    .filter((v): v is number => v !== undefined);
  return after(resets.length > 0 ? Math.max(...resets) : fallbackMs);
}
