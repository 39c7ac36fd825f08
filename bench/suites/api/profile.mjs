// A CPU profile of one endpoint under load (50 connections, 8 s), start-up excluded; see docs/perf.md.
// node suites/api/profile.mjs postgres|pglite /api/summaries /tmp/out.cpuprofile   (in bench/;
// PostgreSQL at 127.0.0.1:5432). profile-summary.mjs prints where the profile's time went.
import { fork } from 'node:child_process';
import { readFileSync } from 'node:fs';
import autocannon from 'autocannon';
import pg from 'pg';

/** The V8 flags `npm start` gives the server. */
const serverFlags = JSON.parse(
  readFileSync(new URL('../../../apps/server/src/config/node-flags.json', import.meta.url), 'utf8'),
);
const mode = process.argv[2];
const endpoint = process.argv[3] ?? '/api/summaries';
const out = process.argv[4] ?? '/tmp/perf-prof/load.cpuprofile';
let url;
if (mode === 'postgres') {
  const c = new pg.Client({ connectionString: 'postgres://postgres@127.0.0.1:5432/postgres' });
  await c.connect();
  await c.query('drop database if exists sp_perf_prof with (force)');
  await c.query('create database sp_perf_prof');
  await c.end();
  url = 'postgres://postgres@127.0.0.1:5432/sp_perf_prof';
}
const child = fork(new URL('./app-server.ts', import.meta.url), [], {
  execArgv: [...serverFlags, '--import', 'tsx'],
  env: { ...process.env, ...(url ? { BENCH_APP_DATABASE_URL: url } : {}) },
  stdio: ['ignore', 'ignore', 'inherit', 'ipc'],
});
const next = () => new Promise((r) => child.once('message', r));
const ready = await next();
const headers = { authorization: `Bearer ${ready.accessToken}` };
await autocannon({ url: ready.url + endpoint, connections: 50, duration: 2, headers });
child.send({ type: 'profile-start' });
await next();
const res = await autocannon({ url: ready.url + endpoint, connections: 50, duration: 8, headers });
child.send({ type: 'profile-stop', file: out });
await next();
console.log(
  endpoint,
  mode,
  res.requests.average,
  'req/s p99',
  res.latency.p99,
  'non2xx',
  res.non2xx,
);
child.disconnect();
await new Promise((r) => child.once('exit', r));
