/** What the load generator saw: every request with its start, its answer and its latency. */
export interface Sample {
  at: number;
  route: string;
  status: number;
  ms: number;
}

export class Recorder {
  readonly samples: Sample[] = [];

  constructor(private readonly origin: string) {}

  /** One request; a network error is recorded as status 0 and returns undefined. */
  async call<T>(
    route: string,
    method: string,
    url: string,
    token: string | null,
    body?: object,
  ): Promise<{ status: number; data?: T }> {
    const at = Date.now();
    try {
      const res = await fetch(`${this.origin}${url}`, {
        method,
        headers: {
          ...(token ? { authorization: `Bearer ${token}` } : {}),
          ...(body ? { 'content-type': 'application/json' } : {}),
        },
        ...(body ? { body: JSON.stringify(body) } : {}),
        signal: AbortSignal.timeout(120_000),
      });
      const json = (await res.json().catch(() => ({}))) as { data?: T };
      this.samples.push({ at, route, status: res.status, ms: Date.now() - at });
      return { status: res.status, ...(json.data !== undefined ? { data: json.data } : {}) };
    } catch {
      this.samples.push({ at, route, status: 0, ms: Date.now() - at });
      return { status: 0 };
    }
  }
}

export function percentile(values: readonly number[], p: number): number {
  if (values.length === 0) return 0;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
}

/** Runs `task` over `items` with at most `limit` at once. */
export async function pool<T>(
  items: readonly T[],
  limit: number,
  task: (item: T) => Promise<void>,
): Promise<void> {
  let next = 0;
  const runners = Array.from({ length: Math.min(limit, items.length) }, async () => {
    while (next < items.length) await task(items[next++]!);
  });
  await Promise.all(runners);
}
