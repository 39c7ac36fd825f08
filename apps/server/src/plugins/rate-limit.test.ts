import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { clientKey } from '@/lib/client-key';
import { errorHandlerPlugin } from '@/plugins/error-handler';
import { FixedWindows, MAX_CLIENTS, rateLimit, waitText } from '@/plugins/rate-limit';

/**
 * The limiter that replaced @fastify/rate-limit (docs/decisions/0016) must answer as it did: the
 * expected values below are what the library gave for the same inputs.
 */
describe('the general rate limit', () => {
  async function limitedApp(max = 3) {
    const app = Fastify();
    await app.register(errorHandlerPlugin);
    rateLimit(app, { max, timeWindow: 60_000, exempt: (r) => !r.url.startsWith('/api/') });
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

describe('FixedWindows', () => {
  it('starts a new window once the last one is over, and says how long is left', () => {
    let now = 1_000_000;
    const windows = new FixedWindows(2, 60_000, () => now);
    expect(windows.hit('a')).toEqual({ count: 1, ttl: 60_000 });
    now += 59_001;
    expect(windows.hit('a')).toEqual({ count: 2, ttl: 999 });
    expect(windows.hit('a')).toEqual({ count: 3, ttl: 999 });
    now += 999;
    expect(windows.hit('a')).toEqual({ count: 1, ttl: 60_000 });
  });

  it(`remembers at most ${MAX_CLIENTS} clients, forgetting the windows that started first`, () => {
    let now = 0;
    const windows = new FixedWindows(5, 60_000, () => now);
    for (let i = 0; i < MAX_CLIENTS; i++) windows.hit(`client-${i}`);
    windows.hit('client-0');
    now += 1;
    windows.hit('newcomer');
    expect(windows.size).toBe(MAX_CLIENTS);
    // client-0 was the oldest window and is forgotten: it starts again at 1.
    expect(windows.hit('client-0').count).toBe(1);
    expect(windows.hit('client-2').count).toBe(2);
  });
});

describe('clientKey', () => {
  it('writes addresses as @fastify/rate-limit did', () => {
    const expected: Record<string, string> = {
      '127.0.0.1': '127.0.0.1',
      '::1': '::',
      '::ffff:192.0.2.7': '192.0.2.7',
      '::FFFF:C000:0207': '192.0.2.7',
      '2001:DB8::1': '2001:db8::',
      '2001:0db8:0000:0042:0000:8a2e:0370:7334': '2001:db8:0:42::',
      'fe80::1%eth0': 'fe80::',
      '2001:db8:aaaa:bbbb:cccc::1': '2001:db8:aaaa:bbbb::',
      '1:0:0:2::3': '1:0:0:2::',
      '0:0:1:0::': '0:0:1::',
      '::ffff:0:1.2.3.4': '::',
      '64:ff9b::1.2.3.4': '64:ff9b::',
      'a:b:c:d:e:f:1:2': 'a:b:c:d::',
      FOO: 'foo',
    };
    for (const [ip, key] of Object.entries(expected)) expect(clientKey(ip), ip).toBe(key);
  });
});

describe('waitText', () => {
  it('says the wait as the library did', () => {
    expect(waitText(1000)).toBe('1 second');
    expect(waitText(59_000)).toBe('59 seconds');
    expect(waitText(60_000)).toBe('1 minute');
    expect(waitText(900_000)).toBe('15 minutes');
    expect(waitText(500)).toBe('500 ms');
  });
});
