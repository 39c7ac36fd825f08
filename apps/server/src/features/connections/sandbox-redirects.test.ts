import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SANDBOX_CLIENT } from '@/platforms/sandbox/mounts';
import { submitConsent } from '@/platforms/testing/sandbox-server';
import { dataOf } from '@/test/http';
import { createPlatformTestApp, type PlatformTestApp } from '@/test/platform-app';
import { registerUser, type TestUser } from '@/test/users';

/** The mounted sandboxes redirect only to the app's own callback pages. */
const EVIL = 'https://evil.example/cb';

let t: PlatformTestApp;
beforeAll(async () => {
  t = await createPlatformTestApp();
});
afterAll(async () => {
  await t.close();
});

/** The consent page URL the app hands the popup: every parameter right, as a real attack would copy. */
async function authorizeUrl(user: TestUser, platform: string): Promise<URL> {
  const path = platform === 'google' ? '/api/auth/google' : `/api/${platform}/auth`;
  const res = await t.call(user, 'GET', path);
  return new URL(dataOf<{ url: string }>(res).url);
}

describe('sandbox authorize endpoints', () => {
  it.each(['reddit', 'youtube', 'twitter', 'google'] as const)(
    '%s: redirect_uri=https://evil.example/cb gets the platform’s error page, 400, no redirect',
    async (platform) => {
      const user = await registerUser(t.app);
      const url = await authorizeUrl(user, platform);
      url.searchParams.set('redirect_uri', EVIL);
      const page = await fetch(url, { redirect: 'manual' });
      expect(page.status).toBe(400);
      expect(page.headers.get('location')).toBeNull();
      expect(page.headers.get('content-type')).toMatch(/text\/html/);
      expect(await page.text()).toMatch(/redirect_uri/);

      // Posting the decision straight to the form's target is refused the same way.
      const form = new URLSearchParams(url.searchParams);
      form.set('decision', 'allow');
      const decided = await fetch(`${url.origin}${url.pathname}`, {
        method: 'POST',
        body: form,
        redirect: 'manual',
      });
      expect(decided.status).toBe(400);
      expect(decided.headers.get('location')).toBeNull();
    },
  );

  it.each(['reddit', 'youtube', 'twitter'] as const)(
    '%s: the app’s own callback still works',
    async (platform) => {
      const user = await registerUser(t.app);
      await expect(t.connect(user, platform)).resolves.toMatchObject({
        platform,
        status: 'connected',
      });
    },
  );
});

describe('sandbox token endpoints (RFC 6749 §4.1.3)', () => {
  const exchange = async (platform: 'reddit' | 'youtube' | 'twitter', redirectUri: string) => {
    const user = await registerUser(t.app);
    const redirect = await submitConsent((await authorizeUrl(user, platform)).toString(), 'allow');
    const mount = platform === 'youtube' ? 'google' : platform;
    const path = { reddit: '/api/v1/access_token', google: '/token', twitter: '/2/oauth2/token' };
    const basic = Buffer.from(`${SANDBOX_CLIENT.clientId}:${SANDBOX_CLIENT.clientSecret}`);
    return fetch(`${t.origin}/sandbox/${mount}${path[mount]}`, {
      method: 'POST',
      headers: {
        authorization: `Basic ${basic.toString('base64')}`,
        'user-agent': 'node:socialpulse-test:v1 (by /u/test)',
      },
      body: new URLSearchParams({
        grant_type: 'authorization_code',
        code: redirect.searchParams.get('code') ?? '',
        redirect_uri: redirectUri,
        code_verifier: 'not-needed-the-redirect-is-checked-first',
      }),
    });
  };

  it.each(['reddit', 'youtube', 'twitter'] as const)(
    '%s: a code is not exchanged with another redirect_uri than the one it was issued for',
    async (platform) => {
      const res = await exchange(platform, EVIL);
      const answer = (await res.json()) as { error?: string; access_token?: string };
      expect(answer.access_token).toBeUndefined();
      expect(answer.error).toBe(
        {
          reddit: 'invalid_grant',
          youtube: 'redirect_uri_mismatch',
          twitter: 'invalid_request',
        }[platform],
      );
    },
  );
});
