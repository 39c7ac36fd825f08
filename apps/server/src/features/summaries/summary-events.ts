import type { SummaryStatus } from '@socialpulse/contract';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '@/db/database';
import { isUuid } from '@/lib/ids';

/** The channel the summaries trigger notifies on (migration 0009_summary_status_notify). */
export const SUMMARY_STATUS_CHANNEL = 'summary_status';

export interface SummaryStatusEvent {
  id: string;
  status: SummaryStatus;
}

type Listener = (event: SummaryStatusEvent) => void;

/**
 * Status changes of summaries, for this process's open event streams (issue 11). One LISTEN per
 * process, whatever the number of streams; each event goes only to the streams of the summary's
 * owner. On PostgreSQL the NOTIFY comes from whichever process changed the row (a worker, another
 * replica); on PGlite from this one.
 */
export class SummaryEvents {
  readonly #listeners = new Map<string, Set<Listener>>();
  #unlisten: (() => Promise<void>) | null = null;

  constructor(
    private readonly database: Pick<Database, 'listen'>,
    private readonly log: FastifyBaseLogger,
  ) {}

  async start(): Promise<void> {
    if (this.#unlisten) return;
    this.#unlisten = await this.database.listen(SUMMARY_STATUS_CHANNEL, (payload) =>
      this.#dispatch(payload),
    );
  }

  async stop(): Promise<void> {
    const unlisten = this.#unlisten;
    this.#unlisten = null;
    this.#listeners.clear();
    await unlisten?.();
  }

  /** Calls `listener` with each status change of `userId`'s summaries; returns the unsubscribe. */
  subscribe(userId: string, listener: Listener): () => void {
    let set = this.#listeners.get(userId);
    if (!set) {
      set = new Set();
      this.#listeners.set(userId, set);
    }
    set.add(listener);
    return () => {
      const current = this.#listeners.get(userId);
      current?.delete(listener);
      if (current?.size === 0) this.#listeners.delete(userId);
    };
  }

  /** How many streams are open in this process (tests, diagnostics). */
  get streams(): number {
    let count = 0;
    for (const set of this.#listeners.values()) count += set.size;
    return count;
  }

  #dispatch(payload: string): void {
    let event: { userId?: unknown; id?: unknown; status?: unknown };
    try {
      event = JSON.parse(payload) as typeof event;
    } catch {
      this.log.warn('summary_status: a payload that is not JSON');
      return;
    }
    const { userId, id, status } = event;
    if (typeof userId !== 'string' || typeof id !== 'string' || typeof status !== 'string') return;
    if (!isUuid(userId) || !isUuid(id)) return;
    const listeners = this.#listeners.get(userId);
    if (!listeners) return;
    for (const listener of listeners) listener({ id, status: status as SummaryStatus });
  }
}
