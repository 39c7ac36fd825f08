import { openAsBlob } from 'node:fs';
import { inject } from 'vitest';
import type { Database } from '@/db/database';
import { openPglite } from '@/db/pglite';
import { openPostgres, type PostgresOptions } from '@/db/postgres';
import { admin, databaseUrl, uniqueDatabaseName } from '@/test/postgres-admin';

/**
 * The database a test file runs against. With TEST_DATABASE_URL set (a PostgreSQL server the test
 * user may create databases on), each call creates a fresh `sp_test_<random>` database there and
 * drops it on close, so files run in parallel without seeing each other. Otherwise: in-memory PGlite.
 * Both start as a copy of the migrated database the global setup made (test/global-setup.ts).
 */
export async function createTestDatabase(options: PostgresOptions = {}): Promise<Database> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) return openTestPglite();

  const name = uniqueDatabaseName('sp_test');
  const template = inject('postgresTemplate');
  await admin(serverUrl, `create database ${name}${template ? ` template ${template}` : ''}`);
  const database = await openPostgres(databaseUrl(serverUrl, name), options);
  return {
    ...database,
    close: async () => {
      await database.close();
      // FORCE: a pool someone forgot to close must not leave the database behind.
      await admin(serverUrl, `drop database if exists ${name} with (force)`);
    },
  };
}

/** An in-memory PGlite whatever TEST_DATABASE_URL says, migrated. */
export async function openTestPglite(): Promise<Database> {
  const snapshot = inject('pgliteSnapshot');
  return openPglite(undefined, snapshot ? { loadDataDir: await openAsBlob(snapshot) } : {});
}

/**
 * An empty database on the TEST_DATABASE_URL server for a process the test starts itself (the
 * server as a child process, which migrates it); `drop` removes it.
 */
export async function createServerDatabaseUrl(): Promise<{
  url: string;
  drop: () => Promise<void>;
}> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) throw new Error('TEST_DATABASE_URL is not set');
  const name = uniqueDatabaseName('sp_test');
  await admin(serverUrl, `create database ${name}`);
  return {
    url: databaseUrl(serverUrl, name),
    drop: () => admin(serverUrl, `drop database if exists ${name} with (force)`),
  };
}

export function testDatabaseMode(): 'pglite' | 'postgres' {
  return process.env.TEST_DATABASE_URL ? 'postgres' : 'pglite';
}
