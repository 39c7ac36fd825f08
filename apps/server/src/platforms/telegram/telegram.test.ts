import { describe, expect, it } from 'vitest';
import { TelegramConnector } from '@/platforms/telegram/connector';
import { telegramError } from '@/platforms/telegram/errors';
import { dialogId } from '@/platforms/telegram/sandbox/dialogs';
import { TELEGRAM_SANDBOX } from '@/platforms/telegram/sandbox/accounts';
import { SandboxTelegramGateway } from '@/platforms/telegram/sandbox/gateway';
import { rejection } from '@/platforms/testing/rejection';
import { testClock } from '@/platforms/testing/sandbox-server';

const clock = testClock('2026-11-18T15:30:00Z');
const gateway = new SandboxTelegramGateway({ now: clock.now });
const connector = new TelegramConnector(gateway);

async function login(phone = '+1 555 123 4567'): Promise<string> {
  const state = await gateway.sendCode(phone);
  const result = await gateway.signIn(state, TELEGRAM_SANDBOX.code);
  if (result.status !== 'ok') throw new Error('expected a session');
  return result.session;
}

describe('Telegram sandbox gateway: login', () => {
  it('phone → code 12345 → a session that reads the account', async () => {
    const state = await gateway.sendCode(' +44 7700 900123 ');
    expect(state).toMatchObject({ phone: '+447700900123', codeVia: 'app' });
    expect(state.phoneCodeHash).toMatch(/^[0-9a-f]{18}$/);
    const result = await gateway.signIn(
      JSON.parse(JSON.stringify(state)) as typeof state,
      ' 12345 ',
    );
    expect(result.status).toBe('ok');
    const profile = await connector.getProfile({
      session: result.status === 'ok' ? result.session : '',
    });
    expect(profile.username).toMatch(/^[a-z]+_[a-z]+$/);
  });

  it('PHONE_NUMBER_INVALID for malformed numbers and the documented invalid one', async () => {
    for (const phone of ['12', 'call me', TELEGRAM_SANDBOX.invalidPhone]) {
      const error = await rejection(gateway.sendCode(phone));
      expect(error.kind).toBe('invalid_phone');
      expect(error.upstreamCode).toBe('PHONE_NUMBER_INVALID');
      expect(error.message).toContain('international format');
    }
  });

  it('PHONE_CODE_INVALID reads "Invalid verification code"', async () => {
    const state = await gateway.sendCode('+15551230000');
    const error = await rejection(gateway.signIn(state, '54321'));
    expect(error.kind).toBe('invalid_code');
    expect(error.message).toBe('Invalid verification code');
  });

  it('PHONE_CODE_EXPIRED: the documented code, five minutes later, or a login state from another session', async () => {
    const state = await gateway.sendCode('+15551230001');
    expect((await rejection(gateway.signIn(state, TELEGRAM_SANDBOX.expiredCode))).kind).toBe(
      'code_expired',
    );
    const other = await gateway.sendCode('+15551230001');
    expect(
      (await rejection(gateway.signIn({ ...state, session: other.session }, TELEGRAM_SANDBOX.code)))
        .upstreamCode,
    ).toBe('PHONE_CODE_EXPIRED');
    clock.advance(TELEGRAM_SANDBOX.codeTtlMs + 1000);
    const late = await rejection(gateway.signIn(state, TELEGRAM_SANDBOX.code));
    clock.set('2026-11-18T15:30:00Z');
    expect(late.kind).toBe('code_expired');
    expect(late.message).toContain('expired');
  });

  it('FLOOD_WAIT_n → rate_limited with the wait', async () => {
    const error = await rejection(gateway.sendCode(TELEGRAM_SANDBOX.floodPhone));
    expect(error.kind).toBe('rate_limited');
    expect(error.upstreamCode).toBe('FLOOD_WAIT_42');
    expect(error.retryAfterSeconds(clock.now())).toBe(42);
    expect(error.message).toContain('42 seconds');
  });

  it('2FA: code → password_needed with a hint → wrong password → right password', async () => {
    const state = await gateway.sendCode(TELEGRAM_SANDBOX.twoFactorPhone);
    const step = await gateway.signIn(state, TELEGRAM_SANDBOX.code);
    expect(step.status).toBe('password_needed');
    if (step.status !== 'password_needed') return;
    expect(step.hint).toBe(TELEGRAM_SANDBOX.passwordHint);
    expect((await rejection(gateway.checkPassword(step.state, 'guess'))).kind).toBe(
      'invalid_password',
    );
    // Skipping the code step is not possible: the password needs the state signIn returned.
    expect((await rejection(gateway.checkPassword(state, TELEGRAM_SANDBOX.password))).kind).toBe(
      'invalid_code',
    );
    const done = await gateway.checkPassword(step.state, TELEGRAM_SANDBOX.password);
    expect((await connector.listSources({ session: done.session })).length).toBeGreaterThan(10);
  });

  it('dead sessions (revoked elsewhere, logged out, garbage) → auth_expired asking to connect again', async () => {
    const revoked = await login(TELEGRAM_SANDBOX.revokedPhone);
    const error = await rejection(connector.listSources({ session: revoked }));
    expect(error.kind).toBe('auth_expired');
    expect(error.upstreamCode).toBe('SESSION_REVOKED');
    expect(error.message).toMatch(/expired/);
    expect(error.message).toMatch(/Connect Telegram/);
    const session = await login();
    await connector.disconnect({ session });
    expect((await rejection(connector.listSources({ session }))).upstreamCode).toBe(
      'AUTH_KEY_UNREGISTERED',
    );
    expect((await rejection(connector.listSources({ session: 'not-a-session' }))).kind).toBe(
      'auth_expired',
    );
  });

  it("scripted errors use Telegram's strings", async () => {
    const session = await login();
    gateway.injectError('getDialogs', 'FLOOD_WAIT_30');
    expect(
      (await rejection(connector.listSources({ session }))).retryAfterSeconds(clock.now()),
    ).toBe(30);
    expect((await connector.listSources({ session })).length).toBe(18);
  });

  it('maps the rest of the RPC table', () => {
    expect(telegramError(400, 'PHONE_NUMBER_BANNED').kind).toBe('forbidden');
    expect(telegramError(400, 'CHANNEL_PRIVATE').kind).toBe('forbidden');
    expect(telegramError(400, 'PEER_ID_INVALID').kind).toBe('not_found');
    expect(telegramError(401, 'USER_DEACTIVATED').needsReconnect).toBe(true);
    expect(telegramError(500, 'AUTH_RESTART').kind).toBe('code_expired');
    expect(telegramError(500, 'RPC_CALL_FAIL').kind).toBe('unavailable');
  });
});

