import { ADMIN_MESSAGES, type AdminSignups, type AdminUsers } from '@socialpulse/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readSignupMode } from '@/features/auth/signup-mode.repository';
import { body, dataOf } from '@/test/http';
import { createTestApp, type TestApp } from '@/test/test-app';
import { bearer, newUserInput, registerAdmin, registerUser, type TestUser } from '@/test/users';

const register = (t: TestApp) =>
  t.app.inject({ method: 'POST', url: '/api/auth/register', payload: newUserInput() });

const setSignups = (t: TestApp, user: TestUser, payload: object) =>
  t.app.inject({
    method: 'PUT',
    url: '/api/admin/signups',
    headers: bearer(user.accessToken),
    payload,
  });

async function signupsOn(t: TestApp, admin: TestUser): Promise<AdminSignups> {
  const res = await t.app.inject({ url: '/api/admin/users', headers: bearer(admin.accessToken) });
  const { signups, signupsEditable } = dataOf<AdminUsers>(res);
  return { signups, signupsEditable };
}

describe('signup mode chosen on the admin screen (SIGNUPS unset)', () => {
  let one: TestApp;
  // A second replica on the same database: what one stores, the other applies at once.
  let two: TestApp;
  let admin: TestUser;
  let alice: TestUser;
  beforeAll(async () => {
    one = await createTestApp();
    two = await createTestApp({ database: one.database });
    admin = await registerAdmin(one.app);
    alice = await registerUser(one.app);
  });
  afterAll(async () => {
    await two.app.close();
    await one.close();
  });

  it('is open and editable until an administrator chooses', async () => {
    expect(await signupsOn(one, admin)).toEqual({ signups: 'open', signupsEditable: true });
    expect(await readSignupMode(one.database.db)).toBeUndefined();
  });

  it('closed, then by invitation, then open again: each applies at once on the other replica', async () => {
    const closed = await setSignups(one, admin, { mode: 'closed' });
    expect(closed.statusCode).toBe(200);
    expect(dataOf<AdminSignups>(closed)).toEqual({ signups: 'closed', signupsEditable: true });
    const refused = await register(two);
    expect(refused.statusCode).toBe(403);
    expect(body(refused).message).toBe(ADMIN_MESSAGES.signupsClosed);
    expect(await signupsOn(two, admin)).toEqual({ signups: 'closed', signupsEditable: true });

    expect((await setSignups(two, admin, { mode: 'invite' })).statusCode).toBe(200);
    const uninvited = await register(one);
    expect(uninvited.statusCode).toBe(403);
    expect(body(uninvited).message).toBe(ADMIN_MESSAGES.inviteRequired);

    expect((await setSignups(one, admin, { mode: 'open' })).statusCode).toBe(200);
    expect((await register(two)).statusCode).toBe(201);
  });

  it('refuses a normal user (403) and a bad mode (400, with its message); nothing changes', async () => {
    const byUser = await setSignups(one, alice, { mode: 'closed' });
    expect(byUser.statusCode).toBe(403);
    expect(body(byUser).message).toBe(ADMIN_MESSAGES.notAdmin);
    for (const payload of [{ mode: 'maybe' }, {}, { mode: 1 }]) {
      const bad = await setSignups(one, admin, payload);
      expect(bad.statusCode, JSON.stringify(payload)).toBe(400);
      expect(body(bad).errors).toEqual([{ field: 'mode', message: ADMIN_MESSAGES.signupMode }]);
    }
    expect(await signupsOn(one, admin)).toEqual({ signups: 'open', signupsEditable: true });
  });
});

describe('signup mode set by the operator (SIGNUPS=invite)', () => {
  let t: TestApp;
  let admin: TestUser;
  beforeAll(async () => {
    t = await createTestApp({ env: { SIGNUPS: 'invite' } });
    admin = await registerAdmin(t.app);
  });
  afterAll(() => t.close());

  it('is shown, not editable, and a change answers 409 and is not stored', async () => {
    expect(await signupsOn(t, admin)).toEqual({ signups: 'invite', signupsEditable: false });
    const res = await setSignups(t, admin, { mode: 'open' });
    expect(res.statusCode).toBe(409);
    expect(body(res).message).toBe(ADMIN_MESSAGES.signupsFromEnv);
    expect(await readSignupMode(t.database.db)).toBeUndefined();
    expect((await register(t)).statusCode).toBe(403);
  });
});
