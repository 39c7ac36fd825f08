import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '@/test/test-app';
import { login, newUserInput, registerUser } from '@/test/users';
import { body } from '@/test/http';

let t: TestApp;
let clock = Date.now();
beforeAll(async () => {
  t = await createTestApp({ now: () => new Date(clock) });
});
afterAll(async () => {
  await t.close();
});

/** Each test uses its own client addresses so the address counters of one do not leak into another. */
let addressCounter = 0;
const freshAddress = () => `10.0.${Math.floor(++addressCounter / 250)}.${addressCounter % 250}`;

const WRONG = 'Wrong-password1';

describe('per account (all addresses together)', () => {
  it('the 11th attempt within 15 minutes → 429, even with the right password, then allowed again', async () => {
    const user = await registerUser(t.app);
    for (let i = 0; i < 10; i++) {
      // Different addresses: only the account counter can be what trips.
      const res = await login(t.app, { email: user.email, password: WRONG }, freshAddress());
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

  it('an unknown email is throttled the same way (no hint that it is unregistered)', async () => {
    const email = newUserInput().email;
    for (let i = 0; i < 10; i++) await login(t.app, { email, password: WRONG }, freshAddress());
    const res = await login(t.app, { email, password: WRONG }, freshAddress());
    expect(res.statusCode).toBe(429);
  });

  it('a successful login clears the account counter', async () => {
    const user = await registerUser(t.app);
    const address = freshAddress();
    for (let i = 0; i < 4; i++) await login(t.app, { email: user.email, password: WRONG }, address);
    expect(
      (await login(t.app, { email: user.email, password: user.password }, address)).statusCode,
    ).toBe(200);
    for (let i = 0; i < 4; i++) {
      expect((await login(t.app, { email: user.email, password: WRONG }, address)).statusCode).toBe(
        401,
      );
    }
  });

  it('50 concurrent wrong passwords from many addresses: only 10 reach the password check', async () => {
    const user = await registerUser(t.app);
    const answers = await Promise.all(
      Array.from({ length: 50 }, () =>
        login(t.app, { email: user.email, password: WRONG }, freshAddress()),
      ),
    );
    expect(countStatuses(answers)).toEqual({ 401: 10, 429: 40 });
  });
});

describe('per account and address', () => {
  it('5 failures from one address lock that address out of the account; the owner elsewhere still signs in', async () => {
    const user = await registerUser(t.app);
    const attacker = freshAddress();
    for (let i = 0; i < 5; i++) {
      const res = await login(t.app, { email: user.email, password: WRONG }, attacker);
      expect(res.statusCode).toBe(401);
    }
    const blocked = await login(t.app, { email: user.email, password: user.password }, attacker);
    expect(blocked.statusCode).toBe(429);
    expect(body(blocked).message).toBe('Too many login attempts. Please try again in 15 minutes.');

    const owner = await login(
      t.app,
      { email: user.email, password: user.password },
      freshAddress(),
    );
    expect(owner.statusCode).toBe(200);
  });

  it('50 concurrent wrong passwords from one address: exactly 5 reach the password check, the rest 429', async () => {
    const user = await registerUser(t.app);
    const address = freshAddress();
    const answers = await Promise.all(
      Array.from({ length: 50 }, () =>
        login(t.app, { email: user.email, password: WRONG }, address),
      ),
    );
    expect(countStatuses(answers)).toEqual({ 401: 5, 429: 45 });
    const rejected = answers.find((res) => res.statusCode === 429);
    expect(rejected && body(rejected).message).toBe(
      'Too many login attempts. Please try again in 15 minutes.',
    );
    expect(rejected?.headers['retry-after']).toBeDefined();
  });
});

describe('per address (spraying many emails)', () => {
  /** 20 failures from `address`, each against a different unknown email. */
  async function spray(address: string): Promise<void> {
    for (let i = 0; i < 20; i++) {
      const res = await login(t.app, { email: newUserInput().email, password: WRONG }, address);
      expect(res.statusCode).toBe(401);
    }
  }

  it('20 failures from one address do not stop another account’s right password from it', async () => {
    const address = freshAddress();
    await spray(address);
    const user = await registerUser(t.app);
    const res = await login(t.app, { email: user.email, password: user.password }, address);
    expect(res.statusCode).toBe(200);
  });

  it('after 20 failures, that address gets one try per account: a second one → 429; other addresses do not', async () => {
    const address = freshAddress();
    await spray(address);
    const user = await registerUser(t.app);
    const first = await login(t.app, { email: user.email, password: WRONG }, address);
    expect(first.statusCode).toBe(401);
    const second = await login(t.app, { email: user.email, password: user.password }, address);
    expect(second.statusCode).toBe(429);
    expect(body(second).message).toMatch(
      /^Too many login attempts\. Please try again in \d+ minutes?\.$/,
    );
    expect(second.headers['retry-after']).toBeDefined();

    const elsewhere = await login(
      t.app,
      { email: user.email, password: user.password },
      freshAddress(),
    );
    expect(elsewhere.statusCode).toBe(200);
  });
});

function countStatuses(answers: LightMyRequestResponse[]): Record<number, number> {
  const counts: Record<number, number> = {};
  for (const res of answers) counts[res.statusCode] = (counts[res.statusCode] ?? 0) + 1;
  return counts;
}
