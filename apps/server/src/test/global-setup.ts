import { PGlite } from '@electric-sql/pglite';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { MIGRATIONS_FOLDER } from '@/db/database';
import * as schema from '@/db/schema';
import { createTemplateDatabase } from '@/test/postgres-admin';

declare module 'vitest' {
  export interface ProvidedContext {
    /** A file holding a migrated PGlite data directory (`dumpDataDir`), in PGlite mode. */
    pgliteSnapshot: string | undefined;
    /** A migrated database on the TEST_DATABASE_URL server to copy, in PostgreSQL mode. */
    postgresTemplate: string | undefined;
  }
}

/**
 * Once per run, before any test file: a migrated database every file's database starts as a copy
 * of. Creating a PGlite runs initdb in WASM and then every migration, seconds per file on a busy
 * machine; loading a dumped data directory skips both. On PostgreSQL, CREATE DATABASE … TEMPLATE
 * copies the migrated schema instead of migrating each new database.
 */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (serverUrl) {
    const template = await createTemplateDatabase(serverUrl);
    project.provide('postgresTemplate', template.name);
    project.provide('pgliteSnapshot', undefined);
    return template.drop;
  }

  const dir = mkdtempSync(path.join(tmpdir(), 'sp-pglite-snapshot-'));
  const file = path.join(dir, 'migrated.tar');
  const client = await PGlite.create();
  try {
    await migrate(drizzle({ client, schema }), { migrationsFolder: MIGRATIONS_FOLDER });
    // Uncompressed: each file loads it, and unpacking a gzip costs more than reading 40 MB.
    const dump = await client.dumpDataDir('none');
    writeFileSync(file, new Uint8Array(await dump.arrayBuffer()));
  } finally {
    await client.close();
  }
  project.provide('pgliteSnapshot', file);
  project.provide('postgresTemplate', undefined);
  return () => rm(dir, { recursive: true, force: true });
}
