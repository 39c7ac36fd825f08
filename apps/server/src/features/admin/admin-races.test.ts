import { and, count, eq, inArray, isNull } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '@/db/schema';
import { createTestApp, type TestApp } from '@/test/test-app';
import { testDatabaseMode } from '@/test/test-database';
import { bearer, registerUser, type TestUser } from '@/test/users';

/**
 * Changes that take an administrator away, sent at the same moment by two administrators: however
 * they interleave, an enabled administrator remains. Each race runs several times, the second
 * request sent a little later each time (0 to 190 ms), because a lost race shows only in some
 * interleavings: a password check, for one, holds an account deletion back for a while.
 */
const TRIALS = 10;
const delay = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
  // Somebody who is not an administrator, so an administrator's own deletion is not the last account's.
  await registerUser(t.app);
});
afterAll(() => t.close());

/** Two fresh accounts that are the server's only administrators. */
async function onlyAdmins(): Promise<[TestUser, TestUser]> {
  const a = await registerUser(t.app);
  const b = await registerUser(t.app);
  await t.database.db.update(users).set({ role: 'user' });
  await t.database.db
    .update(users)
    .set({ role: 'admin' })
    .where(inArray(users.id, [a.user.id, b.user.id]));
  return [a, b];
}

async function enabledAdmins(): Promise<number> {
  const [row] = await t.database.db
    .select({ n: count() })
    .from(users)
    .where(and(eq(users.role, 'admin'), isNull(users.disabledAt)));
  return row?.n ?? 0;
}

const call = (as: TestUser, method: 'PATCH' | 'PUT' | 'DELETE', url: string, payload?: object) =>
  t.app.inject({ method, url, headers: bearer(as.accessToken), ...(payload ? { payload } : {}) });
const disable = (as: TestUser, who: TestUser) =>
  call(as, 'PATCH', `/api/admin/users/${who.user.id}`, { disabled: true });
const remove = (as: TestUser, who: TestUser) =>
  call(as, 'DELETE', `/api/admin/users/${who.user.id}`);
const stepDown = (as: TestUser) =>
  call(as, 'PUT', `/api/admin/users/${as.user.id}/role`, { isAdmin: false });
const deleteOwn = (as: TestUser) => call(as, 'DELETE', '/api/account', { password: as.password });

type Send = () => Promise<LightMyRequestResponse>;
const RACES: [string, (a: TestUser, b: TestUser) => [Send, Send]][] = [
  ['disable each other', (a, b) => [() => disable(a, b), () => disable(b, a)]],
  ['delete each other', (a, b) => [() => remove(a, b), () => remove(b, a)]],
  ['one disables, the other deletes', (a, b) => [() => disable(a, b), () => remove(b, a)]],
  ['both step down', (a, b) => [() => stepDown(a), () => stepDown(b)]],
  [
    'one deletes their account, the other steps down',
    (a, b) => [() => deleteOwn(a), () => stepDown(b)],
  ],
  ['both delete their accounts', (a, b) => [() => deleteOwn(a), () => deleteOwn(b)]],
  [
    'one deletes their account, the other deletes them',
    (a, b) => [() => deleteOwn(a), () => remove(b, a)],
  ],
];

describe(`concurrent administrator changes (${testDatabaseMode()})`, () => {
  for (const [name, race] of RACES)
    it(`${name}: an enabled administrator always remains`, async () => {
      for (let trial = 0; trial < TRIALS; trial++) {
        const [a, b] = await onlyAdmins();
        const [first, second] = race(a, b);
        const answers = await Promise.all([first(), delay(trial * 19).then(second)]);
        for (const res of answers) expect([200, 401, 403, 404, 409]).toContain(res.statusCode);
        // One of the two changes went through; the other was refused, not half-applied.
        expect(answers.filter((r) => r.statusCode === 200).length).toBeGreaterThanOrEqual(1);
        expect(await enabledAdmins(), `${name}, trial ${trial + 1}`).toBeGreaterThanOrEqual(1);
      }
    }, 120_000);
});
