import { readFileSync } from 'node:fs';

/**
 * Settings that hold secrets. Each can also come from a file named by `<NAME>_FILE`, as container
 * secrets (Docker, Kubernetes, systemd credentials) deliver them, so the value never sits in the
 * process environment or in `docker inspect`.
 */
export const SECRET_SETTINGS = [
  'APP_SECRET',
  'DATABASE_URL',
  'SMTP_URL',
  'REDDIT_CLIENT_SECRET',
  'GOOGLE_CLIENT_SECRET',
  'OIDC_CLIENT_SECRET',
  'TWITTER_CLIENT_SECRET',
  'TELEGRAM_API_HASH',
  'LLM_API_KEY',
  'METRICS_TOKEN',
] as const;

export type ReadSecretFile = (file: string) => string;

const readUtf8: ReadSecretFile = (file) => readFileSync(file, 'utf8');

/**
 * Replaces every `<NAME>_FILE` of the source by `<NAME>` holding the file's content (one trailing
 * line break dropped, as `echo` and editors leave one). Setting both, or a file that cannot be read,
 * is a problem named after the variable; the file's content never appears in a message.
 */
export function readSecretFiles(
  source: Record<string, string | undefined>,
  read: ReadSecretFile = readUtf8,
): { values: Record<string, string | undefined>; problems: string[] } {
  const values: Record<string, string | undefined> = { ...source };
  const problems: string[] = [];
  for (const name of SECRET_SETTINGS) {
    const fileVar = `${name}_FILE`;
    const file = source[fileVar]?.trim();
    delete values[fileVar];
    if (!file) continue;
    if (source[name] !== undefined && source[name] !== '') {
      problems.push(`${fileVar}: set either ${name} or ${fileVar}, not both`);
      continue;
    }
    try {
      values[name] = read(file).replace(/\r?\n$/, '');
    } catch (error) {
      const code = (error as NodeJS.ErrnoException).code;
      const reason =
        code === 'ENOENT'
          ? 'no such file'
          : code === 'EACCES'
            ? 'permission denied'
            : code === 'EISDIR'
              ? 'is a directory'
              : (code ?? 'unreadable');
      problems.push(`${fileVar}: cannot read ${file} (${reason})`);
    }
  }
  return { values, problems };
}

/** The `_FILE` rows of the configuration table. */
export const SECRET_FILE_DOCS = SECRET_SETTINGS.map((name) => ({
  name: `${name}_FILE`,
  default: '(empty)',
  description: `${name} read from this file instead (container secrets); one trailing line break is dropped. Setting both is an error.`,
}));
