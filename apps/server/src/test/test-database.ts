import { randomBytes } from 'node:crypto';
import pg from 'pg';
import type { Database } from '@/db/database';
import { openPglite } from '@/db/pglite';
import { openPostgres, type PostgresOptions } from '@/db/postgres';

/**
 * The database a test file runs against. With TEST_DATABASE_URL set (a PostgreSQL server the test
 * user may create databases on), each call creates a fresh `sp_test_<random>` database there and
 * drops it on close, so files run in parallel without seeing each other. Otherwise: in-memory PGlite.
 */
export async function createTestDatabase(options: PostgresOptions = {}): Promise<Database> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) return openPglite(undefined);

  const name = `sp_test_${randomBytes(6).toString('hex')}`;
  await admin(serverUrl, `create database ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const database = await openPostgres(url.toString(), options);
  return {
    ...database,
    close: async () => {
      await database.close();
      // FORCE: a pool someone forgot to close must not leave the database behind.
      await admin(serverUrl, `drop database if exists ${name} with (force)`);
    },
  };
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
  const name = `sp_test_${randomBytes(6).toString('hex')}`;
  await admin(serverUrl, `create database ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: () => admin(serverUrl, `drop database if exists ${name} with (force)`),
  };
}

export function testDatabaseMode(): 'pglite' | 'postgres' {
  return process.env.TEST_DATABASE_URL ? 'postgres' : 'pglite';
}

async function admin(serverUrl: string, statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: serverUrl });
  try {
    await client.connect();
  } catch (error) {
    // The named database need not exist; any will do for CREATE/DROP DATABASE.
    if ((error as { code?: string }).code !== '3D000') throw error;
    const fallback = new URL(serverUrl);
    fallback.pathname = '/postgres';
    return admin(fallback.toString(), statement);
  }
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}
