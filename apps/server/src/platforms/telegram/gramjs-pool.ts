import { createHash } from 'node:crypto';
import type { GramClient, GramClientFactory } from '@/platforms/telegram/gramjs-client';

interface Entry {
  client: GramClient;
  ready: Promise<GramClient>;
  active: number;
  idleTimer: ReturnType<typeof setTimeout> | undefined;
}

export interface GramPoolOptions {
  /** Connected sessions kept at most; the least recently used idle one is closed first. */
  max?: number;
  /** An idle connection is closed after this long. */
  idleMs?: number;
}

/**
 * Connected clients keyed by session, small and bounded, for the reading calls.
 *
 * Why a pool rather than connect/disconnect per call: one `fetchItems` is getDialogs plus up to a
 * few history pages, and GramJS resolves a chat id to its access hash from the entity cache the
 * dialogs call filled, which lives in the client. Reconnecting per call would redo the TCP connect
 * and initConnection each time, lose that cache, and open many parallel connections of one session,
 * which Telegram dislikes. Bounded (default 16, 60 s idle) because each entry is
 * a socket; the key is a SHA-256 of the session so the map holds no second copy of the secret as a key.
 * Login steps do not use the pool: their next step may run on another replica.
 */
export class GramClientPool {
  private readonly entries = new Map<string, Entry>();
  private readonly max: number;
  private readonly idleMs: number;

  constructor(
    private readonly factory: GramClientFactory,
    options: GramPoolOptions = {},
  ) {
    this.max = options.max ?? 16;
    this.idleMs = options.idleMs ?? 60_000;
  }

  get size(): number {
    return this.entries.size;
  }

  async use<T>(session: string, fn: (client: GramClient) => Promise<T>): Promise<T> {
    const key = keyOf(session);
    const entry = this.entries.get(key) ?? this.open(key, session);
    // Most recently used last (Map keeps insertion order).
    this.entries.delete(key);
    this.entries.set(key, entry);
    entry.active++;
    clearTimeout(entry.idleTimer);
    entry.idleTimer = undefined;
    try {
      return await fn(await entry.ready);
    } finally {
      entry.active--;
      if (entry.active === 0 && this.entries.get(key) === entry) {
        entry.idleTimer = setTimeout(() => void this.close(key, entry), this.idleMs);
        entry.idleTimer.unref();
      }
    }
  }

  /** Closes the session's connection (after logout, a dead session or a timeout). */
  async evict(session: string): Promise<void> {
    const key = keyOf(session);
    const entry = this.entries.get(key);
    if (entry) await this.close(key, entry);
  }

  async closeAll(): Promise<void> {
    await Promise.all([...this.entries].map(([key, entry]) => this.close(key, entry)));
  }

  private open(key: string, session: string): Entry {
    const client = this.factory(session);
    const entry: Entry = {
      client,
      ready: client.connect().then(() => client),
      active: 0,
      idleTimer: undefined,
    };
    // A failed connect must not stay cached.
    entry.ready.catch(() => void this.close(key, entry));
    this.trim();
    this.entries.set(key, entry);
    return entry;
  }

  /** Makes room for one more; busy connections are never closed, so the bound is soft under load. */
  private trim(): void {
    for (const [key, entry] of this.entries) {
      if (this.entries.size < this.max) return;
      if (entry.active === 0) void this.close(key, entry);
    }
  }

  private async close(key: string, entry: Entry): Promise<void> {
    clearTimeout(entry.idleTimer);
    if (this.entries.get(key) === entry) this.entries.delete(key);
    await entry.client.destroy().catch(() => undefined);
  }
}

function keyOf(session: string): string {
  return createHash('sha256').update(session).digest('base64url');
}
