import { AUTH_MESSAGES, SANDBOX_EMAIL_DOMAIN } from '@socialpulse/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AUTH_ERRORS } from '@/features/auth/auth.service';
import { isUsernameTaken } from '@/features/auth/google-users.repository';
import { findUserByEmail, normaliseEmail } from '@/features/auth/users.repository';
import { createTestApp, type TestApp } from '@/test/test-app';
import { GOOD_PASSWORD, newUserInput } from '@/test/users';
import { authData, body } from '@/test/http';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

function register(payload: unknown) {
  return t.app.inject({
    method: 'POST',
    url: '/api/auth/register',
    payload: payload as Record<string, unknown>,
  });
}

describe('POST /api/auth/register: validation (the same rules as the form)', () => {
  const cases: [string, Record<string, string>, string, string][] = [
    ['username shorter than 2', { username: 'a' }, 'username', AUTH_MESSAGES.usernameMin],
    ['username of blanks', { username: '   ' }, 'username', AUTH_MESSAGES.usernameMin],
    [
      'username longer than 32',
      { username: 'u'.repeat(33) },
      'username',
      AUTH_MESSAGES.usernameMax,
    ],
    ['invalid email', { email: 'not-an-email' }, 'email', AUTH_MESSAGES.email],
    [
      'password shorter than 8',
      { password: 'Ab1!', confirmPassword: 'Ab1!' },
      'password',
      AUTH_MESSAGES.passwordMin,
    ],
    [
      'password longer than 128',
      { password: `Ab1!${'x'.repeat(125)}`, confirmPassword: `Ab1!${'x'.repeat(125)}` },
      'password',
      AUTH_MESSAGES.passwordMax,
    ],
    [
      'password without uppercase',
      { password: 'lower1!case', confirmPassword: 'lower1!case' },
      'password',
      AUTH_MESSAGES.uppercase,
    ],
    [
      'password without lowercase',
      { password: 'UPPER1!CASE', confirmPassword: 'UPPER1!CASE' },
      'password',
      AUTH_MESSAGES.lowercase,
    ],
    [
      'password without number',
      { password: 'NoNumber!!', confirmPassword: 'NoNumber!!' },
      'password',
      AUTH_MESSAGES.number,
    ],
    [
      'password without special character',
      { password: 'NoSpecial12', confirmPassword: 'NoSpecial12' },
      'password',
      AUTH_MESSAGES.special,
    ],
    [
      'confirmPassword different',
      { confirmPassword: 'Different1!' },
      'confirmPassword',
      AUTH_MESSAGES.confirm,
    ],
  ];

  it.each(cases)('%s → 400 with the product message', async (_name, overrides, field, message) => {
    const res = await register(newUserInput(overrides));
    expect(res.statusCode).toBe(400);
    const b = body(res);
    expect(b).toMatchObject({
      success: false,
      error: 'VALIDATION_ERROR',
      message: `Validation failed: Invalid ${field}`,
    });
    expect(b.errors).toContainEqual({ field, message });
    expect(b.errors?.every((e) => e.field === field)).toBe(true);
  });

  it('lists every offending field once in the message and each problem in errors[]', async () => {
    const res = await register({
      username: 'a',
      email: 'x',
      password: 'short',
      confirmPassword: 'other',
    });
    expect(res.statusCode).toBe(400);
    const b = body(res);
    expect(b.message).toBe('Validation failed: Invalid username, email, password, confirmPassword');
    expect(b.errors).toEqual(
      expect.arrayContaining([
        { field: 'username', message: AUTH_MESSAGES.usernameMin },
        { field: 'email', message: AUTH_MESSAGES.email },
        { field: 'password', message: AUTH_MESSAGES.passwordMin },
        { field: 'password', message: AUTH_MESSAGES.uppercase },
        { field: 'password', message: AUTH_MESSAGES.number },
        { field: 'confirmPassword', message: AUTH_MESSAGES.confirm },
      ]),
    );
  });

  it('an empty body names each missing field with its own message', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/auth/register' });
    expect(res.statusCode).toBe(400);
    expect(body(res).message).toBe(
      'Validation failed: Invalid username, email, password, confirmPassword',
    );
  });

  it('a non-string field is a validation error, not a crash', async () => {
    const res = await register({ ...newUserInput(), username: 42, email: ['a'] });
    expect(res.statusCode).toBe(400);
    expect(body(res).errors).toEqual(
      expect.arrayContaining([
        { field: 'username', message: AUTH_MESSAGES.usernameMin },
        { field: 'email', message: AUTH_MESSAGES.email },
      ]),
    );
  });
});

