import type { Database } from '@/db/database';
import { liveSession, type LiveSession } from '@/features/auth/refresh-tokens.repository';
import { isUuid } from '@/lib/ids';

/** The channel migration 0016_session_ended_notify notifies: a user id, or '' for everyone. */
export const SESSION_ENDED_CHANNEL = 'session_ended';

/** Bound on remembered sessions; past it the oldest is forgotten (and looked up again if used). */
const MAX_REMEMBERED = 10_000;

/**
 * However well the forgetting works, a remembered session is looked up again after this long
 * (docs/decisions/0017): a gap nobody foresaw (a connection silently dead, a restore) costs at most
 * this much, not the rest of the access token's 15 minutes.
 */
export const REMEMBER_MS = 30_000;

interface Remembered {
  userId: string;
  session: LiveSession;
  /** Clock reading after which the entry is not trusted. */
  until: number;
}

export interface LiveSessionsOptions {
  /** Milliseconds, monotonic; tests pass their own to reach REMEMBER_MS. */
  clock?: () => number;
}

/**
 * The revocation check of every authenticated request (is the access token's session still live?),
 * answered from memory when it safely can be (the lookup was one of two round trips of
 * every authenticated request on PostgreSQL, and costs about a millisecond of the event loop on
 * PGlite).
 *
 * A session found live is remembered, and forgotten as soon as it may have ended:
 * - writes of this process that may end a session (Database.onSessionWrite: logout, refresh reuse
 *   revoking a family, an administrator disabling or deleting an account, any SQL touching those
 *   columns) forget every remembered session, before the writing request answers;
 * - on PostgreSQL, writes of any other process arrive as session_ended notifications naming the
 *   user (migration 0016), which forget that user's sessions. Nothing is remembered unless the
 *   LISTEN connection is subscribed: losing it forgets everything and stops remembering until it is
 *   back, so a notification missed meanwhile cannot leave a revoked session accepted.
 * And whatever happens, an entry is trusted for REMEMBER_MS at most.
 */
export class LiveSessions {
  readonly #remembered = new Map<string, Remembered>();
  /** Bumped by every forget: a lookup that was in flight across one must not be remembered. */
  #generation = 0;
  /** PGlite sees every write itself; PostgreSQL needs the notifications, when subscribed. */
  readonly #needsNotifications: boolean;
  #subscribed = false;
  #unlisten: (() => Promise<void>) | null = null;
  readonly #clock: () => number;
  readonly #endedListeners = new Set<(userId: string | undefined) => void>();

  constructor(
    private readonly database: Pick<Database, 'kind' | 'db' | 'listen' | 'onSessionWrite'>,
    options: LiveSessionsOptions = {},
  ) {
    this.#clock = options.clock ?? (() => performance.now());
    this.#needsNotifications = database.kind === 'postgres';
    database.onSessionWrite?.(() => {
      this.#forgetAll();
      this.#tell(undefined);
    });
  }

  /**
   * Calls `listener` whenever sessions may have ended: with the user's id when it is known (a
   * notification), undefined when it may be anyone's (a write of this process). Holders of
   * long-lived connections (event streams) re-check their session then. Returns the unsubscribe.
   */
  onSessionsEnded(listener: (userId: string | undefined) => void): () => void {
    this.#endedListeners.add(listener);
    return () => this.#endedListeners.delete(listener);
  }

  #tell(userId: string | undefined): void {
    for (const listener of this.#endedListeners) listener(userId);
  }

  /** Subscribes to session_ended (PostgreSQL); until then nothing is remembered there. */
  async start(): Promise<void> {
    if (!this.#needsNotifications || this.#unlisten) return;
    this.#unlisten = await this.database.listen(
      SESSION_ENDED_CHANNEL,
      (payload) => this.#ended(payload),
      (subscribed) => {
        this.#subscribed = subscribed;
        // Either way, what was remembered before may have missed a notification.
        this.#forgetAll();
      },
    );
  }

  async stop(): Promise<void> {
    const unlisten = this.#unlisten;
    this.#unlisten = null;
    this.#subscribed = false;
    this.#forgetAll();
    await unlisten?.();
  }

  async isLive(sessionId: string, userId: string): Promise<boolean> {
    return (await this.session(sessionId, userId)) !== null;
  }

  /**
   * The live session and its account's flags, or null once it has ended. The flags are remembered
   * with it safely: they are columns of `users`, and any change of them forgets it as a revocation
   * does (db/session-writes.ts).
   */
  async session(sessionId: string, userId: string): Promise<LiveSession | null> {
    const now = this.#clock();
    if (this.caching) {
      const entry = this.#remembered.get(sessionId);
      if (entry?.userId === userId && now < entry.until) return entry.session;
    }
    const started = this.#generation;
    const session = await liveSession(this.database.db, sessionId, userId);
    // The entry's age counts from before the lookup: its answer may be that old.
    if (session && this.caching && started === this.#generation)
      this.#remember(sessionId, userId, session, now);
    else if (!session) this.#remembered.delete(sessionId); // an entry past REMEMBER_MS, now ended
    return session;
  }

  /** Whether answers may come from memory now (tests, diagnostics). */
  get caching(): boolean {
    if (!this.database.onSessionWrite) return false;
    return !this.#needsNotifications || this.#subscribed;
  }

  /** How many sessions are remembered (tests prove the cache is used with it). */
  get size(): number {
    return this.#remembered.size;
  }

  #remember(sessionId: string, userId: string, session: LiveSession, at: number): void {
    this.#remembered.delete(sessionId); // re-inserted last: the oldest stays first
    if (this.#remembered.size >= MAX_REMEMBERED) {
      const oldest = this.#remembered.keys().next().value;
      if (oldest !== undefined) this.#remembered.delete(oldest);
    }
    this.#remembered.set(sessionId, { userId, session, until: at + REMEMBER_MS });
  }

  /** A notification: the named user's sessions may have ended; anything else means anyone's. */
  #ended(payload: string): void {
    if (!isUuid(payload)) {
      this.#forgetAll();
      this.#tell(undefined);
      return;
    }
    this.#tell(payload);
    this.#generation++;
    // A walk over at most MAX_REMEMBERED entries; notifications are rare (logout, revocation).
    for (const [sessionId, entry] of this.#remembered) {
      if (entry.userId === payload) this.#remembered.delete(sessionId);
    }
  }

  #forgetAll(): void {
    this.#generation++;
    this.#remembered.clear();
  }
}
