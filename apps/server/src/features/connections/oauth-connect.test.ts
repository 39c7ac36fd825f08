import type { Connection } from '@socialpulse/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testClock } from '@/platforms/testing/sandbox-server';
import { body, dataOf } from '@/test/http';
import { createPlatformTestApp, type PlatformTestApp } from '@/test/platform-app';
import { registerUser } from '@/test/users';

// Real time, so access JWTs (verified against the wall clock) stay valid; tests move it forward.
const clock = testClock(new Date().toISOString());
let t: PlatformTestApp;
beforeAll(async () => {
  t = await createPlatformTestApp({ now: clock.now });
});
afterAll(async () => {
  await t.close();
});

const INVALID = 'Invalid or missing authorization code or state';

describe('connecting Reddit, YouTube and X through the mounted sandboxes', () => {
  it.each(['reddit', 'youtube', 'twitter'] as const)(
    '%s: consent Allow → callback → connected with the profile, listed by GET /connections',
    async (platform) => {
      const user = await registerUser(t.app);
      const start = await t.call(user, 'GET', `/api/${platform}/auth`);
      expect(start.statusCode).toBe(200);
      const url = new URL(dataOf<{ url: string }>(start).url);
      expect(url.origin).toBe(t.origin);
      expect(
        url.pathname.startsWith(`/sandbox/${platform === 'youtube' ? 'google' : platform}/`),
      ).toBe(true);
      expect(url.searchParams.get('redirect_uri')).toBe(`${t.origin}/auth/callback/${platform}`);
      expect(url.searchParams.get('state')).toMatch(/^[\w-]{43}$/);
      if (platform !== 'reddit') expect(url.searchParams.get('code_challenge_method')).toBe('S256');

      const { code, state } = await t.consent(user, platform);
      const res = await t.call(user, 'POST', `/api/${platform}/callback`, { code, state });
      expect(res.statusCode).toBe(200);
      const label = { reddit: 'Reddit', youtube: 'YouTube', twitter: 'X' }[platform];
      expect(body(res).message).toBe(`${label} connected successfully`);
      const connection = dataOf<Connection>(res);
      expect(connection).toMatchObject({ platform, status: 'connected', sandbox: true });
      expect(connection.profileData?.username).toBeTruthy();

      const list = dataOf<Connection[]>(await t.call(user, 'GET', '/api/connections'));
      expect(list.map((c) => c.platform)).toEqual([
        'reddit',
        'facebook',
        'linkedin',
        'twitter',
        'telegram',
        'youtube',
      ]);
      expect(list.find((c) => c.platform === platform)).toMatchObject({
        status: 'connected',
        profileData: connection.profileData,
        sandbox: true,
      });
      for (const other of list.filter((c) => c.platform !== platform))
        expect(other).toMatchObject({ status: 'disconnected', profileData: null });
      expect(list.find((c) => c.platform === 'facebook')?.sandbox).toBe(false);
    },
  );

  it('connecting again replaces the account and keeps one connection', async () => {
    const user = await registerUser(t.app);
    await t.connect(user, 'reddit');
    await t.connect(user, 'reddit');
    const list = dataOf<Connection[]>(await t.call(user, 'GET', '/api/connections'));
    expect(list.filter((c) => c.status === 'connected')).toHaveLength(1);
  });
});

