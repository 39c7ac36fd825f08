import Fastify from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Database } from '@/db/database';
import { rateLimitCounters } from '@/db/schema';
import { errorHandlerPlugin } from '@/plugins/error-handler';
import { securityPlugin } from '@/plugins/security';
import { createTestDatabase } from '@/test/test-database';

// The database store needs PostgreSQL, the only database several replicas can share.
process.env.TEST_DATABASE_URL ??= 'postgres://postgres@127.0.0.1:5432/test';
let database: Database;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => {
  await database.close();
});

/**
 * The general rate limit (@fastify/rate-limit, registered by the security plugin): its headers,
 * and past the limit a 429 in our envelope with `retry-after`. The same answers whether it counts
 * in memory (one process) or in the database (replicas).
 */
describe.each([
  { counted: 'in memory', db: () => undefined },
  { counted: 'in the database', db: () => database.db },
])('the general rate limit, counted $counted', ({ db }) => {
  beforeEach(async () => {
    await database.db.delete(rateLimitCounters);
  });

  async function limitedApp(max = 3) {
    const app = Fastify();
    await app.register(errorHandlerPlugin);
    await app.register(securityPlugin, { corsOrigins: [], rateLimitMax: max, rateLimitDb: db() });
    app.get('/api/a', () => ({ ok: true }));
    app.get('/api/b', () => ({ ok: true }));
    app.get('/api/own', { config: { rateLimit: { max: 1, timeWindow: 10_000 } } }, () => 'own');
    app.get('/api/free', { config: { rateLimit: false } }, () => 'free');
    app.get('/page', () => 'page');
    return app;
  }

  it('counts every limited route per client, with the headers, and refuses past the limit', async () => {
    const app = await limitedApp();
    const from = (remoteAddress: string, url = '/api/a') => app.inject({ url, remoteAddress });
    const first = await from('192.0.2.1');
    expect(first.headers).toMatchObject({
      'x-ratelimit-limit': '3',
      'x-ratelimit-remaining': '2',
      'x-ratelimit-reset': '60',
    });
    expect((await from('192.0.2.1', '/api/b')).headers['x-ratelimit-remaining']).toBe('1');
    expect((await from('192.0.2.1')).headers['x-ratelimit-remaining']).toBe('0');
    const refused = await from('192.0.2.1', '/api/b');
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual({
      success: false,
      error: 'RATE_LIMITED',
      message: 'Too many requests. Please try again in 1 minute.',
    });
    expect(refused.headers).toMatchObject({
      'x-ratelimit-limit': '3',
      'x-ratelimit-remaining': '0',
      'x-ratelimit-reset': '60',
      'retry-after': '60',
    });
    // Another client is counted on its own.
    expect((await from('192.0.2.2')).statusCode).toBe(200);
  });

  it('counts a whole IPv6 /64 as one client, and an IPv4-mapped address as the IPv4 one', async () => {
    const app = await limitedApp(1);
    expect((await app.inject({ url: '/api/a', remoteAddress: '2001:db8:1:2::1' })).statusCode).toBe(
      200,
    );
    const sameSubnet = await app.inject({ url: '/api/a', remoteAddress: '2001:db8:1:2:ffff::9' });
    expect(sameSubnet.statusCode).toBe(429);
    const otherSubnet = await app.inject({ url: '/api/a', remoteAddress: '2001:db8:1:3::1' });
    expect(otherSubnet.statusCode).toBe(200);
    expect((await app.inject({ url: '/api/a', remoteAddress: '192.0.2.9' })).statusCode).toBe(200);
    const mapped = await app.inject({ url: '/api/a', remoteAddress: '::ffff:192.0.2.9' });
    expect(mapped.statusCode).toBe(429);
  });

  it("keeps a route's own limit apart, and leaves exempt routes alone", async () => {
    const app = await limitedApp(1);
    const own = await app.inject({ url: '/api/own', remoteAddress: '192.0.2.3' });
    expect(own.headers).toMatchObject({ 'x-ratelimit-limit': '1', 'x-ratelimit-reset': '10' });
    const again = await app.inject({ url: '/api/own', remoteAddress: '192.0.2.3' });
    expect(again.statusCode).toBe(429);
    expect(again.json<{ message: string }>().message).toBe(
      'Too many requests. Please try again in 10 seconds.',
    );
    // The general window of the same client is untouched.
    expect((await app.inject({ url: '/api/a', remoteAddress: '192.0.2.3' })).statusCode).toBe(200);
    for (const url of ['/api/free', '/page', '/api/free', '/page']) {
      const res = await app.inject({ url, remoteAddress: '192.0.2.3' });
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['x-ratelimit-limit'], url).toBeUndefined();
    }
  });
});