describe('Telegram sandbox: dialogs and messages', () => {
  it('lists private chats, groups and channels with avatars', async () => {
    const sources = await connector.listSources({ session: await login() });
    expect(new Set(sources.map((s) => s.type))).toEqual(new Set(['private', 'group', 'channel']));
    expect(sources.some((s) => s.avatar === undefined)).toBe(true);
    expect(sources.find((s) => s.name === 'Tech Digest')?.id).toMatch(/^-100\d+$/);
  });

  it("pages a busy group's two months past 100 messages, newest first, inside the window", async () => {
    const window = { since: new Date('2026-09-19T15:30:00Z'), until: clock.now() };
    const result = await connector.fetchItems({ session: await login() }, dialogId(4), window);
    expect(result.items.length).toBeGreaterThan(120);
    expect(new Set(result.items.map((i) => i.id)).size).toBe(result.items.length);
    const times = result.items.map((i) => Date.parse(i.createdAt));
    expect([...times].sort((a, b) => b - a)).toEqual(times);
    expect(times.every((t) => t >= window.since.getTime() && t < window.until.getTime())).toBe(
      true,
    );
  });

  it('channel posts carry views, reactions, comment counts, forwards and media kinds', async () => {
    const result = await connector.fetchItems({ session: await login() }, dialogId(15), {
      since: new Date('2026-10-19T00:00:00Z'),
      until: clock.now(),
    });
    expect(result.sourceTitle).toBe('Matchday Live');
    expect(
      result.items.every(
        (i) => i.engagement.views > 0 && i.url.startsWith('https://t.me/matchdaylive/'),
      ),
    ).toBe(true);
    expect(
      result.items.some(
        (i) => i.engagement.likes > 0 && i.engagement.comments > 0 && i.engagement.shares > 0,
      ),
    ).toBe(true);
    expect(new Set(result.items.flatMap((i) => i.media))).toEqual(
      expect.objectContaining(new Set(['photo', 'video'])) as Set<string>,
    );
  });

  it('an unknown chat is not_found', async () => {
    const error = await rejection(
      connector.fetchItems({ session: await login() }, '-100999', {
        since: new Date(0),
        until: clock.now(),
      }),
    );
    expect(error.kind).toBe('not_found');
  });
});
