/**
 * The digests bench's knobs: `--name=value` on the command line, else the BENCH_* variable, else
 * the default. A value that is not a positive whole number stops the bench with the knob's name.
 */
import { parseArgs } from 'node:util';

export interface DigestBenchOptions {
  users: number;
  subs: number;
  pool: number;
  platformMs: number;
  workers: number;
  concurrency: number;
  timeoutS: number;
  /** Which runs: shared fetches, the baseline without sharing, or both (the ratio needs both). */
  mode: 'shared' | 'baseline' | 'both';
}

const NUMERIC = {
  users: { env: 'BENCH_DIGEST_USERS', fallback: 500 },
  subs: { env: 'BENCH_DIGEST_SUBS', fallback: 3 },
  pool: { env: 'BENCH_DIGEST_POOL', fallback: 400 },
  platformMs: { env: 'BENCH_PLATFORM_MS', fallback: 100 },
  workers: { env: 'BENCH_DIGEST_WORKERS', fallback: 2 },
  concurrency: { env: 'BENCH_WORKER_CONCURRENCY', fallback: 4 },
  timeoutS: { env: 'BENCH_DIGEST_TIMEOUT_S', fallback: 1800 },
} as const;

const MODES = ['shared', 'baseline', 'both'] as const;

export function digestBenchOptions(
  argv: readonly string[],
  env: Record<string, string | undefined>,
): DigestBenchOptions {
  const { values } = parseArgs({
    args: [...argv],
    options: {
      ...Object.fromEntries(Object.keys(NUMERIC).map((name) => [name, { type: 'string' }])),
      mode: { type: 'string' },
    } as Record<keyof typeof NUMERIC | 'mode', { type: 'string' }>,
    // The suite names beside the flags are run.ts's, not ours.
    allowPositionals: true,
    strict: true,
  });
  const numbers = Object.fromEntries(
    Object.entries(NUMERIC).map(([name, { env: variable, fallback }]) => {
      const raw = values[name as keyof typeof NUMERIC] ?? env[variable];
      const value = raw === undefined ? fallback : Number(raw);
      if (!Number.isInteger(value) || value < 1)
        throw new Error(`--${name} (${variable}) must be a positive whole number, not "${raw}"`);
      return [name, value];
    }),
  ) as Record<keyof typeof NUMERIC, number>;
  const mode = values.mode ?? env.BENCH_DIGEST_MODE ?? 'both';
  if (!(MODES as readonly string[]).includes(mode))
    throw new Error(`--mode (BENCH_DIGEST_MODE) must be one of ${MODES.join(', ')}, not "${mode}"`);
  return { ...numbers, mode: mode as DigestBenchOptions['mode'] };
}
