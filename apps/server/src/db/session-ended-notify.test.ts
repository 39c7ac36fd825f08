import { sql, type SQL } from 'drizzle-orm';
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '@/db/database';
import { HARMLESS_COLUMNS } from '@/db/session-writes';
import { SESSION_ENDED_CHANNEL } from '@/features/auth/live-sessions';
import { createTestDatabase, testDatabaseMode } from '@/test/test-database';

let database: Database;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => {
  await database.close();
});

async function rowsOf<T>(query: SQL): Promise<T[]> {
  const result = await database.db.execute(query);
  // node-postgres answers a result with rows, PGlite's drizzle driver the rows themselves.
  return (Array.isArray(result) ? result : (result as { rows: T[] }).rows) as T[];
}

async function newUser(): Promise<{ userId: string; tokenId: string }> {
  const id = randomUUID();
  const [user] = await rowsOf<{ id: string }>(
    sql`insert into users (username, email) values (${`u_${id}`}, ${`${id}@example.com`}) returning id`,
  );
  const [token] = await rowsOf<{ id: string }>(
    sql`insert into refresh_tokens (user_id, family_id, token_hash, expires_at)
        values (${user?.id}, ${randomUUID()}, ${id}, now() + interval '1 day') returning id`,
  );
  if (!user || !token) throw new Error('seed failed');
  return { userId: user.id, tokenId: token.id };
}

const MARKER = 'end-of-test-writes';

/**
 * The session_ended payloads `write` causes. Notifications arrive in commit order, so a marker
 * notified after it bounds the wait: whatever `write` notified has arrived before the marker.
 */
async function notifiedBy(write: SQL): Promise<string[]> {
  const heard: string[] = [];
  let markerHeard = () => {};
  const marker = new Promise<void>((resolve) => (markerHeard = resolve));
  const unlisten = await database.listen(SESSION_ENDED_CHANNEL, (payload) => {
    if (payload === MARKER) markerHeard();
    else heard.push(payload);
  });
  try {
    await database.db.execute(write);
    await database.db.execute(sql`select pg_notify(${SESSION_ENDED_CHANNEL}, ${MARKER})`);
    await marker;
  } finally {
    await unlisten();
  }
  return [...new Set(heard)];
}

describe(`session_ended trigger (${testDatabaseMode()})`, () => {
  it.each([
    ['a sign-in', (u: string) => sql`update users set last_seen_at = now() where id = ${u}`],
    ['updated_at alone', (u: string) => sql`update users set updated_at = now() where id = ${u}`],
    [
      'a refresh rotation',
      (u: string) =>
        sql`update refresh_tokens set replaced_by_id = ${randomUUID()} where user_id = ${u}`,
    ],
  ])('stays silent on %s', async (_what, write) => {
    const { userId } = await newUser();
    expect(await notifiedBy(write(userId))).toEqual([]);
  });

  it.each([
    [
      'a disabled account',
      (u: string) => sql`update users set disabled_at = now() where id = ${u}`,
    ],
    ['a password change', (u: string) => sql`update users set password_hash = 'x' where id = ${u}`],
    ['a role change', (u: string) => sql`update users set role = 'admin' where id = ${u}`],
    [
      'a revoked token',
      (u: string) => sql`update refresh_tokens set revoked_at = now() where user_id = ${u}`,
    ],
    [
      'an expiry change',
      (u: string) => sql`update refresh_tokens set expires_at = now() where user_id = ${u}`,
    ],
    ['a deleted token', (u: string) => sql`delete from refresh_tokens where user_id = ${u}`],
    ['a deleted account', (u: string) => sql`delete from users where id = ${u}`],
  ])('names the user on %s', async (_what, write) => {
    const { userId } = await newUser();
    expect(await notifiedBy(write(userId))).toEqual([userId]);
  });

  it('names nobody (everyone) on a truncate', async () => {
    await newUser();
    expect(await notifiedBy(sql`truncate refresh_tokens`)).toEqual(['']);
  });

  it('is silent on exactly the columns mayEndSession calls harmless', async () => {
    const rows = await rowsOf<{ table: string; args: string }>(sql`
      select c.relname as "table", encode(t.tgargs, 'escape') as args
        from pg_trigger t join pg_class c on c.oid = t.tgrelid
       where t.tgname like '%session_ended_notify'`);
    const triggers = new Map(rows.map((row) => [row.table, row.args.split('\\000').slice(1, -1)]));
    expect(triggers).toEqual(new Map([...HARMLESS_COLUMNS].map(([t, c]) => [t, [...c]])));
  });
});
