import { ADMIN_MESSAGES, type AdminUsers, type CreatedInvite } from '@socialpulse/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '@/test/test-app';
import { body, dataOf } from '@/test/http';
import { countUserRows, seedEverything, userTables } from '@/test/user-data';
import {
  bearer,
  login,
  registerAdmin,
  newUserInput,
  registerUser,
  type TestUser,
} from '@/test/users';

/** Every /api/admin route: the test below also checks that this list is complete. */
const ADMIN_ROUTES = [
  ['GET', '/api/admin/users'],
  ['PATCH', '/api/admin/users/00000000-0000-4000-8000-000000000000'],
  ['PUT', '/api/admin/users/00000000-0000-4000-8000-000000000000/role'],
  ['DELETE', '/api/admin/users/00000000-0000-4000-8000-000000000000'],
  ['POST', '/api/admin/users/00000000-0000-4000-8000-000000000000/password-reset'],
  ['GET', '/api/admin/invites'],
  ['POST', '/api/admin/invites'],
  ['DELETE', '/api/admin/invites/00000000-0000-4000-8000-000000000000'],
  ['GET', '/api/admin/tokens'],
  ['DELETE', '/api/admin/tokens/00000000-0000-4000-8000-000000000000'],
  ['PUT', '/api/admin/signups'],
] as const;

describe('administrator and users (SIGNUPS=open)', () => {
  let t: TestApp;
  let admin: TestUser;
  let alice: TestUser;
  beforeAll(async () => {
    t = await createTestApp();
    admin = await registerAdmin(t.app);
    alice = await registerUser(t.app);
  });
  afterAll(() => t.close());

  it('makes the account with the setup code the administrator, and no other', () => {
    expect(admin.user.isAdmin).toBe(true);
    expect(alice.user.isAdmin).toBe(false);
  });

  it('refuses every admin route to a normal user (403) and to nobody (401)', async () => {
    // The OpenAPI document lists every route: none under /api/admin is missing from the list.
    const paths = (t.app.swagger() as { paths: Record<string, Record<string, unknown>> }).paths;
    const documented = Object.entries(paths)
      .filter(([path]) => path.startsWith('/api/admin'))
      .flatMap(([, methods]) => Object.keys(methods));
    expect(documented).toHaveLength(ADMIN_ROUTES.length);
    for (const [method, url] of ADMIN_ROUTES) {
      const payload =
        method === 'PATCH'
          ? { disabled: true }
          : method === 'PUT'
            ? { isAdmin: true }
            : method === 'POST'
              ? {}
              : undefined;
      const res = await t.app.inject({
        method,
        url,
        headers: bearer(alice.accessToken),
        ...(payload ? { payload } : {}),
      });
      expect(res.statusCode, `${method} ${url}`).toBe(403);
      expect(body(res).message).toBe(ADMIN_MESSAGES.notAdmin);
      const anonymous = await t.app.inject({ method, url, ...(payload ? { payload } : {}) });
      expect(anonymous.statusCode, `${method} ${url}`).toBe(401);
    }
  });

  it('lists users with last seen, connected platforms and summary count', async () => {
    await seedEverything(t.database.db, alice.user.id, 'alice');
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/admin/users',
      headers: bearer(admin.accessToken),
    });
    expect(res.statusCode).toBe(200);
    const data = dataOf<AdminUsers>(res);
    expect(data.signups).toBe('open');
    const row = data.users.find((u) => u.id === alice.user.id);
    expect(row).toMatchObject({
      email: alice.email,
      isAdmin: false,
      disabled: false,
      platforms: ['reddit'],
      summaryCount: 1,
    });
    expect(row?.lastSeenAt).not.toBeNull();
    expect(JSON.stringify(data)).not.toMatch(/password|token/i);
  });

  it('disables an account: no login, no refresh, its access token stops; enabling lets it back', async () => {
    const bob = await registerUser(t.app);
    const patch = (disabled: boolean) =>
      t.app.inject({
        method: 'PATCH',
        url: `/api/admin/users/${bob.user.id}`,
        headers: bearer(admin.accessToken),
        payload: { disabled },
      });
    const disabled = await patch(true);
    expect(disabled.statusCode).toBe(200);
    expect(dataOf<{ disabled: boolean }>(disabled).disabled).toBe(true);

    const me = await t.app.inject({
      method: 'GET',
      url: '/api/auth/me',
      headers: bearer(bob.accessToken),
    });
    expect(me.statusCode).toBe(401);
    const refresh = await t.app.inject({
      method: 'POST',
      url: '/api/auth/refresh-token',
      payload: { refreshToken: bob.refreshToken },
    });
    expect(refresh.statusCode).toBe(401);
    const refused = await login(t.app, bob);
    expect(refused.statusCode).toBe(403);
    expect(body(refused).message).toBe(ADMIN_MESSAGES.disabled);
    // A wrong password still answers as a wrong password: nothing about the account leaks.
    expect((await login(t.app, { email: bob.email, password: 'Wr0ng!pass' })).statusCode).toBe(401);

    expect((await patch(false)).statusCode).toBe(200);
    expect((await login(t.app, bob)).statusCode).toBe(200);
  });

  it('refuses to disable or delete oneself, and answers 404 for an unknown user', async () => {
    const self = await t.app.inject({
      method: 'PATCH',
      url: `/api/admin/users/${admin.user.id}`,
      headers: bearer(admin.accessToken),
      payload: { disabled: true },
    });
    expect(self.statusCode).toBe(400);
    expect(body(self).message).toBe(ADMIN_MESSAGES.notYourself);
    const selfDelete = await t.app.inject({
      method: 'DELETE',
      url: `/api/admin/users/${admin.user.id}`,
      headers: bearer(admin.accessToken),
    });
    expect(selfDelete.statusCode).toBe(400);
    const unknown = await t.app.inject({
      method: 'DELETE',
      url: '/api/admin/users/00000000-0000-4000-8000-000000000000',
      headers: bearer(admin.accessToken),
    });
    expect(unknown.statusCode).toBe(404);
    const bad = await t.app.inject({
      method: 'PATCH',
      url: '/api/admin/users/not-a-uuid',
      headers: bearer(admin.accessToken),
      payload: { disabled: 'yes' },
    });
    expect(bad.statusCode).toBe(400);
  });

  it('deletes a user with every row of theirs, in every user table, and nobody else’s', async () => {
    const carol = await registerUser(t.app);
    const dave = await registerUser(t.app);
    await seedEverything(t.database.db, carol.user.id, 'carol');
    await seedEverything(t.database.db, dave.user.id, 'dave');
    const before = await countUserRows(t.database.db, carol.user.id);
    // The seed reaches every table holding user rows, so "all gone" below means something.
    expect(Object.keys(before)).toHaveLength(userTables().length);
    for (const [table, n] of Object.entries(before)) expect(n, table).toBeGreaterThan(0);
    const daveBefore = await countUserRows(t.database.db, dave.user.id);

    const res = await t.app.inject({
      method: 'DELETE',
      url: `/api/admin/users/${carol.user.id}`,
      headers: bearer(admin.accessToken),
    });
    expect(res.statusCode).toBe(200);
    const after = await countUserRows(t.database.db, carol.user.id);
    for (const [table, n] of Object.entries(after)) expect(n, table).toBe(0);
    expect(await countUserRows(t.database.db, dave.user.id)).toEqual(daveBefore);
    expect((await login(t.app, carol)).statusCode).toBe(401);
  });
});

