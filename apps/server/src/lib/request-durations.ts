import type { Registry } from 'prom-client';

export const REQUEST_DURATION_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

interface Series {
  labels: { method: string; route: string; status_code: string };
  /** Observations per bucket (not cumulative), then the +Inf overflow. */
  buckets: number[];
  sum: number;
  count: number;
}

interface Value {
  labels: Record<string, string | number>;
  sharedLabels: Record<string, string>;
  value: number;
  metricName: string;
  /** prom-client's shape: null on buckets (no exemplars here), absent on the sum and count. */
  exemplar?: null;
}

/**
 * The HTTP request latency histogram, with the output of prom-client's Histogram (same name,
 * help, buckets, labels and lines; request-durations.test.ts compares the two) and a cheaper
 * `observe`. prom-client's validated each label name and hashed the sorted labels on every call,
 * half a microsecond of every request's ~25; here a series is found by one string key.
 * Label values come from fixed sets (methods, route patterns, statuses), so the series stay few.
 */
export class RequestDurations {
  readonly name = 'socialpulse_http_request_duration_seconds';
  readonly help = 'HTTP request latency by route pattern, method and status code.';
  readonly type = 'histogram';
  readonly aggregator = 'sum';
  readonly #series = new Map<string, Series>();

  constructor(registry: Registry) {
    // prom-client's Registry takes any object that answers get(); its typing wants a Metric.
    registry.registerMetric(this as unknown as Parameters<Registry['registerMetric']>[0]);
  }

  observe(method: string, route: string, status: number, seconds: number): void {
    // prom-client threw on these; a metric never fails a request, so they are left out.
    if (!Number.isFinite(seconds)) return;
    const key = `${method} ${status} ${route}`;
    let series = this.#series.get(key);
    if (!series) {
      const labels = { method, route, status_code: String(status) };
      series = {
        labels,
        buckets: Array<number>(REQUEST_DURATION_BUCKETS.length + 1).fill(0),
        sum: 0,
        count: 0,
      };
      this.#series.set(key, series);
    }
    let bucket = 0;
    while (bucket < REQUEST_DURATION_BUCKETS.length && seconds > REQUEST_DURATION_BUCKETS[bucket]!)
      bucket++;
    series.buckets[bucket]!++;
    series.sum += seconds;
    series.count++;
  }

  reset(): void {
    this.#series.clear();
  }

  /** What prom-client's Histogram gives the registry for its text format. */
  getForPromString() {
    const bucketName = `${this.name}_bucket`;
    const values: Value[] = [];
    for (const series of this.#series.values()) {
      const sharedLabels = series.labels;
      let cumulative = 0;
      REQUEST_DURATION_BUCKETS.forEach((le, i) => {
        cumulative += series.buckets[i]!;
        values.push({
          labels: { le },
          sharedLabels,
          value: cumulative,
          metricName: bucketName,
          exemplar: null,
        });
      });
      values.push(
        {
          labels: { le: '+Inf' },
          sharedLabels,
          value: series.count,
          metricName: bucketName,
          exemplar: null,
        },
        { labels: {}, sharedLabels, value: series.sum, metricName: `${this.name}_sum` },
        { labels: {}, sharedLabels, value: series.count, metricName: `${this.name}_count` },
      );
    }
    return {
      name: this.name,
      help: this.help,
      type: this.type,
      values,
      aggregator: this.aggregator,
    };
  }

  /** What prom-client's Histogram gives for JSON: the series' labels merged into each value's. */
  get() {
    const data = this.getForPromString();
    return {
      ...data,
      values: data.values.map(({ labels, sharedLabels, ...value }) => ({
        ...value,
        labels: { ...labels, ...sharedLabels },
      })),
    };
  }
}
