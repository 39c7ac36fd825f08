import { sql } from 'drizzle-orm';
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mayEndSession } from '@/db/session-writes';
import { LiveSessions, REMEMBER_MS } from '@/features/auth/live-sessions';
import { hashRefreshToken } from '@/features/auth/refresh-token';
import { findRefreshTokenByHash } from '@/features/auth/refresh-tokens.repository';
import { body, tokenData } from '@/test/http';
import { createTestApp, type TestApp } from '@/test/test-app';
import { openTestPglite } from '@/test/test-database';
import { bearer, registerAdmin, registerUser, type TestUser } from '@/test/users';

// Embedded mode whatever TEST_DATABASE_URL says: it is the mode that remembers live sessions.
let t: TestApp;
let admin: TestUser;
beforeAll(async () => {
  t = await createTestApp({ database: await openTestPglite() });
  admin = await registerAdmin(t.app);
});
afterAll(async () => {
  await t.close();
});

const settings = (accessToken: string) =>
  t.app.inject({ method: 'GET', url: '/api/settings', headers: bearer(accessToken) });

/** Signed-in requests until the session is remembered, so what follows tests the remembered one. */
async function remembered(user: TestUser): Promise<void> {
  expect((await settings(user.accessToken)).statusCode).toBe(200);
  expect((await settings(user.accessToken)).statusCode).toBe(200);
  expect(t.app.liveSessions.size).toBeGreaterThan(0);
}

async function expectCut(accessToken: string): Promise<void> {
  const res = await settings(accessToken);
  expect(res.statusCode).toBe(401);
  expect(body(res)).toMatchObject({ success: false, error: 'INVALID_TOKEN' });
}

describe('embedded mode: a remembered session still ends at once', () => {
  it('on logout', async () => {
    const user = await registerUser(t.app);
    await remembered(user);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/logout',
      headers: bearer(user.accessToken),
      payload: { refreshToken: user.refreshToken },
    });
    expect(res.statusCode).toBe(200);
    await expectCut(user.accessToken);
  });

  it('when reuse of a refresh token revokes the family', async () => {
    const user = await registerUser(t.app);
    const refresh = (refreshToken: string) =>
      t.app.inject({ method: 'POST', url: '/api/auth/refresh-token', payload: { refreshToken } });
    const rotated = tokenData(await refresh(user.refreshToken));
    await remembered({ ...user, accessToken: rotated.accessToken });
    expect((await refresh(user.refreshToken)).statusCode).toBe(401); // reuse
    await expectCut(rotated.accessToken);
    await expectCut(user.accessToken);
  });

  it('when an administrator disables the account', async () => {
    const user = await registerUser(t.app);
    await remembered(user);
    const res = await t.app.inject({
      method: 'PATCH',
      url: `/api/admin/users/${user.user.id}`,
      headers: bearer(admin.accessToken),
      payload: { disabled: true },
    });
    expect(res.statusCode).toBe(200);
    await expectCut(user.accessToken);
  });

  it('when an administrator deletes the account', async () => {
    const user = await registerUser(t.app);
    await remembered(user);
    const res = await t.app.inject({
      method: 'DELETE',
      url: `/api/admin/users/${user.user.id}`,
      headers: bearer(admin.accessToken),
    });
    expect(res.statusCode).toBe(200);
    await expectCut(user.accessToken);
  });

  it('when the user deletes their account', async () => {
    const user = await registerUser(t.app);
    await remembered(user);
    const res = await t.app.inject({
      method: 'DELETE',
      url: '/api/account',
      headers: bearer(user.accessToken),
      payload: { password: user.password },
    });
    expect(res.statusCode).toBe(200);
    await expectCut(user.accessToken);
  });

  it('when any SQL revokes it (a path nobody told the cache about, e.g. a future password change)', async () => {
    const user = await registerUser(t.app);
    await remembered(user);
    await t.database.db.execute(
      sql`update refresh_tokens set revoked_at = now() where user_id = ${user.user.id}`,
    );
    await expectCut(user.accessToken);
  });

  it("another user's logout does not end this session", async () => {
    const alice = await registerUser(t.app);
    const bob = await registerUser(t.app);
    await remembered(alice);
    await remembered(bob);
    await t.app.inject({
      method: 'POST',
      url: '/api/auth/logout',
      headers: bearer(bob.accessToken),
      payload: {},
    });
    expect((await settings(alice.accessToken)).statusCode).toBe(200);
    await expectCut(bob.accessToken);
  });
});

