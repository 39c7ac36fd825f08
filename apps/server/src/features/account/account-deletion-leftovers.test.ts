import { eq, like } from 'drizzle-orm';
import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ingestRuns, throttleCounters, users } from '@/db/schema';
import { saveRun } from '@/features/ingest/ingest.repository';
import { accessFor, pulseTestClock } from '@/features/pulse/pulse-test-kit';
import { buildPulseJob } from '@/jobs/build-pulse.job';
import { unlessAccountDeleted } from '@/jobs/deleted-account';
import { ingestSourcesJob } from '@/jobs/ingest-sources.job';
import { createPlatformTestApp, type PlatformTestApp } from '@/test/platform-app';
import { testDatabaseMode } from '@/test/test-database';
import { bearer, login, registerUser, type TestUser } from '@/test/users';

const now = pulseTestClock();
let t: PlatformTestApp;

beforeAll(async () => {
  t = await createPlatformTestApp({ now });
  await registerUser(t.app); // the administrator: the others may delete their accounts
});
afterAll(() => t.close());

/** A logger whose lines the test reads. */
function recordingLog() {
  const lines: { msg?: string; userId?: string; job?: string; level?: number }[] = [];
  const log = pino(
    { level: 'info' },
    { write: (line: string) => lines.push(JSON.parse(line) as (typeof lines)[number]) },
  );
  return { log, lines };
}

const deleteAccount = (user: TestUser) =>
  t.app.inject({
    method: 'DELETE',
    url: '/api/account',
    headers: bearer(user.accessToken),
    payload: { password: user.password },
  });

async function countersNaming(email: string): Promise<string[]> {
  const rows = await t.database.db
    .select({ key: throttleCounters.key })
    .from(throttleCounters)
    .where(like(throttleCounters.key, `%${email}%`));
  return rows.map((r) => r.key);
}

describe(`deleting an account leaves nothing naming the person and stops its work (${testDatabaseMode()})`, () => {
  it("forgets the login throttle counters keyed by the account's email; others stay", async () => {
    const user = await registerUser(t.app);
    const other = await registerUser(t.app);
    for (const who of [user, other])
      for (const address of ['10.0.0.1', '10.0.0.2'])
        expect(
          (await login(t.app, { email: who.email, password: 'Wr0ng!pass' }, address)).statusCode,
        ).toBe(401);
    expect((await countersNaming(user.email)).length).toBe(3); // account, and per address
    expect((await deleteAccount(user)).statusCode).toBe(200);
    expect(await countersNaming(user.email)).toEqual([]);
    expect((await countersNaming(other.email)).length).toBe(3);
  });

  it('a sources.ingest or pulse.build run of a deleted account ends with a log line, not a failure', async () => {
    const user = await registerUser(t.app);
    await t.connect(user, 'reddit');
    expect((await deleteAccount(user)).statusCode).toBe(200);
    const { log, lines } = recordingLog();
    const context = { db: t.database.db, log, now, connections: accessFor(t, now) };
    await ingestSourcesJob.handler({ userId: user.user.id }, context);
    await buildPulseJob.handler({ userId: user.user.id }, context);
    const said = lines.filter((l) => l.userId === user.user.id);
    expect(said.map((l) => [l.job, l.msg])).toEqual([
      ['sources.ingest', 'the account was deleted; the run has nothing to do'],
      ['pulse.build', 'the account was deleted; the run has nothing to do'],
    ]);
    expect(said.every((l) => l.level === 30)).toBe(true);
  });

  it('a run whose account is deleted midway ends quietly; any other failure still fails it', async () => {
    const user = await registerUser(t.app);
    const { log, lines } = recordingLog();
    const context = { db: t.database.db, log };
    // The account goes while the run works; what the run writes next fails on its foreign key.
    await unlessAccountDeleted(context, 'sources.ingest', user.user.id, async () => {
      await t.database.db.delete(users).where(eq(users.id, user.user.id));
      await saveRun(t.database.db, { userId: user.user.id, platform: 'reddit', lastRunAt: now() });
    });
    expect(lines.map((l) => l.msg)).toEqual([
      'the account was deleted during the run; the run ends here',
    ]);
    expect(
      await t.database.db.select().from(ingestRuns).where(eq(ingestRuns.userId, user.user.id)),
    ).toEqual([]);

    const alive = await registerUser(t.app);
    await expect(
      unlessAccountDeleted(context, 'sources.ingest', alive.user.id, () =>
        Promise.reject(new Error('the platform is down')),
      ),
    ).rejects.toThrow('the platform is down');
  });
});
