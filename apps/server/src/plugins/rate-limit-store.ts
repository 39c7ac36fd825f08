import type { FastifyRateLimitStore, FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import { lt, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '@/db/database';
import { rateLimitCounters } from '@/db/schema';

export interface DatabaseRateLimitOptions {
  db: Db;
  log: FastifyBaseLogger;
  /**
   * How long a count may take before the request goes on uncounted (default 1 s). The pool waits up
   * to 10 s for a connection to a server that does not answer; the limiter must not make every
   * request wait that long.
   */
  timeoutMs?: number;
  /** Expired rows are deleted at most this often, after a count (default a minute). */
  purgeEveryMs?: number;
  /** At most one warning about failed counts this often (default 30 s): an outage would flood the log. */
  warnEveryMs?: number;
}

export interface Count {
  current: number;
  ttl: number;
}

/**
 * A store for @fastify/rate-limit (its documented `store` option) that counts in the app's
 * PostgreSQL database, so API replicas behind a load balancer share one count per client.
 *
 * Each request is one statement: an upsert that adds one to the client's row, or starts it over at
 * 1 when its window has ended, and returns the count and the time left. Concurrent requests queue on
 * the row's lock, so each sees its own count. Times come from the database's clock, the same for
 * every replica.
 *
 * A count that fails or takes longer than `timeoutMs` is reported to the plugin as an error, which
 * it lets through uncounted (`skipOnError`): an outage of the limiter must not take the API down.
 * The store logs a warning, at most one per `warnEveryMs`, with how many requests went uncounted.
 */
export function databaseRateLimitStore(
  options: DatabaseRateLimitOptions,
): FastifyRateLimitStoreCtor {
  const counter = new SharedCounter(options);
  return class DatabaseRateLimitStore implements FastifyRateLimitStore {
    /** The library passes its options; the scope keeps a route's own limit apart from the general one. */
    constructor(
      _options: unknown,
      private readonly scope = 'general',
    ) {}

    incr(
      key: string,
      callback: (error: Error | null, result?: Count) => void,
      timeWindow: number,
      max: number,
    ): void {
      counter.count(`${this.scope}|${key}`, timeWindow, max).then(
        (result) => callback(null, result),
        (error: Error) => callback(error),
      );
    }

    /**
     * A route with its own `config.rateLimit`: counted apart, as the in-memory store does. The
     * library passes the route as `routeInfo` (its README), which its types leave out.
     */
    child(
      routeOptions: Parameters<FastifyRateLimitStore['child']>[0] & {
        routeInfo?: { method?: string | string[]; url?: string };
      },
    ): FastifyRateLimitStore {
      const route = routeOptions.routeInfo;
      return new DatabaseRateLimitStore(
        undefined,
        `${[route?.method ?? ''].flat().join(',')} ${route?.url ?? ''}`,
      );
    }
  };
}

const c = rateLimitCounters;
const expired = sql`${c.expiresAt} <= now()`;

class SharedCounter {
  private readonly timeoutMs: number;
  private readonly purgeEveryMs: number;
  private readonly warnEveryMs: number;
  private lastPurge = 0;
  /** Clients past their limit, until their window ends (`Date.now()` ms): see `count`. */
  private readonly refusedUntil = new Map<string, number>();
  private lastWarning = -Infinity;
  private uncounted = 0;
  /** Prepared once: each count then skips parsing and planning on its connection. */
  private readonly upsert;

  constructor(private readonly options: DatabaseRateLimitOptions) {
    this.timeoutMs = options.timeoutMs ?? 1000;
    this.purgeEveryMs = options.purgeEveryMs ?? 60_000;
    this.warnEveryMs = options.warnEveryMs ?? 30_000;
    const windowEnd = sql`now() + ${sql.placeholder('windowMs')}::integer * interval '1 millisecond'`;
    this.upsert = options.db
      .insert(c)
      .values({ key: sql.placeholder('key'), count: 1, expiresAt: windowEnd })
      .onConflictDoUpdate({
        target: c.key,
        set: {
          count: sql`case when ${expired} then 1 else ${c.count} + 1 end`,
          expiresAt: sql`case when ${expired} then excluded.expires_at else ${c.expiresAt} end`,
        },
      })
      .returning({
        current: c.count,
        ttl: sql<number>`ceil(extract(epoch from ${c.expiresAt} - now()) * 1000)::integer`,
      })
      .prepare('rate_limit_count');
  }

  /**
   * A client the database has counted past its limit is refused from memory until its window ends,
   * without a statement: a flood then costs the shared database at most `max` writes a window per
   * client and replica, not one per request. Nothing is lost by not counting it: the window does
   * not move (no `continueExceeding`), and every replica learns of the excess on its own next count.
   */
  async count(key: string, windowMs: number, max: number): Promise<Count> {
    const until = this.refusedUntil.get(key);
    if (until !== undefined) {
      const ttl = until - Date.now();
      if (ttl > 0) return { current: max + 1, ttl };
      this.refusedUntil.delete(key);
    }
    let timer: NodeJS.Timeout | undefined;
    const timeout = new Promise<never>((_resolve, reject) => {
      timer = setTimeout(
        () => reject(new Error(`no count within ${this.timeoutMs} ms`)),
        this.timeoutMs,
      );
    });
    try {
      const [row] = await Promise.race([this.upsert.execute({ key, windowMs }), timeout]);
      if (!row) throw new Error('the count returned no row');
      this.recovered();
      this.purgeNowAndThen();
      if (row.current > max) this.refusedUntil.set(key, Date.now() + row.ttl);
      return row;
    } catch (error) {
      this.failed(error);
      throw error;
    } finally {
      clearTimeout(timer);
    }
  }

  /** Rows whose window ended count for nothing; deleted in passing, without holding up a request. */
  private purgeNowAndThen(): void {
    const now = Date.now();
    if (now - this.lastPurge < this.purgeEveryMs) return;
    this.lastPurge = now;
    for (const [key, until] of this.refusedUntil) if (until <= now) this.refusedUntil.delete(key);
    this.options.db
      .delete(c)
      .where(lt(c.expiresAt, sql`now()`))
      .then(
        () => {},
        (error: unknown) =>
          this.options.log.warn({ err: error }, 'could not delete expired rate-limit counts'),
      );
  }

  private failed(error: unknown): void {
    this.uncounted += 1;
    const now = Date.now();
    if (now - this.lastWarning < this.warnEveryMs) return;
    this.lastWarning = now;
    this.options.log.warn(
      { err: error, uncounted: this.uncounted },
      'rate limit: could not count in the database; letting requests through uncounted',
    );
    this.uncounted = 0;
  }

  private recovered(): void {
    if (this.lastWarning === -Infinity) return;
    this.options.log.info(
      { uncounted: this.uncounted },
      'rate limit: counting in the database again',
    );
    this.lastWarning = -Infinity;
    this.uncounted = 0;
  }
}
