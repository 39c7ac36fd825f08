import type { SummaryStatus } from '@socialpulse/contract';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '@/db/database';
import { isUuid } from '@/lib/ids';

/** The channel the summaries trigger notifies on (migration 0009_summary_status_notify). */
export const SUMMARY_STATUS_CHANNEL = 'summary_status';
/** The channel the pulses trigger notifies on when a build is stored (migration 0013_pulse_ready_notify). */
export const PULSE_READY_CHANNEL = 'pulse_ready';

/** What a user's event stream carries: a summary's new status, or a Pulse build just stored. */
export type UserEvent =
  { type: 'summary'; id: string; status: SummaryStatus } | { type: 'pulse'; day: string };

type Listener = (event: UserEvent) => void;

const DAY = /^\d{4}-\d{2}-\d{2}$/u;

/**
 * Status changes of summaries and stored Pulse builds, for this process's open event streams.
 * One LISTEN per channel per process, whatever the number of streams; each event goes
 * only to the streams of its owner. On PostgreSQL the NOTIFY comes from whichever process wrote the
 * row (a worker, another replica); on PGlite from this one.
 */
export class SummaryEvents {
  readonly #listeners = new Map<string, Set<Listener>>();
  #unlisten: (() => Promise<void>)[] | null = null;

  constructor(
    private readonly database: Pick<Database, 'listen'>,
    private readonly log: FastifyBaseLogger,
  ) {}

  async start(): Promise<void> {
    if (this.#unlisten) return;
    this.#unlisten = await Promise.all([
      this.database.listen(SUMMARY_STATUS_CHANNEL, (payload) => this.#dispatchSummary(payload)),
      this.database.listen(PULSE_READY_CHANNEL, (payload) => this.#dispatchPulse(payload)),
    ]);
  }

  async stop(): Promise<void> {
    const unlisten = this.#unlisten;
    this.#unlisten = null;
    this.#listeners.clear();
    await Promise.all((unlisten ?? []).map((end) => end()));
  }

  /** Calls `listener` with each of `userId`'s events; returns the unsubscribe. */
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

  #dispatchSummary(payload: string): void {
    const event = parse(payload, this.log, SUMMARY_STATUS_CHANNEL);
    if (!event) return;
    const { userId, id, status } = event;
    if (typeof userId !== 'string' || typeof id !== 'string' || typeof status !== 'string') return;
    if (!isUuid(id)) return;
    this.#emit(userId, { type: 'summary', id, status: status as SummaryStatus });
  }

  #dispatchPulse(payload: string): void {
    const event = parse(payload, this.log, PULSE_READY_CHANNEL);
    if (!event) return;
    const { userId, day } = event;
    if (typeof userId !== 'string' || typeof day !== 'string' || !DAY.test(day)) return;
    this.#emit(userId, { type: 'pulse', day });
  }

  #emit(userId: string, event: UserEvent): void {
    if (!isUuid(userId)) return;
    const listeners = this.#listeners.get(userId);
    if (!listeners) return;
    for (const listener of listeners) listener(event);
  }
}

function parse(
  payload: string,
  log: FastifyBaseLogger,
  channel: string,
): Record<string, unknown> | undefined {
  try {
    const value: unknown = JSON.parse(payload);
    if (value && typeof value === 'object') return value as Record<string, unknown>;
  } catch {
    // Logged below, as is a payload that parses to something other than an object.
  }
  log.warn(`${channel}: a payload that is not a JSON object`);
  return undefined;
}
