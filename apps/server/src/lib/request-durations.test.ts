import { Histogram, Registry } from 'prom-client';
import { describe, expect, it } from 'vitest';
import { REQUEST_DURATION_BUCKETS, RequestDurations } from '@/lib/request-durations';

/** The histogram as it was: prom-client's own, with the same name, help, labels and buckets. */
function promClientHistogram(registry: Registry) {
  return new Histogram({
    name: 'socialpulse_http_request_duration_seconds',
    help: 'HTTP request latency by route pattern, method and status code.',
    labelNames: ['method', 'route', 'status_code'] as const,
    buckets: REQUEST_DURATION_BUCKETS,
    registers: [registry],
  });
}

const OBSERVED: [method: string, route: string, status: number, seconds: number][] = [
  ['GET', '/api/options', 200, 0.0004],
  ['GET', '/api/options', 200, 0.005],
  ['GET', '/api/options', 200, 0.0051],
  ['GET', 'unmatched', 404, 0.3],
  ['POST', '/api/summaries/:id', 201, 12],
  ['GET', '/api/options', 429, 10],
  ['GET', '/api/options', 200, 2.5],
  ['GET', '/a"b\\c\nd', 500, 0.07],
];

describe('the request latency histogram', () => {
  it('writes what prom-client wrote for the same requests, as text and as JSON', async () => {
    const ours = new Registry();
    const theirs = new Registry();
    const durations = new RequestDurations(ours);
    const histogram = promClientHistogram(theirs);
    expect(await ours.metrics()).toBe(await theirs.metrics());
    for (const [method, route, status, seconds] of OBSERVED) {
      durations.observe(method, route, status, seconds);
      histogram.observe({ method, route, status_code: String(status) }, seconds);
    }
    const text = await ours.metrics();
    expect(text).toBe(await theirs.metrics());
    expect(text).toContain(
      'socialpulse_http_request_duration_seconds_bucket{le="0.005",method="GET",route="/api/options",status_code="200"} 2',
    );
    expect(await ours.getMetricsAsJSON()).toEqual(await theirs.getMetricsAsJSON());

    durations.reset();
    histogram.reset();
    expect(await ours.metrics()).toBe(await theirs.metrics());
  });

  it('leaves out a duration that is not a number', async () => {
    const registry = new Registry();
    const durations = new RequestDurations(registry);
    durations.observe('GET', '/x', 200, Number.NaN);
    expect(await registry.metrics()).not.toContain('_count');
  });
});
