import { Counter, Gauge, Histogram, Registry, collectDefaultMetrics } from 'prom-client';
import { RequestDurations } from '@/lib/request-durations';

/**
 * The process's Prometheus metrics (prom-client), served at /metrics when METRICS_TOKEN or
 * METRICS_ALLOW is set (plugins/metrics.ts). One registry per process, like prom-client's default,
 * so the platform clients, the job runner and the HTTP hooks record without being handed anything.
 * Label values come from fixed sets (route patterns, job names, platforms, statuses), never from
 * user input, so the series stay few.
 */
export const metricsRegistry = new Registry();
collectDefaultMetrics({ register: metricsRegistry, prefix: 'socialpulse_' });

/** socialpulse_http_request_duration_seconds, observed once per request (plugins/metrics.ts). */
export const httpRequestDuration = new RequestDurations(metricsRegistry);

export const jobDuration = new Histogram({
  name: 'socialpulse_job_duration_seconds',
  help: 'Background job run time by job and outcome (ok or error).',
  labelNames: ['job', 'outcome'] as const,
  buckets: [0.05, 0.1, 0.5, 1, 2.5, 5, 10, 30, 60, 120, 300, 900],
  registers: [metricsRegistry],
});

export const queueDepth = new Gauge({
  name: 'socialpulse_queue_depth',
  help: 'Jobs waiting (queued, not yet started) per job, read from the queue at scrape time.',
  labelNames: ['job'] as const,
  registers: [metricsRegistry],
});

export const platformErrors = new Counter({
  name: 'socialpulse_platform_errors_total',
  help: 'Errors from platform APIs by platform and kind (rate_limited, unavailable, auth_expired, …).',
  labelNames: ['platform', 'kind'] as const,
  registers: [metricsRegistry],
});

export const platformRateLimitWait = new Histogram({
  name: 'socialpulse_platform_rate_limit_wait_seconds',
  help: 'How long a platform asked us to wait when it rate-limited us, by platform.',
  labelNames: ['platform'] as const,
  buckets: [1, 5, 15, 30, 60, 300, 900, 3600, 86_400],
  registers: [metricsRegistry],
});

export const summariesFinished = new Counter({
  name: 'socialpulse_summaries_total',
  help: 'Summary generation runs by the state they ended in (completed, no_data, failed, rate_limited).',
  labelNames: ['status'] as const,
  registers: [metricsRegistry],
});

/** Set by the process that owns a queue: reads the waiting jobs per name when scraped. */
let depthSource: (() => Promise<Record<string, number>>) | undefined;

export function setQueueDepthSource(source: (() => Promise<Record<string, number>>) | undefined) {
  depthSource = source;
}

/** The text Prometheus scrapes; refreshes the queue gauge first. */
export async function renderMetrics(): Promise<string> {
  if (depthSource) {
    try {
      const depths = await depthSource();
      queueDepth.reset();
      for (const [job, depth] of Object.entries(depths)) queueDepth.set({ job }, depth);
    } catch {
      // A scrape never fails for the queue's sake; the gauge keeps its last values.
    }
  }
  return metricsRegistry.metrics();
}