describe('POST /api/auth/register: the Google sandbox domain is reserved (decision 0006)', () => {
  it.each([
    `alex.rivera@${SANDBOX_EMAIL_DOMAIN}`,
    `  Alex.Rivera@${SANDBOX_EMAIL_DOMAIN.toUpperCase()} `,
    `alex@team.${SANDBOX_EMAIL_DOMAIN}`,
  ])('%s → 400 with an email field error, and no account', async (email) => {
    const input = newUserInput({ email });
    const res = await register(input);
    expect(res.statusCode).toBe(400);
    expect(body(res)).toEqual({
      success: false,
      error: 'VALIDATION_ERROR',
      message: 'Validation failed: Invalid email',
      errors: [{ field: 'email', message: AUTH_MESSAGES.reservedEmail }],
    });
    expect(await findUserByEmail(t.database.db, normaliseEmail(email))).toBeUndefined();
    expect(await isUsernameTaken(t.database.db, input.username)).toBe(false);
  });

  it('a lookalike domain outside it is an ordinary address', async () => {
    const res = await register(newUserInput({ email: `alex@not${SANDBOX_EMAIL_DOMAIN}` }));
    expect(res.statusCode).toBe(201);
  });
});

describe('POST /api/auth/register: success', () => {
  it('accepts JSON and answers 201 with tokens and the user (no password hash)', async () => {
    const input = newUserInput({ email: 'Mixed.Case@Example.com' });
    const res = await register(input);
    expect(res.statusCode).toBe(201);
    expect(body(res).success).toBe(true);
    const data = authData(res);
    expect(data.accessToken).toEqual(expect.any(String));
    expect(data.refreshToken).toEqual(expect.any(String));
    expect(data.user).toMatchObject({
      username: input.username,
      email: 'mixed.case@example.com',
      isEmailVerified: false,
    });
    expect(res.body).not.toMatch(/passwordHash|argon2/);
  });

  it('accepts a form body, as the web client sends it', async () => {
    const input = newUserInput();
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/register',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams(input).toString(),
    });
    expect(res.statusCode).toBe(201);
    expect(authData(res).user.email).toBe(input.email);
  });

  it('form bodies get the same validation messages', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/register',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({ ...newUserInput(), confirmPassword: 'nope' }).toString(),
    });
    expect(res.statusCode).toBe(400);
    expect(body(res).errors).toEqual([
      { field: 'confirmPassword', message: AUTH_MESSAGES.confirm },
    ]);
  });

  it('the new account can log in straight away', async () => {
    const input = newUserInput();
    await register(input);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: input.email, password: GOOD_PASSWORD },
    });
    expect(res.statusCode).toBe(200);
  });
});

describe('POST /api/auth/register: duplicates', () => {
  it('a taken email (in any case) → 409 with an email field error', async () => {
    const first = newUserInput();
    expect((await register(first)).statusCode).toBe(201);
    const res = await register(newUserInput({ email: first.email.toUpperCase() }));
    expect(res.statusCode).toBe(409);
    expect(body(res)).toEqual({
      success: false,
      error: 'CONFLICT',
      message: AUTH_ERRORS.emailTaken,
      errors: [{ field: 'email', message: AUTH_ERRORS.emailTaken }],
    });
  });

  it('a taken username (ignoring case) → 409 with a username field error', async () => {
    const first = newUserInput();
    await register(first);
    const res = await register(newUserInput({ username: first.username.toUpperCase() }));
    expect(res.statusCode).toBe(409);
    expect(body(res).errors).toEqual([{ field: 'username', message: AUTH_ERRORS.usernameTaken }]);
  });

  it('both taken → both field errors', async () => {
    const first = newUserInput();
    await register(first);
    const res = await register(newUserInput({ username: first.username, email: first.email }));
    expect(res.statusCode).toBe(409);
    expect(body(res).message).toBe(AUTH_ERRORS.bothTaken);
    expect(body(res).errors).toHaveLength(2);
  });

  it('two simultaneous registrations of one email: one wins, the other gets 409, never 500', async () => {
    const email = newUserInput().email;
    const results = await Promise.all([
      register(newUserInput({ email })),
      register(newUserInput({ email })),
    ]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([201, 409]);
  });
});
