import { SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { deriveKey } from '@/lib/derive-key';
import { createTestApp, TEST_SECRET, type TestApp } from '@/test/test-app';
import { authData, body, tokenData } from '@/test/http';
import { bearer, login, registerUser } from '@/test/users';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const me = (accessToken: string) =>
  t.app.inject({ method: 'GET', url: '/api/auth/me', headers: bearer(accessToken) });
const settings = (accessToken: string) =>
  t.app.inject({ method: 'GET', url: '/api/settings', headers: bearer(accessToken) });
const refresh = (refreshToken: string) =>
  t.app.inject({ method: 'POST', url: '/api/auth/refresh-token', payload: { refreshToken } });
const logout = (accessToken: string, refreshToken?: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/auth/logout',
    headers: bearer(accessToken),
    payload: refreshToken ? { refreshToken } : {},
  });

function expectRevoked(res: Awaited<ReturnType<typeof me>>): void {
  expect(res.statusCode).toBe(401);
  expect(body(res)).toEqual({
    success: false,
    error: 'INVALID_TOKEN',
    message: 'Invalid access token',
  });
}

describe('access tokens end with their session', () => {
  it('after logout, the access token stops working at once', async () => {
    const user = await registerUser(t.app);
    expect((await settings(user.accessToken)).statusCode).toBe(200);
    expect((await logout(user.accessToken, user.refreshToken)).statusCode).toBe(200);
    expectRevoked(await me(user.accessToken));
    expectRevoked(await settings(user.accessToken));
  });

  it('logout without a refresh token ends the session of the access token itself', async () => {
    const user = await registerUser(t.app);
    expect((await logout(user.accessToken)).statusCode).toBe(200);
    expectRevoked(await me(user.accessToken));
    expect((await refresh(user.refreshToken)).statusCode).toBe(401);
  });

  it('when reuse of a refresh token revokes the family, every access token of it stops working', async () => {
    const user = await registerUser(t.app);
    const rotated = tokenData(await refresh(user.refreshToken));
    expect((await me(rotated.accessToken)).statusCode).toBe(200);

    expect((await refresh(user.refreshToken)).statusCode).toBe(401); // reuse
    expectRevoked(await me(rotated.accessToken));
    expectRevoked(await settings(rotated.accessToken));
    expectRevoked(await me(user.accessToken));
  });

  it('another session of the same user keeps working after the first logs out', async () => {
    const user = await registerUser(t.app);
    const second = authData(await login(t.app, { email: user.email, password: user.password }));
    await logout(user.accessToken, user.refreshToken);
    expectRevoked(await me(user.accessToken));
    expect((await me(second.accessToken)).statusCode).toBe(200);
    expect((await settings(second.accessToken)).statusCode).toBe(200);
  });

  it('an access token without a session (issued before sessions were checked) → 401', async () => {
    const user = await registerUser(t.app);
    const issuedAt = Math.floor(Date.now() / 1000);
    const legacy = await new SignJWT({})
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
      .setSubject(user.user.id)
      .setIssuer('socialpulse')
      .setAudience('socialpulse-api')
      .setIssuedAt(issuedAt)
      .setExpirationTime(issuedAt + 600)
      .sign(deriveKey(TEST_SECRET, 'jwt'));
    expectRevoked(await me(legacy));
  });
});
