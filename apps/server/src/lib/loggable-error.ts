/** What an error log line may say about an error: no values from the request or the database. */
export interface LoggableError {
  type: string;
  code?: string;
  message?: string;
  stack?: string;
  /** Drizzle's parameterised SQL text: the statement, never its parameters. */
  query?: string;
  /** PostgreSQL's own fields that name things (constraint, table) rather than carry values. */
  constraint?: string;
  table?: string;
  column?: string;
  routine?: string;
  cause?: LoggableError;
}

const MAX_CAUSES = 5;

/**
 * An error as it may be logged. Drizzle's message lists the query's parameters (emails, notes) and
 * PostgreSQL's message and detail quote the offending value (`invalid input syntax … "alice@…"`,
 * `Key (email)=(…) already exists`), so for those only the statement, SQLSTATE and the names of
 * the objects involved are kept. Other errors are our own code's and keep message and stack.
 */
export function loggableError(error: unknown, depth = 0): LoggableError {
  if (!(error instanceof Error) && (typeof error !== 'object' || error === null)) {
    return { type: typeof error };
  }
  const e = error as Error & Record<string, unknown>;
  const type = e.constructor?.name ?? 'Object';
  const cause =
    e.cause !== undefined && depth < MAX_CAUSES ? loggableError(e.cause, depth + 1) : undefined;
  const withCause = <T extends LoggableError>(entry: T): T => (cause ? { ...entry, cause } : entry);

  if (isPostgresError(e)) {
    return withCause({
      type,
      code: e.code,
      ...pick(e, ['query', 'constraint', 'table', 'column', 'routine']),
    });
  }
  if (typeof e.query === 'string' && 'params' in e) {
    return withCause({ type, message: 'Failed query', query: e.query });
  }
  return withCause({
    type,
    ...(typeof e.code === 'string' ? { code: e.code } : {}),
    ...(typeof e.message === 'string' ? { message: e.message } : {}),
    ...(typeof e.stack === 'string' ? { stack: e.stack } : {}),
  });
}

/**
 * node-postgres and PGlite both report SQLSTATE (five characters) with a severity; PGlite's error
 * also carries the query and its parameters, so this is checked before Drizzle's shape.
 */
function isPostgresError(
  e: Record<string, unknown>,
): e is Record<string, unknown> & { code: string } {
  return (
    typeof e.code === 'string' && /^[0-9A-Z]{5}$/.test(e.code) && typeof e.severity === 'string'
  );
}

function pick(
  e: Record<string, unknown>,
  keys: readonly ('query' | 'constraint' | 'table' | 'column' | 'routine')[],
): Partial<Record<(typeof keys)[number], string>> {
  const out: Partial<Record<(typeof keys)[number], string>> = {};
  for (const key of keys) {
    const value = e[key];
    if (typeof value === 'string') out[key] = value;
  }
  return out;
}
