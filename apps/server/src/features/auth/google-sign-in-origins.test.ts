import type { AuthResult } from '@socialpulse/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { submitConsent } from '@/platforms/testing/sandbox-server';
import { body, dataOf } from '@/test/http';
import { createPlatformTestApp, type PlatformTestApp } from '@/test/platform-app';
import { createTestApp, type TestApp } from '@/test/test-app';
import { signInCookie } from '@/test/sign-in-cookie';

/** For "Continue with Google": PUBLIC_URL is localhost, the page is at 127.0.0.1. */
describe('Google sign-in (sandbox) from another of the server’s addresses', () => {
  let t: PlatformTestApp;
  beforeAll(async () => {
    t = await createPlatformTestApp({ publicHost: 'localhost' });
  });
  afterAll(async () => {
    await t.close();
  });

  it('returns the popup to the address the page is open at, and signs in', async () => {
    const start = await t.app.inject({
      url: `/api/auth/google?origin=${encodeURIComponent(t.origin)}`,
      headers: { host: `127.0.0.1:${t.port}` },
    });
    expect(start.statusCode).toBe(200);
    const url = new URL(dataOf<{ url: string }>(start).url);
    expect(url.origin).toBe(t.origin);
    expect(url.searchParams.get('redirect_uri')).toBe(`${t.origin}/auth/callback/google`);

    const redirect = await submitConsent(url.toString(), 'allow');
    expect(redirect.origin + redirect.pathname).toBe(`${t.origin}/auth/callback/google`);
    const done = await t.app.inject({
      method: 'POST',
      url: '/api/auth/google/callback',
      headers: signInCookie(start),
      payload: {
        code: redirect.searchParams.get('code'),
        state: redirect.searchParams.get('state'),
      },
    });
    expect(done.statusCode).toBe(200);
    expect(dataOf<AuthResult>(done).accessToken).toBeTruthy();
  });
});

describe('Google sign-in with real credentials from another address', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({
      env: {
        PUBLIC_URL: 'https://pulse.example.com',
        GOOGLE_CLIENT_ID: 'real-id.apps.googleusercontent.com',
        GOOGLE_CLIENT_SECRET: 'real-secret',
      },
    });
  });
  afterAll(async () => {
    await t.close();
  });

  it('is refused with what to do; at PUBLIC_URL it goes to Google', async () => {
    const away = await t.app.inject({
      url: `/api/auth/google?origin=${encodeURIComponent('http://127.0.0.1:8080')}`,
      headers: { host: '127.0.0.1:8080' },
    });
    expect(away.statusCode).toBe(400);
    expect(body(away).message).toBe(
      "This server's address is https://pulse.example.com (PUBLIC_URL). Open SocialPulse at that address to connect accounts, or set PUBLIC_URL to the address you use.",
    );
    const home = await t.app.inject({
      url: `/api/auth/google?origin=${encodeURIComponent('https://pulse.example.com')}`,
      headers: { host: 'pulse.example.com' },
    });
    const url = new URL(dataOf<{ url: string }>(home).url);
    expect(url.hostname).toBe('accounts.google.com');
    expect(url.searchParams.get('redirect_uri')).toBe(
      'https://pulse.example.com/auth/callback/google',
    );
  });
});
