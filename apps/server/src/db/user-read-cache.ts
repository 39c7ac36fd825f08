import type { Database } from '@/db/database';

/**
 * One user's answer to a read, remembered in embedded mode until the next statement that may
 * change one of the tables it was read from (issue 11: each PGlite query costs about a millisecond
 * of the event loop, and most requests read what did not change since the last one).
 *
 * Coherent because in PGlite mode this process is the database's only writer (a directory lock
 * makes sure) and every statement it runs is seen (Database.onTableWrite): any write to a watched
 * table forgets every remembered answer, for every user, before the writing request answers. A
 * read in flight across a forget is not remembered (a generation counter), nor one whose own
 * loading wrote. On PostgreSQL (no onTableWrite) nothing is remembered: another replica or a psql
 * session can write unseen.
 *
 * Keys must start with the user's id (they are the caller's alone); answers are shared between that
 * user's requests and must not be changed by whoever receives them.
 */
export class UserReadCache<T> {
  private readonly remembered = new Map<string, T>();
  private generation = 0;
  private readonly caching: boolean;

  /**
   * `tables`: every table the answer is read from, and the tables whose writes cascade into them
   * (`users`, whose deletion deletes the rows of every user-owned table).
   */
  constructor(
    database: Pick<Database, 'onTableWrite'>,
    tables: readonly string[],
    private readonly max = 1_000,
  ) {
    this.caching = database.onTableWrite !== undefined;
    database.onTableWrite?.(tables, () => this.forget());
  }

  async get(key: string, load: () => Promise<T>): Promise<T> {
    if (this.caching) {
      const hit = this.remembered.get(key);
      if (hit !== undefined) return hit;
    }
    const started = this.generation;
    const value = await load();
    if (this.caching && started === this.generation) this.remember(key, value);
    return value;
  }

  /** How many answers are remembered (tests prove the cache is used with it). */
  get size(): number {
    return this.remembered.size;
  }

  private remember(key: string, value: T): void {
    if (this.remembered.size >= this.max) {
      const oldest = this.remembered.keys().next().value;
      if (oldest !== undefined) this.remembered.delete(oldest);
    }
    this.remembered.set(key, value);
  }

  private forget(): void {
    this.generation++;
    this.remembered.clear();
  }
}
