import type { AuthResult } from '@socialpulse/contract';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { DbOrTx } from '@/db/database';
import { users } from '@/db/schema';
import { setupCodeFor } from '@/features/auth/first-admin';
import { TEST_SECRET } from '@/test/test-app';

export const GOOD_PASSWORD = 'Str0ng!pass';

export interface TestUser extends AuthResult {
  email: string;
  password: string;
  username: string;
}

/** A unique, valid registration body. */
export function newUserInput(
  overrides: Partial<Record<'username' | 'email' | 'password' | 'confirmPassword', string>> = {},
) {
  const id = randomBytes(4).toString('hex');
  const password = overrides.password ?? GOOD_PASSWORD;
  return {
    username: `user_${id}`,
    email: `user_${id}@example.com`,
    password,
    confirmPassword: password,
    ...overrides,
  };
}

export async function registerUser(
  app: FastifyInstance,
  overrides: Parameters<typeof newUserInput>[0] & { setupCode?: string } = {},
): Promise<TestUser> {
  const { setupCode, ...fields } = overrides;
  const input = { ...newUserInput(fields), ...(setupCode ? { setupCode } : {}) };
  const res = await app.inject({ method: 'POST', url: '/api/auth/register', payload: input });
  if (res.statusCode !== 201) throw new Error(`register failed: ${res.statusCode} ${res.body}`);
  const { data } = res.json<{ data: AuthResult }>();
  return { ...data, email: input.email, password: input.password, username: input.username };
}

export function login(
  app: FastifyInstance,
  body: { email: string; password: string },
  remoteAddress = '127.0.0.1',
): Promise<LightMyRequestResponse> {
  return app.inject({ method: 'POST', url: '/api/auth/login', payload: body, remoteAddress });
}

export function bearer(token: string): { authorization: string } {
  return { authorization: `Bearer ${token}` };
}

/** The first administrator of a test app: registers with the setup code its log would print. */
export function registerAdmin(
  app: FastifyInstance,
  overrides: Parameters<typeof newUserInput>[0] = {},
): Promise<TestUser> {
  return registerUser(app, { ...overrides, setupCode: setupCodeFor(TEST_SECRET) });
}

/** As if the user had opened their verification link: mail they asked for may now go out. */
export async function markVerified(db: DbOrTx, userId: string): Promise<void> {
  await db.update(users).set({ isEmailVerified: true }).where(eq(users.id, userId));
}
