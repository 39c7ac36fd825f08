import { ACCOUNT_MESSAGES, type CreatedApiToken, type User } from '@socialpulse/contract';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authData, body, dataOf } from '@/test/http';
import { createTestApp, type TestApp } from '@/test/test-app';
import { testDatabaseMode } from '@/test/test-database';
import { bearer, login, registerAdmin, registerUser, type TestUser } from '@/test/users';

/**
 * An administrator's reset without mail leaves a temporary password the administrator has seen
 * (docs/decisions/0049): until its owner picks a new one, the API answers only the calls that
 * read the account, change the password or sign out, whatever the credential.
 */
const NEW_PASSWORD = 'N3w!password';
let t: TestApp;
let admin: TestUser;

beforeAll(async () => {
  t = await createTestApp({ mailer: null });
  admin = await registerAdmin(t.app);
});
afterAll(() => t.close());

function call(
  token: string,
  method: 'GET' | 'POST' | 'PATCH' | 'PUT',
  url: string,
  payload?: object,
): Promise<LightMyRequestResponse> {
  return t.app.inject({ method, url, headers: bearer(token), ...(payload ? { payload } : {}) });
}

function expectRefused(res: LightMyRequestResponse): void {
  expect(res.statusCode).toBe(403);
  expect(body(res).error).toBe('PASSWORD_CHANGE_REQUIRED');
  expect(body(res).message).toBe(ACCOUNT_MESSAGES.passwordChangeRequired);
}

/** A user with a write API token, whose password an administrator then reset to a temporary one. */
async function resetByAdmin() {
  const user = await registerUser(t.app);
  const made = await call(user.accessToken, 'POST', '/api/tokens', {
    name: 'script',
    scope: 'read_write',
    expiresAt: null,
  });
  expect(made.statusCode).toBe(201);
  const apiToken = dataOf<CreatedApiToken>(made).token;
  const reset = await call(
    admin.accessToken,
    'POST',
    `/api/admin/users/${user.user.id}/password-reset`,
  );
  expect(reset.statusCode).toBe(200);
  const { temporaryPassword } = dataOf<{ temporaryPassword: string }>(reset);
  const signedIn = await login(t.app, { email: user.email, password: temporaryPassword });
  expect(signedIn.statusCode).toBe(200);
  return { session: authData(signedIn), apiToken, temporaryPassword };
}

describe(`a temporary password must be changed first (${testDatabaseMode()})`, () => {
  it('a session reads its account, but anything else answers 403 and changes nothing', async () => {
    const { session } = await resetByAdmin();
    const me = await call(session.accessToken, 'GET', '/api/auth/me');
    expect(me.statusCode).toBe(200);
    expect(dataOf<User>(me).mustChangePassword).toBe(true);
    expectRefused(await call(session.accessToken, 'GET', '/api/settings'));
    expectRefused(await call(session.accessToken, 'GET', '/api/tokens'));
    expectRefused(
      await call(session.accessToken, 'PATCH', '/api/settings', { emailNotifications: true }),
    );
    // Signing out stays open.
    const out = await call(session.accessToken, 'POST', '/api/auth/logout', {
      refreshToken: session.refreshToken,
    });
    expect(out.statusCode).toBe(200);
  });

  it('an API token made before the reset is held the same way, and works again after', async () => {
    const { session, apiToken, temporaryPassword } = await resetByAdmin();
    expectRefused(await call(apiToken, 'GET', '/api/settings'));
    expect((await call(apiToken, 'GET', '/api/auth/me')).statusCode).toBe(200);

    const changed = await call(session.accessToken, 'PUT', '/api/account/password', {
      currentPassword: temporaryPassword,
      password: NEW_PASSWORD,
      confirmPassword: NEW_PASSWORD,
    });
    expect(changed.statusCode).toBe(200);
    expect((await call(apiToken, 'GET', '/api/settings')).statusCode).toBe(200);
    expect((await call(session.accessToken, 'GET', '/api/settings')).statusCode).toBe(200);
  });
});
