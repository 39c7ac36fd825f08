import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FOREIGN_ORIGIN_MESSAGE } from '@/plugins/same-origin-writes';
import { body } from '@/test/http';
import { createTestApp, type TestApp } from '@/test/test-app';
import { bearer, GOOD_PASSWORD, newUserInput, registerUser } from '@/test/users';

/** A cross-site page cannot post to the API: forms to login and register were login CSRF. */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({
    env: { PUBLIC_URL: 'https://pulse.example.com', CORS_ORIGINS: 'https://app.example' },
  });
});
afterAll(() => t.close());

const form = (fields: Record<string, string>) => new URLSearchParams(fields).toString();
const formHeaders = { 'content-type': 'application/x-www-form-urlencoded' };

describe('a state-changing request with a foreign Origin', () => {
  it('is refused for register and login form posts, and changes nothing', async () => {
    const input = newUserInput();
    for (const origin of [
      'https://evil.example',
      'null',
      'https://pulse.example.com.evil.example',
    ]) {
      const register = await t.app.inject({
        method: 'POST',
        url: '/api/auth/register',
        headers: { ...formHeaders, origin },
        payload: form(input),
      });
      expect(register.statusCode, origin).toBe(403);
      expect(body(register)).toMatchObject({
        success: false,
        error: 'FORBIDDEN',
        message: FOREIGN_ORIGIN_MESSAGE,
      });
    }
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: { ...formHeaders, origin: 'https://evil.example' },
      payload: form({ email: input.email, password: GOOD_PASSWORD }),
    });
    expect(login.statusCode).toBe(403);
    // Nothing was created: the same registration from the app itself succeeds.
    const own = await t.app.inject({
      method: 'POST',
      url: '/api/auth/register',
      headers: { origin: 'https://pulse.example.com' },
      payload: input,
    });
    expect(own.statusCode).toBe(201);
  });

  it('is refused for a signed-in write too', async () => {
    const user = await registerUser(t.app);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/logout',
      headers: { ...bearer(user.accessToken), origin: 'https://evil.example' },
      payload: { refreshToken: user.refreshToken },
    });
    expect(res.statusCode).toBe(403);
  });
});

describe('requests that keep working', () => {
  it('from PUBLIC_URL, a CORS origin, the address the request came to, or with no Origin', async () => {
    const cases = [
      { origin: 'https://pulse.example.com' },
      { origin: 'https://app.example' },
      { origin: 'http://localhost:80', host: 'localhost:80' },
      {},
    ];
    for (const headers of cases) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/auth/register',
        headers,
        payload: newUserInput(),
      });
      expect(res.statusCode, JSON.stringify(headers)).toBe(201);
    }
  });

  it('reads with a foreign Origin are not writes: CORS decides what the page may read', async () => {
    const res = await t.app.inject({
      url: '/api/options',
      headers: { origin: 'https://evil.example' },
    });
    expect(res.statusCode).toBe(200);
  });
});
