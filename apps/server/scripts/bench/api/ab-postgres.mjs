// The app of two checkouts side by side on PostgreSQL (a fresh database each), an authenticated
// GET loaded alternately with the thin node:http + pg reference (same list query):
//   node scripts/bench/api/ab-postgres.mjs <other apps/server dir> [path=/api/summaries] [rounds=5] [seconds=4]
// (in apps/server; BENCH_DATABASE_URL as for the bench). Prints per side the median req/s, its
// ratio to the reference's median, p99, and the median CPU µs the server process spent per answered
// request. On a shared machine req/s moves with the neighbours; alternating keeps the comparison fair.
import { randomBytes } from 'node:crypto';
import path from 'node:path';
import autocannon from 'autocannon';
import { cpu, start } from './bench-children.mjs';
import pg from 'pg';

const other = path.resolve(process.argv[2] ?? '');
const route = process.argv[3] ?? '/api/summaries';
const rounds = Number(process.argv[4] ?? 5);
const seconds = Number(process.argv[5] ?? 4);
const server = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

const databases = [];
async function admin(statement) {
  const client = new pg.Client({ connectionString: server });
  await client.connect();
  await client.query(statement);
  await client.end();
}
async function freshDatabase() {
  const name = `sp_ab_${randomBytes(5).toString('hex')}`;
  await admin(`create database ${name}`);
  databases.push(name);
  const url = new URL(server);
  url.pathname = `/${name}`;
  return url.toString();
}

try {
  const app = async (name, dir) => {
    const url = await freshDatabase();
    const started = await start(dir, 'app-server.ts', [], { BENCH_APP_DATABASE_URL: url });
    const headers = { authorization: `Bearer ${started.ready.accessToken}` };
    return {
      name,
      url: started.ready.url + route,
      headers,
      cpu: true,
      databaseUrl: url,
      ...started,
    };
  };
  const self = await app(`this (${process.cwd()})`, process.cwd());
  const otherSide = await app(`other (${other})`, other);
  const thin = await start(process.cwd(), 'thin-server.ts', ['summaries'], {
    BENCH_APP_DATABASE_URL: self.databaseUrl,
    BENCH_USER_ID: self.ready.userId,
  });
  const sides = [
    { name: 'node:http + pg (reference)', url: thin.ready.url, headers: {}, ...thin },
    self,
    otherSide,
  ];
  for (const s of sides) {
    s.runs = [];
    await autocannon({ url: s.url, headers: s.headers, connections: 10, duration: 2 });
  }
  for (let r = 0; r < rounds; r++) {
    for (const s of r % 2 ? [...sides].reverse() : sides) {
      const before = s.cpu ? await cpu(s.child) : 0;
      const res = await autocannon({
        url: s.url,
        headers: s.headers,
        connections: 50,
        duration: seconds,
      });
      const spent = s.cpu ? (await cpu(s.child)) - before : 0;
      if (res.non2xx) throw new Error(`${s.name}: ${res.non2xx} non-2xx`);
      s.runs.push({ rps: res.requests.average, p99: res.latency.p99, micros: spent / res['2xx'] });
    }
  }
  const median = (v) => [...v].sort((a, b) => a - b)[Math.floor(v.length / 2)];
  const reference = median(sides[0].runs.map((x) => x.rps));
  for (const s of sides) {
    const rps = median(s.runs.map((x) => x.rps));
    const runs = s.runs.map((x) => `${Math.round(x.rps)}`).join('/');
    const micros = s.cpu
      ? `, ${median(s.runs.map((x) => x.micros)).toFixed(0)} µs CPU/request`
      : '';
    console.log(
      `${s.name} GET ${route}: ${Math.round(rps)} req/s (ratio ${(rps / reference).toFixed(2)}; runs ${runs}), p99 ${median(s.runs.map((x) => x.p99))} ms${micros}`,
    );
  }
  for (const s of sides) s.child.kill();
} finally {
  for (const name of databases) await admin(`drop database if exists ${name} with (force)`);
}
