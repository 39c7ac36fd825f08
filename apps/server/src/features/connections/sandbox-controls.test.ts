import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPlatformTestApp, type PlatformTestApp } from '@/test/platform-app';
import { registerUser } from '@/test/users';

/** Every switch of every mounted sandbox: tests only. */
const CONTROL_ROUTES = ['reddit', 'google', 'youtube', 'twitter'].flatMap((platform) => [
  { method: 'GET' as const, url: `/sandbox/${platform}/__sandbox/faults` },
  {
    method: 'POST' as const,
    url: `/sandbox/${platform}/__sandbox/faults`,
    payload: { fault: 'server_error' },
  },
  { method: 'DELETE' as const, url: `/sandbox/${platform}/__sandbox/faults` },
  { method: 'POST' as const, url: `/sandbox/${platform}/__sandbox/tokens/expire` },
  { method: 'POST' as const, url: `/sandbox/${platform}/__sandbox/tokens/revoke` },
]);

describe('sandbox control routes in a normal start (SANDBOX_TEST_CONTROLS unset)', () => {
  let t: PlatformTestApp;
  beforeAll(async () => {
    t = await createPlatformTestApp();
  });
  afterAll(async () => {
    await t.close();
  });

  it('are not mounted: an anonymous cross-site POST cannot expire tokens or arm faults', async () => {
    for (const route of CONTROL_ROUTES) {
      const res = await t.app.inject({
        method: route.method,
        url: route.url,
        ...(route.payload ? { payload: route.payload } : {}),
      });
      expect(res.statusCode, `${route.method} ${route.url}`).toBe(404);
    }
  });

  it('leave connections working after those attempts', async () => {
    const user = await registerUser(t.app);
    await t.connect(user, 'reddit');
    for (const route of CONTROL_ROUTES.filter((r) => r.url.includes('/reddit/')))
      await fetch(`${t.origin}${route.url}`, { method: route.method });
    const sources = await t.call(user, 'GET', '/api/reddit/sources');
    expect(sources.statusCode).toBe(200);
  });
});

describe('sandbox control routes with SANDBOX_TEST_CONTROLS=true (tests)', () => {
  let t: PlatformTestApp;
  beforeAll(async () => {
    t = await createPlatformTestApp({ env: { SANDBOX_TEST_CONTROLS: 'true' } });
  });
  afterAll(async () => {
    await t.close();
  });

  it('arm faults and switch tokens', async () => {
    const armed = await t.app.inject({
      method: 'POST',
      url: '/sandbox/reddit/__sandbox/faults',
      payload: { fault: 'slow', delayMs: 30_000, path: '/nowhere/' },
    });
    expect(armed.statusCode).toBe(200);
    expect(armed.json()).toEqual({
      faults: [{ fault: 'slow', delayMs: 30_000, path: '/nowhere/' }],
    });
    const expire = await t.app.inject({
      method: 'POST',
      url: '/sandbox/twitter/__sandbox/tokens/expire',
    });
    expect(expire.json()).toEqual({ ok: true });
    const cleared = await t.app.inject({
      method: 'DELETE',
      url: '/sandbox/reddit/__sandbox/faults',
    });
    expect(cleared.json()).toEqual({ faults: [] });
  });

  it('refuse a delay beyond 30 s, and unknown faults, with 400', async () => {
    for (const payload of [
      { fault: 'slow', delayMs: 30_001 },
      { fault: 'slow', delayMs: 1e12 },
      { fault: 'slow', delayMs: -1 },
      { fault: 'meltdown' },
    ]) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/sandbox/youtube/__sandbox/faults',
        payload,
      });
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
    }
    expect(t.app.sandboxes.youtube?.faults.list()).toEqual([]);
  });
});
