import type { Connection, TelegramVerifyResult } from '@socialpulse/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { connections, telegramLogins } from '@/db/schema';
import { ConnectionSecrets } from '@/features/connections/connection-secrets';
import { SecretBox } from '@/lib/secret-box';
import { TELEGRAM_SANDBOX as TG } from '@/platforms/telegram/sandbox/accounts';
import { testClock } from '@/platforms/testing/sandbox-server';
import { body, dataOf } from '@/test/http';
import { createTestApp, TEST_SECRET, type TestApp } from '@/test/test-app';
import { bearer, registerUser, type TestUser } from '@/test/users';

const clock = testClock(new Date().toISOString());
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ now: clock.now });
});
afterAll(async () => {
  await t.close();
});

const post = (user: TestUser, url: string, payload: object = {}) =>
  t.app.inject({ method: 'POST', url, headers: bearer(user.accessToken), payload });
const phone = (user: TestUser, phoneNumber: string) =>
  post(user, '/api/telegram/auth/phone', { phoneNumber });
const verify = (user: TestUser, payload: object) =>
  post(user, '/api/telegram/auth/verify', payload);
const telegramStatus = async (user: TestUser) =>
  dataOf<Connection[]>(
    await t.app.inject({
      method: 'GET',
      url: '/api/connections',
      headers: bearer(user.accessToken),
    }),
  ).find((c) => c.platform === 'telegram');

describe('Telegram: phone, then code', () => {
  it('connects with the sandbox code and stores the session sealed', async () => {
    const user = await registerUser(t.app);
    const sent = await phone(user, '  +1 555 123 4567 ');
    expect(sent.statusCode).toBe(200);
    expect(body(sent)).toEqual({
      success: true,
      message: 'Verification code sent to your Telegram app',
      // The sandbox's code is in the answer: no app receives it, so the dialog shows it.
      data: { codeVia: 'app', timeoutSeconds: 120, sandboxCode: TG.code },
    });
    const [login] = await t.database.db
      .select()
      .from(telegramLogins)
      .where(eq(telegramLogins.userId, user.user.id));
    expect(login?.stateEnc).toMatch(/^v1\./);
    expect(login?.stateEnc).not.toMatch(/5551234567|1SBX/);

    const res = await verify(user, { code: ` ${TG.code} ` });
    expect(res.statusCode).toBe(200);
    expect(body(res).message).toBe('Connected to Telegram successfully');
    const result = dataOf<TelegramVerifyResult>(res);
    expect(result.status).toBe('connected');
    expect(result.connection).toMatchObject({
      platform: 'telegram',
      status: 'connected',
      sandbox: true,
    });
    expect(result.connection?.profileData?.username).toBeTruthy();
    expect((await telegramStatus(user))?.status).toBe('connected');

    const [row] = await t.database.db
      .select()
      .from(connections)
      .where(eq(connections.userId, user.user.id));
    if (!row) throw new Error('no row');
    const session = new ConnectionSecrets(new SecretBox(TEST_SECRET)).openSession(row);
    expect(session.startsWith('1SBX')).toBe(true);
    expect(JSON.stringify(row)).not.toContain(session);
    // The login is finished: nothing pending remains.
    const pending = await t.database.db
      .select()
      .from(telegramLogins)
      .where(eq(telegramLogins.userId, user.user.id));
    expect(pending).toHaveLength(0);

    const sources = await t.app.inject({
      method: 'GET',
      url: '/api/telegram/sources',
      headers: bearer(user.accessToken),
    });
    expect(dataOf<unknown[]>(sources)).toHaveLength(18);
  });

  it('a two-step verification account asks for the password, then connects', async () => {
    const user = await registerUser(t.app);
    await phone(user, TG.twoFactorPhone);
    const step2 = await verify(user, { code: TG.code });
    expect(step2.statusCode).toBe(200);
    expect(dataOf<TelegramVerifyResult>(step2)).toEqual({
      status: 'password_needed',
      passwordHint: TG.passwordHint,
      sandboxPassword: TG.password,
    });
    expect((await telegramStatus(user))?.status).toBe('disconnected');
    const codeAgain = await verify(user, { code: TG.code });
    expect(codeAgain.statusCode).toBe(400);
    expect(body(codeAgain).message).toMatch(/password/);

    const wrong = await verify(user, { password: 'nope' });
    expect(wrong.statusCode).toBe(400);
    expect(body(wrong).message).toBe('The two-step verification password is incorrect.');
    const right = await verify(user, { password: TG.password });
    expect(right.statusCode).toBe(200);
    expect(dataOf<TelegramVerifyResult>(right).status).toBe('connected');
    expect((await telegramStatus(user))?.status).toBe('connected');
  });
});

