import type {
  FastifyInstance,
  FastifyReply,
  FastifyRequest,
  HookHandlerDoneFunction,
  RouteOptions,
} from 'fastify';
import { AppError } from '@/lib/app-error';
import { clientKey } from '@/lib/client-key';

/** A route's own limit (`config: { rateLimit: { max, timeWindow } }`), or `false` for none. */
export interface RouteRateLimit {
  max: number;
  /** Milliseconds. */
  timeWindow: number;
}

declare module 'fastify' {
  interface FastifyContextConfig {
    rateLimit?: RouteRateLimit | false;
  }
}

export interface RateLimitOptions extends RouteRateLimit {
  /** Requests this returns true for are neither counted nor limited, and get no headers. */
  exempt: (request: FastifyRequest) => boolean;
}

/** Clients remembered per limit; past this the windows that started first are forgotten. */
export const MAX_CLIENTS = 5000;

interface Window {
  count: number;
  startedAt: number;
}

/**
 * A fixed window per client: `max` requests per `timeWindow`, counted from the client's first
 * request in the window. Synchronous and in memory (docs/decisions/0016): a coarse guard against
 * floods per process, as @fastify/rate-limit's local store was.
 */
export class FixedWindows {
  readonly #windows = new Map<string, Window>();

  constructor(
    readonly max: number,
    readonly timeWindow: number,
    private readonly now: () => number = Date.now,
  ) {}

  /** Counts one request; what is left of the window in ms and how many the client made in it. */
  hit(key: string): { count: number; ttl: number } {
    const now = this.now();
    let window = this.#windows.get(key);
    if (!window || window.startedAt + this.timeWindow <= now) {
      // Re-inserted, so the map's order stays the order windows started in (oldest first).
      this.#windows.delete(key);
      if (this.#windows.size >= MAX_CLIENTS) this.#forgetOldest(now);
      window = { count: 0, startedAt: now };
      this.#windows.set(key, window);
    }
    window.count++;
    return { count: window.count, ttl: this.timeWindow - (now - window.startedAt) };
  }

  get size(): number {
    return this.#windows.size;
  }

  #forgetOldest(now: number): void {
    for (const [key, window] of this.#windows) {
      const expired = window.startedAt + this.timeWindow <= now;
      if (!expired && this.#windows.size < MAX_CLIENTS) return;
      this.#windows.delete(key);
    }
  }
}

/** "59 seconds", "1 minute": how @fastify/rate-limit's message said it (via @lukeed/ms). */
export function waitText(ms: number): string {
  const units: [number, string][] = [
    [86_400_000, 'day'],
    [3_600_000, 'hour'],
    [60_000, 'minute'],
    [1000, 'second'],
  ];
  const unit = units.find(([size]) => ms >= size);
  if (!unit) return `${ms} ms`;
  const value = Math.round(ms / unit[0]);
  return `${value} ${unit[1]}${value === 1 ? '' : 's'}`;
}

/**
 * The general rate limit on every route, a route's own limit where its config sets one, none where
 * it says `rateLimit: false`. Added to each route's onRequest hooks as the library did, with the
 * same answers: `x-ratelimit-limit`, `-remaining` and `-reset` (seconds) on counted requests, and
 * past the limit a 429 in the envelope with `retry-after`.
 */
export function rateLimit(app: FastifyInstance, options: RateLimitOptions): void {
  const general = new FixedWindows(options.max, options.timeWindow);
  app.addHook('onRoute', (route: RouteOptions) => {
    const own = route.config?.rateLimit;
    if (own === false) return;
    const windows = own ? new FixedWindows(own.max, own.timeWindow) : general;
    route.onRequest = [...[route.onRequest ?? []].flat(), limitHook(windows, options.exempt)];
  });
}

function limitHook(windows: FixedWindows, exempt: (request: FastifyRequest) => boolean) {
  const { max } = windows;
  return (request: FastifyRequest, reply: FastifyReply, done: HookHandlerDoneFunction) => {
    if (exempt(request)) return done();
    const { count, ttl } = windows.hit(clientKey(request.ip));
    const reset = Math.ceil(ttl / 1000);
    if (count <= max) {
      reply.headers({
        'x-ratelimit-limit': max,
        'x-ratelimit-remaining': max - count,
        'x-ratelimit-reset': reset,
      });
      return done();
    }
    reply.headers({
      'x-ratelimit-limit': max,
      'x-ratelimit-remaining': 0,
      'x-ratelimit-reset': reset,
      'retry-after': reset,
    });
    done(
      new AppError(
        429,
        'RATE_LIMITED',
        `Too many requests. Please try again in ${waitText(reset * 1000)}.`,
      ),
    );
  };
}
