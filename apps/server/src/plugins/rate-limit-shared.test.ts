import rateLimit from '@fastify/rate-limit';
import { like, sql } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/node-postgres';
import Fastify from 'fastify';
import net from 'node:net';
import pg from 'pg';
import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '@/app';
import type { Database } from '@/db/database';
import * as schema from '@/db/schema';
import { rateLimitCounters } from '@/db/schema';
import { errorHandlerPlugin } from '@/plugins/error-handler';
import { databaseRateLimitStore } from '@/plugins/rate-limit-store';
import { securityPlugin } from '@/plugins/security';
import { capturedLog } from '@/test/captured-log';
import { TEST_SECRET, testEnv } from '@/test/test-app';
import { createTestDatabase } from '@/test/test-database';

// Replicas share a count only on PostgreSQL, the database they share.
process.env.TEST_DATABASE_URL ??= 'postgres://postgres@127.0.0.1:5432/test';
let database: Database;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => {
  await database.close();
});

describe('two API replicas on one PostgreSQL database', () => {
  it('share the general limit: requests split across both are refused past the total', async () => {
    const env = testEnv({ RATE_LIMIT_MAX: '4' });
    const replicas = [
      await buildApp({ env, database, appSecret: TEST_SECRET }),
      await buildApp({ env, database, appSecret: TEST_SECRET }),
    ];
    try {
      const ask = (replica: number, remoteAddress = '198.51.100.7') =>
        replicas[replica % 2]!.inject({ url: '/api/options', remoteAddress });
      for (const [i, remaining] of ['3', '2', '1', '0'].entries()) {
        const res = await ask(i);
        expect(res.statusCode, `request ${i + 1}`).toBe(200);
        expect(res.headers['x-ratelimit-remaining'], `request ${i + 1}`).toBe(remaining);
      }
      // Each replica has seen only two requests, half its limit, and still refuses.
      for (const replica of [0, 1]) {
        const refused = await ask(replica);
        expect(refused.statusCode).toBe(429);
        expect(refused.json()).toMatchObject({ error: 'RATE_LIMITED' });
      }
      // Once refused, a replica refuses from memory: no more writes to the shared database.
      const counted = async () =>
        (
          await database.db
            .select({ count: rateLimitCounters.count })
            .from(rateLimitCounters)
            .where(like(rateLimitCounters.key, '%198.51.100.7'))
        ).map((row) => row.count);
      expect(await counted()).toEqual([6]);
      for (const replica of [0, 1, 0, 1]) expect((await ask(replica)).statusCode).toBe(429);
      expect(await counted()).toEqual([6]);
      // Another client has a count of its own, on either replica.
      expect((await ask(0, '198.51.100.8')).statusCode).toBe(200);
      expect((await ask(1, '198.51.100.8')).headers['x-ratelimit-remaining']).toBe('2');
    } finally {
      for (const replica of replicas) await replica.close();
    }
  });

  it('count in memory with RATE_LIMIT_STORE=memory: no row, and each replica counts alone', async () => {
    const env = testEnv({ RATE_LIMIT_MAX: '2', RATE_LIMIT_STORE: 'memory' });
    const replicas = [
      await buildApp({ env, database, appSecret: TEST_SECRET }),
      await buildApp({ env, database, appSecret: TEST_SECRET }),
    ];
    try {
      const ask = (replica: number) =>
        replicas[replica]!.inject({ url: '/api/options', remoteAddress: '198.51.100.6' });
      for (const replica of [0, 0, 1, 1]) expect((await ask(replica)).statusCode).toBe(200);
      expect((await ask(0)).statusCode).toBe(429);
      const rows = await database.db
        .select()
        .from(rateLimitCounters)
        .where(like(rateLimitCounters.key, '%198.51.100.6'));
      expect(rows).toEqual([]);
    } finally {
      for (const replica of replicas) await replica.close();
    }
  });

  it("share a route's own limit too, apart from the general one", async () => {
    const replicas = [await limitedApp(database.db), await limitedApp(database.db)];
    const own = (replica: number) =>
      replicas[replica]!.app.inject({ url: '/api/own', remoteAddress: '198.51.100.9' });
    expect((await own(0)).statusCode).toBe(200);
    expect((await own(1)).statusCode).toBe(200);
    const refused = await own(0);
    expect(refused.statusCode).toBe(429);
    expect(refused.headers['retry-after']).toBe('10');
    const general = await replicas[1]!.app.inject({ url: '/api/a', remoteAddress: '198.51.100.9' });
    expect(general.headers['x-ratelimit-remaining']).toBe('4');
    for (const replica of replicas) await replica.app.close();
  });
});

