import { and, count, eq, inArray, isNull, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { summaries, users } from '@/db/schema';
import { insertSummary } from '@/features/summaries/summaries.repository';
import { createTestApp, type TestApp } from '@/test/test-app';
import { bearer, registerUser } from '@/test/users';

// Row locks held from a second connection need PostgreSQL: the suite's server when it runs against
// one (test:pg), the machine's own otherwise, as the PostgreSQL backup test does.
process.env.TEST_DATABASE_URL ??= 'postgres://postgres@127.0.0.1:5432/test';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/** Sessions of this database waiting on a lock (a row lock or the administrators' lock). */
async function waitingOnLocks(): Promise<number> {
  const [row] = await t.database.db
    .select({ n: sql<number>`count(*)::int` })
    .from(sql`pg_stat_activity`)
    .where(sql`datname = current_database() and wait_event_type = 'Lock'`);
  return row?.n ?? 0;
}

async function until(check: () => Promise<boolean>, ms: number): Promise<void> {
  const deadline = Date.now() + ms;
  while (!(await check()) && Date.now() < deadline)
    await new Promise((resolve) => setTimeout(resolve, 20));
}

describe('an administrator deleting their account, held up after the check, while the other steps down (PostgreSQL)', () => {
  it('the step-down waits for the deletion and is refused: an enabled administrator remains', async () => {
    await registerUser(t.app); // not an administrator: the deletion is not the last account's
    const a = await registerUser(t.app);
    const b = await registerUser(t.app);
    await t.database.db.update(users).set({ role: 'user' });
    await t.database.db
      .update(users)
      .set({ role: 'admin' })
      .where(inArray(users.id, [a.user.id, b.user.id]));
    const now = new Date();
    await insertSummary(t.database.db, {
      userId: a.user.id,
      platform: 'reddit',
      sourceId: 'typescript',
      options: { period: 'today', tone: 'engaging', language: 'en' },
      status: 'completed',
      windowStart: now,
      windowEnd: now,
      createdAt: now,
      updatedAt: now,
    });

    // Another connection holds A's summary row: A's deletion stops where it deletes it, which
    // is after it has checked that another administrator (B) remains.
    let release = () => {};
    const released = new Promise<void>((resolve) => (release = resolve));
    let locked = () => {};
    const isLocked = new Promise<void>((resolve) => (locked = resolve));
    const holder = t.database.db.transaction(async (tx) => {
      await tx.select().from(summaries).where(eq(summaries.userId, a.user.id)).for('update');
      locked();
      await released;
    });
    await isLocked;

    const deleting = t.app.inject({
      method: 'DELETE',
      url: '/api/account',
      headers: bearer(a.accessToken),
      payload: { password: a.password },
    });
    await until(async () => (await waitingOnLocks()) >= 1, 5_000);
    let stepDownDone = false;
    const steppingDown = t.app
      .inject({
        method: 'PUT',
        url: `/api/admin/users/${b.user.id}/role`,
        headers: bearer(b.accessToken),
        payload: { isAdmin: false },
      })
      .finally(() => (stepDownDone = true));
    // The step-down either finishes (nothing makes it wait) or waits for the deletion's lock.
    await until(async () => stepDownDone || (await waitingOnLocks()) >= 2, 5_000);
    release();
    await holder;
    const [deleted, steppedDown] = await Promise.all([deleting, steppingDown]);

    expect(deleted.statusCode).toBe(200);
    expect(steppedDown.statusCode).toBe(409);
    const [row] = await t.database.db
      .select({ n: count() })
      .from(users)
      .where(and(eq(users.role, 'admin'), isNull(users.disabledAt)));
    expect(row?.n).toBe(1);
  }, 60_000);
});
