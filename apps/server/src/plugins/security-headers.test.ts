import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HSTS } from '@/plugins/security';
import { createTestApp, type TestApp } from '@/test/test-app';
import { bearer, registerUser, type TestUser } from '@/test/users';

let direct: TestApp;
let proxied: TestApp;
let user: TestUser;
beforeAll(async () => {
  direct = await createTestApp();
  proxied = await createTestApp({ env: { TRUST_PROXY: '1' } });
  user = await registerUser(direct.app);
});
afterAll(async () => {
  await direct.close();
  await proxied.close();
});

const viaHttpsProxy = { 'x-forwarded-proto': 'https' };

describe('HSTS only over HTTPS', () => {
  it('plain HTTP gets no Strict-Transport-Security', async () => {
    const res = await direct.app.inject({ url: '/api/options' });
    expect(res.headers['strict-transport-security']).toBeUndefined();
  });

  it('X-Forwarded-Proto is ignored unless TRUST_PROXY trusts the sender', async () => {
    const res = await direct.app.inject({ url: '/api/options', headers: viaHttpsProxy });
    expect(res.headers['strict-transport-security']).toBeUndefined();
  });

  it('behind a trusted proxy that says https, HSTS is sent', async () => {
    const https = await proxied.app.inject({ url: '/api/options', headers: viaHttpsProxy });
    expect(https.headers['strict-transport-security']).toBe(HSTS);
    const http = await proxied.app.inject({
      url: '/api/options',
      headers: { 'x-forwarded-proto': 'http' },
    });
    expect(http.headers['strict-transport-security']).toBeUndefined();
  });
});

describe('API answers are never cached', () => {
  it('an authenticated answer says no-store', async () => {
    const res = await direct.app.inject({
      url: '/api/settings',
      headers: bearer(user.accessToken),
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
  });

  it('so do errors, unknown /api paths and public API answers', async () => {
    for (const url of ['/api/settings', '/api/no/such/route', '/api/options', '/api/docs/json']) {
      const res = await direct.app.inject({ url });
      expect(res.headers['cache-control'], url).toBe('no-store');
    }
  });

  it('pages outside /api keep their own caching', async () => {
    const res = await direct.app.inject({ url: '/settings' });
    expect(res.headers['cache-control']).not.toBe('no-store');
  });
});

describe('CORS (the plugin is registered only with CORS_ORIGINS)', () => {
  const preflight = {
    method: 'OPTIONS' as const,
    url: '/api/options',
    headers: { origin: 'https://app.example', 'access-control-request-method': 'GET' },
  };

  it('without CORS_ORIGINS: no CORS headers, and a preflight gets the 404 envelope', async () => {
    const res = await direct.app.inject(preflight);
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ success: false, error: 'NOT_FOUND' });
    const get = await direct.app.inject({ url: '/api/options', headers: preflight.headers });
    expect(get.statusCode).toBe(200);
    for (const answer of [res, get])
      expect(Object.keys(answer.headers).filter((h) => h.startsWith('access-control-'))).toEqual(
        [],
      );
  });

  it('with CORS_ORIGINS: those origins only, preflight included', async () => {
    const cors = await createTestApp({ env: { CORS_ORIGINS: 'https://app.example' } });
    try {
      const res = await cors.app.inject(preflight);
      expect(res.statusCode).toBe(204);
      expect(res.headers['access-control-allow-origin']).toBe('https://app.example');
      const get = await cors.app.inject({ url: '/api/options', headers: preflight.headers });
      expect(get.headers['access-control-allow-origin']).toBe('https://app.example');
      const other = await cors.app.inject({
        url: '/api/options',
        headers: { origin: 'https://elsewhere.example' },
      });
      expect(other.headers['access-control-allow-origin']).toBeUndefined();
    } finally {
      await cors.close();
    }
  });
});
