import { PlatformError, isPlatformError } from '@/platforms/errors';
import { telegramError, toTelegramError } from '@/platforms/telegram/errors';

export function rpcMessage(error: unknown): string | undefined {
  return error && typeof error === 'object' && 'errorMessage' in error
    ? String(error.errorMessage)
    : undefined;
}

/**
 * GramJS errors → PlatformError through the table shared with the sandbox (telegram/errors.ts).
 * GramJS turns FLOOD_WAIT_n (and SLOWMODE_WAIT_n, FLOOD_PREMIUM_WAIT_n) into an error whose
 * errorMessage is just "FLOOD" with the wait in `seconds`: rebuild Telegram's string first.
 * Anything without an errorMessage is a network failure.
 */
export function gramError(error: unknown, now: Date = new Date()): unknown {
  if (isPlatformError(error)) return error;
  if (error && typeof error === 'object' && 'errorMessage' in error) {
    if ('seconds' in error && typeof error.seconds === 'number')
      return telegramError(420, `FLOOD_WAIT_${error.seconds}`, now);
    return toTelegramError(error, now);
  }
  return new PlatformError('telegram', 'unavailable', { cause: error });
}
