/**
 * The unique constraint a failed insert ran into, if that is why it failed. Drizzle wraps driver
 * errors (`cause`), and node-postgres and PGlite both carry PostgreSQL's `code` and `constraint`.
 */
export function violatedUniqueConstraint(error: unknown): string | undefined {
  for (let e: unknown = error, depth = 0; e && typeof e === 'object' && depth < 5; depth++) {
    const candidate = e as {
      code?: unknown;
      constraint?: unknown;
      message?: unknown;
      cause?: unknown;
    };
    if (candidate.code === '23505') {
      if (typeof candidate.constraint === 'string') return candidate.constraint;
      const match =
        typeof candidate.message === 'string'
          ? /constraint "([^"]+)"/.exec(candidate.message)
          : null;
      return match?.[1] ?? 'unknown';
    }
    e = candidate.cause;
  }
  return undefined;
}

/**
 * Whether a write failed on a foreign key (PostgreSQL 23503): the referenced row went away, for
 * example a keyword deleted while a scan was inserting its alerts.
 */
export function isForeignKeyViolation(error: unknown): boolean {
  for (let e: unknown = error, depth = 0; e && typeof e === 'object' && depth < 5; depth++) {
    const candidate = e as { code?: unknown; cause?: unknown };
    if (candidate.code === '23503') return true;
    e = candidate.cause;
  }
  return false;
}