/** The id of the refresh token (the session) the user's access token was issued with. */
async function sessionOf(user: TestUser): Promise<string> {
  const row = await findRefreshTokenByHash(t.database.db, hashRefreshToken(user.refreshToken));
  if (!row) throw new Error('no session');
  return row.id;
}

/** A database double: PGlite's data, with the writes and notifications the test makes itself. */
function fakeDatabase(kind: 'pglite' | 'postgres') {
  const fake = {
    write: () => {},
    notify: (_payload: string) => {},
    subscribed: (_subscribed: boolean) => {},
  };
  const database = {
    kind,
    db: t.database.db,
    onSessionWrite: (listener: () => void) => {
      fake.write = listener;
    },
    listen: (
      _channel: string,
      onPayload: (payload: string) => void,
      onSubscribed?: (subscribed: boolean) => void,
    ) => {
      fake.notify = onPayload;
      fake.subscribed = onSubscribed ?? (() => {});
      return Promise.resolve(() => Promise.resolve());
    },
  };
  return { database, fake };
}

describe('LiveSessions', () => {
  it('does not remember a lookup that was in flight when a session write happened', async () => {
    const user = await registerUser(t.app);
    const { database, fake } = fakeDatabase('pglite');
    const sessions = new LiveSessions(database);
    const sessionId = await sessionOf(user);
    const live = sessions.isLive(sessionId, user.user.id);
    fake.write();
    expect(await live).toBe(true);
    expect(sessions.size).toBe(0);
    expect(await sessions.isLive(sessionId, user.user.id)).toBe(true);
    expect(sessions.size).toBe(1);
  });

  it('remembers nothing without onSessionWrite', async () => {
    const user = await registerUser(t.app);
    const sessions = new LiveSessions({ ...t.database, onSessionWrite: undefined });
    expect(await sessions.isLive(await sessionOf(user), user.user.id)).toBe(true);
    expect(sessions.size).toBe(0);
  });

  it('looks a remembered session up again after REMEMBER_MS, whatever it heard', async () => {
    const user = await registerUser(t.app);
    let now = 1_000;
    const sessions = new LiveSessions(fakeDatabase('pglite').database, { clock: () => now });
    const sessionId = await sessionOf(user);
    expect(await sessions.isLive(sessionId, user.user.id)).toBe(true);
    // Revoked behind its back (as if the notification were lost): still remembered for a while…
    await revokeUnheard(user.user.id);
    now += REMEMBER_MS - 1;
    expect(await sessions.isLive(sessionId, user.user.id)).toBe(true);
    // …and no longer.
    now += 1;
    expect(await sessions.isLive(sessionId, user.user.id)).toBe(false);
    expect(sessions.size).toBe(0);
  });
});

