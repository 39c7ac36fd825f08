import type { ErrorCode } from '@socialpulse/contract';
import type { PlatformError, PlatformErrorKind } from '@/platforms/errors';

export interface PlatformErrorHttp {
  status: number;
  code: ErrorCode;
  headers: Record<string, string>;
}

/**
 * How a route answers a PlatformError. Never 401: the SPA reads 401 as its own session expiring,
 * refreshes and may log the user out, while a dead platform token only needs Connect.
 */
const TABLE: Record<PlatformErrorKind, { status: number; code: ErrorCode }> = {
  auth_expired: { status: 403, code: 'FORBIDDEN' },
  invalid_grant: { status: 403, code: 'FORBIDDEN' },
  access_denied: { status: 400, code: 'BAD_REQUEST' },
  forbidden: { status: 403, code: 'FORBIDDEN' },
  not_found: { status: 404, code: 'NOT_FOUND' },
  rate_limited: { status: 429, code: 'RATE_LIMITED' },
  quota_exceeded: { status: 429, code: 'RATE_LIMITED' },
  unavailable: { status: 503, code: 'SERVICE_UNAVAILABLE' },
  invalid_request: { status: 400, code: 'BAD_REQUEST' },
  invalid_phone: { status: 400, code: 'BAD_REQUEST' },
  invalid_code: { status: 400, code: 'BAD_REQUEST' },
  code_expired: { status: 400, code: 'BAD_REQUEST' },
  invalid_password: { status: 400, code: 'BAD_REQUEST' },
  unexpected: { status: 503, code: 'SERVICE_UNAVAILABLE' },
};

export function platformErrorHttp(error: PlatformError, now: Date = new Date()): PlatformErrorHttp {
  const { status, code } = TABLE[error.kind];
  const wait = error.retryAfterSeconds(now);
  return {
    status,
    code,
    headers: status === 429 && wait > 0 ? { 'retry-after': String(wait) } : {},
  };
}
