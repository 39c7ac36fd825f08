import { ADMIN_MESSAGES, type AdminUser } from '@socialpulse/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '@/test/test-app';
import { body, dataOf } from '@/test/http';
import { bearer, registerAdmin, registerUser, type TestUser } from '@/test/users';

/** PUT /api/admin/users/:id/role: administrators promote and demote, never down to none. */
describe('administrator roles', () => {
  let t: TestApp;
  let first: TestUser;
  let second: TestUser;
  beforeAll(async () => {
    t = await createTestApp();
    first = await registerAdmin(t.app);
    second = await registerUser(t.app);
  });
  afterAll(() => t.close());

  const setRole = (as: TestUser, id: string, payload: unknown) =>
    t.app.inject({
      method: 'PUT',
      url: `/api/admin/users/${id}/role`,
      headers: bearer(as.accessToken),
      payload: payload as object,
    });
  const adminsList = async (as: TestUser) =>
    dataOf<{ users: AdminUser[] }>(
      await t.app.inject({
        method: 'GET',
        url: '/api/admin/users',
        headers: bearer(as.accessToken),
      }),
    ).users.filter((u) => u.isAdmin);

  it('refuses the only administrator stepping down, and changes nothing', async () => {
    expect(first.user.isAdmin).toBe(true);
    const res = await setRole(first, first.user.id, { isAdmin: false });
    expect(res.statusCode).toBe(409);
    expect(body(res).message).toBe(ADMIN_MESSAGES.lastAdminRole);
    expect((await adminsList(first)).map((u) => u.id)).toEqual([first.user.id]);
  });

  it('promotes another account, which then reaches the admin routes', async () => {
    const denied = await t.app.inject({
      method: 'GET',
      url: '/api/admin/users',
      headers: bearer(second.accessToken),
    });
    expect(denied.statusCode).toBe(403);
    const res = await setRole(first, second.user.id, { isAdmin: true });
    expect(res.statusCode).toBe(200);
    expect(dataOf<AdminUser>(res)).toMatchObject({ id: second.user.id, isAdmin: true });
    // The role is read per request: the same access token works at once.
    expect((await adminsList(second)).map((u) => u.id).sort()).toEqual(
      [first.user.id, second.user.id].sort(),
    );
  });

  it('lets an administrator step down while another remains, then not the last one', async () => {
    const down = await setRole(first, first.user.id, { isAdmin: false });
    expect(down.statusCode).toBe(200);
    expect(dataOf<AdminUser>(down).isAdmin).toBe(false);
    const gone = await t.app.inject({
      method: 'GET',
      url: '/api/admin/users',
      headers: bearer(first.accessToken),
    });
    expect(gone.statusCode).toBe(403);
    const last = await setRole(second, second.user.id, { isAdmin: false });
    expect(last.statusCode).toBe(409);
    expect(body(last).message).toBe(ADMIN_MESSAGES.lastAdminRole);
    expect((await adminsList(second)).map((u) => u.id)).toEqual([second.user.id]);
  });

  it('answers 400 for a bad body or id and 404 for an unknown user', async () => {
    expect((await setRole(second, first.user.id, { isAdmin: 'yes' })).statusCode).toBe(400);
    expect((await setRole(second, first.user.id, {})).statusCode).toBe(400);
    expect((await setRole(second, 'not-a-uuid', { isAdmin: true })).statusCode).toBe(400);
    const unknown = await setRole(second, '00000000-0000-4000-8000-000000000000', {
      isAdmin: true,
    });
    expect(unknown.statusCode).toBe(404);
    expect(body(unknown).message).toBe(ADMIN_MESSAGES.userNotFound);
    // Nothing changed by any of them.
    expect((await adminsList(second)).map((u) => u.id)).toEqual([second.user.id]);
  });

  it('does not count a disabled administrator as the one who remains', async () => {
    const third = await registerUser(t.app);
    expect((await setRole(second, third.user.id, { isAdmin: true })).statusCode).toBe(200);
    const disable = (disabled: boolean) =>
      t.app.inject({
        method: 'PATCH',
        url: `/api/admin/users/${third.user.id}`,
        headers: bearer(second.accessToken),
        payload: { disabled },
      });
    expect((await disable(true)).statusCode).toBe(200);
    const refused = await setRole(second, second.user.id, { isAdmin: false });
    expect(refused.statusCode).toBe(409);
    expect(body(refused).message).toBe(ADMIN_MESSAGES.lastAdminRole);

    expect((await disable(false)).statusCode).toBe(200);
    expect((await setRole(second, second.user.id, { isAdmin: false })).statusCode).toBe(200);
  });
});
