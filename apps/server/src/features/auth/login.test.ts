import { AUTH_MESSAGES } from '@socialpulse/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AUTH_ERRORS } from '@/features/auth/auth.service';
import { createTestApp, type TestApp } from '@/test/test-app';
import { login, newUserInput, registerUser } from '@/test/users';
import { authData, body } from '@/test/http';

let t: TestApp;
let clock = Date.now();
beforeAll(async () => {
  t = await createTestApp({ now: () => new Date(clock) });
});
afterAll(async () => {
  await t.close();
});

/** Each test uses its own client address so the per-address counter of one does not leak into another. */
let addressCounter = 0;
const freshAddress = () => `10.0.${Math.floor(++addressCounter / 250)}.${addressCounter % 250}`;

describe('POST /api/auth/login: validation', () => {
  it('invalid email → 400 with the SPEC message', async () => {
    const res = await login(t.app, { email: 'nope', password: 'whatever123' });
    expect(res.statusCode).toBe(400);
    expect(body(res)).toMatchObject({
      message: 'Validation failed: Invalid email',
      errors: [{ field: 'email', message: AUTH_MESSAGES.email }],
    });
  });

  it('password shorter than 8 → 400 with the SPEC message', async () => {
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

describe('login throttling (counters in the database)', () => {
  it('per account: the 6th attempt within 15 minutes → 429, even with the right password, then allowed again', async () => {
    const user = await registerUser(t.app);
    for (let i = 0; i < 5; i++) {
      // Different addresses: only the account counter can be what trips.
      const res = await login(
        t.app,
        { email: user.email, password: 'Wrong-password1' },
        freshAddress(),
      );
      expect(res.statusCode).toBe(401);
    }
    const blocked = await login(
      t.app,
      { email: user.email, password: user.password },
      freshAddress(),
    );
    expect(blocked.statusCode).toBe(429);
    expect(body(blocked)).toEqual({
      success: false,
      error: 'RATE_LIMITED',
      message: 'Too many login attempts. Please try again in 15 minutes.',
    });
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(14 * 60);
    expect(Number(blocked.headers['retry-after'])).toBeLessThanOrEqual(15 * 60);

    clock += 14 * 60 * 1000 + 30 * 1000;
    const stillBlocked = await login(
      t.app,
      { email: user.email, password: user.password },
      freshAddress(),
    );
    expect(body(stillBlocked).message).toBe(
      'Too many login attempts. Please try again in 1 minute.',
    );

    clock += 60 * 1000;
    const allowed = await login(
      t.app,
      { email: user.email, password: user.password },
      freshAddress(),
    );
    expect(allowed.statusCode).toBe(200);
  });

  it('per account: an unknown email is throttled the same way (no hint that it is unregistered)', async () => {
    const email = newUserInput().email;
    for (let i = 0; i < 5; i++)
      await login(t.app, { email, password: 'Wrong-password1' }, freshAddress());
    const res = await login(t.app, { email, password: 'Wrong-password1' }, freshAddress());
    expect(res.statusCode).toBe(429);
  });

  it('a successful login clears the account counter', async () => {
    const user = await registerUser(t.app);
    const address = freshAddress();
    for (let i = 0; i < 4; i++)
      await login(t.app, { email: user.email, password: 'Wrong-password1' }, address);
    expect(
      (await login(t.app, { email: user.email, password: user.password }, address)).statusCode,
    ).toBe(200);
    for (let i = 0; i < 4; i++) {
      expect(
        (await login(t.app, { email: user.email, password: 'Wrong-password1' }, address))
          .statusCode,
      ).toBe(401);
    }
  });

  it('per address: 20 failures across many emails → the 21st from that address gets 429; other addresses do not', async () => {
    const address = freshAddress();
    for (let i = 0; i < 20; i++) {
      const res = await login(
        t.app,
        { email: newUserInput().email, password: 'Wrong-password1' },
        address,
      );
      expect(res.statusCode).toBe(401);
    }
    const user = await registerUser(t.app);
    const blocked = await login(t.app, { email: user.email, password: user.password }, address);
    expect(blocked.statusCode).toBe(429);
    expect(body(blocked).message).toMatch(
      /^Too many login attempts\. Please try again in \d+ minutes?\.$/,
    );
    expect(blocked.headers['retry-after']).toBeDefined();

    const elsewhere = await login(
      t.app,
      { email: user.email, password: user.password },
      freshAddress(),
    );
    expect(elsewhere.statusCode).toBe(200);
  });
});
