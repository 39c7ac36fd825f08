import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseEnv } from '@/config/env';
import { parseCidr } from '@/config/ops-env';
import { setQueueDepthSource } from '@/lib/metrics';
import { PlatformError } from '@/platforms/errors';
import { metricsGate } from '@/plugins/metrics';
import { createTestApp, type TestApp } from '@/test/test-app';

const TOKEN = 'scrape-token-0123456789';

describe('/metrics off by default', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('answers 404 with neither METRICS_TOKEN nor METRICS_ALLOW', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/metrics' });
    expect(res.statusCode).toBe(404);
    const withToken = await t.app.inject({
      method: 'GET',
      url: '/metrics',
      headers: { authorization: `Bearer ${TOKEN}` },
    });
    expect(withToken.statusCode).toBe(404);
  });
});

describe('/metrics with a token and an allowed network', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ env: { METRICS_TOKEN: TOKEN, METRICS_ALLOW: '10.1.0.0/16, ::1' } });
  });
  afterAll(() => {
    setQueueDepthSource(undefined);
    return t.close();
  });

  const scrape = (headers: Record<string, string> = {}, remoteAddress = '192.0.2.7') =>
    t.app.inject({ method: 'GET', url: '/metrics', headers, remoteAddress });

  it('refuses a scraper without the token from elsewhere (403)', async () => {
    expect((await scrape()).statusCode).toBe(403);
    expect((await scrape({ authorization: 'Bearer wrong-token-0123456789' })).statusCode).toBe(403);
    expect((await scrape({ authorization: TOKEN })).statusCode).toBe(403);
  });

  it('serves the token holder and the allowed networks in Prometheus text format', async () => {
    const byToken = await scrape({ authorization: `Bearer ${TOKEN}` });
    expect(byToken.statusCode).toBe(200);
    expect(byToken.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);
    expect((await scrape({}, '10.1.200.3')).statusCode).toBe(200);
    expect((await scrape({}, '::ffff:10.1.0.9')).statusCode).toBe(200);
    expect((await scrape({}, '::1')).statusCode).toBe(200);
    expect((await scrape({}, '10.2.0.1')).statusCode).toBe(403);
  });

  it('reports latency by route pattern, platform errors and rate-limit waits, queue depth', async () => {
    await t.app.inject({ method: 'GET', url: '/api/health' });
    await t.app.inject({
      method: 'GET',
      url: '/api/summaries/00000000-0000-4000-8000-000000000000',
    });
    new PlatformError('reddit', 'rate_limited', { resetAt: new Date(Date.now() + 60_000) });
    new PlatformError('youtube', 'unavailable');
    setQueueDepthSource(() => Promise.resolve({ 'summary.generate': 3 }));

    const text = (await scrape({ authorization: `Bearer ${TOKEN}` })).body;
    expect(text).toMatch(
      /socialpulse_http_request_duration_seconds_count\{method="GET",route="\/api\/health",status_code="200"\} \d+/,
    );
    // The pattern, not the id: one series per route.
    expect(text).toContain('route="/api/summaries/:id",status_code="401"');
    expect(text).not.toContain('00000000-0000-4000-8000-000000000000');
    expect(text).toMatch(
      /socialpulse_platform_errors_total\{platform="reddit",kind="rate_limited"\} [1-9]/,
    );
    expect(text).toMatch(
      /socialpulse_platform_errors_total\{platform="youtube",kind="unavailable"\} [1-9]/,
    );
    expect(text).toMatch(
      /socialpulse_platform_rate_limit_wait_seconds_count\{platform="reddit"\} [1-9]/,
    );
    expect(text).toContain('socialpulse_queue_depth{job="summary.generate"} 3');
    expect(text).toContain('# TYPE socialpulse_job_duration_seconds histogram');
    expect(text).toContain('# TYPE socialpulse_summaries_total counter');
    expect(text).toContain('socialpulse_process_cpu_seconds_total');
  });
});

describe('metricsGate and METRICS_ALLOW', () => {
  it('parses addresses and CIDR ranges, and refuses anything else', () => {
    expect(parseCidr('10.0.0.0/8')).toEqual({ address: '10.0.0.0', prefix: 8, family: 'ipv4' });
    expect(parseCidr('192.168.1.7')).toEqual({
      address: '192.168.1.7',
      prefix: 32,
      family: 'ipv4',
    });
    expect(parseCidr('fd00::/8')).toEqual({ address: 'fd00::', prefix: 8, family: 'ipv6' });
    expect(() => parseEnv({ METRICS_ALLOW: '10.0.0.0/8, intranet' })).toThrow(
      /METRICS_ALLOW: "intranet" is not an address or CIDR range/,
    );
    expect(() => parseEnv({ METRICS_TOKEN: 'short' })).toThrow(
      /METRICS_TOKEN: must be at least 16/,
    );
    for (const bad of ['10.0.0.0/33', 'example.com', '10.0.0.0/x', '1.2.3.4/8/1', '/8'])
      expect(parseCidr(bad), bad).toBeUndefined();
  });

  it('lets through only the token or an allowed address', () => {
    const gate = metricsGate({ token: undefined, allow: [parseCidr('172.16.0.0/12')!] });
    expect(gate('172.20.1.1', undefined)).toBe(true);
    expect(gate('172.32.0.1', undefined)).toBe(false);
    expect(gate('172.20.1.1', 'Bearer anything')).toBe(true);
    expect(gate('not-an-ip', undefined)).toBe(false);
  });
});