describe('LiveSessions on PostgreSQL (notifications simulated)', () => {
  async function started() {
    const { database, fake } = fakeDatabase('postgres');
    const sessions = new LiveSessions(database);
    await sessions.start();
    const user = await registerUser(t.app);
    return { sessions, fake, user, sessionId: await sessionOf(user) };
  }

  it('remembers nothing until subscribed, then remembers', async () => {
    const { sessions, fake, user, sessionId } = await started();
    expect(await sessions.isLive(sessionId, user.user.id)).toBe(true);
    expect(sessions.size).toBe(0);
    fake.subscribed(true);
    expect(await sessions.isLive(sessionId, user.user.id)).toBe(true);
    expect(sessions.size).toBe(1);
  });

  it('forgets everything and stops remembering when the subscription is lost', async () => {
    const { sessions, fake, user, sessionId } = await started();
    fake.subscribed(true);
    await sessions.isLive(sessionId, user.user.id);
    fake.subscribed(false);
    expect(sessions.size).toBe(0);
    await revokeUnheard(user.user.id);
    expect(await sessions.isLive(sessionId, user.user.id)).toBe(false);
  });

  it('does not remember a lookup in flight when the subscription comes back', async () => {
    const { sessions, fake, user, sessionId } = await started();
    const live = sessions.isLive(sessionId, user.user.id);
    fake.subscribed(true);
    expect(await live).toBe(true);
    expect(sessions.size).toBe(0);
  });

  it("a notification naming a user forgets that user's sessions only; one naming nobody, all", async () => {
    const { sessions, fake, user, sessionId } = await started();
    const other = await registerUser(t.app);
    fake.subscribed(true);
    await sessions.isLive(sessionId, user.user.id);
    await sessions.isLive(await sessionOf(other), other.user.id);
    expect(sessions.size).toBe(2);
    fake.notify(user.user.id);
    expect(sessions.size).toBe(1);
    fake.notify('');
    expect(sessions.size).toBe(0);
  });

  it('does not remember a lookup in flight when a notification arrives', async () => {
    const { sessions, fake, user, sessionId } = await started();
    fake.subscribed(true);
    const live = sessions.isLive(sessionId, user.user.id);
    fake.notify(randomUUID()); // anyone's: the generation is one counter
    expect(await live).toBe(true);
    expect(sessions.size).toBe(0);
  });
});

/** Revokes a user's sessions by SQL no LiveSessions of these tests hears. */
async function revokeUnheard(userId: string): Promise<void> {
  await t.database.db.execute(
    sql`update refresh_tokens set revoked_at = now() where user_id = ${userId}`,
  );
}

describe('mayEndSession', () => {
  it.each([
    'update "refresh_tokens" set "revoked_at" = $1 where "family_id" = $2',
    'update "users" set "disabled_at" = $1 where "id" = $2',
    'delete from "users" where "id" = $1',
    'DELETE FROM refresh_tokens WHERE expires_at < $1',
    'truncate users cascade',
    'alter table "users" add column "x" text',
  ])('counts %s', (statement) => {
    expect(mayEndSession(statement)).toBe(true);
  });

  it.each([
    'update "users" set "disabled_at" = $1, "updated_at" = $2 where "users"."id" = $3 returning "id"',
    'update "users" set "last_seen_at" = coalesce($1, "disabled_at") where "id" = $2',
    'update "users" set "last_seen_at" = $1 from "refresh_tokens" where "users"."id" = $2',
    'update "users" set "last_seen_at" = now() where "id" = $1; delete from "users"',
    'update "refresh_tokens" set "replaced_by_id" = $1, "revoked_at" = $2 where "id" = $3',
    'with d as (delete from "refresh_tokens" returning 1) update "users" set "last_seen_at" = $1',
  ])('counts %s (not only harmless columns, or not a plain update)', (statement) => {
    expect(mayEndSession(statement)).toBe(true);
  });

  it.each([
    'select "id" from "refresh_tokens" inner join "users" on "users"."id" = "refresh_tokens"."user_id"',
    'insert into "refresh_tokens" ("id") values ($1)',
    // Every sign-in and refresh runs these two: they cannot end a session.
    'update "users" set "last_seen_at" = $1 where ("users"."id" = $2 and "users"."disabled_at" is null) returning "id"',
    'update "refresh_tokens" set "replaced_by_id" = $1 where ("refresh_tokens"."id" = $2 and "refresh_tokens"."revoked_at" is null) returning "id"',
    'update "summaries" set "status" = $1 where "user_id" = $2',
    'delete from "user_settings" where "user_id" = $1',
  ])('ignores %s', (statement) => {
    expect(mayEndSession(statement)).toBe(false);
  });
});
