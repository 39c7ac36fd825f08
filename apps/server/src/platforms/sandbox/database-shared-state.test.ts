import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '@/db/database';
import { RedditSandboxState } from '@/platforms/reddit/sandbox/state';
import { DatabaseSharedState } from '@/platforms/sandbox/database-shared-state';
import { createTestDatabase } from '@/test/test-database';

/**
 * Replicas of the sandboxes: several DatabaseSharedState over one database, as API processes behind
 * a load balancer are. On PostgreSQL (npm run test:pg) the notifications cross
 * connections; on PGlite they come back through the one client.
 */
let database: Database;
const started: DatabaseSharedState[] = [];

async function replica(): Promise<DatabaseSharedState> {
  const shared = new DatabaseSharedState(database);
  await shared.start();
  started.push(shared);
  return shared;
}

/** Waits for what another process publishes: it arrives by NOTIFY, moments later. */
async function eventually(check: () => boolean): Promise<void> {
  for (let i = 0; i < 200 && !check(); i++) await new Promise((r) => setTimeout(r, 25));
  expect(check()).toBe(true);
}

beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => {
  for (const shared of started) await shared.stop();
  await database.close();
});

describe('sandbox state shared through the database', () => {
  it('a claim is won by exactly one of many replicas asking at once', async () => {
    const [a, b] = [await replica(), await replica()];
    const answers = await Promise.all(
      Array.from({ length: 10 }, (_, i) => (i % 2 ? a : b).claim('t', 'code-1', { n: i }, 60_000)),
    );
    const winners = answers.filter((answer) => answer === undefined);
    expect(winners).toHaveLength(1);
    const first = answers.find((answer) => answer !== undefined);
    expect(answers.filter((answer) => answer !== undefined).every((v) => v?.n === first?.n)).toBe(
      true,
    );
  });

  it('an expired claim can be claimed again', async () => {
    const a = await replica();
    expect(await a.claim('t', 'short', 1, 1)).toBeUndefined();
    await new Promise((r) => setTimeout(r, 10));
    expect(await a.claim('t', 'short', 2, 60_000)).toBeUndefined();
    expect(await a.claim('t', 'short', 3, 60_000)).toBe(2);
  });

  it('a value published on one replica reaches the others, and a replica started later', async () => {
    const [a, b] = [await replica(), await replica()];
    const seen: string[] = [];
    b.watch('revoked', (key) => seen.push(key));
    await a.publish('revoked', 'family-1', true, 60_000);
    await eventually(() => seen.includes('family-1'));
    expect(await b.read('revoked', 'family-1')).toBe(true);
    const late = await replica();
    const lateSeen: string[] = [];
    late.watch('revoked', (key) => lateSeen.push(key));
    expect(lateSeen).toContain('family-1');
  });

  it('reads a value another replica published before its notification arrives', async () => {
    const [a, b] = [await replica(), await replica()];
    await a.publish('accounts', 'sub-1', 'sam@example.test', 60_000);
    expect(await b.read('accounts', 'sub-1')).toBe('sam@example.test');
    expect(await b.read('accounts', 'nobody')).toBeUndefined();
  });

  it('counts hits across replicas in one window, restarting after it on the sandbox clock', async () => {
    const [a, b] = [await replica(), await replica()];
    const t0 = Date.UTC(2026, 10, 18, 12);
    expect(await a.hit('rate', 'client', 600_000, t0)).toEqual({ count: 1, windowStart: t0 });
    expect(await b.hit('rate', 'client', 600_000, t0 + 1000, 5)).toEqual({
      count: 6,
      windowStart: t0,
    });
    expect(await a.hit('rate', 'client', 600_000, t0 + 600_000)).toEqual({
      count: 1,
      windowStart: t0 + 600_000,
    });
    await b.resetCounts('rate');
    expect((await a.hit('rate', 'client', 600_000, t0 + 600_001)).count).toBe(1);
  });

  it('faults armed and cleared on one replica apply on the other', async () => {
    const [a, b] = [await replica(), await replica()];
    const one = new RedditSandboxState({ shared: a });
    const two = new RedditSandboxState({ shared: b });
    await one.faults.arm({ fault: 'server_error', path: '/r/space' });
    await eventually(() => two.faults.list().length === 1);
    expect(two.faults.take('server_error', '/r/space/new')).toMatchObject({
      fault: 'server_error',
    });
    await two.faults.clear();
    await eventually(() => one.faults.list().length === 0);
  });

  it('a code issued on one replica is redeemed once, and a revocation reaches the other', async () => {
    const [a, b] = [await replica(), await replica()];
    const one = new RedditSandboxState({ shared: a });
    const two = new RedditSandboxState({ shared: b });
    const grant = { clientId: 'c', subject: 'reader', scopes: ['read'] };
    const code = one.store.issueCode({ grant, redirectUri: 'http://x/cb', issueRefresh: true });
    const check = { clientId: 'c', redirectUri: 'http://x/cb' };
    const redeemed = await two.store.redeemCode(code, check);
    if (!redeemed.ok) throw new Error(redeemed.reason);
    expect(await one.store.redeemCode(code, check)).toEqual({ ok: false, reason: 'used' });
    // The replay revoked what the code produced, on both.
    await eventually(() => !two.store.verifyAccess(redeemed.value.accessToken).ok);
    expect(one.store.verifyAccess(redeemed.value.accessToken).ok).toBe(false);
  });
});
