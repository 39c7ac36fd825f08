/**
 * What the garbage collector costs a request, without a network or a load generator (decision
 * 0020): the app on PostgreSQL (DBURL, a database the bench may fill) or PGlite, one user with 64
 * summaries, then rounds of 50 concurrent `app.inject` of URLP (default /api/summaries). Prints per
 * round the process's CPU µs per request, the scavenges and their µs per request. Run it with and
 * without a V8 flag, alternately, e.g.
 *   DBURL=postgres://postgres@127.0.0.1:5432/sp_gc node --max-semi-space-size=32 --import tsx scripts/bench/api/gc-per-request.ts
 * GC counts and GC time per request move little with the machine's speed; CPU per request does.
 */
import { PerformanceObserver } from 'node:perf_hooks';
import { seedCompletedSummaries } from '@/test/summary-seed';
import { buildBenchApp } from './bench-app';

const { app, database } = await buildBenchApp(
  process.env.DBURL ? { databaseUrl: process.env.DBURL } : {},
);
await app.ready();
const email = `gc${Date.now()}@example.com`;
const reg = await app.inject({
  method: 'POST',
  url: '/api/auth/register',
  payload: {
    username: 'gc' + Date.now(),
    email,
    password: 'Bench!pass1',
    confirmPassword: 'Bench!pass1',
  },
});
const auth = reg.json<{ data: { accessToken: string; user: { id: string } } }>().data;
await seedCompletedSummaries(database.db, auth.user.id, 64);
const url = process.env.URLP ?? '/api/summaries';
const headers = { authorization: `Bearer ${auth.accessToken}` };
let gcMs = 0;
let gcs = 0;
new PerformanceObserver((list) => {
  for (const e of list.getEntries()) {
    gcMs += e.duration;
    gcs++;
  }
}).observe({ entryTypes: ['gc'] });
const N = Number(process.env.N ?? 4000);
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
