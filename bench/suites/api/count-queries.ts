/**
 * How many SQL statements one authenticated request runs, per endpoint and database mode (each
 * PGlite statement costs about a millisecond of the event loop, so the count is the first
 * thing to know). Counts every statement that reaches the driver (PGlite's query/exec, pg's
 * Client.query), after one warm-up request, and prints their text.
 *
 *   npx tsx suites/api/count-queries.ts [pglite|postgres] [/api/summaries /api/settings …]  (in bench/)
 *
 * postgres mode uses a fresh database on BENCH_DATABASE_URL (default 127.0.0.1:5432), dropped after.
 */
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { buildApp } from '@/app';
import { parseEnv } from '@/config/env';
import { createDatabase } from '@/db/create-database';
import { createLogger } from '@/lib/logger';
import { seedCompletedSummaries } from '@/test/summary-seed';

const mode = process.argv[2] === 'postgres' ? 'postgres' : 'pglite';
const endpoints = process.argv.slice(3).length
  ? process.argv.slice(3)
  : ['/api/summaries', '/api/settings'];

const seen: string[] = [];
const count = (text: unknown) => {
  seen.push(typeof text === 'string' ? text : String((text as { text?: string })?.text ?? text));
};
// Wrapped on the prototypes before any client exists: every statement of the app goes through these.
for (const method of ['query', 'exec'] as const) {
  const original = Reflect.get(PGlite.prototype, method) as (...args: unknown[]) => unknown;
  (PGlite.prototype as unknown as Record<string, unknown>)[method] = function (
    this: PGlite,
    ...args: unknown[]
  ) {
    count(args[0]);
    return original.apply(this, args);
  };
}
const pgQuery = Reflect.get(pg.Client.prototype, 'query') as (...args: unknown[]) => unknown;
(pg.Client.prototype as unknown as Record<string, unknown>).query = function (
  this: pg.Client,
  ...args: unknown[]
) {
  count(args[0]);
  return pgQuery.apply(this, args);
};

const server = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const name = `sp_count_${process.pid}`;
const admin = async (statement: string) => {
  const client = new pg.Client({ connectionString: server });
  await client.connect();
  await client.query(statement);
  await client.end();
};
let databaseUrl: string | undefined;
if (mode === 'postgres') {
  await admin(`create database ${name}`);
  const url = new URL(server);
  url.pathname = `/${name}`;
  databaseUrl = url.toString();
}

try {
  const env = parseEnv({
    NODE_ENV: 'production',
    LOG_LEVEL: 'silent',
    APP_SECRET: 'count-secret-count-secret-count-secret-0123456789',
    DATA_DIR: '/tmp/sp-count-queries',
    ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
  });
  const database = await createDatabase(
    databaseUrl ? { kind: 'postgres', url: databaseUrl } : { kind: 'pglite' },
  );
  const app = await buildApp({
    env,
    database,
    appSecret: env.appSecret!,
    logger: createLogger(env),
  });
  const password = 'Count!pass1';
  const registered = await app.inject({
    method: 'POST',
    url: '/api/auth/register',
    payload: { username: 'count', email: 'count@example.com', password, confirmPassword: password },
  });
  const auth = registered.json<{ data: { accessToken: string; user: { id: string } } }>().data;
  await seedCompletedSummaries(database.db, auth.user.id, 64);
  const headers = { authorization: `Bearer ${auth.accessToken}` };
  for (const url of endpoints) {
    await app.inject({ method: 'GET', url, headers });
    seen.length = 0;
    const runs = 3;
    for (let i = 0; i < runs; i++) {
      const res = await app.inject({ method: 'GET', url, headers });
      if (res.statusCode !== 200) throw new Error(`${url}: ${res.statusCode}`);
    }
    console.log(`${mode} GET ${url}: ${seen.length / runs} statements per request`);
    for (const text of new Set(seen)) console.log(`  ${text.replace(/\s+/g, ' ').slice(0, 160)}`);
  }
  await app.close();
  await database.close();
} finally {
  if (mode === 'postgres') await admin(`drop database if exists ${name} with (force)`);
}
