import { PlatformError, isPlatformError } from '@/platforms/errors';

/** The shape of GramJS's RPCError: an HTTP-like code and Telegram's errorMessage string. */
export class TelegramRpcError extends Error {
  constructor(
    readonly code: number,
    readonly errorMessage: string,
  ) {
    super(errorMessage);
    this.name = 'TelegramRpcError';
  }
}

const DEAD_SESSION = new Set([
  'AUTH_KEY_UNREGISTERED',
  'SESSION_REVOKED',
  'USER_DEACTIVATED',
  'AUTH_KEY_INVALID',
  'SESSION_EXPIRED',
  'AUTH_KEY_PERM_EMPTY',
]);

/**
 * Telegram's errorMessage → the product's error, shared by the GramJS gateway and the sandbox so both
 * say the same thing.
 */
export function telegramError(
  code: number,
  errorMessage: string,
  now: Date = new Date(),
): PlatformError {
  const base = { status: code, upstreamCode: errorMessage };
  const wait = /^(?:FLOOD_WAIT|FLOOD_PREMIUM_WAIT|SLOWMODE_WAIT)_(\d+)$/.exec(errorMessage);
  if (wait) {
    const seconds = Number(wait[1]);
    return new PlatformError('telegram', 'rate_limited', {
      ...base,
      resetAt: new Date(now.getTime() + seconds * 1000),
      message: `Too many attempts. Telegram asks to wait ${seconds} seconds before trying again.`,
    });
  }
  if (DEAD_SESSION.has(errorMessage)) {
    return new PlatformError('telegram', 'auth_expired', {
      ...base,
      message:
        'Your Telegram session has expired or was ended from another device. Connect Telegram again.',
    });
  }
  switch (errorMessage) {
    case 'PHONE_NUMBER_INVALID':
      return new PlatformError('telegram', 'invalid_phone', base);
    case 'PHONE_NUMBER_BANNED':
      return new PlatformError('telegram', 'forbidden', {
        ...base,
        message: 'Telegram has banned this phone number.',
      });
    case 'PHONE_NUMBER_FLOOD':
    case 'PHONE_PASSWORD_FLOOD':
      return new PlatformError('telegram', 'rate_limited', {
        ...base,
        message: 'Too many login attempts for this number. Try again later.',
      });
    case 'PHONE_CODE_INVALID':
    case 'PHONE_CODE_EMPTY':
      return new PlatformError('telegram', 'invalid_code', base);
    case 'PHONE_CODE_EXPIRED':
    case 'PHONE_CODE_HASH_EMPTY':
    case 'AUTH_RESTART':
      return new PlatformError('telegram', 'code_expired', base);
    case 'PASSWORD_HASH_INVALID':
      return new PlatformError('telegram', 'invalid_password', base);
    case 'CHANNEL_PRIVATE':
    case 'CHAT_FORBIDDEN':
    case 'CHAT_ADMIN_REQUIRED':
      return new PlatformError('telegram', 'forbidden', {
        ...base,
        message: 'This chat is private or you are no longer a member.',
      });
    case 'PEER_ID_INVALID':
    case 'CHANNEL_INVALID':
    case 'CHAT_ID_INVALID':
      return new PlatformError('telegram', 'not_found', {
        ...base,
        message: 'Telegram could not find this chat.',
      });
    default:
      return code >= 500
        ? new PlatformError('telegram', 'unavailable', base)
        : new PlatformError('telegram', 'invalid_request', {
            ...base,
            message: `Telegram refused the request (${errorMessage}).`,
          });
  }
}

/** For gateway implementations: rethrow anything RPC-shaped as PlatformError. */
export function toTelegramError(error: unknown, now?: Date): unknown {
  if (isPlatformError(error)) return error;
  if (
    error &&
    typeof error === 'object' &&
    'errorMessage' in error &&
    typeof error.errorMessage === 'string'
  ) {
    const code = 'code' in error && typeof error.code === 'number' ? error.code : 400;
    return telegramError(code, error.errorMessage, now);
  }
  return error;
}