describe('callback refusals', () => {
  it('Deny on the consent page → access_denied, answered with the product message; the state is spent', async () => {
    const user = await registerUser(t.app);
    const { code, state, error } = await t.consent(user, 'reddit', 'deny');
    expect(code).toBeNull();
    expect(error).toBe('access_denied');
    const res = await t.call(user, 'POST', '/api/reddit/callback', { state, error });
    expect(res.statusCode).toBe(400);
    expect(body(res).message).toBe('You declined to authorize the application');
    const again = await t.call(user, 'POST', '/api/reddit/callback', { state, code: 'x' });
    expect(body(again).message).toBe(INVALID);
  });

  it('a state is single-use: the second callback with it is refused', async () => {
    const user = await registerUser(t.app);
    const { code, state } = await t.consent(user, 'twitter');
    expect((await t.call(user, 'POST', '/api/twitter/callback', { code, state })).statusCode).toBe(
      200,
    );
    const again = await t.call(user, 'POST', '/api/twitter/callback', { code, state });
    expect(again.statusCode).toBe(400);
    expect(body(again)).toMatchObject({ error: 'BAD_REQUEST', message: INVALID });
  });

  it('an expired state (older than 10 minutes) is refused', async () => {
    const user = await registerUser(t.app);
    const { code, state } = await t.consent(user, 'youtube');
    clock.advance(10 * 60 * 1000 + 1000);
    const res = await t.call(user, 'POST', '/api/youtube/callback', { code, state });
    expect(res.statusCode).toBe(400);
    expect(body(res).message).toBe(INVALID);
  });

  it("another user's state is refused and stays usable by its owner", async () => {
    const alice = await registerUser(t.app);
    const bob = await registerUser(t.app);
    const { code, state } = await t.consent(alice, 'reddit');
    const stolen = await t.call(bob, 'POST', '/api/reddit/callback', { code, state });
    expect(stolen.statusCode).toBe(400);
    expect(body(stolen).message).toBe(INVALID);
    const bobs = dataOf<Connection[]>(await t.call(bob, 'GET', '/api/connections'));
    expect(bobs.find((c) => c.platform === 'reddit')?.status).toBe('disconnected');
    const own = await t.call(alice, 'POST', '/api/reddit/callback', { code, state });
    expect(own.statusCode).toBe(200);
  });

  it("a state issued for one platform is refused at another's callback", async () => {
    const user = await registerUser(t.app);
    const { code, state } = await t.consent(user, 'reddit');
    const res = await t.call(user, 'POST', '/api/twitter/callback', { code, state });
    expect(body(res).message).toBe(INVALID);
    expect((await t.call(user, 'POST', '/api/reddit/callback', { code, state })).statusCode).toBe(
      200,
    );
  });

  it('an unknown or already used code → 400 with the same message, never 401', async () => {
    const user = await registerUser(t.app);
    const { state } = await t.consent(user, 'reddit');
    const res = await t.call(user, 'POST', '/api/reddit/callback', { code: 'not-a-code', state });
    expect(res.statusCode).toBe(400);
    expect(body(res).message).toBe(INVALID);
  });

  it('an unknown state, and bodies without code or state, are 400', async () => {
    const user = await registerUser(t.app);
    const unknown = await t.call(user, 'POST', '/api/reddit/callback', { code: 'c', state: 's' });
    expect(body(unknown).message).toBe(INVALID);
    const noCode = await t.call(user, 'POST', '/api/reddit/callback', { state: 's' });
    expect(noCode.statusCode).toBe(400);
    expect(body(noCode).message).toBe('Validation failed: Invalid code');
    const empty = await t.call(user, 'POST', '/api/youtube/callback');
    expect(empty.statusCode).toBe(400);
    expect(body(empty).message).toMatch(/^Validation failed: Invalid /);
  });

  it('signed-out callers get 401; unknown platforms are unknown routes', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/reddit/auth' })).statusCode).toBe(401);
    const user = await registerUser(t.app);
    for (const url of ['/api/facebook/auth', '/api/telegram/auth', '/api/REDDIT/auth'])
      expect((await t.call(user, 'GET', url)).statusCode).toBe(404);
    // A NUL in a path parameter is refused before routing decides anything.
    expect((await t.call(user, 'GET', '/api/%00/auth')).statusCode).toBe(400);
    expect(
      (await t.call(user, 'POST', '/api/linkedin/callback', { code: 'c', state: 's' })).statusCode,
    ).toBe(404);
  });
});
