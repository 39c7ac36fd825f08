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
import { writeFileSync } from 'node:fs';
import { Session } from 'node:inspector';
import type { SummaryStatus } from '@socialpulse/contract';
import { updateSummary } from '@/features/summaries/summaries.repository';
import { buildBenchApp, seedBenchUser } from './bench-app';

export interface AppServerReady {
  type: 'ready';
  url: string;
  accessToken: string;
  refreshToken: string;
  userId: string;
  newestSummaryId: string;
  credentials: { email: string; password: string };
}

// One process, as compose.yaml runs the app: its general rate limit counts in memory there
// (decision 0059). BENCH_RATE_LIMIT_STORE=database prices the replicas' shared count instead.
const rateLimitStore = process.env.BENCH_RATE_LIMIT_STORE ?? 'memory';
const { app, database } = await buildBenchApp({
  ...(process.env.BENCH_APP_DATABASE_URL
    ? { databaseUrl: process.env.BENCH_APP_DATABASE_URL, rateLimitStore }
    : {}),
  ...(process.env.BENCH_WEB_DIST ? { webDist: process.env.BENCH_WEB_DIST } : {}),
});
await app.listen({ port: 0, host: '127.0.0.1' });
const address = app.server.address();
if (address === null || typeof address === 'string') throw new Error('no TCP address');
const url = `http://127.0.0.1:${address.port}`;

const { credentials, auth, summaryIds } = await seedBenchUser(app, database);
const newestSummaryId = summaryIds.at(-1)!;

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
      // The process's CPU time so far, to price a request in CPU µs (api.bench.ts).
      const { user, system } = process.cpuUsage();
      process.send?.({ type: 'cpu', micros: user + system });
    } else if (message.type === 'profile-start') {
      // A CPU profile of the measured load only, without start-up and seeding (profile.mjs).
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
