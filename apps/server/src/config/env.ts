import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';
import { optionalText } from '@/config/env-text';
import {
  PLATFORM_ENV_DOCS,
  checkPlatformPairs,
  platformEnvShape,
  toPlatformEnv,
} from '@/config/platform-env';
import { OPS_ENV_DOCS, opsEnvShape, toOpsEnv } from '@/config/ops-env';
import { SIGN_IN_ENV_DOCS, checkSignIn, signInEnvShape, toSignInEnv } from '@/config/sign-in-env';
import { readSecretFiles, SECRET_FILE_DOCS, type ReadSecretFile } from '@/config/secret-files';
import {
  SERVICES_ENV_DOCS,
  checkLlmPair,
  servicesEnvShape,
  toServicesEnv,
} from '@/config/services-env';

/**
 * The only module that reads the environment (lint enforces it). Everything else receives
 * the parsed `Env`. Relative paths are resolved against the repository root, not the working
 * directory, so `npm start` from the root and from the workspace use the same data directory.
 */
export const REPO_ROOT = fileURLToPath(new URL('../../../../', import.meta.url));

export const ROLES = ['api', 'worker', 'all'] as const;
export type Role = (typeof ROLES)[number];

/** Where the general rate limit counts; unset, it counts where the app's data is (app.ts). */
export const RATE_LIMIT_STORES = ['memory', 'database'] as const;

const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;

/** Every variable, for `.env.example` and the README configuration table. */
export const ENV_DOCS = [
  { name: 'PORT', default: '8080', description: 'HTTP port the server listens on.' },
  { name: 'HOST', default: '0.0.0.0', description: 'Interface to bind; 127.0.0.1 keeps it local.' },
  {
    name: 'ROLE',
    default: 'all',
    description:
      '`api` (HTTP + web app), `worker` (background jobs) or `all` (both in one process).',
  },
  {
    name: 'DATABASE_URL',
    default: '(empty: embedded PGlite)',
    description:
      'PostgreSQL connection string. Required when API and worker run as separate processes.',
  },
  {
    name: 'DATA_DIR',
    default: './data',
    description:
      'Where the embedded database and the generated secret live. Relative paths start at the repository root.',
  },
  {
    name: 'APP_SECRET',
    default: '(generated into DATA_DIR/secret.key)',
    description:
      'At least 32 characters; signs sessions and encrypts platform tokens. Set the same value on every replica.',
  },
  {
    name: 'LOG_LEVEL',
    default: 'info',
    description: 'fatal, error, warn, info, debug, trace or silent.',
  },
  {
    name: 'PUBLIC_URL',
    default: 'http://localhost:PORT',
    description:
      "Address users open; used in links and OAuth redirects. Platforms with real credentials connect only there; sandboxes also at the server's own loopback and LAN addresses.",
  },
  {
    name: 'WEB_DIST',
    default: 'apps/web/dist',
    description: 'Built web app served at /. Relative paths start at the repository root.',
  },
  {
    name: 'CORS_ORIGINS',
    default: '(empty: same origin only)',
    description: 'Comma-separated origins allowed to call the API from a browser.',
  },
  {
    name: 'TRUST_PROXY',
    default: 'false',
    description:
      'Number of reverse proxies in front (`1` behind one nginx), `true` or `false`: which client address login throttling sees, and whether their `X-Forwarded-Proto: https` turns on HSTS; see the README, Behind a reverse proxy.',
  },
  {
    name: 'RATE_LIMIT_MAX',
    default: '600',
    description:
      'Requests per minute per client address (general limit; on PostgreSQL counted in the database, shared by API replicas).',
  },
  {
    name: 'RATE_LIMIT_STORE',
    default: '`database` on PostgreSQL, else `memory`',
    description:
      'Where the general limit counts: `database` (one count shared by API replicas, one statement per request) or `memory` (a count per process, no statement; right for a single process, as `compose.yaml` runs). `database` needs `DATABASE_URL`.',
  },
  {
    name: 'WORKER_CONCURRENCY',
    default: '4',
    description:
      'Summaries a worker process generates at once; users share them fairly (the fewest waiting first).',
  },
  {
    name: 'SHARED_SOURCE_FETCH',
    default: 'true',
    description:
      'Digest runs due together fetch a public source (a public subreddit) once per window for all their users; `false` makes each run fetch its own (the benchmark baseline).',
  },
  {
    name: 'NODE_ENV',
    default: 'development',
    description: '`development` pretty-prints logs; `production` writes JSON lines.',
  },
  ...PLATFORM_ENV_DOCS,
  ...SERVICES_ENV_DOCS,
  ...OPS_ENV_DOCS,
  ...SIGN_IN_ENV_DOCS,
  ...SECRET_FILE_DOCS,
] as const;

/** A count in the database needs a database the replicas share; PGlite is one process's own. */
function checkRateLimitStore(
  raw: { RATE_LIMIT_STORE?: string | undefined; DATABASE_URL?: string | undefined },
  ctx: z.RefinementCtx,
): void {
  if (raw.RATE_LIMIT_STORE === 'database' && !raw.DATABASE_URL)
    ctx.addIssue({
      code: 'custom',
      path: ['RATE_LIMIT_STORE'],
      message: 'database needs DATABASE_URL (the embedded database is one process: use memory)',
    });
}

