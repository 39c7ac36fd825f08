/**
 * `npm run bench -- rate-limit`: requests/s of a simple GET through the general rate limit,
 * counted in memory against counted in PostgreSQL (plugins/rate-limit-store.ts), one server process
 * each (rate-limit/limit-server.ts), autocannon in this process. Three loads: a route doing nothing
 * else, from one client (every count on one row) and from 1,000 clients; a route running one query
 * of its own, from 1,000 clients. The variants alternate `BENCH_ROUNDS` times, so a
 * neighbour's burst hits both; the ratio printed is the median of each round's own.
 */
import autocannon from 'autocannon';
import { fork, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';

const here = path.dirname(fileURLToPath(import.meta.url));
const SERVER_URL = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 5);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);
const CLIENTS = 1000;

type Store = 'memory' | 'database';
type Load = 'hello, one client' | 'hello, 1,000 clients' | 'one query, 1,000 clients';
const LOADS: Load[] = ['hello, one client', 'hello, 1,000 clients', 'one query, 1,000 clients'];

async function run(): Promise<void> {
  const name = `sp_bench_rl_${randomBytes(4).toString('hex')}`;
  await admin(`create database ${name}`);
  const url = new URL(SERVER_URL);
  url.pathname = `/${name}`;
  try {
    const figures = new Map<string, number[]>();
    for (let round = 1; round <= ROUNDS; round += 1) {
      for (const clients of LOADS) {
        for (const store of ['memory', 'database'] as Store[]) {
          const rps = await measure(store, clients, url.toString());
          const key = `${clients}|${store}`;
          figures.set(key, [...(figures.get(key) ?? []), rps]);
          console.log(`round ${round}, ${clients}, ${store}: ${Math.round(rps)} req/s`);
        }
      }
    }
    for (const clients of LOADS) {
      const memory = figures.get(`${clients}|memory`)!;
      const database = figures.get(`${clients}|database`)!;
      const ratios = database.map((rps, i) => rps / memory[i]!);
      console.log(
        `${clients}: memory ${Math.round(median(memory))} req/s, database ${Math.round(median(database))} req/s, database/memory ${median(ratios).toFixed(2)}`,
      );
    }
  } finally {
    await admin(`drop database if exists ${name} with (force)`);
  }
}

async function measure(store: Store, clients: Load, databaseUrl: string): Promise<number> {
  const server = fork(path.join(here, 'rate-limit', 'limit-server.ts'), [store], {
    execArgv: ['--import', 'tsx'],
    env: { ...process.env, BENCH_APP_DATABASE_URL: databaseUrl },
    stdio: ['ignore', 'ignore', 'inherit', 'ipc'],
  });
  try {
    const { url: base } = await ready(server);
    const url = `${base}${clients.startsWith('one query') ? '/api/query' : '/api/hello'}`;
    let next = 0;
    const options = {
      url,
      connections: CONNECTIONS,
      ...(clients.endsWith('1,000 clients')
        ? {
            requests: [
              {
                setupRequest: (request: autocannon.Request) => {
                  next = (next + 1) % CLIENTS;
                  const address = `10.0.${next >> 8}.${next & 255}`;
                  return {
                    ...request,
                    headers: { ...request.headers, 'x-forwarded-for': address },
                  };
                },
              },
            ],
          }
        : {}),
    };
    await autocannon({ ...options, duration: 1 }); // warm-up
    const result = await autocannon({ ...options, duration: SECONDS });
    if (result.non2xx + result.errors > 0)
      throw new Error(`${store}: ${result.non2xx} non-2xx, ${result.errors} errors`);
    return result.requests.average;
  } finally {
    await stop(server);
  }
}

function ready(child: ChildProcess): Promise<{ url: string }> {
  return new Promise((resolve, reject) => {
    child.once('exit', (code) => reject(new Error(`limit-server.ts exited with ${code}`)));
    child.once('message', (message) => resolve(message as { url: string }));
  });
}

function stop(child: ChildProcess): Promise<void> {
  return new Promise((resolve) => {
    child.removeAllListeners('exit');
    child.once('exit', () => resolve());
    child.disconnect();
    setTimeout(() => child.kill('SIGKILL'), 5_000).unref();
  });
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}

async function admin(statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: SERVER_URL });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

export const suite = { name: 'rate-limit', run };
