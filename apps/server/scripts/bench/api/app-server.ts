/**
 * The real SocialPulse API for `npm run bench -- api`, in a process of its own (so the load
 * generator does not share its event loop): the production app (buildApp, LOG_LEVEL=info logging
 * to a discarded stream, the general rate limit raised out of the way), on PGlite in a fresh data
 * directory or on a fresh PostgreSQL database. It seeds one user with 64 large summaries and tells
 * the parent, over IPC, where it listens and the user's access token.
 *
 * Messages from the parent: `{ type: 'status', status }` sets the newest summary's status the way a
 * worker does (so the bench can time the push), `{ type: 'token' }` signs in again (tokens last 15
 * minutes).
 */
import { mkdtempSync, writeFileSync } from 'node:fs';
import { Session } from 'node:inspector';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { SummaryStatus } from '@socialpulse/contract';
import { buildApp } from '@/app';
import { parseEnv } from '@/config/env';
import { createDatabase } from '@/db/create-database';
import { databaseTargetFromEnv } from '@/db/database';
import { updateSummary } from '@/features/summaries/summaries.repository';
import { pino } from 'pino';
import { createLogger } from '@/lib/logger';
import { seedCompletedSummaries } from '@/test/summary-seed';

export interface AppServerReady {
  type: 'ready';
  url: string;
  accessToken: string;
  refreshToken: string;
  userId: string;
  newestSummaryId: string;
  credentials: { email: string; password: string };
}

const SUMMARIES = 64;
const databaseUrl = process.env.BENCH_APP_DATABASE_URL;
const dataDir = mkdtempSync(path.join(tmpdir(), 'sp-bench-'));
const env = parseEnv({
  NODE_ENV: 'production',
  LOG_LEVEL: 'info',
  APP_SECRET: 'bench-secret-bench-secret-bench-secret-0123456789',
  DATA_DIR: dataDir,
  WEB_DIST: process.env.BENCH_WEB_DIST ?? path.join(dataDir, 'no-web'),
  // The limit counts per client address and every bench request comes from 127.0.0.1.
  RATE_LIMIT_MAX: '100000000',
  ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
  PORT: '8080',
});
// Request logging stays on, as in production; its lines go nowhere (a bench measures the work).
// The stream production logs to (pino's own sonic-boom, as `pino()` opens on stdout: asynchronous,
// buffered), pointed at /dev/null. A Node Writable cost each line a Buffer and a tick that
// production never pays, which the bench charged to the app.
const sink = pino.destination({ dest: '/dev/null', sync: false });
const logger = createLogger(env, sink);
const database = await createDatabase(databaseTargetFromEnv(env));
const app = await buildApp({ env, database, appSecret: env.appSecret!, logger });
await app.listen({ port: 0, host: '127.0.0.1' });
const address = app.server.address();
if (address === null || typeof address === 'string') throw new Error('no TCP address');
const url = `http://127.0.0.1:${address.port}`;

const credentials = { email: 'bench@example.com', password: 'Bench!pass1' };
const registered = await app.inject({
  method: 'POST',
  url: '/api/auth/register',
  payload: { username: 'bench', ...credentials, confirmPassword: credentials.password },
});
const auth = registered.json<{
  data: { accessToken: string; refreshToken: string; user: { id: string } };
}>().data;
const ids = await seedCompletedSummaries(database.db, auth.user.id, SUMMARIES);
const newestSummaryId = ids.at(-1)!;

const ready: AppServerReady = {
  type: 'ready',
  url,
  accessToken: auth.accessToken,
  refreshToken: auth.refreshToken,
  userId: auth.user.id,
  newestSummaryId,
  credentials,
};
process.send?.(ready);

process.on('message', (message: { type: string; status?: SummaryStatus; file?: string }) => {
  void (async () => {
    if (message.type === 'cpu') {
      // The process's CPU time so far, to price a request in CPU µs (scripts/bench/api/layers.mjs).
      const { user, system } = process.cpuUsage();
      process.send?.({ type: 'cpu', micros: user + system });
    } else if (message.type === 'profile-start') {
      // A CPU profile of the measured load only, without start-up and seeding (docs/perf.md).
      profiler.connect();
      await post('Profiler.enable');
      await post('Profiler.start');
      process.send?.({ type: 'profile-started' });
    } else if (message.type === 'profile-stop' && message.file) {
      const { profile } = (await post('Profiler.stop')) as { profile: unknown };
      writeFileSync(message.file, JSON.stringify(profile));
      profiler.disconnect();
      process.send?.({ type: 'profile-stopped' });
    } else if (message.type === 'status' && message.status) {
      await updateSummary(database.db, newestSummaryId, { status: message.status }, new Date());
      // The bench does not wait for this one and may already have let go of this process.
      if (process.connected) process.send?.({ type: 'status-done' });
    } else if (message.type === 'token') {
      const res = await app.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: credentials,
      });
      const data = res.json<{ data: { accessToken: string } }>().data;
      process.send?.({ type: 'token', accessToken: data.accessToken });
    }
  })();
});
const profiler = new Session();
function post(method: string): Promise<unknown> {
  return new Promise((resolve, reject) =>
    profiler.post(method, (error, result) => (error ? reject(error) : resolve(result))),
  );
}

process.on('disconnect', () => {
  void app
    .close()
    .then(() => database.close())
    .finally(() => process.exit(0));
});
