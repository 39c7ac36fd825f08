import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { body, dataOf } from '@/test/http';
import { createPlatformTestApp, type PlatformTestApp } from '@/test/platform-app';

/** A callback link's `error_description` is anyone's text: the app shows its own words instead. */
let t: PlatformTestApp;
beforeAll(async () => {
  t = await createPlatformTestApp();
});
afterAll(() => t.close());

const PLANTED = 'SECURITY NOTICE: your account is locked, call +1-555-0100 now';

async function failedCallback(error: string) {
  const start = await t.app.inject({ url: '/api/auth/google' });
  const state = new URL(dataOf<{ url: string }>(start).url).searchParams.get('state') ?? '';
  return t.app.inject({
    method: 'POST',
    url: '/api/auth/google/callback',
    headers: { cookie: String(start.headers['set-cookie'] ?? '').split(';')[0] ?? '' },
    payload: { state, error, errorDescription: PLANTED },
  });
}

describe('a provider error on the Google callback', () => {
  it('is worded by us for a known code, never with the provider text', async () => {
    const res = await failedCallback('server_error');
    expect(res.statusCode).toBe(400);
    expect(body(res).message).toBe(
      'Authorization failed: the provider had an error. Please try again.',
    );
    expect(res.body).not.toContain('555');
  });

  it('is a plain failure for a code we do not know, which is not echoed either', async () => {
    const res = await failedCallback('call_+1-555-0100');
    expect(res.statusCode).toBe(400);
    expect(body(res).message).toBe('Authorization failed. Please try again.');
    expect(res.body).not.toContain('555');
  });
});
