import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '@/app';
import type { Database } from '@/db/database';
import { createLogger } from '@/lib/logger';
import { capturedLog } from '@/test/captured-log';
import { TEST_SECRET, testEnv } from '@/test/test-app';
import { createTestDatabase } from '@/test/test-database';
import { newUserInput } from '@/test/users';

/** Every line the app's logger writes, as the real logger configuration shapes it. */
const log = capturedLog();

let app: FastifyInstance;
let database: Database;
beforeAll(async () => {
  database = await createTestDatabase();
  app = await buildApp({
    env: testEnv(),
    database,
    appSecret: TEST_SECRET,
    logger: createLogger({ logLevel: 'info', nodeEnv: 'production' }, log.stream),
  });
  // A query PostgreSQL refuses while quoting the value back in its message and Drizzle in its own.
  app.get('/api/test-db-fails', async (request) => {
    const { email } = request.query as { email: string };
    await database.db.execute(sql`select ${email}::int`);
    return { success: true };
  });
  await app.ready();
});
afterAll(async () => {
  await app.close();
  await database.close();
});

describe('error logs carry no personal data', () => {
  it('a database failure logs route, status and SQLSTATE, never the values', async () => {
    log.clear();
    const email = 'private.person@example.com';
    const res = await app.inject({
      url: `/api/test-db-fails?email=${encodeURIComponent(email)}`,
      headers: { authorization: 'Bearer secret-token-value', cookie: 'sid=secret-cookie' },
    });
    expect(res.statusCode).toBe(500);
    const errorLine = log.lines().find((line) => line.includes('"level":50'));
    expect(errorLine).toBeDefined();
    expect(JSON.parse(errorLine ?? '{}')).toMatchObject({
      method: 'GET',
      route: '/api/test-db-fails',
      status: 500,
      error: { cause: { code: '22P02' } },
    });
    const all = log.lines().join('\n');
    for (const secret of [email, 'private.person', 'secret-token-value', 'secret-cookie']) {
      expect(all).not.toContain(secret);
    }
  });

  it('an `err` logged anywhere else (jobs, services) is filtered the same way', async () => {
    log.clear();
    const email = 'someone.else@example.com';
    const error = await database.db.execute(sql`select ${email}::int`).then(
      () => undefined,
      (e: unknown) => e,
    );
    expect(error).toBeInstanceOf(Error);
    app.log.error({ err: error }, 'job failed');
    expect(log.lines().join('\n')).not.toContain('someone.else');
    expect(JSON.parse(log.lines()[0] ?? '{}')).toMatchObject({ err: { cause: { code: '22P02' } } });
  });

  it('the request line names method, path, address, status and time, nothing else', async () => {
    log.clear();
    const email = 'curious.reader@example.com';
    const res = await app.inject({
      url: `/api/options?email=${encodeURIComponent(email)}`,
      headers: { authorization: 'Bearer secret-token-value', cookie: 'sid=secret-cookie' },
    });
    expect(res.statusCode).toBe(200);
    const requestLines = log.lines().filter((line) => line.includes('request completed'));
    expect(requestLines).toHaveLength(1);
    const line = JSON.parse(requestLines[0] ?? '{}') as Record<string, unknown>;
    expect(Object.keys(line).sort()).toEqual(
      ['hostname', 'level', 'msg', 'pid', 'req', 'reqId', 'res', 'responseTime', 'time'].sort(),
    );
    expect(line.req).toEqual({ method: 'GET', url: '/api/options', remoteAddress: '127.0.0.1' });
    expect(line.res).toEqual({ statusCode: 200 });
    expect(typeof line.responseTime).toBe('number');
    const all = log.lines().join('\n');
    for (const secret of [email, 'curious.reader', 'secret-token-value', 'secret-cookie']) {
      expect(all).not.toContain(secret);
    }
  });

  it('a registration refused for a NUL logs none of its fields', async () => {
    log.clear();
    const input = newUserInput({ username: 'nul\u0000user' });
    const res = await app.inject({ method: 'POST', url: '/api/auth/register', payload: input });
    expect(res.statusCode).toBe(400);
    const all = log.lines().join('\n');
    expect(all).not.toContain(input.email);
    expect(all).not.toContain('nul');
  });
});