const port = z.coerce.number().int().min(1).max(65535);

const trustProxy = z
  .string()
  .trim()
  .regex(/^(true|false|\d+)$/, { error: 'must be true, false or a number of proxies' })
  .transform((v): boolean | number => (v === 'true' ? true : v === 'false' ? false : Number(v)));

const envSchema = z
  .object({
    PORT: port.default(8080),
    HOST: z.string().trim().min(1).default('0.0.0.0'),
    ROLE: z.enum(ROLES).default('all'),
    DATABASE_URL: optionalText.pipe(
      z
        .string()
        .regex(/^postgres(ql)?:\/\//, { error: 'must start with postgres:// or postgresql://' })
        .optional(),
    ),
    DATA_DIR: z.string().trim().min(1).default('./data'),
    APP_SECRET: optionalText.pipe(
      z.string().min(32, { error: 'must be at least 32 characters' }).optional(),
    ),
    LOG_LEVEL: z.enum(LOG_LEVELS).default('info'),
    PUBLIC_URL: optionalText.pipe(
      z.url({ error: 'must be an absolute URL such as https://pulse.example.com' }).optional(),
    ),
    WEB_DIST: z.string().trim().min(1).default('apps/web/dist'),
    CORS_ORIGINS: z.string().default(''),
    TRUST_PROXY: trustProxy.default(false),
    RATE_LIMIT_MAX: z.coerce.number().int().min(1).default(600),
    RATE_LIMIT_STORE: optionalText.pipe(
      z.enum(RATE_LIMIT_STORES, { error: 'must be memory or database' }).optional(),
    ),
    WORKER_CONCURRENCY: z.coerce.number().int().min(1).max(64).default(4),
    SHARED_SOURCE_FETCH: z
      .enum(['true', 'false'], { error: 'must be true or false' })
      .default('true')
      .transform((v) => v === 'true'),
    NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
    ...platformEnvShape,
    ...servicesEnvShape,
    ...opsEnvShape,
    ...signInEnvShape,
  })
  .superRefine(checkPlatformPairs)
  .superRefine(checkLlmPair)
  .superRefine(checkSignIn)
  .superRefine(checkRateLimitStore)
  .transform((raw) => ({
    port: raw.PORT,
    host: raw.HOST,
    role: raw.ROLE,
    databaseUrl: raw.DATABASE_URL,
    dataDir: path.resolve(REPO_ROOT, raw.DATA_DIR),
    appSecret: raw.APP_SECRET,
    logLevel: raw.LOG_LEVEL,
    publicUrl: (raw.PUBLIC_URL ?? `http://localhost:${raw.PORT}`).replace(/\/+$/, ''),
    webDist: path.resolve(REPO_ROOT, raw.WEB_DIST),
    corsOrigins: raw.CORS_ORIGINS.split(',')
      .map((o) => o.trim())
      .filter((o) => o.length > 0),
    trustProxy: raw.TRUST_PROXY,
    rateLimitMax: raw.RATE_LIMIT_MAX,
    rateLimitStore: raw.RATE_LIMIT_STORE,
    workerConcurrency: raw.WORKER_CONCURRENCY,
    sharedSourceFetch: raw.SHARED_SOURCE_FETCH,
    nodeEnv: raw.NODE_ENV,
    platforms: toPlatformEnv(raw, raw.HOST, raw.PORT),
    ...toServicesEnv(raw),
    ...toOpsEnv(raw),
    signIn: toSignInEnv(raw),
  }));

export type Env = z.output<typeof envSchema>;

/** Every problem on one line, so a bad setting stops start-up with one clear line of output. */
export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid configuration: ${problems.join('; ')}`);
    this.name = 'ConfigError';
  }
}

/**
 * Parses a given source (tests pass plain objects); throws ConfigError naming each bad variable.
 * `<NAME>_FILE` variables of secret settings are read here (secret-files.ts).
 */
export function parseEnv(
  source: Record<string, string | undefined>,
  readFile?: ReadSecretFile,
): Env {
  const files = readSecretFiles(source, readFile);
  // Empty strings mean "not set", as in most .env tooling.
  const cleaned = Object.fromEntries(
    Object.entries(files.values).filter(([, v]) => v !== undefined && v !== ''),
  );
  const result = envSchema.safeParse(cleaned);
  const problems = [
    ...files.problems,
    ...(result.success
      ? []
      : result.error.issues.map((i) => `${i.path.join('.') || 'environment'}: ${i.message}`)),
  ];
  if (problems.length > 0 || !result.success) throw new ConfigError(problems);
  return result.data;
}

let cached: Env | undefined;

/** Reads `process.env` once per process. */
export function loadEnv(): Env {
  cached ??= parseEnv(process.env);
  return cached;
}

/**
 * The environment a child process (pg_dump, pg_restore) starts with: this process's own plus
 * `extra`. Secrets go to children this way because a command line is readable by every local user.
 */
export function childProcessEnv(extra: Record<string, string>): NodeJS.ProcessEnv {
  return { ...process.env, ...extra };
}
