import { describe, expect, it } from 'vitest';
import { PlatformError } from '@/platforms/errors';
import { telegramError } from '@/platforms/telegram/errors';
import { platformErrorMessage } from '@/plugins/platform-error-message';

const now = new Date('2026-11-18T12:00:00Z');
const at = (seconds: number) => new Date(now.getTime() + seconds * 1000);

describe('platformErrorMessage', () => {
  it('says a rate limit as a wait instead of a timestamp', () => {
    const say = (seconds: number) =>
      platformErrorMessage(
        new PlatformError('reddit', 'rate_limited', { resetAt: at(seconds) }),
        now,
      );
    expect(say(30)).toBe('Reddit rate limit reached. Try again in 30 seconds.');
    expect(say(1)).toBe('Reddit rate limit reached. Try again in 1 second.');
    expect(say(600)).toBe('Reddit rate limit reached. Try again in 10 minutes.');
    expect(say(3601)).toBe('Reddit rate limit reached. Try again in 2 hours.');
    expect(say(-5)).toBe('Reddit rate limit reached. Try again in a moment.');
  });

  it("keeps a connector's own wording and every other kind as it is", () => {
    expect(platformErrorMessage(telegramError(420, 'FLOOD_WAIT_42', now), now)).toBe(
      'Too many attempts. Telegram asks to wait 42 seconds before trying again.',
    );
    const quota = new PlatformError('youtube', 'quota_exceeded', { resetAt: at(100) });
    expect(platformErrorMessage(quota, now)).toBe(quota.message);
    const noReset = new PlatformError('twitter', 'rate_limited');
    expect(platformErrorMessage(noReset, now)).toBe('X rate limit reached. Try again later.');
  });
});
