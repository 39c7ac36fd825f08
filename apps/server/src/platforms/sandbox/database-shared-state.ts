import { randomUUID } from 'node:crypto';
import { and, eq, gt, like, lte, sql } from 'drizzle-orm';
import type { Database } from '@/db/database';
import { sandboxShared } from '@/db/schema';
import {
  PublishedValues,
  type Hit,
  type SandboxSharedState,
} from '@/platforms/sandbox/shared-state';

/** The NOTIFY channel published sandbox values travel on. */
export const SANDBOX_SHARED_CHANNEL = 'sandbox_shared';
/** NOTIFY payloads must stay under 8,000 bytes; a bigger value is announced, then read from the row. */
const MAX_INLINE_PAYLOAD = 7_000;
const PURGE_EVERY_MS = 10 * 60_000;

interface Announcement {
  /** The process that published it: it applied the value already. */
  o: string;
  s: string;
  k: string;
  v?: unknown;
  e: number;
}

/**
 * The sandboxes' shared state in the app's database (table `sandbox_shared`), so that API replicas
 * behind a load balancer behave as one sandbox (see shared-state.ts). Published values also travel
 * by NOTIFY; each process keeps them in memory and loads the live ones when it starts. On PGlite
 * (one process) the same code runs and the NOTIFY comes back to this process, which ignores its own.
 */
export class DatabaseSharedState implements SandboxSharedState {
  readonly #origin = randomUUID();
  readonly #published = new PublishedValues();
  #unlisten: (() => Promise<void>) | null = null;
  #purge: NodeJS.Timeout | undefined;

  constructor(private readonly database: Pick<Database, 'db' | 'listen'>) {}

