import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { backup, BackupError, restore } from '@/backup/backup';
import { createDatabase } from '@/db/create-database';
import type { Database } from '@/db/database';
import { summaries, users } from '@/db/schema';
import { createTestApp } from '@/test/test-app';
import { createServerDatabaseUrl } from '@/test/test-database';
import { countUserRows, seedEverything } from '@/test/user-data';
import { registerUser } from '@/test/users';

const root = mkdtempSync(path.join(tmpdir(), 'sp-backup-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));

/** Two users with a row in every user table, registered through the API; their ids and row counts. */
async function fill(database: Database) {
  const t = await createTestApp({ database });
  const a = await registerUser(t.app);
  const b = await registerUser(t.app);
  await seedEverything(database.db, a.user.id, 'alice');
  await seedEverything(database.db, b.user.id, 'bob');
  const counts = {
    [a.user.id]: await countUserRows(database.db, a.user.id),
    [b.user.id]: await countUserRows(database.db, b.user.id),
  };
  await t.close();
  return { users: [a, b], counts };
}

async function expectSameData(database: Database, expected: Awaited<ReturnType<typeof fill>>) {
  for (const user of expected.users) {
    expect(await countUserRows(database.db, user.user.id)).toEqual(expected.counts[user.user.id]);
    const [row] = await database.db.select().from(users).where(eq(users.id, user.user.id));
    expect(row?.email).toBe(user.email);
  }
  const contents = (await database.db.select({ content: summaries.content }).from(summaries)).map(
    (r) => r.content,
  );
  expect(contents.sort()).toEqual(['alice summary content', 'bob summary content']);
}

describe('backup and restore, embedded database', () => {
  const dataDir = path.join(root, 'data');
  const env = { databaseUrl: undefined, dataDir, appSecret: undefined };

  it('backs up, survives a wiped DATA_DIR, restores every user’s data and the secret key', async () => {
    const data = await fill(
      await createDatabase({ kind: 'pglite', dir: path.join(dataDir, 'pglite') }),
    );
    writeFileSync(path.join(dataDir, 'secret.key'), 'k'.repeat(43), { mode: 0o600 });

    const out = path.join(root, 'backup-1');
    const manifest = await backup(env, out);
    expect(manifest).toMatchObject({
      mode: 'pglite',
      database: 'database.tar.gz',
      secretKey: true,
    });

    rmSync(dataDir, { recursive: true, force: true });
    await restore(env, out);
    expect(readFileSync(path.join(dataDir, 'secret.key'), 'utf8')).toBe('k'.repeat(43));
    const restored = await createDatabase({ kind: 'pglite', dir: path.join(dataDir, 'pglite') });
    try {
      await expectSameData(restored, data);
    } finally {
      await restored.close();
    }
  }, 240_000);

  it('refuses to restore over a database without --force, then keeps the old one aside', async () => {
    const out = path.join(root, 'backup-1');
    await expect(restore(env, out)).rejects.toThrow(/already holds a database; add --force/);
    await restore(env, out, { force: true, now: new Date('2026-11-25T10:00:00Z') });
    expect(existsSync(path.join(dataDir, 'pglite.before-restore-2026-11-25T10-00-00-000Z'))).toBe(
      true,
    );
  }, 120_000);

  it('says clearly what is wrong with a bad backup or target', async () => {
    await expect(restore(env, path.join(root, 'nowhere'))).rejects.toThrow(
      /is not a SocialPulse backup/,
    );
    await expect(backup(env, path.join(root, 'backup-1'))).rejects.toThrow(/is not empty/);
    await expect(
      restore({ ...env, databaseUrl: 'postgres://x@127.0.0.1:1/x' }, path.join(root, 'backup-1')),
    ).rejects.toThrow(BackupError);
    await expect(
      backup({ ...env, dataDir: path.join(root, 'empty') }, path.join(root, 'backup-2')),
    ).rejects.toThrow(/No embedded database/);
  });
});

describe('backup and restore, PostgreSQL', () => {
  it('backs up with pg_dump, wipes the database, restores with pg_restore', async () => {
    // The PostgreSQL server the suite runs against (test:pg); the machine's own one otherwise.
    process.env.TEST_DATABASE_URL ??= 'postgres://postgres@127.0.0.1:5432/test';
    const server = await createServerDatabaseUrl();
    const env = {
      databaseUrl: server.url,
      dataDir: path.join(root, 'pg-data'),
      appSecret: 'x'.repeat(40),
    };
    try {
      const data = await fill(await createDatabase({ kind: 'postgres', url: server.url }));
      const out = path.join(root, 'pg-backup');
      expect(await backup(env, out)).toMatchObject({ mode: 'postgres', secretKey: false });

      const wipe = await createDatabase({ kind: 'postgres', url: server.url });
      // Everything the app stored goes: its tables, the migration record and the job queue.
      for (const statement of [
        'drop schema public cascade',
        'create schema public',
        'drop schema if exists drizzle cascade',
        'drop schema if exists pgboss cascade',
      ])
        await wipe.db.execute(sql.raw(statement));
      await wipe.close();

      await restore(env, out);
      const restored = await createDatabase({ kind: 'postgres', url: server.url });
      try {
        await expectSameData(restored, data);
      } finally {
        await restored.close();
      }
    } finally {
      await server.drop();
    }
  }, 240_000);
});
