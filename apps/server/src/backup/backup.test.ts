import {
  chmodSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
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

describe('restore reads only files inside the backup folder', () => {
  const env = {
    databaseUrl: undefined,
    dataDir: path.join(root, 'escape-data'),
    appSecret: undefined,
  };

  function backupNaming(name: string, database: string): string {
    const dir = path.join(root, name);
    mkdirSync(dir, { recursive: true });
    const manifest = { format: 'socialpulse-backup', version: 1, mode: 'pglite', database };
    writeFileSync(
      path.join(dir, 'manifest.json'),
      JSON.stringify({ ...manifest, secretKey: false }),
    );
    return dir;
  }

  it('refuses a manifest whose database path leaves the folder or is absolute', async () => {
    writeFileSync(path.join(root, 'outside.tar.gz'), 'not a backup');
    for (const [name, database] of [
      ['escape-dots', '../outside.tar.gz'],
      ['escape-nested', 'sub/../../outside.tar.gz'],
      ['escape-absolute', path.join(root, 'outside.tar.gz')],
    ] as const) {
      const dir = backupNaming(name, database);
      await expect(restore(env, dir)).rejects.toThrow(/outside the backup folder/);
    }
    expect(existsSync(env.dataDir)).toBe(false);
  });

  it('refuses a database file or secret key that is a symbolic link', async () => {
    const dir = backupNaming('escape-link', 'database.tar.gz');
    symlinkSync(path.join(root, 'outside.tar.gz'), path.join(dir, 'database.tar.gz'));
    await expect(restore(env, dir)).rejects.toThrow(/is not a plain file/);

    const keyed = backupNaming('escape-key', 'database.tar.gz');
    writeFileSync(path.join(keyed, 'database.tar.gz'), 'x');
    const manifest = JSON.parse(readFileSync(path.join(keyed, 'manifest.json'), 'utf8')) as object;
    writeFileSync(
      path.join(keyed, 'manifest.json'),
      JSON.stringify({ ...manifest, secretKey: true }),
    );
    symlinkSync(path.join(root, 'outside.tar.gz'), path.join(keyed, 'secret.key'));
    await expect(restore(env, keyed)).rejects.toThrow(/secret\.key is not a plain file/);
    expect(existsSync(path.join(env.dataDir, 'secret.key'))).toBe(false);
  });
});

/**
 * Puts a wrapper named `command` first on PATH that writes its arguments and PGPASSWORD to a file,
 * then runs the real program: what `ps` would have shown, and what only the process could read.
 */
function recordCommand(command: string): { read: () => string; restore: () => void } {
  const bin = mkdtempSync(path.join(root, 'bin-'));
  const record = path.join(bin, `${command}.record`);
  const real = `/usr/bin/${command}`;
  writeFileSync(
    path.join(bin, command),
    `#!/bin/sh\nprintf 'args=%s\\npassword=%s\\n' "$*" "$PGPASSWORD" >> '${record}'\nexec ${real} "$@"\n`,
  );
  chmodSync(path.join(bin, command), 0o755);
  const before = process.env.PATH;
  process.env.PATH = `${bin}:${before ?? ''}`;
  return {
    read: () => readFileSync(record, 'utf8'),
    restore: () => {
      process.env.PATH = before;
    },
  };
}

describe('backup and restore, PostgreSQL', () => {
  it('gives pg_dump and pg_restore the password in their environment, not their command line', async () => {
    process.env.TEST_DATABASE_URL ??= 'postgres://postgres@127.0.0.1:5432/test';
    const server = await createServerDatabaseUrl();
    const secret = 'Pa55-w0rd:with@signs';
    const url = new URL(server.url);
    url.password = encodeURIComponent(secret);
    const env = {
      databaseUrl: url.toString(),
      dataDir: path.join(root, 'pg-pass-data'),
      appSecret: 'x'.repeat(40),
    };
    const dump = recordCommand('pg_dump');
    const load = recordCommand('pg_restore');
    try {
      const database = await createDatabase({ kind: 'postgres', url: server.url });
      await database.close();
      const out = path.join(root, 'pg-pass-backup');
      await backup(env, out);
      await restore(env, out);
      for (const record of [dump.read(), load.read()]) {
        const args = record.split('\n').filter((line) => line.startsWith('args='));
        expect(args).toHaveLength(1);
        expect(args[0]).not.toContain('Pa55');
        expect(args[0]).not.toContain(encodeURIComponent(secret));
        expect(args[0]).toContain(`--dbname=postgres://postgres@127.0.0.1:5432/`);
        expect(record).toContain(`\npassword=${secret}\n`);
      }
    } finally {
      load.restore();
      dump.restore();
      await server.drop();
    }
  }, 240_000);

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
