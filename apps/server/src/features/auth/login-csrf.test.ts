import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OTHER_BROWSER_CALLBACK } from '@/features/oauth-states/oauth-states.service';
import { submitConsent, TestBrowser } from '@/platforms/testing/sandbox-server';
import { authData, body, dataOf } from '@/test/http';
import {
  callback,
  createOidcTestApp,
  errorCode,
  OIDC_CALLBACK,
  startSso,
  type OidcTestApp,
} from '@/test/oidc-app';
import { signInAtProvider } from '@/test/oidc-provider';
import { createPlatformTestApp, type PlatformTestApp } from '@/test/platform-app';
import { signInCookie } from '@/test/sign-in-cookie';

/**
 * Login CSRF: an attacker starts a sign-in, approves it as themself, and sends the unused callback
 * link to a victim. The victim's browser must not end up signed in as the attacker.
 */
describe('the Google callback', () => {
  let t: PlatformTestApp;
  beforeAll(async () => {
    t = await createPlatformTestApp();
  });
  afterAll(() => t.close());

  const attackersBrowser = new TestBrowser();
  async function attackersLink() {
    const start = await t.app.inject({ url: '/api/auth/google' });
    const redirect = await submitConsent(
      dataOf<{ url: string }>(start).url,
      'allow',
      { sandbox_email: 'other', sandbox_other_name: 'mallory' },
      attackersBrowser,
    );
    return {
      attacker: signInCookie(start),
      payload: {
        code: redirect.searchParams.get('code'),
        state: redirect.searchParams.get('state') ?? '',
      },
    };
  }
  const finish = (payload: object, headers: Record<string, string>) =>
    t.app.inject({ method: 'POST', url: '/api/auth/google/callback', payload, headers });

  it('is refused, saying so, in a browser that did not start the sign-in', async () => {
    const victimStart = await t.app.inject({ url: '/api/auth/google' });
    // A victim who never started a sign-in, and one with a sign-in of their own under way.
    for (const headers of [{}, signInCookie(victimStart)]) {
      const { payload } = await attackersLink();
      const res = await finish(payload, headers);
      expect(res.statusCode).toBe(400);
      expect(body(res)).toMatchObject({ success: false, message: OTHER_BROWSER_CALLBACK });
      expect(res.body).not.toContain('accessToken');
    }
  });

  it('signs in the browser that started it', async () => {
    const { attacker, payload } = await attackersLink();
    const res = await finish(payload, attacker);
    expect(res.statusCode).toBe(200);
    expect(authData(res).user.email).toMatch(/^mallory@/);
  });
});

describe('the single sign-on callback', () => {
  let t: OidcTestApp;
  beforeAll(async () => {
    t = await createOidcTestApp();
  });
  afterAll(() => t.close());

  it('sends another browser to /auth with its own error, and leaves it no session', async () => {
    const link = await signInAtProvider((await startSso(t)).href, 'mallory', OIDC_CALLBACK);
    const res = await callback(t, link, {});
    expect(res.statusCode).toBe(303);
    expect(errorCode(res)).toBe('other_browser');
    expect(res.headers['set-cookie']).toBeUndefined();
  });

  it('signs in the browser that started it', async () => {
    const link = await signInAtProvider((await startSso(t)).href, 'mallory', OIDC_CALLBACK);
    const res = await callback(t, link);
    expect(errorCode(res)).toBeNull();
  });
});
