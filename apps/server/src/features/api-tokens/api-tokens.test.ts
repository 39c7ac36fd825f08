import {
  ADMIN_MESSAGES,
  API_TOKEN_MESSAGES,
  type AdminApiToken,
  type ApiToken,
  type ApiTokenInput,
  type CreatedApiToken,
} from '@socialpulse/contract';
import { eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiTokens } from '@/db/schema';
import { hashApiToken } from '@/features/api-tokens/api-token-secrets';
import { body, dataOf } from '@/test/http';
import { createTestApp, type TestApp } from '@/test/test-app';
import { testDatabaseMode } from '@/test/test-database';
import { bearer, registerAdmin, registerUser, type TestUser } from '@/test/users';

let t: TestApp;
let admin: TestUser;

beforeAll(async () => {
  t = await createTestApp();
  admin = await registerAdmin(t.app);
});
afterAll(() => t.close());

const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString();

function call(
  token: string,
  method: 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE',
  url: string,
  payload?: object,
): Promise<LightMyRequestResponse> {
  return t.app.inject({ method, url, headers: bearer(token), ...(payload ? { payload } : {}) });
}

async function create(
  user: TestUser,
  input: Partial<ApiTokenInput> = {},
): Promise<CreatedApiToken> {
  const res = await call(user.accessToken, 'POST', '/api/tokens', {
    name: 'script',
    scope: 'read',
    expiresAt: inDays(30),
    ...input,
  });
  if (res.statusCode !== 201) throw new Error(`create: ${res.statusCode} ${res.body}`);
  return dataOf<CreatedApiToken>(res);
}

const list = async (user: TestUser) =>
  dataOf<ApiToken[]>(await call(user.accessToken, 'GET', '/api/tokens'));

async function rows(userId: string) {
  return t.database.db.select().from(apiTokens).where(eq(apiTokens.userId, userId));
}

