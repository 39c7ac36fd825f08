import { ACCOUNT_MESSAGES, ADMIN_MESSAGES, type AccountExport } from '@socialpulse/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '@/test/test-app';
import { body, dataOf } from '@/test/http';
import { countUserRows, seedEverything } from '@/test/user-data';
import { bearer, login, registerAdmin, registerUser, type TestUser } from '@/test/users';

let t: TestApp;
let admin: TestUser;
let alice: TestUser;
let bob: TestUser;
beforeAll(async () => {
  t = await createTestApp();
  admin = await registerAdmin(t.app);
  alice = await registerUser(t.app);
  bob = await registerUser(t.app);
  await seedEverything(t.database.db, alice.user.id, 'alice');
  await seedEverything(t.database.db, bob.user.id, 'bob');
});
afterAll(() => t.close());

describe('GET /api/account/export', () => {
  it("answers all of the caller's data, no one else's, and no secrets", async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/account/export',
      headers: bearer(alice.accessToken),
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-disposition']).toMatch(/attachment; filename="socialpulse-export-/);
    const data = dataOf<AccountExport>(res);
    expect(data.user).toMatchObject({ id: alice.user.id, email: alice.email });
    for (const key of [
      'connections',
      'sources',
      'summaries',
      'trackedKeywords',
      'keywordAlerts',
      'savedHighlights',
      'highlightFeedback',
      'pulses',
      'identities',
    ] as const)
      expect(data[key], key).toHaveLength(1);
    expect(data.summaries[0]).toMatchObject({ content: 'alice summary content' });
    expect(data.settings).toMatchObject({ settings: { summaryTone: 'creative' } });
    expect(res.body).not.toContain('bob');
    expect(res.body).not.toMatch(/do-not-export|passwordHash|password_hash|sealed|tokenHash/);
    expect(res.body).not.toContain(alice.refreshToken);
  });

  it('needs a signed-in user', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/account/export' })).statusCode).toBe(
      401,
    );
  });
});

describe('DELETE /api/account', () => {
  const remove = (user: TestUser, payload?: Record<string, unknown>) =>
    t.app.inject({
      method: 'DELETE',
      url: '/api/account',
      headers: bearer(user.accessToken),
      ...(payload ? { payload } : {}),
    });

  it('asks a password account for its password and changes nothing when it is missing or wrong', async () => {
    const before = await countUserRows(t.database.db, alice.user.id);
    const missing = await remove(alice);
    expect(missing.statusCode).toBe(400);
    expect(body(missing).message).toBe(ACCOUNT_MESSAGES.passwordRequired);
    const wrong = await remove(alice, { password: 'Wr0ng!pass' });
    expect(wrong.statusCode).toBe(403);
    expect(body(wrong).message).toBe(ACCOUNT_MESSAGES.passwordWrong);
    expect(await countUserRows(t.database.db, alice.user.id)).toEqual(before);
  });

  it('deletes the account and everything with it; its tokens stop; others keep theirs', async () => {
    const bobBefore = await countUserRows(t.database.db, bob.user.id);
    const res = await remove(alice, { password: alice.password });
    expect(res.statusCode).toBe(200);
    for (const [table, n] of Object.entries(await countUserRows(t.database.db, alice.user.id)))
      expect(n, table).toBe(0);
    expect(await countUserRows(t.database.db, bob.user.id)).toEqual(bobBefore);
    const me = await t.app.inject({
      method: 'GET',
      url: '/api/auth/me',
      headers: bearer(alice.accessToken),
    });
    expect(me.statusCode).toBe(401);
    expect((await login(t.app, alice)).statusCode).toBe(401);
  });

  it('keeps the only administrator while other accounts exist', async () => {
    const res = await remove(admin, { password: admin.password });
    expect(res.statusCode).toBe(409);
    expect(body(res).message).toBe(ADMIN_MESSAGES.lastAdmin);
  });
});
