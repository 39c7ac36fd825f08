import { platformErrors, platformRateLimitWait } from '@/lib/metrics';
import { SERVICE_LABELS, type Service } from '@/platforms/types';

export const PLATFORM_ERROR_KINDS = [
  /** The platform refused our token and no refresh helped: the user must connect again. */
  'auth_expired',
  /** Token endpoint: code or refresh token bad, used, expired or revoked. */
  'invalid_grant',
  /** The user pressed Deny on the consent page. */
  'access_denied',
  /** Private source, missing scope, protected account. */
  'forbidden',
  'not_found',
  /** Short-term limit; `resetAt` says when to try again. */
  'rate_limited',
  /** YouTube's daily project quota; retrying before midnight Pacific Time does not help. */
  'quota_exceeded',
  /** 5xx, timeouts, unreachable host. */
  'unavailable',
  /** We sent something the platform rejected (bad parameter, bad client credentials). */
  'invalid_request',
  /** Telegram login steps. */
  'invalid_phone',
  'invalid_code',
  'code_expired',
  'invalid_password',
  /** A response we could not understand. */
  'unexpected',
] as const;
export type PlatformErrorKind = (typeof PLATFORM_ERROR_KINDS)[number];

export interface PlatformErrorOptions {
  message?: string;
  status?: number;
  resetAt?: Date;
  /** The platform's own error code (`invalid_grant`, `quotaExceeded`, `FLOOD_WAIT_42`, …). */
  upstreamCode?: string;
  cause?: unknown;
}

/**
 * The one error every connector throws. Messages are user-facing: the web shows them as they are,
 * and the "needs reconnection" kinds always contain "expired" and "Connect" so the source screen
 * offers a Connect button.
 */
export class PlatformError extends Error {
  readonly kind: PlatformErrorKind;
  readonly service: Service;
  readonly status: number | undefined;
  readonly resetAt: Date | undefined;
  readonly upstreamCode: string | undefined;

  constructor(service: Service, kind: PlatformErrorKind, options: PlatformErrorOptions = {}) {
    super(options.message ?? defaultMessage(service, kind, options.resetAt), {
      cause: options.cause,
    });
    this.name = 'PlatformError';
    this.service = service;
    this.kind = kind;
    this.status = options.status;
    this.resetAt = options.resetAt;
    // Every connector failure passes through here, which makes it the one place to count them.
    platformErrors.inc({ platform: service, kind });
    if (kind === 'rate_limited' && options.resetAt)
      platformRateLimitWait.observe(
        { platform: service },
        Math.max(0, (options.resetAt.getTime() - Date.now()) / 1000),
      );
    this.upstreamCode = options.upstreamCode;
  }

  /** The stored connection is dead; mark it expired and ask the user to connect again. */
  get needsReconnect(): boolean {
    return this.kind === 'auth_expired' || this.kind === 'invalid_grant';
  }

  /** Seconds until a rate limit lifts (0 when unknown or past). */
  retryAfterSeconds(now: Date = new Date()): number {
    if (!this.resetAt) return 0;
    return Math.max(0, Math.ceil((this.resetAt.getTime() - now.getTime()) / 1000));
  }
}

export function isPlatformError(error: unknown): error is PlatformError {
  return error instanceof PlatformError;
}

function defaultMessage(
  service: Service,
  kind: PlatformErrorKind,
  resetAt: Date | undefined,
): string {
  const label = SERVICE_LABELS[service];
  switch (kind) {
    case 'auth_expired':
      return `Your ${label} session has expired. Connect ${label} again to continue.`;
    case 'invalid_grant':
      return `The ${label} authorization has expired or was revoked. Connect ${label} again.`;
    case 'access_denied':
      return 'You declined to authorize the application';
    case 'forbidden':
      return `${label} refused access: the source is private or your account lacks permission.`;
    case 'not_found':
      return `${label} could not find this source.`;
    case 'rate_limited':
      return resetAt
        ? `${label} rate limit reached. Try again after ${resetAt.toISOString()}.`
        : `${label} rate limit reached. Try again later.`;
    case 'quota_exceeded':
      return `The ${label} API daily quota is used up. Try again after midnight Pacific Time.`;
    case 'unavailable':
      return `${label} is temporarily unavailable. Try again later.`;
    case 'invalid_request':
      return `${label} rejected the request.`;
    case 'invalid_phone':
      return 'The phone number is invalid. Enter it in international format, for example +15551234567.';
    case 'invalid_code':
      return 'Invalid verification code';
    case 'code_expired':
      return 'The verification code has expired. Request a new code.';
    case 'invalid_password':
      return 'The two-step verification password is incorrect.';
    case 'unexpected':
      return `${label} returned an unexpected response.`;
  }
}