describe('when the database cannot count, requests go through uncounted', () => {
  it('while the database refuses connections, with one warning, and counts again after', async () => {
    const { app, log } = await limitedApp(database.db);
    const ask = () => app.inject({ url: '/api/a', remoteAddress: '198.51.100.20' });
    expect((await ask()).headers['x-ratelimit-remaining']).toBe('4');

    // node-postgres answers `{ rows }`; the driver-neutral Db type does not say so.
    const result = (await database.db.execute(sql`select current_database() as name`)) as {
      rows: { name: string }[];
    };
    const name = result.rows[0]!.name;
    await admin(`alter database ${name} allow_connections false`);
    await admin(
      `select pg_terminate_backend(pid) from pg_stat_activity where datname = '${name}' and pid <> pg_backend_pid()`,
    );
    try {
      // Ten requests, twice the limit: all answered, none counted.
      for (let i = 0; i < 10; i += 1) {
        const res = await ask();
        expect(res.statusCode, `request ${i + 1}`).toBe(200);
        expect(res.json()).toEqual({ ok: true });
      }
      const warnings = entries(log).filter((entry) => entry.level === 40);
      expect(warnings).toHaveLength(1);
      expect(warnings[0]).toMatchObject({
        msg: 'rate limit: could not count in the database; letting requests through uncounted',
        uncounted: 1,
      });
    } finally {
      await admin(`alter database ${name} allow_connections true`);
    }
    // Back: the count goes on from where it was before the outage.
    expect((await ask()).headers['x-ratelimit-remaining']).toBe('3');
    expect(entries(log).filter((entry) => entry.msg.startsWith('rate limit:'))).toMatchObject([
      { msg: 'rate limit: could not count in the database; letting requests through uncounted' },
      { msg: 'rate limit: counting in the database again', uncounted: 9 },
    ]);
    await app.close();
  });

  it('when the database takes longer than the timeout to answer', async () => {
    // A server that accepts connections and never says a word.
    const sockets = new Set<net.Socket>();
    const silent = net.createServer((socket) => sockets.add(socket));
    await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
    const { port } = silent.address() as net.AddressInfo;
    const pool = new pg.Pool({ connectionString: `postgres://postgres@127.0.0.1:${port}/none` });
    pool.on('error', () => {});
    const log = capturedLog();
    const app = Fastify({ loggerInstance: pino({ level: 'warn' }, log.stream) });
    await app.register(rateLimit, {
      max: 1,
      timeWindow: 60_000,
      skipOnError: true,
      store: databaseRateLimitStore({
        db: drizzle({ client: pool, schema }),
        log: app.log,
        timeoutMs: 100,
      }),
    });
    app.get('/api/a', () => ({ ok: true }));
    try {
      const started = Date.now();
      for (let i = 0; i < 3; i += 1)
        expect((await app.inject({ url: '/api/a' })).statusCode).toBe(200);
      expect(Date.now() - started).toBeLessThan(3000);
      expect(entries(log).map((entry) => entry.msg)).toEqual([
        'rate limit: could not count in the database; letting requests through uncounted',
      ]);
    } finally {
      await app.close();
      for (const socket of sockets) socket.destroy();
      silent.close();
      await pool.end().catch(() => {});
    }
  });
});

async function limitedApp(db: Database['db']) {
  const log = capturedLog();
  const app = Fastify({ loggerInstance: pino({ level: 'info' }, log.stream) });
  await app.register(errorHandlerPlugin);
  await app.register(securityPlugin, { corsOrigins: [], rateLimitMax: 5, rateLimitDb: db });
  app.get('/api/a', () => ({ ok: true }));
  app.get('/api/own', { config: { rateLimit: { max: 2, timeWindow: 10_000 } } }, () => 'own');
  return { app, log };
}

function entries(log: ReturnType<typeof capturedLog>) {
  return log.lines().map((line) => JSON.parse(line) as { level: number; msg: string });
}

/** A statement on the test server, from a connection to its `postgres` database. */
async function admin(statement: string): Promise<void> {
  const url = new URL(process.env.TEST_DATABASE_URL!);
  url.pathname = '/postgres';
  const client = new pg.Client({ connectionString: url.toString() });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}