describe('Telegram errors, each with a clear message', () => {
  it('PHONE_NUMBER_INVALID', async () => {
    const user = await registerUser(t.app);
    for (const number of [TG.invalidPhone, 'call me']) {
      const res = await phone(user, number);
      expect(res.statusCode).toBe(400);
      expect(body(res).message).toBe(
        'The phone number is invalid. Enter it in international format, for example +15551234567.',
      );
    }
  });

  it('FLOOD_WAIT → 429 with the wait in the message and Retry-After', async () => {
    const user = await registerUser(t.app);
    const res = await phone(user, TG.floodPhone);
    expect(res.statusCode).toBe(429);
    expect(res.headers['retry-after']).toBe('42');
    expect(body(res)).toMatchObject({
      error: 'RATE_LIMITED',
      message: 'Too many attempts. Telegram asks to wait 42 seconds before trying again.',
    });
  });

  it('PHONE_CODE_INVALID: "Invalid verification code", and the right code still works', async () => {
    const user = await registerUser(t.app);
    await phone(user, '+15557770001');
    const res = await verify(user, { code: '99999' });
    expect(res.statusCode).toBe(400);
    expect(body(res).message).toBe('Invalid verification code');
    expect((await verify(user, { code: TG.code })).statusCode).toBe(200);
  });

  it('PHONE_CODE_EXPIRED ends the attempt: a new code must be requested', async () => {
    const user = await registerUser(t.app);
    await phone(user, '+15557770002');
    const res = await verify(user, { code: TG.expiredCode });
    expect(res.statusCode).toBe(400);
    expect(body(res).message).toBe('The verification code has expired. Request a new code.');
    const after = await verify(user, { code: TG.code });
    expect(body(after).message).toBe(
      'No Telegram login in progress. Request a verification code first.',
    );
  });

  it('a code sent more than 5 minutes ago has expired (and a login left 10 minutes is gone)', async () => {
    const user = await registerUser(t.app);
    await phone(user, '+15557770003');
    clock.advance(TG.codeTtlMs + 1000);
    expect(body(await verify(user, { code: TG.code })).message).toMatch(/has expired/);
    await phone(user, '+15557770003');
    clock.advance(10 * 60 * 1000 + 1000);
    expect(body(await verify(user, { code: TG.code })).message).toMatch(/has expired/);
  });

  it('a dead session (ended from another device) marks the connection expired, with Connect wording', async () => {
    const user = await registerUser(t.app);
    await phone(user, TG.revokedPhone);
    expect((await verify(user, { code: TG.code })).statusCode).toBe(200);
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/telegram/sources',
      headers: bearer(user.accessToken),
    });
    expect(res.statusCode).toBe(403);
    expect(body(res).message).toBe(
      'Your Telegram session has expired or was ended from another device. Connect Telegram again.',
    );
    expect((await telegramStatus(user))?.status).toBe('expired');
  });

  it('verify without a phone step, a password before the code, and blank input are 400', async () => {
    const user = await registerUser(t.app);
    const none = await verify(user, { code: TG.code });
    expect(none.statusCode).toBe(400);
    expect(body(none).message).toBe(
      'No Telegram login in progress. Request a verification code first.',
    );
    await phone(user, '+15557770004');
    const early = await verify(user, { password: TG.password });
    expect(body(early).message).toBe('Enter the verification code first.');
    expect(body(await phone(user, '   ')).message).toBe('Validation failed: Invalid phoneNumber');
    expect((await verify(user, { code: '  ' })).statusCode).toBe(400);
    expect((await verify(user, {})).statusCode).toBe(400);
    const signedOut = await t.app.inject({
      method: 'POST',
      url: '/api/telegram/auth/phone',
      payload: { phoneNumber: '+15557770004' },
    });
    expect(signedOut.statusCode).toBe(401);
  });
});

describe('disconnecting Telegram', () => {
  it('logs the session out at Telegram and forgets it', async () => {
    const user = await registerUser(t.app);
    await phone(user, '+15557770005');
    await verify(user, { code: TG.code });
    const [row] = await t.database.db
      .select()
      .from(connections)
      .where(eq(connections.userId, user.user.id));
    const session = new ConnectionSecrets(new SecretBox(TEST_SECRET)).openSession(row!);
    const res = await t.app.inject({
      method: 'DELETE',
      url: '/api/connections/telegram',
      headers: bearer(user.accessToken),
    });
    expect(body(res).message).toBe('Telegram disconnected successfully');
    expect((await telegramStatus(user))?.status).toBe('disconnected');
    await expect(t.app.platforms.get('telegram').gateway.getMe(session)).rejects.toMatchObject({
      kind: 'auth_expired',
    });
  });
});