describe(`personal API tokens (${testDatabaseMode()})`, () => {
  it('is made, shown once, listed without its secret, and stored only as its hash', async () => {
    const user = await registerUser(t.app);
    const made = await create(user, { name: '  nightly export ', scope: 'read_write' });
    expect(made.token).toMatch(/^sp_pat_[A-Za-z0-9_-]{43}$/);
    expect(made).toMatchObject({
      name: 'nightly export',
      scope: 'read_write',
      admin: false,
      lastUsedAt: null,
      expired: false,
      prefix: made.token.slice(0, 13),
    });
    const { token: _secret, ...shown } = made;
    const listed = await list(user);
    expect(listed).toEqual([shown]);
    expect(JSON.stringify(listed)).not.toContain(made.token);

    const [row] = await rows(user.user.id);
    expect(row?.tokenHash).toBe(hashApiToken(made.token));
    expect(row?.tokenHash).toMatch(/^[0-9a-f]{64}$/);
    expect(JSON.stringify(row)).not.toContain(made.token.slice(13));
  });

  it('works as Authorization: Bearer and records when it was last used', async () => {
    const user = await registerUser(t.app);
    const made = await create(user);
    const me = await call(made.token, 'GET', '/api/auth/me');
    expect(me.statusCode).toBe(200);
    expect(dataOf<{ id: string }>(me).id).toBe(user.user.id);
    expect((await call(made.token, 'GET', '/api/summaries')).statusCode).toBe(200);
    const [listed] = await list(user);
    expect(listed?.lastUsedAt).not.toBeNull();
  });

  it('a read token reads but is refused every write with 403, and nothing changes', async () => {
    const user = await registerUser(t.app);
    const made = await create(user, { scope: 'read' });
    const before = dataOf<object>(await call(user.accessToken, 'GET', '/api/settings'));
    const res = await call(made.token, 'PATCH', '/api/settings', { summaryTone: 'creative' });
    expect(res.statusCode).toBe(403);
    expect(body(res).message).toBe(API_TOKEN_MESSAGES.readOnly);
    expect(dataOf<object>(await call(user.accessToken, 'GET', '/api/settings'))).toEqual(before);
    const write = await create(user, { scope: 'read_write' });
    const patched = await call(write.token, 'PATCH', '/api/settings', { summaryTone: 'creative' });
    expect(patched.statusCode).toBe(200);
  });

  it('an expired token is refused with 401 and a message saying to make a new one', async () => {
    const user = await registerUser(t.app);
    const made = await create(user);
    await t.database.db
      .update(apiTokens)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(apiTokens.userId, user.user.id));
    const res = await call(made.token, 'GET', '/api/summaries');
    expect(res.statusCode).toBe(401);
    expect(body(res)).toMatchObject({
      error: 'TOKEN_EXPIRED',
      message: API_TOKEN_MESSAGES.expired,
    });
    expect((await list(user))[0]?.expired).toBe(true);
  });

  it('a token that never expires is kept without a date', async () => {
    const user = await registerUser(t.app);
    const made = await create(user, { expiresAt: null });
    expect(made.expiresAt).toBeNull();
    expect((await call(made.token, 'GET', '/api/summaries')).statusCode).toBe(200);
  });

  it('revoked, it is refused at once with 401', async () => {
    const user = await registerUser(t.app);
    const made = await create(user);
    expect((await call(made.token, 'GET', '/api/summaries')).statusCode).toBe(200);
    const revoked = await call(user.accessToken, 'DELETE', `/api/tokens/${made.id}`);
    expect(revoked.statusCode).toBe(200);
    const res = await call(made.token, 'GET', '/api/summaries');
    expect(res.statusCode).toBe(401);
    expect(body(res).message).toBe(API_TOKEN_MESSAGES.invalid);
    expect(await list(user)).toEqual([]);
    expect(await rows(user.user.id)).toEqual([]);
  });

  it('a made-up or altered token is refused with 401', async () => {
    const user = await registerUser(t.app);
    const made = await create(user);
    const altered = `${made.token.slice(0, -1)}${made.token.endsWith('A') ? 'B' : 'A'}`;
    for (const token of [altered, 'sp_pat_', 'sp_pat_nothing'])
      expect((await call(token, 'GET', '/api/summaries')).statusCode).toBe(401);
  });

  it('cannot make, list or revoke tokens, sign out or delete the account', async () => {
    const user = await registerUser(t.app);
    const made = await create(user, { scope: 'read_write' });
    const attempts: [string, 'GET' | 'POST' | 'DELETE', string, object?][] = [
      ['list', 'GET', '/api/tokens'],
      ['create', 'POST', '/api/tokens', { name: 'x', scope: 'read', expiresAt: null }],
      ['revoke', 'DELETE', `/api/tokens/${made.id}`],
      ['logout', 'POST', '/api/auth/logout', {}],
      ['delete account', 'DELETE', '/api/account', { password: user.password }],
      ['stream ticket', 'POST', '/api/summaries/events/ticket'],
    ];
    for (const [what, method, url, payload] of attempts) {
      const res = await call(made.token, method, url, payload);
      expect(res.statusCode, what).toBe(403);
      expect(body(res).message, what).toBe(API_TOKEN_MESSAGES.sessionRequired);
    }
    expect(await rows(user.user.id)).toHaveLength(1);
    expect((await call(user.accessToken, 'GET', '/api/auth/me')).statusCode).toBe(200);
  });

  it('another user can neither see nor revoke my token: 404, and it still works', async () => {
    const owner = await registerUser(t.app);
    const other = await registerUser(t.app);
    const made = await create(owner);
    expect(await list(other)).toEqual([]);
    const res = await call(other.accessToken, 'DELETE', `/api/tokens/${made.id}`);
    expect(res.statusCode).toBe(404);
    expect(body(res).message).toBe(API_TOKEN_MESSAGES.notFound);
    expect((await call(made.token, 'GET', '/api/summaries')).statusCode).toBe(200);
    const malformed = await call(other.accessToken, 'DELETE', '/api/tokens/not-a-uuid');
    expect(malformed.statusCode).toBe(404);
  });

  it('refuses bad input with 400 and a clear message, and makes nothing', async () => {
    const user = await registerUser(t.app);
    const cases: [object, string][] = [
      [{ scope: 'read', expiresAt: null }, 'name'],
      [{ name: '   ', scope: 'read', expiresAt: null }, API_TOKEN_MESSAGES.name],
      [{ name: 'x'.repeat(61), scope: 'read', expiresAt: null }, API_TOKEN_MESSAGES.nameTooLong],
      [{ name: 'x', scope: 'write', expiresAt: null }, API_TOKEN_MESSAGES.scope],
      [{ name: 'x', scope: 'read', expiresAt: 'tomorrow' }, API_TOKEN_MESSAGES.expiresAt],
      [{ name: 'x', scope: 'read', expiresAt: inDays(-1) }, API_TOKEN_MESSAGES.expiryPast],
      [{ name: 'x', scope: 'read', expiresAt: inDays(3000) }, API_TOKEN_MESSAGES.expiryTooFar],
      [{ name: 'x', scope: 'read', expiresAt: null, admin: 'yes' }, 'admin'],
    ];
    for (const [payload, expected] of cases) {
      const res = await call(user.accessToken, 'POST', '/api/tokens', payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      const answer = body(res);
      const said = [answer.message, ...(answer.errors ?? []).flatMap((e) => [e.field, e.message])];
      expect(said.join(' | '), JSON.stringify(payload)).toContain(expected);
    }
    expect(await rows(user.user.id)).toEqual([]);
  });

  it('only an administrator may give a token administrator access', async () => {
    const user = await registerUser(t.app);
    const res = await call(user.accessToken, 'POST', '/api/tokens', {
      name: 'x',
      scope: 'read',
      admin: true,
      expiresAt: null,
    });
    expect(res.statusCode).toBe(403);
    expect(body(res).message).toBe(API_TOKEN_MESSAGES.adminOnly);
    expect(await rows(user.user.id)).toEqual([]);
  });

  it('stops working at once when its user is disabled, and is gone with the account', async () => {
    const user = await registerUser(t.app);
    const made = await create(user);
    const disable = await call(admin.accessToken, 'PATCH', `/api/admin/users/${user.user.id}`, {
      disabled: true,
    });
    expect(disable.statusCode).toBe(200);
    expect((await call(made.token, 'GET', '/api/summaries')).statusCode).toBe(401);
    await call(admin.accessToken, 'PATCH', `/api/admin/users/${user.user.id}`, { disabled: false });
    expect((await call(made.token, 'GET', '/api/summaries')).statusCode).toBe(200);
    const removed = await call(admin.accessToken, 'DELETE', `/api/admin/users/${user.user.id}`);
    expect(removed.statusCode).toBe(200);
    expect((await call(made.token, 'GET', '/api/summaries')).statusCode).toBe(401);
    expect(await rows(user.user.id)).toEqual([]);
  });
});

