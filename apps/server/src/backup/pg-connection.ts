import { BackupError } from '@/backup/backup-error';

/**
 * How pg_dump and pg_restore are pointed at the database without its password on their command
 * line, where any local user reads it (`ps`, /proc/<pid>/cmdline): the address goes in `--dbname`
 * with the password taken out, and the password goes in PGPASSWORD, which libpq reads when the
 * address has none. Only the process and its owner can read a process's environment.
 */
export interface PostgresClientInvocation {
  /** The connection URL without a password, for `--dbname`. */
  dbname: string;
  /** Variables to add to the child's environment. */
  env: Record<string, string>;
}

export function postgresClientInvocation(databaseUrl: string): PostgresClientInvocation {
  let url: URL;
  try {
    url = new URL(databaseUrl);
  } catch {
    throw new BackupError(
      'DATABASE_URL is not a postgres:// URL (host-less socket addresses: put the socket folder in ?host=)',
    );
  }
  // libpq also takes the password as a query parameter; move that one too.
  const password = url.password
    ? decodeURIComponent(url.password)
    : url.searchParams.get('password');
  url.password = '';
  url.searchParams.delete('password');
  return { dbname: url.toString(), env: password ? { PGPASSWORD: password } : {} };
}
