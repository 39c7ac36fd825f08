import type { Database } from '@/db/database';
import { isSessionLive } from '@/features/auth/refresh-tokens.repository';

/** Bound on remembered sessions; past it the oldest is forgotten (and looked up again if used). */
const MAX_REMEMBERED = 10_000;

/**
 * The revocation check of every authenticated request (is the access token's session still live?).
 *
 * On PostgreSQL it is one primary-key lookup per request, always: another replica may revoke a
 * session at any time. In embedded mode (PGlite) the process is the only writer, and every
 * statement that may end a session — logout, refresh reuse revoking a family, an administrator
 * disabling or deleting an account, account deletion, anything else touching `users` or
 * `refresh_tokens` — is seen as it runs (Database.onSessionWrite). There a session found live is
 * remembered until the next such statement, which forgets every remembered session at once (issue
 * 11: each PGlite query costs about a millisecond of the event loop).
 */
export class LiveSessions {
  private readonly remembered = new Map<string, string>();
  /** Bumped by every forget: a lookup that was in flight across one must not be remembered. */
  private generation = 0;
  private readonly caching: boolean;

  constructor(private readonly database: Pick<Database, 'db' | 'onSessionWrite'>) {
    this.caching = database.onSessionWrite !== undefined;
    database.onSessionWrite?.(() => this.forget());
  }

  async isLive(sessionId: string, userId: string): Promise<boolean> {
    if (this.caching && this.remembered.get(sessionId) === userId) return true;
    const started = this.generation;
    const live = await isSessionLive(this.database.db, sessionId, userId);
    if (live && this.caching && started === this.generation) this.remember(sessionId, userId);
    return live;
  }

  /** How many sessions are remembered (tests prove the cache is used with it). */
  get size(): number {
    return this.remembered.size;
  }

  private remember(sessionId: string, userId: string): void {
    if (this.remembered.size >= MAX_REMEMBERED) {
      const oldest = this.remembered.keys().next().value;
      if (oldest !== undefined) this.remembered.delete(oldest);
    }
    this.remembered.set(sessionId, userId);
  }

  private forget(): void {
    this.generation++;
    this.remembered.clear();
  }
}
