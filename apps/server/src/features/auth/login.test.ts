import { AUTH_MESSAGES } from '@socialpulse/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AUTH_ERRORS } from '@/features/auth/auth.service';
import { createTestApp, type TestApp } from '@/test/test-app';
import { login, registerUser } from '@/test/users';
import { authData, body } from '@/test/http';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

/** Each test uses its own client address so the per-address counter of one does not leak into another. */
let addressCounter = 0;
const freshAddress = () => `10.0.${Math.floor(++addressCounter / 250)}.${addressCounter % 250}`;

describe('POST /api/auth/login: validation', () => {
  it('invalid email → 400 with the product message', async () => {
    const res = await login(t.app, { email: 'nope', password: 'whatever123' });
    expect(res.statusCode).toBe(400);
    expect(body(res)).toMatchObject({
      message: 'Validation failed: Invalid email',
      errors: [{ field: 'email', message: AUTH_MESSAGES.email }],
    });
  });

  it('password shorter than 8 → 400 with the product message', async () => {
    const res = await login(t.app, { email: 'a@example.com', password: 'short' });
    expect(res.statusCode).toBe(400);
    expect(body(res)).toMatchObject({
      message: 'Validation failed: Invalid password',
      errors: [{ field: 'password', message: AUTH_MESSAGES.passwordMin }],
    });
  });

  it('missing both → both fields', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/auth/login', payload: {} });
    expect(res.statusCode).toBe(400);
    expect(body(res).message).toBe('Validation failed: Invalid email, password');
  });
});

describe('POST /api/auth/login: credentials', () => {
  it('right password → 200 with tokens and the user; email matching ignores case and spaces', async () => {
    const user = await registerUser(t.app);
    const res = await login(
      t.app,
      { email: `  ${user.email.toUpperCase()} `, password: user.password },
      freshAddress(),
    );
    expect(res.statusCode).toBe(200);
    expect(authData(res)).toMatchObject({ user: { id: user.user.id, email: user.email } });
    expect(authData(res).accessToken).not.toBe(user.accessToken);
  });

  it('unknown email and wrong password answer exactly the same', async () => {
    const user = await registerUser(t.app);
    const wrongPassword = await login(
      t.app,
      { email: user.email, password: 'Wrong-password1' },
      freshAddress(),
    );
    const unknownEmail = await login(
      t.app,
      { email: 'nobody-here@example.com', password: 'Wrong-password1' },
      freshAddress(),
    );
    expect(wrongPassword.statusCode).toBe(401);
    expect(unknownEmail.statusCode).toBe(401);
    expect(wrongPassword.body).toBe(unknownEmail.body);
    expect(body(wrongPassword)).toEqual({
      success: false,
      message: AUTH_ERRORS.invalidCredentials,
      error: 'INVALID_CREDENTIALS',
    });
  });
});
