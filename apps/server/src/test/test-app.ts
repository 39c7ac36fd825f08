import type { FastifyInstance } from 'fastify';
import { buildApp, type BuildAppOptions } from '@/app';
import { parseEnv, type Env } from '@/config/env';
import type { Database } from '@/db/database';
import { createTestDatabase } from '@/test/test-database';

export const TEST_SECRET = 'test-secret-test-secret-test-secret-0123456789';

export interface TestApp {
  app: FastifyInstance;
  database: Database;
  env: Env;
  close(): Promise<void>;
}

export function testEnv(overrides: Record<string, string> = {}): Env {
  return parseEnv({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    APP_SECRET: TEST_SECRET,
    DATA_DIR: '/tmp/socialpulse-test-unused',
    WEB_DIST: '/nonexistent/socialpulse-web-dist',
    RATE_LIMIT_MAX: '100000',
    ...overrides,
  });
}

/**
 * The real app on a fresh database (see createTestDatabase for how the mode is chosen). Call once
 * per file in beforeAll and `close()` in afterAll; tests inside a file use distinct users.
 */
export async function createTestApp(
  options: Partial<Omit<BuildAppOptions, 'env' | 'database'>> & {
    env?: Record<string, string>;
    /** A database the caller opened (to start a queue on it first); `close()` still closes it. */
    database?: Database;
  } = {},
): Promise<TestApp> {
  const { env: envOverrides, database: given, ...rest } = options;
  const env = testEnv(envOverrides);
  const database = given ?? (await createTestDatabase());
  const app = await buildApp({ appSecret: TEST_SECRET, ...rest, env, database });
  await app.ready();
  return {
    app,
    database,
    env,
    close: async () => {
      await app.close();
      await database.close();
    },
  };
}
