import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '@/app';
import type { Database } from '@/db/database';
import { createLogger } from '@/lib/logger';
import { capturedLog } from '@/test/captured-log';
import { TEST_SECRET, testEnv } from '@/test/test-app';
import { createTestDatabase } from '@/test/test-database';

/**
 * What a cheaper request path must never lose: every API answer, the fast GET /api/options
 * as much as an error, carries the same security headers, counts against the rate limit, writes
 * its request line and is measured for /metrics. Written out here rather than derived from the
 * code that sets them, so a header dropped there fails here.
 */
const SECURITY_HEADERS = {
  // JSON and redirects only: nothing may load, nothing may frame (docs/decisions/0019).
  'content-security-policy': "default-src 'none';frame-ancestors 'none'",
  'cross-origin-resource-policy': 'same-origin',
  'referrer-policy': 'no-referrer',
  'x-content-type-options': 'nosniff',
  'x-frame-options': 'DENY',
  'cross-origin-opener-policy': 'same-origin-allow-popups',
  'cache-control': 'no-store',
};
/** What only a document reads: the pages (and the API docs page) keep them, API answers do not. */
const DOCUMENT_HEADERS = {
  'content-security-policy':
    "default-src 'self';base-uri 'self';script-src 'self';script-src-attr 'none';" +
    "style-src 'self' 'unsafe-inline';img-src 'self' data: https:;font-src 'self' data:;" +
    "connect-src 'self';object-src 'none';frame-ancestors 'none';form-action 'self'",
  'origin-agent-cluster': '?1',
  'x-dns-prefetch-control': 'off',
  'x-download-options': 'noopen',
  'x-permitted-cross-domain-policies': 'none',
  'x-xss-protection': '0',
};
const LIMIT = 5;
const TOKEN = 'scrape-token-0123456789';

const log = capturedLog();
const logged = () => log.lines().map((line) => JSON.parse(line) as Record<string, unknown>);

let app: FastifyInstance;
let database: Database;
beforeAll(async () => {
  database = await createTestDatabase();
  app = await buildApp({
    env: testEnv({ RATE_LIMIT_MAX: String(LIMIT), METRICS_TOKEN: TOKEN }),
    database,
    appSecret: TEST_SECRET,
    logger: createLogger({ logLevel: 'info', nodeEnv: 'production' }, log.stream),
  });
  // A line a route writes through request.log names its request, as the request line does.
  app.get('/api/test-request-log', { schema: { hide: true } }, (request) => {
    request.log.warn({ step: 'inside' }, 'written through request.log');
    return { success: true };
  });
  await app.ready();
});
afterAll(async () => {
  await app.close();
  await database.close();
});

const requestLines = () => logged().filter((line) => line.msg === 'request completed');
const scrape = () => app.inject({ url: '/metrics', headers: { authorization: `Bearer ${TOKEN}` } });
const count = (text: string, route: string, status: number) =>
  Number(
    new RegExp(
      `socialpulse_http_request_duration_seconds_count\\{method="GET",route="${route}",status_code="${status}"\\} (\\d+)`,
    ).exec(text)?.[1] ?? 0,
  );

function expectSecurityHeaders(res: LightMyRequestResponse, url: string) {
  for (const [name, value] of Object.entries(SECURITY_HEADERS))
    expect(res.headers[name], `${url}: ${name}`).toBe(value);
}

describe('every API answer, GET /api/options included', () => {
  it('carries the security headers, the rate-limit headers, a request line and a metric', async () => {
    log.clear();
    const before = await scrape();
    const answers = [
      ['/api/options', 200, '/api/options'],
      ['/api/no/such/route', 404, 'unmatched'],
      ['/api/settings', 401, '/api/settings'],
    ] as const;
    for (const [url, status, route] of answers) {
      const res = await app.inject({ url, remoteAddress: '192.0.2.10' });
      expect(res.statusCode, url).toBe(status);
      expectSecurityHeaders(res, url);
      // Error answers go out without them, as before (Fastify resets a reply's headers on error).
      if (status === 200) {
        expect(res.headers['x-ratelimit-limit'], url).toBe(String(LIMIT));
        expect(res.headers['x-ratelimit-remaining'], url).toBe(String(LIMIT - 1));
      }
      const line = requestLines().at(-1);
      expect(line, url).toMatchObject({
        req: { method: 'GET', url, remoteAddress: '192.0.2.10' },
        res: { statusCode: status },
      });
      expect(typeof line?.reqId, url).toBe('string');
      expect(count((await scrape()).body, route, status), url).toBe(
        count(before.body, route, status) + 1,
      );
    }
    const apiLines = requestLines().filter((line) =>
      String(line.req && (line.req as { url: string }).url).startsWith('/api/'),
    );
    expect(apiLines).toHaveLength(answers.length);
  });

  it("API answers carry no document-only header; the browsable docs page keeps the pages' set", async () => {
    for (const url of ['/api/options', '/api/no/such/route', '/api/settings']) {
      const res = await app.inject({ url });
      for (const name of Object.keys(DOCUMENT_HEADERS))
        if (name !== 'content-security-policy')
          expect(res.headers[name], `${url}: ${name}`).toBeUndefined();
    }
    const docs = await app.inject({ url: '/api/docs' });
    expect(docs.headers['content-type']).toMatch(/text\/html/);
    for (const [name, value] of Object.entries(DOCUMENT_HEADERS))
      expect(docs.headers[name], `/api/docs: ${name}`).toBe(value);
    expect(docs.headers['cache-control']).toBe('no-store');
  });

  it('GET /api/options counts against the general limit and is refused past it, with the same headers', async () => {
    const from = { remoteAddress: '192.0.2.11' };
    const remaining: number[] = [];
    for (let i = 0; i < LIMIT; i++) {
      const res = await app.inject({ url: '/api/options', ...from });
      expect(res.statusCode).toBe(200);
      remaining.push(Number(res.headers['x-ratelimit-remaining']));
    }
    expect(remaining).toEqual([4, 3, 2, 1, 0]);
    // The metrics registry is the process's: other test files' refusals may be counted already.
    const before = count((await scrape()).body, '/api/options', 429);
    log.clear();
    const refused = await app.inject({ url: '/api/options', ...from });
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toMatchObject({ success: false, error: 'RATE_LIMITED' });
    expect(refused.headers['retry-after']).toBeDefined();
    expectSecurityHeaders(refused, '429');
    expect(requestLines()).toEqual([
      expect.objectContaining({
        res: { statusCode: 429 },
        req: { method: 'GET', url: '/api/options', remoteAddress: from.remoteAddress },
      }),
    ]);
    expect(count((await scrape()).body, '/api/options', 429)).toBe(before + 1);
  });

  it('a line written through request.log carries the request id of its request line', async () => {
    log.clear();
    const res = await app.inject({ url: '/api/test-request-log' });
    expect(res.statusCode).toBe(200);
    const written = logged().find((line) => line.msg === 'written through request.log');
    expect(written).toMatchObject({ level: 40, step: 'inside' });
    expect(written?.reqId).toBe(requestLines()[0]?.reqId);
    expect(typeof written?.reqId).toBe('string');
  });
});
