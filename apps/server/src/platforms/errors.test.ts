import { describe, expect, it } from 'vitest';
import { PLATFORM_ERROR_KINDS, PlatformError } from '@/platforms/errors';
import { platformErrorHttp } from '@/platforms/http-status';

describe('PlatformError', () => {
  it('asks for reconnection in words the source screen recognises ("expired", "Connect")', () => {
    for (const service of ['reddit', 'youtube', 'twitter', 'telegram'] as const) {
      for (const kind of ['auth_expired', 'invalid_grant'] as const) {
        const error = new PlatformError(service, kind);
        expect(error.needsReconnect).toBe(true);
        expect(error.message).toMatch(/expired/);
        expect(error.message).toMatch(/Connect /);
      }
    }
  });

  it('maps every kind to an HTTP answer, never 401, with Retry-After on limits', () => {
    for (const kind of PLATFORM_ERROR_KINDS)
      expect(platformErrorHttp(new PlatformError('reddit', kind)).status).not.toBe(401);
    const now = new Date('2026-11-18T15:30:00Z');
    const limited = platformErrorHttp(
      new PlatformError('reddit', 'rate_limited', { resetAt: new Date(now.getTime() + 42_000) }),
      now,
    );
    expect(limited).toEqual({
      status: 429,
      code: 'RATE_LIMITED',
      headers: { 'retry-after': '42' },
    });
  });
});
