import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pino } from 'pino';
import type { Database } from '@/db/database';
import { oauthStates, telegramLogins } from '@/db/schema';
import { purgePendingLoginsJob } from '@/jobs/purge-pending-logins.job';
import { createTestDatabase } from '@/test/test-database';
import { insertTestUser } from '@/test/keywords';

const log = pino({ level: 'silent' });
let database: Database;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => {
  await database.close();
});

describe('connections.purge-pending-logins', () => {
  it('deletes expired OAuth states and Telegram logins, and keeps live ones', async () => {
    const now = new Date();
    const past = new Date(now.getTime() - 1000);
    const future = new Date(now.getTime() + 60_000);
    const [a, b] = [await insertTestUser(database.db), await insertTestUser(database.db)];
    const state = (hash: string, expiresAt: Date, userId: string | null) => ({
      stateHash: hash,
      userId,
      purpose: 'google' as const,
      codeVerifierEnc: 'v1.x.y.z',
      redirectUri: 'http://localhost/auth/callback/google',
      expiresAt,
    });
    await database.db
      .insert(oauthStates)
      .values([state('old', past, null), state('new', future, null), state('old-a', past, a)]);
    await database.db.insert(telegramLogins).values([
      { userId: a, stateEnc: 'v1.x.y.z', expiresAt: past },
      { userId: b, stateEnc: 'v1.x.y.z', expiresAt: future },
    ]);

    await purgePendingLoginsJob.handler({}, { db: database.db, log, now: () => now });

    const states = await database.db.select({ h: oauthStates.stateHash }).from(oauthStates);
    expect(states.map((s) => s.h)).toEqual(['new']);
    const logins = await database.db.select({ u: telegramLogins.userId }).from(telegramLogins);
    expect(logins.map((l) => l.u)).toEqual([b]);
    expect(purgePendingLoginsJob.cron).toBe('*/10 * * * *');
  });
});
