// A CPU profile of one endpoint under load (50 connections, 8 s), start-up excluded; see docs/perf.md.
// node scripts/bench/api/profile.mjs postgres|pglite /api/summaries /tmp/out.cpuprofile (DATABASE at 127.0.0.1:5432)
import { fork } from 'node:child_process';
import autocannon from 'autocannon';
import pg from 'pg';
import { serverFlags } from './bench-children.mjs';
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
const child = fork('scripts/bench/api/app-server.ts', [], {
  // As `npm start` runs the server (src/config/node-flags.json).
  execArgv: [...serverFlags(process.cwd(), 'app-server.ts'), '--import', 'tsx'],
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
