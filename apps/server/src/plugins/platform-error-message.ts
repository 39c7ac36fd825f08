import { PlatformError } from '@/platforms/errors';
import { SERVICE_LABELS } from '@/platforms/types';

/**
 * The message a person reads for a platform error. The library's default rate-limit wording ends
 * with an ISO timestamp (fine in logs, odd in a toast), so that one is said as a wait; any wording
 * a connector chose itself (Telegram's FLOOD_WAIT sentence) is kept as it is.
 */
export function platformErrorMessage(error: PlatformError, now: Date): string {
  if (error.kind !== 'rate_limited' || !error.resetAt) return error.message;
  const libraryDefault = new PlatformError(error.service, 'rate_limited', {
    resetAt: error.resetAt,
  }).message;
  if (error.message !== libraryDefault) return error.message;
  const wait = error.retryAfterSeconds(now);
  const label = SERVICE_LABELS[error.service];
  return wait > 0
    ? `${label} rate limit reached. Try again in ${humanWait(wait)}.`
    : `${label} rate limit reached. Try again in a moment.`;
}

function humanWait(seconds: number): string {
  const plural = (n: number, unit: string) => `${n} ${unit}${n === 1 ? '' : 's'}`;
  if (seconds < 60) return plural(seconds, 'second');
  if (seconds < 3600) return plural(Math.ceil(seconds / 60), 'minute');
  return plural(Math.ceil(seconds / 3600), 'hour');
}
