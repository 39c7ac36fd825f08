import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openPostgres } from '@/db/postgres';
import { body, tokenData } from '@/test/http';
import { createTestApp, type TestApp } from '@/test/test-app';
import { createServerDatabaseUrl, testDatabaseMode } from '@/test/test-database';
import { bearer, registerAdmin, registerUser, type TestUser } from '@/test/users';

/**
 * Two API replicas (two apps, each with its own pool and LISTEN connection) on one PostgreSQL
 * database: a session remembered by A ends on A when B ends it (docs/decisions/0017).
 * PostgreSQL only: the embedded database has a single process (live-sessions.test.ts covers it).
 */
describe.skipIf(testDatabaseMode() !== 'postgres')('LiveSessions across replicas', () => {
  /** The brief's bound: a revocation on B is honoured by A within a second. */
  const PUSHED_WITHIN = { timeout: 1_000, interval: 10 };

  let url: string;
  let drop: () => Promise<void>;
  let a: TestApp;
  let b: TestApp;
  let admin: TestUser;
  /** What A's LISTEN connection waits for before reconnecting; a test holds it to keep A down. */
  let relistenGate: Promise<void> = Promise.resolve();

  beforeAll(async () => {
    ({ url, drop } = await createServerDatabaseUrl());
    a = await createTestApp({
      database: await openPostgres(url, { relisten: () => relistenGate }),
    });
    b = await createTestApp({ database: await openPostgres(url) });
    admin = await registerAdmin(b.app);
  });
  afterAll(async () => {
    await a?.close();
    await b?.close();
    await drop?.();
  });

  const settingsOn = (app: TestApp, accessToken: string) =>
    app.app.inject({ method: 'GET', url: '/api/settings', headers: bearer(accessToken) });
  const statusOnA = async (accessToken: string) => (await settingsOn(a, accessToken)).statusCode;

  /** Has A remember the token's session: what follows tests a remembered one. */
  async function rememberOnA(accessToken: string): Promise<void> {
    const before = a.app.liveSessions.size;
    // Polled: a late notification of an earlier test (another user) may arrive while the lookup is
    // in flight, and then, rightly, the answer is not remembered; the next request's is.
    await expect
      .poll(async () => {
        expect(await statusOnA(accessToken)).toBe(200);
        return a.app.liveSessions.size;
      })
      .toBe(before + 1);
    expect(await statusOnA(accessToken)).toBe(200);
  }

  async function rememberedOnA(): Promise<TestUser> {
    const user = await registerUser(a.app);
    await rememberOnA(user.accessToken);
    return user;
  }

  async function expectRefusedOnA(accessToken: string): Promise<void> {
    await expect.poll(() => statusOnA(accessToken), PUSHED_WITHIN).toBe(401);
    expect(body(await settingsOn(a, accessToken))).toMatchObject({ error: 'INVALID_TOKEN' });
  }

  it('A remembers live sessions once its LISTEN is up', async () => {
    await expect.poll(() => a.app.liveSessions.caching).toBe(true);
    await rememberedOnA();
  });

  it('logout on B: A refuses the access token', async () => {
    const user = await rememberedOnA();
    const res = await b.app.inject({
      method: 'POST',
      url: '/api/auth/logout',
      headers: bearer(user.accessToken),
      payload: { refreshToken: user.refreshToken },
    });
    expect(res.statusCode).toBe(200);
    await expectRefusedOnA(user.accessToken);
  });

  it("another user's logout on B forgets only that user's session on A", async () => {
    const alice = await rememberedOnA();
    const bob = await rememberedOnA();
    const before = a.app.liveSessions.size;
    await b.app.inject({
      method: 'POST',
      url: '/api/auth/logout',
      headers: bearer(bob.accessToken),
      payload: {},
    });
    await expectRefusedOnA(bob.accessToken);
    expect(a.app.liveSessions.size).toBe(before - 1);
    expect(await statusOnA(alice.accessToken)).toBe(200);
  });

  it('an administrator disabling the account on B: A refuses', async () => {
    const user = await rememberedOnA();
    const res = await b.app.inject({
      method: 'PATCH',
      url: `/api/admin/users/${user.user.id}`,
      headers: bearer(admin.accessToken),
      payload: { disabled: true },
    });
    expect(res.statusCode).toBe(200);
    await expectRefusedOnA(user.accessToken);
  });

  it('refresh-token reuse on B revoking the family: A refuses', async () => {
    const user = await registerUser(a.app);
    const refresh = (refreshToken: string) =>
      b.app.inject({ method: 'POST', url: '/api/auth/refresh-token', payload: { refreshToken } });
    const rotated = tokenData(await refresh(user.refreshToken));
    await rememberOnA(rotated.accessToken);
    expect((await refresh(user.refreshToken)).statusCode).toBe(401); // reuse
    await expectRefusedOnA(rotated.accessToken);
  });

  it('with its LISTEN connection killed, A answers from the database until it is back', async () => {
    const steady = await rememberedOnA();
    const revoked = await rememberedOnA();
    let reopen = () => {};
    relistenGate = new Promise((resolve) => (reopen = resolve));

    // Both replicas' session_ended listeners (they share the name); B reconnects by itself.
    const killed = await terminateListeners(url);
    expect(killed).toBe(2);
    await expect.poll(() => a.app.liveSessions.caching).toBe(false);
    expect(a.app.liveSessions.size).toBe(0);

    // Down: every answer is looked up, and nothing is remembered.
    expect(await statusOnA(steady.accessToken)).toBe(200);
    expect(a.app.liveSessions.size).toBe(0);
    // A revocation while A cannot hear it is honoured at once.
    const res = await b.app.inject({
      method: 'POST',
      url: '/api/auth/logout',
      headers: bearer(revoked.accessToken),
      payload: {},
    });
    expect(res.statusCode).toBe(200);
    expect(await statusOnA(revoked.accessToken)).toBe(401);
    expect(a.app.liveSessions.caching).toBe(false);

    reopen();
    await expect.poll(() => a.app.liveSessions.caching).toBe(true);
    expect(await statusOnA(steady.accessToken)).toBe(200);
    expect(a.app.liveSessions.size).toBe(1);
    expect(await statusOnA(revoked.accessToken)).toBe(401);
  });
});

/** pg_terminate_backend on every session_ended listener of the database; returns how many. */
async function terminateListeners(url: string): Promise<number> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const { rows } = await client.query<{ pid: number }>(
      `select pg_terminate_backend(pid), pid from pg_stat_activity
        where datname = current_database() and application_name = 'socialpulse listen session_ended'`,
    );
    return rows.length;
  } finally {
    await client.end();
  }
}
