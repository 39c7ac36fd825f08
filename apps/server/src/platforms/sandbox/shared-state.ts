/**
 * What the sandboxes must remember beyond one request — codes already redeemed, revoked tokens,
 * armed faults, rate-limit windows, consents, the id_token signing key — shared by every process
 * that serves them (behind a load balancer without sticky sessions, a code issued by one
 * API replica's consent page is redeemed at another, a token revoked at one is refused at all).
 *
 * Two kinds of value:
 * - **claims and counters** must be decided by one party: `claim` and `hit` are atomic across
 *   processes (one SQL statement each in the database-backed implementation);
 * - **published values** (revocations, switches, faults) are read on every sandbox request, so each
 *   process keeps them in memory: `publish` applies a value here at once and tells the others,
 *   which apply it within moments; `watch` sees each value, including those live at start-up.
 *
 * Values are JSON. Each carries a time to live, after which it is forgotten.
 */
export interface SandboxSharedState {
  /**
   * Records `value` under `scope`/`key` unless a live value is there. Resolves to undefined when
   * this call recorded it, or to the value recorded first.
   */
  claim<T>(scope: string, key: string, value: T, ttlMs: number): Promise<T | undefined>;
  /** Sets `scope`/`key` for every process: here at once, in the others within moments. */
  publish(scope: string, key: string, value: unknown, ttlMs: number): Promise<void>;
  /** Calls `onValue` with every value published in `scope`: those already known, then each new one. */
  watch(scope: string, onValue: (key: string, value: unknown) => void): void;
  /** A published value, asked for now: for a value another process may have published a moment ago. */
  read(scope: string, key: string): Promise<unknown>;
  /**
   * Adds `amount` to the count of `scope`/`key` in its fixed window, which starts at the first hit
   * at or after the previous window's end (`nowMs` is the sandbox's clock, so tests can move it).
   */
  hit(scope: string, key: string, windowMs: number, nowMs: number, amount?: number): Promise<Hit>;
  /** Forgets every count of `scope` (a test switch: "the quota is back"). */
  resetCounts(scope: string): Promise<void>;
}

export interface Hit {
  count: number;
  windowStart: number;
}

/**
 * Dispatches published values to watchers and remembers them for late watchers. Both
 * implementations keep one; the database-backed one also feeds it from other processes.
 */
export class PublishedValues {
  readonly #values = new Map<string, Map<string, { value: unknown; expiresAt: number }>>();
  readonly #watchers = new Map<string, ((key: string, value: unknown) => void)[]>();

  apply(scope: string, key: string, value: unknown, expiresAt: number): void {
    let values = this.#values.get(scope);
    if (!values) {
      values = new Map<string, { value: unknown; expiresAt: number }>();
      this.#values.set(scope, values);
    }
    values.set(key, { value, expiresAt });
    for (const onValue of this.#watchers.get(scope) ?? []) onValue(key, value);
  }

  watch(scope: string, onValue: (key: string, value: unknown) => void): void {
    this.#watchers.set(scope, [...(this.#watchers.get(scope) ?? []), onValue]);
    const now = Date.now();
    for (const [key, entry] of this.#values.get(scope) ?? [])
      if (entry.expiresAt > now) onValue(key, entry.value);
  }

  get(scope: string, key: string): unknown {
    const entry = this.#values.get(scope)?.get(key);
    return entry && entry.expiresAt > Date.now() ? entry.value : undefined;
  }

  /** Drops what has expired, so a long-running process does not keep every revocation forever. */
  forgetExpired(now = Date.now()): void {
    for (const values of this.#values.values())
      for (const [key, entry] of values) if (entry.expiresAt <= now) values.delete(key);
  }
}

/** One process on its own: tests of a single sandbox, and apps built without a database. */
export class MemorySharedState implements SandboxSharedState {
  readonly #claims = new Map<string, { value: unknown; expiresAt: number }>();
  readonly #counts = new Map<string, Hit & { windowMs: number }>();
  readonly #published = new PublishedValues();

  claim<T>(scope: string, key: string, value: T, ttlMs: number): Promise<T | undefined> {
    const id = `${scope}\u0000${key}`;
    const now = Date.now();
    const earlier = this.#claims.get(id);
    if (earlier && earlier.expiresAt > now) return Promise.resolve(earlier.value as T);
    if (this.#claims.size > 10_000)
      for (const [k, v] of this.#claims) if (v.expiresAt <= now) this.#claims.delete(k);
    this.#claims.set(id, { value, expiresAt: now + ttlMs });
    return Promise.resolve(undefined);
  }

  publish(scope: string, key: string, value: unknown, ttlMs: number): Promise<void> {
    this.#published.apply(scope, key, value, Date.now() + ttlMs);
    return Promise.resolve();
  }

  watch(scope: string, onValue: (key: string, value: unknown) => void): void {
    this.#published.watch(scope, onValue);
  }

  read(scope: string, key: string): Promise<unknown> {
    return Promise.resolve(this.#published.get(scope, key));
  }

  hit(scope: string, key: string, windowMs: number, nowMs: number, amount = 1): Promise<Hit> {
    const id = `${scope}\u0000${key}`;
    let entry = this.#counts.get(id);
    if (!entry || nowMs >= entry.windowStart + entry.windowMs) {
      entry = { count: 0, windowStart: nowMs, windowMs };
      this.#counts.set(id, entry);
    }
    entry.count += amount;
    return Promise.resolve({ count: entry.count, windowStart: entry.windowStart });
  }

  resetCounts(scope: string): Promise<void> {
    for (const id of this.#counts.keys())
      if (id.startsWith(`${scope}\u0000`)) this.#counts.delete(id);
    return Promise.resolve();
  }
}
