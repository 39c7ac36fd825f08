import { decodeJwt } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AccessTokens } from '@/features/auth/access-token';
import { newRefreshToken } from '@/features/auth/refresh-token';
import { insertRefreshToken } from '@/features/auth/refresh-tokens.repository';
import { SESSION_MESSAGES } from '@/features/auth/sessions.service';
import { createTestApp, TEST_SECRET, type TestApp } from '@/test/test-app';
import { bearer, login, registerUser } from '@/test/users';
import { randomUUID } from 'node:crypto';
import { authData, body, tokenData } from '@/test/http';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const refresh = (refreshToken: string) =>
  t.app.inject({ method: 'POST', url: '/api/auth/refresh-token', payload: { refreshToken } });
/** The session (`sid`) a real sign-in put in its access token, to mint others for it. */
const sessionOf = (accessToken: string) => String(decodeJwt(accessToken).sid);
const me = (token?: string) =>
  t.app.inject({ method: 'GET', url: '/api/auth/me', headers: token ? bearer(token) : {} });

describe('POST /api/auth/refresh-token', () => {
  it('rotates: answers a new pair, and the new access token works', async () => {
    const user = await registerUser(t.app);
    const res = await refresh(user.refreshToken);
    expect(res.statusCode).toBe(200);
    const data = tokenData(res);
    expect(Object.keys(data).sort()).toEqual(['accessToken', 'refreshToken']);
    expect(data.refreshToken).not.toBe(user.refreshToken);
    expect(data.accessToken).not.toBe(user.accessToken);
    expect((await me(data.accessToken)).statusCode).toBe(200);
    // And the chain continues.
    expect((await refresh(data.refreshToken)).statusCode).toBe(200);
  });

  it('reuse of a spent token → 401 and revokes the whole family (the newest token dies too)', async () => {
    const user = await registerUser(t.app);
    const second = tokenData(await refresh(user.refreshToken)).refreshToken;
    const third = tokenData(await refresh(second)).refreshToken;

    const reuse = await refresh(user.refreshToken);
    expect(reuse.statusCode).toBe(401);
    expect(body(reuse)).toEqual({
      success: false,
      error: 'INVALID_TOKEN',
      message: SESSION_MESSAGES.reusedRefresh,
    });

    const newest = await refresh(third);
    expect(newest.statusCode).toBe(401);
    expect(body(newest).error).toBe('INVALID_TOKEN');
  });

  it('reuse in one family leaves the same user’s other sessions alone', async () => {
    const user = await registerUser(t.app);
    const otherSession = authData(
      await login(t.app, { email: user.email, password: user.password }),
    ).refreshToken;
    await refresh(user.refreshToken);
    await refresh(user.refreshToken); // reuse → family of the first session revoked
    expect((await refresh(otherSession)).statusCode).toBe(200);
  });

  it('two requests racing with the same token: exactly one gets a new pair', async () => {
    const user = await registerUser(t.app);
    const results = await Promise.all([refresh(user.refreshToken), refresh(user.refreshToken)]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 401]);
  });

  it('unknown token → 401 INVALID_TOKEN', async () => {
    const res = await refresh('definitely-not-a-token');
    expect(res.statusCode).toBe(401);
    expect(body(res)).toEqual({
      success: false,
      error: 'INVALID_TOKEN',
      message: SESSION_MESSAGES.invalidRefresh,
    });
  });

  it('expired token → 401', async () => {
    const user = await registerUser(t.app);
    const { token, hash } = newRefreshToken();
    await insertRefreshToken(t.database.db, {
      id: randomUUID(),
      userId: user.user.id,
      familyId: randomUUID(),
      tokenHash: hash,
      expiresAt: new Date(Date.now() - 1000),
    });
    const res = await refresh(token);
    expect(res.statusCode).toBe(401);
    expect(body(res).message).toBe(SESSION_MESSAGES.expiredRefresh);
  });

  it('missing token → 400 with the contract message', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/auth/refresh-token', payload: {} });
    expect(res.statusCode).toBe(400);
    expect(body(res).errors).toEqual([
      { field: 'refreshToken', message: 'Refresh token is required' },
    ]);
  });
});