  /** Listens first, then loads, so nothing published in between is missed. */
  async start(): Promise<void> {
    if (this.#unlisten) return;
    this.#unlisten = await this.database.listen(SANDBOX_SHARED_CHANNEL, (payload) => {
      void this.#receive(payload);
    });
    await this.#purgeExpired();
    const rows = await this.database.db
      .select()
      .from(sandboxShared)
      .where(and(gt(sandboxShared.expiresAt, new Date()), like(sandboxShared.scope, 'pub:%')));
    for (const row of rows)
      this.#published.apply(row.scope.slice(4), row.key, row.value, row.expiresAt.getTime());
    this.#purge = setInterval(() => void this.#purgeExpired().catch(() => {}), PURGE_EVERY_MS);
    this.#purge.unref();
  }

  async stop(): Promise<void> {
    clearInterval(this.#purge);
    const unlisten = this.#unlisten;
    this.#unlisten = null;
    await unlisten?.();
  }

  async claim<T>(scope: string, key: string, value: T, ttlMs: number): Promise<T | undefined> {
    const now = new Date();
    const expiresAt = new Date(now.getTime() + ttlMs);
    // Inserted, or taken over from an expired claim: ours. Otherwise the live one wins.
    const won = await this.database.db
      .insert(sandboxShared)
      .values({ scope: `claim:${scope}`, key, value, expiresAt })
      .onConflictDoUpdate({
        target: [sandboxShared.scope, sandboxShared.key],
        set: { value, expiresAt },
        setWhere: lte(sandboxShared.expiresAt, now),
      })
      .returning({ key: sandboxShared.key });
    if (won.length > 0) return undefined;
    const [earlier] = await this.database.db
      .select({ value: sandboxShared.value })
      .from(sandboxShared)
      .where(and(eq(sandboxShared.scope, `claim:${scope}`), eq(sandboxShared.key, key)));
    return earlier?.value as T;
  }

  async publish(scope: string, key: string, value: unknown, ttlMs: number): Promise<void> {
    const expiresAt = Date.now() + ttlMs;
    this.#published.apply(scope, key, value, expiresAt);
    await this.database.db
      .insert(sandboxShared)
      .values({ scope: `pub:${scope}`, key, value, expiresAt: new Date(expiresAt) })
      .onConflictDoUpdate({
        target: [sandboxShared.scope, sandboxShared.key],
        set: { value, expiresAt: new Date(expiresAt) },
      });
    const announcement: Announcement = {
      o: this.#origin,
      s: scope,
      k: key,
      v: value,
      e: expiresAt,
    };
    let payload = JSON.stringify(announcement);
    if (Buffer.byteLength(payload) > MAX_INLINE_PAYLOAD)
      payload = JSON.stringify({ ...announcement, v: undefined });
    await this.database.db.execute(sql`select pg_notify(${SANDBOX_SHARED_CHANNEL}, ${payload})`);
  }

  watch(scope: string, onValue: (key: string, value: unknown) => void): void {
    this.#published.watch(scope, onValue);
  }

  async read(scope: string, key: string): Promise<unknown> {
    const known = this.#published.get(scope, key);
    if (known !== undefined) return known;
    const [row] = await this.database.db
      .select({ value: sandboxShared.value, expiresAt: sandboxShared.expiresAt })
      .from(sandboxShared)
      .where(and(eq(sandboxShared.scope, `pub:${scope}`), eq(sandboxShared.key, key)));
    if (!row || row.expiresAt.getTime() <= Date.now()) return undefined;
    this.#published.apply(scope, key, row.value, row.expiresAt.getTime());
    return row.value;
  }

  async hit(scope: string, key: string, windowMs: number, nowMs: number, amount = 1): Promise<Hit> {
    // `expires_at` is the window's end on the sandbox's clock; the count restarts past it.
    const end = new Date(nowMs + windowMs);
    const now = new Date(nowMs);
    const fresh = { n: amount, t: nowMs };
    const [row] = await this.database.db
      .insert(sandboxShared)
      .values({ scope: `count:${scope}`, key, value: fresh, expiresAt: end })
      .onConflictDoUpdate({
        target: [sandboxShared.scope, sandboxShared.key],
        set: {
          value: sql`case when ${sandboxShared.expiresAt} <= ${now.toISOString()}::timestamptz
            then ${JSON.stringify(fresh)}::jsonb
            else jsonb_set(${sandboxShared.value}, '{n}', to_jsonb((${sandboxShared.value}->>'n')::bigint + ${amount}))
            end`,
          expiresAt: sql`case when ${sandboxShared.expiresAt} <= ${now.toISOString()}::timestamptz
            then ${end.toISOString()}::timestamptz else ${sandboxShared.expiresAt} end`,
        },
      })
      .returning({ value: sandboxShared.value });
    const value = row?.value as { n: number; t: number } | undefined;
    return { count: Number(value?.n ?? amount), windowStart: Number(value?.t ?? nowMs) };
  }

  async resetCounts(scope: string): Promise<void> {
    await this.database.db.delete(sandboxShared).where(eq(sandboxShared.scope, `count:${scope}`));
  }

  async #receive(payload: string): Promise<void> {
    let note: Partial<Announcement>;
    try {
      note = JSON.parse(payload) as Partial<Announcement>;
    } catch {
      return;
    }
    const { o, s, k, e } = note;
    if (o === this.#origin || typeof s !== 'string' || typeof k !== 'string') return;
    if (typeof e !== 'number') return;
    let value = note.v;
    if (value === undefined) {
      const [row] = await this.database.db
        .select({ value: sandboxShared.value })
        .from(sandboxShared)
        .where(and(eq(sandboxShared.scope, `pub:${s}`), eq(sandboxShared.key, k)));
      if (!row) return;
      value = row.value;
    }
    this.#published.apply(s, k, value, e);
  }

  async #purgeExpired(): Promise<void> {
    // Counters expire on the sandbox's clock, which tests move; a day's grace keeps those rows.
    const cutoff = new Date(Date.now() - 86_400_000);
    await this.database.db.delete(sandboxShared).where(lte(sandboxShared.expiresAt, cutoff));
    this.#published.forgetExpired();
  }
}
