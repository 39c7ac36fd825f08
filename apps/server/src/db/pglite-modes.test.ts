import { sql } from 'drizzle-orm';
import { chmodSync, mkdtempSync, readdirSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createDatabase } from '@/db/create-database';

/** Everything under `root` that someone other than its owner could read, as "path mode". */
function exposed(root: string): string[] {
  const found: string[] = [];
  const visit = (p: string) => {
    const stat = statSync(p);
    const mode = stat.mode & 0o777;
    const wanted = stat.isDirectory() ? 0o700 : 0o600;
    if (mode !== wanted) found.push(`${path.relative(root, p) || '.'} ${mode.toString(8)}`);
    if (stat.isDirectory()) for (const name of readdirSync(p)) visit(path.join(p, name));
  };
  visit(root);
  return found;
}

let root: string;
let previousUmask: number;
beforeEach(() => {
  root = mkdtempSync(path.join(tmpdir(), 'sp-modes-'));
  // The most careless umask there is: the modes must not depend on it.
  previousUmask = process.umask(0);
});
afterEach(() => {
  process.umask(previousUmask);
  rmSync(root, { recursive: true, force: true });
});

describe('the embedded database is private to its user, whatever the umask', () => {
  it('directories 0700 and files 0600 after the first start and after writes', async () => {
    const dir = path.join(root, 'data', 'pglite');
    const database = await createDatabase({ kind: 'pglite', dir });
    try {
      expect(exposed(dir)).toEqual([]);
      expect(statSync(`${dir}.lock`).mode & 0o777).toBe(0o600);
      // New relation files, and a checkpoint so the writes reach the files.
      await database.db.execute(sql`create table mode_probe (note text)`);
      await database.db.execute(sql`create index mode_probe_note on mode_probe (note)`);
      await database.db.execute(
        sql`insert into mode_probe select md5(g::text) from generate_series(1, 2000) g`,
      );
      await database.db.execute(sql`checkpoint`);
      expect(exposed(dir)).toEqual([]);
    } finally {
      await database.close();
    }
    expect(exposed(dir)).toEqual([]);
  });

  it('a database left world-readable by an older version is made private at start', async () => {
    const dir = path.join(root, 'pglite');
    await (await createDatabase({ kind: 'pglite', dir })).close();
    chmodSync(dir, 0o777);
    chmodSync(path.join(dir, 'PG_VERSION'), 0o666);
    const database = await createDatabase({ kind: 'pglite', dir });
    try {
      expect(exposed(dir)).toEqual([]);
    } finally {
      await database.close();
    }
  });
});