describe('GET /api/auth/me and bearer authentication', () => {
  it('answers the signed-in user', async () => {
    const user = await registerUser(t.app);
    const res = await me(user.accessToken);
    expect(res.statusCode).toBe(200);
    expect(body(res)).toEqual({ success: true, data: user.user });
  });

  it('no token → 401 UNAUTHORIZED', async () => {
    const res = await me();
    expect(res.statusCode).toBe(401);
    expect(body(res)).toEqual({
      success: false,
      error: 'UNAUTHORIZED',
      message: 'Authentication required',
    });
  });

  it('expired access token → 401 TOKEN_EXPIRED, so the client knows to refresh', async () => {
    const user = await registerUser(t.app);
    const expired = await new AccessTokens(TEST_SECRET).sign(
      user.user.id,
      sessionOf(user.accessToken),
      new Date(Date.now() - 16 * 60 * 1000),
    );
    const res = await me(expired);
    expect(res.statusCode).toBe(401);
    expect(body(res)).toEqual({
      success: false,
      error: 'TOKEN_EXPIRED',
      message: 'Access token has expired',
    });
  });

  it('an access token lives 15 minutes', async () => {
    const user = await registerUser(t.app);
    const almost = await new AccessTokens(TEST_SECRET).sign(
      user.user.id,
      sessionOf(user.accessToken),
      new Date(Date.now() - 14 * 60 * 1000),
    );
    expect((await me(almost)).statusCode).toBe(200);
  });

  it.each([
    ['garbage', 'not.a.jwt'],
    ['a refresh token', 'abc'],
  ])('%s as bearer → 401 INVALID_TOKEN', async (_name, token) => {
    const res = await me(token);
    expect(res.statusCode).toBe(401);
    expect(body(res).error).toBe('INVALID_TOKEN');
  });

  it('a token signed with another secret → 401 INVALID_TOKEN', async () => {
    const user = await registerUser(t.app);
    const forged = await new AccessTokens('another-secret-another-secret-another-secret').sign(
      user.user.id,
      sessionOf(user.accessToken),
    );
    expect(body(await me(forged)).error).toBe('INVALID_TOKEN');
  });

  it('a valid token for an account that does not exist → 401 INVALID_TOKEN', async () => {
    const ghost = await new AccessTokens(TEST_SECRET).sign(randomUUID(), randomUUID());
    expect(body(await me(ghost)).error).toBe('INVALID_TOKEN');
  });
});

describe('POST /api/auth/logout', () => {
  it('revokes the given refresh token’s family', async () => {
    const user = await registerUser(t.app);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/logout',
      headers: bearer(user.accessToken),
      payload: { refreshToken: user.refreshToken },
    });
    expect(res.statusCode).toBe(200);
    expect(body(res)).toMatchObject({ success: true });
    expect((await refresh(user.refreshToken)).statusCode).toBe(401);
  });

  it('requires a bearer token', async () => {
    const user = await registerUser(t.app);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/logout',
      payload: { refreshToken: user.refreshToken },
    });
    expect(res.statusCode).toBe(401);
    expect((await refresh(user.refreshToken)).statusCode).toBe(200);
  });

  it('cannot revoke another user’s session', async () => {
    const alice = await registerUser(t.app);
    const bob = await registerUser(t.app);
    await t.app.inject({
      method: 'POST',
      url: '/api/auth/logout',
      headers: bearer(bob.accessToken),
      payload: { refreshToken: alice.refreshToken },
    });
    expect((await refresh(alice.refreshToken)).statusCode).toBe(200);
  });

  it('works without a body', async () => {
    const user = await registerUser(t.app);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/logout',
      headers: bearer(user.accessToken),
    });
    expect(res.statusCode).toBe(200);
  });
});
