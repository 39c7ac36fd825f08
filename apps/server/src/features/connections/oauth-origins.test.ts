import type { Connection } from '@socialpulse/contract';
import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { submitConsent } from '@/platforms/testing/sandbox-server';
import { body, dataOf } from '@/test/http';
import { createPlatformTestApp, type PlatformTestApp } from '@/test/platform-app';
import { createTestApp, type TestApp } from '@/test/test-app';
import { bearer, registerUser, type TestUser } from '@/test/users';

/**
 * The app opened at an address other than PUBLIC_URL. Here PUBLIC_URL is
 * http://localhost:<port> and the app is open at http://127.0.0.1:<port>, one of the server's own.
 */
describe('connecting a sandboxed platform from another of the server’s addresses', () => {
  let t: PlatformTestApp;
  beforeAll(async () => {
    t = await createPlatformTestApp({ publicHost: 'localhost' });
  });
  afterAll(async () => {
    await t.close();
  });

  const start = (user: TestUser, platform: string, origin: string, host: string) =>
    t.app.inject({
      url: `/api/${platform}/auth?origin=${encodeURIComponent(origin)}`,
      headers: { ...bearer(user.accessToken), host },
    });

  it.each(['reddit', 'youtube', 'twitter'] as const)(
    '%s: the consent page and the return are at the address the app is open at, and it connects',
    async (platform) => {
      const user = await registerUser(t.app);
      const res = await start(user, platform, t.origin, `127.0.0.1:${t.port}`);
      expect(res.statusCode).toBe(200);
      const url = new URL(dataOf<{ url: string }>(res).url);
      expect(url.origin).toBe(t.origin);
      expect(url.searchParams.get('redirect_uri')).toBe(`${t.origin}/auth/callback/${platform}`);

      const redirect = await submitConsent(url.toString(), 'allow');
      expect(redirect.origin + redirect.pathname).toBe(`${t.origin}/auth/callback/${platform}`);
      const done = await t.call(user, 'POST', `/api/${platform}/callback`, {
        code: redirect.searchParams.get('code'),
        state: redirect.searchParams.get('state'),
      });
      expect(done.statusCode).toBe(200);
      expect(dataOf<Connection>(done)).toMatchObject({ platform, status: 'connected' });
    },
  );

  it('at PUBLIC_URL (or without an origin, as API clients call) nothing changes', async () => {
    const user = await registerUser(t.app);
    for (const query of [`?origin=http%3A%2F%2Flocalhost%3A${t.port}`, '']) {
      const res = await t.app.inject({
        url: `/api/reddit/auth${query}`,
        headers: { ...bearer(user.accessToken), host: `localhost:${t.port}` },
      });
      const url = new URL(dataOf<{ url: string }>(res).url);
      expect(url.origin).toBe(`http://localhost:${t.port}`);
      expect(url.searchParams.get('redirect_uri')).toBe(
        `http://localhost:${t.port}/auth/callback/reddit`,
      );
    }
  });

  it('refuses an origin that is not one of the server’s addresses, or not the one reached', async () => {
    const user = await registerUser(t.app);
    for (const [origin, host] of [
      ['https://evil.example', 'evil.example'],
      ['http://192.0.2.1:8080', '192.0.2.1:8080'],
      [t.origin, 'evil.example'],
    ] as const) {
      const res = await start(user, 'reddit', origin, host);
      expect(res.statusCode, origin).toBe(400);
      expect(body(res).message).toBe(
        `This server's address is http://localhost:${t.port} (PUBLIC_URL). Open SocialPulse at that address to connect accounts, or set PUBLIC_URL to the address you use.`,
      );
    }
  });

  it('tells the web app PUBLIC_URL and whether the sandboxes return to the address it is open at', async () => {
    const at = async (host: string) =>
      dataOf<{ oauth: unknown }>(await t.app.inject({ url: '/api/options', headers: { host } }))
        .oauth;
    expect(await at(`127.0.0.1:${t.port}`)).toEqual({
      publicUrl: `http://localhost:${t.port}`,
      sandboxAcceptsHere: true,
    });
    expect(await at('pulse.lan:8080')).toEqual({
      publicUrl: `http://localhost:${t.port}`,
      sandboxAcceptsHere: false,
    });
  });
});

describe('connecting a platform with real credentials from another address', () => {
  let t: TestApp;
  const lines: Record<string, unknown>[] = [];
  beforeAll(async () => {
    const logger = pino(
      { level: 'info' },
      { write: (line: string) => lines.push(JSON.parse(line) as Record<string, unknown>) },
    );
    t = await createTestApp({
      env: {
        PUBLIC_URL: 'https://pulse.example.com',
        REDDIT_CLIENT_ID: 'real-id',
        REDDIT_CLIENT_SECRET: 'real-secret',
      },
      logger,
    });
  });
  afterAll(async () => {
    await t.close();
  });

  it('is refused with what to do, and the server log says it too', async () => {
    const user = await registerUser(t.app);
    const res = await t.app.inject({
      url: `/api/reddit/auth?origin=${encodeURIComponent('http://127.0.0.1:8080')}`,
      headers: { ...bearer(user.accessToken), host: '127.0.0.1:8080' },
    });
    const message =
      "This server's address is https://pulse.example.com (PUBLIC_URL). Open SocialPulse at that address to connect accounts, or set PUBLIC_URL to the address you use.";
    expect(res.statusCode).toBe(400);
    expect(body(res).message).toBe(message);
    const warning = lines.find((l) => l.level === 40 && String(l.msg).includes(message));
    expect(warning).toMatchObject({ platform: 'reddit', origin: 'http://127.0.0.1:8080' });
  });

  it('at PUBLIC_URL it goes to the real consent page with the registered redirect URI', async () => {
    const user = await registerUser(t.app);
    const res = await t.app.inject({
      url: `/api/reddit/auth?origin=${encodeURIComponent('https://pulse.example.com')}`,
      headers: { ...bearer(user.accessToken), host: 'pulse.example.com' },
    });
    const url = new URL(dataOf<{ url: string }>(res).url);
    expect(url.hostname).toBe('www.reddit.com');
    expect(url.searchParams.get('redirect_uri')).toBe(
      'https://pulse.example.com/auth/callback/reddit',
    );
  });
});
