/**
 * The production app as the benches build it (app-server.ts, gc-per-request.ts): NODE_ENV
 * production, LOG_LEVEL info, the general rate limit raised out of the way (every bench request
 * comes from 127.0.0.1), a fresh data directory, on PGlite or on `databaseUrl`.
 */
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pino } from 'pino';
import { buildApp } from '@/app';
import { parseEnv } from '@/config/env';
import { createDatabase } from '@/db/create-database';
import { databaseTargetFromEnv } from '@/db/database';
import { createLogger } from '@/lib/logger';

export async function buildBenchApp(options: { databaseUrl?: string; webDist?: string } = {}) {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'sp-bench-'));
  const env = parseEnv({
    NODE_ENV: 'production',
    LOG_LEVEL: 'info',
    APP_SECRET: 'bench-secret-bench-secret-bench-secret-0123456789',
    DATA_DIR: dataDir,
    WEB_DIST: options.webDist ?? path.join(dataDir, 'no-web'),
    RATE_LIMIT_MAX: '100000000',
    ...(options.databaseUrl ? { DATABASE_URL: options.databaseUrl } : {}),
    PORT: '8080',
  });
  // Request logging stays on, as in production, to the stream production logs to (pino's own
  // sonic-boom, as `pino()` opens on stdout: asynchronous, buffered), pointed at /dev/null. A Node
  // Writable cost each line a Buffer and a tick that production never pays.
  const logger = createLogger(env, pino.destination({ dest: '/dev/null', sync: false }));
  const database = await createDatabase(databaseTargetFromEnv(env));
  const app = await buildApp({ env, database, appSecret: env.appSecret!, logger });
  return { app, database };
}
