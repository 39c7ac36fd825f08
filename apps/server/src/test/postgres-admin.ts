import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { openPostgres } from '@/db/postgres';

/** A database name no other test run uses: `<prefix>_<random>`. */
export function uniqueDatabaseName(prefix: string): string {
  return `${prefix}_${randomBytes(6).toString('hex')}`;
}

/** `url` with its database replaced by `name`. */
export function databaseUrl(serverUrl: string, name: string): string {
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

/**
 * A migrated database on the server to create test databases from (CREATE DATABASE … TEMPLATE).
 * Nothing may stay connected to it: PostgreSQL refuses to copy a database in use.
 */
export async function createTemplateDatabase(
  serverUrl: string,
): Promise<{ name: string; drop: () => Promise<void> }> {
  const name = uniqueDatabaseName('sp_template');
  await admin(serverUrl, `create database ${name}`);
  const drop = () => admin(serverUrl, `drop database if exists ${name} with (force)`);
  try {
    const database = await openPostgres(databaseUrl(serverUrl, name));
    await database.close();
  } catch (error) {
    await drop();
    throw error;
  }
  return { name, drop };
}

/** One statement on the server (CREATE/DROP DATABASE), on a connection of its own. */
export async function admin(serverUrl: string, statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: serverUrl });
  try {
    await client.connect();
  } catch (error) {
    // The named database need not exist; any will do for CREATE/DROP DATABASE.
    if ((error as { code?: string }).code !== '3D000') throw error;
    return admin(databaseUrl(serverUrl, 'postgres'), statement);
  }
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}
