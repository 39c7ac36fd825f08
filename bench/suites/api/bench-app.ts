/**
 * The production app as the benches build it (app-server.ts, gc-per-request.ts): NODE_ENV
 * production, LOG_LEVEL info, the general rate limit raised out of the way (every bench request
 * comes from 127.0.0.1), a fresh data directory, on PGlite or on `databaseUrl`.
 */
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { pino } from 'pino';
import { buildApp } from '@/app';
import { parseEnv } from '@/config/env';
import { createDatabase } from '@/db/create-database';
import { databaseTargetFromEnv, type Database } from '@/db/database';
import { createLogger } from '@/lib/logger';
import { seedCompletedSummaries } from '@/test/summary-seed';

/** How many large completed summaries the bench user has. */
const SUMMARIES = 64;

/**
 * Where the benches' app logs: the stream production logs to (pino's own sonic-boom, as `pino()`
 * opens on stdout: asynchronous, buffered), pointed at /dev/null. A Node Writable cost each line a
 * Buffer and a tick that production never pays, which the benches used to charge to the app.
 */
export function benchLogStream() {
  return pino.destination({ dest: '/dev/null', sync: false });
}

export async function buildBenchApp(
  options: { databaseUrl?: string; webDist?: string; rateLimitStore?: string } = {},
) {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'sp-bench-'));
  const env = parseEnv({
    NODE_ENV: 'production',
    LOG_LEVEL: 'info',
    APP_SECRET: 'bench-secret-bench-secret-bench-secret-0123456789',
    DATA_DIR: dataDir,
    WEB_DIST: options.webDist ?? path.join(dataDir, 'no-web'),
    RATE_LIMIT_MAX: '100000000',
    ...(options.databaseUrl ? { DATABASE_URL: options.databaseUrl } : {}),
    ...(options.rateLimitStore ? { RATE_LIMIT_STORE: options.rateLimitStore } : {}),
    PORT: '8080',
  });
  // Request logging stays on, as in production.
  const logger = createLogger(env, benchLogStream());
  const database = await createDatabase(databaseTargetFromEnv(env));
  const app = await buildApp({ env, database, appSecret: env.appSecret!, logger });
  return { app, database };
}

/**
 * Registers the bench user (a fresh address each time, so a run can reuse a database) and gives it
 * the summaries the list endpoints page through; `summaryIds` oldest first.
 */
export async function seedBenchUser(app: FastifyInstance, database: Database) {
  const tag = Date.now().toString(36);
  const credentials = { email: `bench-${tag}@example.com`, password: 'Bench!pass1' };
  const registered = await app.inject({
    method: 'POST',
    url: '/api/auth/register',
    payload: { username: `bench${tag}`, ...credentials, confirmPassword: credentials.password },
  });
  if (registered.statusCode !== 201) throw new Error(`bench sign-up: ${registered.body}`);
  const auth = registered.json<{
    data: { accessToken: string; refreshToken: string; user: { id: string } };
  }>().data;
  const summaryIds = await seedCompletedSummaries(database.db, auth.user.id, SUMMARIES);
  return { credentials, auth, summaryIds };
}
