/**
 * What the garbage collector costs a request, without a network or a load generator (decision
 * 0020): the app on PostgreSQL (BENCH_APP_DATABASE_URL, a database the bench may fill) or PGlite, one user with 64
 * summaries, then rounds of 50 concurrent `app.inject` of BENCH_PATH (default /api/summaries; BENCH_REQUESTS per round, 4,000). Prints per
 * round the process's CPU µs per request, the scavenges and their µs per request. Run it with and
 * without a V8 flag, alternately, e.g.
 *   BENCH_APP_DATABASE_URL=postgres://postgres@127.0.0.1:5432/sp_gc node --max-semi-space-size=32 --import tsx suites/api/gc-per-request.ts   (in bench/)
 * GC counts and GC time per request move little with the machine's speed; CPU per request does.
 */
import { PerformanceObserver } from 'node:perf_hooks';
import { buildBenchApp, seedBenchUser } from './bench-app';

const { app, database } = await buildBenchApp(
  process.env.BENCH_APP_DATABASE_URL ? { databaseUrl: process.env.BENCH_APP_DATABASE_URL } : {},
);
await app.ready();
const { auth } = await seedBenchUser(app, database);
const url = process.env.BENCH_PATH ?? '/api/summaries';
const headers = { authorization: `Bearer ${auth.accessToken}` };
let gcMs = 0;
let gcs = 0;
new PerformanceObserver((list) => {
  for (const e of list.getEntries()) {
    gcMs += e.duration;
    gcs++;
  }
}).observe({ entryTypes: ['gc'] });
const N = Number(process.env.BENCH_REQUESTS ?? 4000);
const batch = async () => {
  await Promise.all(Array.from({ length: 50 }, () => app.inject({ url, headers })));
};
for (let i = 0; i < 20; i++) await batch();
for (let r = 0; r < 3; r++) {
  gcMs = 0;
  gcs = 0;
  const c0 = process.cpuUsage();
  const t0 = performance.now();
  for (let i = 0; i < N / 50; i++) await batch();
  const c = process.cpuUsage(c0);
  const wall = performance.now() - t0;
  await new Promise((r) => setTimeout(r, 50));
  console.log(
    `${process.execArgv.filter((a) => a.includes('semi')).join(' ') || 'default'} cpu/req ${((c.user + c.system) / N).toFixed(0)} µs, gc ${gcs} runs ${((gcMs * 1000) / N).toFixed(0)} µs/req, wall/req ${((wall * 1000) / N).toFixed(0)} µs`,
  );
}
await app.close();
await database.close();
process.exit(0);