describe(`API tokens and the admin endpoints (${testDatabaseMode()})`, () => {
  it("a normal user's token never reaches them, whatever its scope", async () => {
    const user = await registerUser(t.app);
    const made = await create(user, { scope: 'read_write' });
    const res = await call(made.token, 'GET', '/api/admin/users');
    expect(res.statusCode).toBe(403);
    expect(body(res).message).toBe(ADMIN_MESSAGES.notAdmin);
  });

  it("an administrator's token without administrator access is refused them", async () => {
    const made = await create(admin, { scope: 'read_write', admin: false });
    for (const [method, url] of [
      ['GET', '/api/admin/users'],
      ['GET', '/api/admin/tokens'],
    ] as const) {
      const res = await call(made.token, method, url);
      expect(res.statusCode, url).toBe(403);
      expect(body(res).message, url).toBe(API_TOKEN_MESSAGES.noAdminAccess);
    }
    // Its other routes work as usual.
    expect((await call(made.token, 'GET', '/api/summaries')).statusCode).toBe(200);
  });

  it('an administrator token reads them; a read one cannot change anything there', async () => {
    const target = await registerUser(t.app);
    const reader = await create(admin, { scope: 'read', admin: true });
    expect((await call(reader.token, 'GET', '/api/admin/users')).statusCode).toBe(200);
    const refused = await call(reader.token, 'PATCH', `/api/admin/users/${target.user.id}`, {
      disabled: true,
    });
    expect(refused.statusCode).toBe(403);
    expect(body(refused).message).toBe(API_TOKEN_MESSAGES.readOnly);
    const writer = await create(admin, { scope: 'read_write', admin: true });
    const done = await call(writer.token, 'PATCH', `/api/admin/users/${target.user.id}`, {
      disabled: true,
    });
    expect(done.statusCode).toBe(200);
  });

  it('an administrator token stops reaching them when its user is no longer an administrator', async () => {
    const second = await registerUser(t.app);
    const promote = await call(
      admin.accessToken,
      'PUT',
      `/api/admin/users/${second.user.id}/role`,
      {
        isAdmin: true,
      },
    );
    expect(promote.statusCode).toBe(200);
    const made = await create(second, { scope: 'read', admin: true });
    expect((await call(made.token, 'GET', '/api/admin/users')).statusCode).toBe(200);
    await call(admin.accessToken, 'PUT', `/api/admin/users/${second.user.id}/role`, {
      isAdmin: false,
    });
    const res = await call(made.token, 'GET', '/api/admin/users');
    expect(res.statusCode).toBe(403);
    expect(body(res).message).toBe(ADMIN_MESSAGES.notAdmin);
  });

  it("lists every user's tokens with their owner, and revokes any of them", async () => {
    const user = await registerUser(t.app);
    const made = await create(user, { name: 'their script' });
    const res = await call(admin.accessToken, 'GET', '/api/admin/tokens');
    expect(res.statusCode).toBe(200);
    const listed = dataOf<AdminApiToken[]>(res).find((token) => token.id === made.id);
    expect(listed).toMatchObject({
      name: 'their script',
      userId: user.user.id,
      username: user.username,
      email: user.email,
    });
    expect(res.body).not.toContain(made.token);
    const revoke = await call(admin.accessToken, 'DELETE', `/api/admin/tokens/${made.id}`);
    expect(revoke.statusCode).toBe(200);
    expect((await call(made.token, 'GET', '/api/summaries')).statusCode).toBe(401);
    const again = await call(admin.accessToken, 'DELETE', `/api/admin/tokens/${made.id}`);
    expect(again.statusCode).toBe(404);
  });

  it('a normal user cannot list or revoke tokens through the admin endpoints', async () => {
    const owner = await registerUser(t.app);
    const other = await registerUser(t.app);
    const made = await create(owner);
    for (const [method, url] of [
      ['GET', '/api/admin/tokens'],
      ['DELETE', `/api/admin/tokens/${made.id}`],
    ] as const) {
      const res = await call(other.accessToken, method, url);
      expect(res.statusCode, url).toBe(403);
    }
    expect((await call(made.token, 'GET', '/api/summaries')).statusCode).toBe(200);
  });
});