describe('SIGNUPS=invite', () => {
  let t: TestApp;
  // Starts at the real time: access tokens are signed with the app's clock but checked against the
  // real one, so a fixed past date would make every token expired 15 minutes after it.
  let now = new Date();
  let admin: TestUser;
  beforeAll(async () => {
    t = await createTestApp({ env: { SIGNUPS: 'invite' }, now: () => now });
    // Nobody could invite the first administrator: the setup code lets them in.
    admin = await registerAdmin(t.app);
  });
  afterAll(() => t.close());

  const invite = async (payload: Record<string, unknown> = {}) => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/admin/invites',
      headers: bearer(admin.accessToken),
      payload,
    });
    expect(res.statusCode).toBe(201);
    return dataOf<CreatedInvite>(res);
  };
  const register = (inviteToken?: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/auth/register',
      payload: { ...newUserInput(), ...(inviteToken ? { inviteToken } : {}) },
    });

  it('needs an invitation, accepts it once, and lists only open invitations', async () => {
    expect(admin.user.isAdmin).toBe(true);
    const without = await register();
    expect(without.statusCode).toBe(403);
    expect(body(without).message).toBe(ADMIN_MESSAGES.inviteRequired);
    const wrong = await register('made-up-token');
    expect(body(wrong).message).toBe(ADMIN_MESSAGES.inviteInvalid);

    const created = await invite();
    expect(created.url).toBe(`${t.env.publicUrl}/auth?invite=${created.token}`);
    const listed = await t.app.inject({
      method: 'GET',
      url: '/api/admin/invites',
      headers: bearer(admin.accessToken),
    });
    expect(dataOf<{ id: string }[]>(listed).map((i) => i.id)).toContain(created.id);
    expect(listed.body).not.toContain(created.token);

    const first = await register(created.token);
    expect(first.statusCode).toBe(201);
    const again = await register(created.token);
    expect(again.statusCode).toBe(403);
    expect(body(again).message).toBe(ADMIN_MESSAGES.inviteInvalid);
  });

  it('refuses an expired or withdrawn invitation', async () => {
    const short = await invite({ expiresInDays: 1 });
    const withdrawn = await invite();
    now = new Date(now.getTime() + 2 * 24 * 60 * 60 * 1000);
    expect(body(await register(short.token)).message).toBe(ADMIN_MESSAGES.inviteInvalid);
    const del = await t.app.inject({
      method: 'DELETE',
      url: `/api/admin/invites/${withdrawn.id}`,
      headers: bearer(admin.accessToken),
    });
    expect(del.statusCode).toBe(200);
    expect(body(await register(withdrawn.token)).message).toBe(ADMIN_MESSAGES.inviteInvalid);
    const bad = await t.app.inject({
      method: 'POST',
      url: '/api/admin/invites',
      headers: bearer(admin.accessToken),
      payload: { expiresInDays: 0 },
    });
    expect(bad.statusCode).toBe(400);
  });
});
