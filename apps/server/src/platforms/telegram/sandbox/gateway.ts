import { telegramError } from '@/platforms/telegram/errors';
import type {
  GetMessagesOptions,
  SendCodeResult,
  SignInResult,
  TelegramDialog,
  TelegramGateway,
  TelegramLoginState,
  TelegramMessage,
  TelegramUser,
} from '@/platforms/telegram/gateway';
import { TELEGRAM_SANDBOX, sandboxUser } from '@/platforms/telegram/sandbox/accounts';
import { findDialog, listDialogs, timelineOf } from '@/platforms/telegram/sandbox/dialogs';
import { message, slotOfMessageId } from '@/platforms/telegram/sandbox/messages';
import {
  decodeSession,
  encodeSession,
  newNonce,
  newUserSession,
  phoneCodeHash,
} from '@/platforms/telegram/sandbox/sessions';
import { DAY_MS, takeSlots } from '@/platforms/sandbox/timeline';

type Method =
  'sendCode' | 'signIn' | 'checkPassword' | 'getMe' | 'getDialogs' | 'getMessages' | 'logout';

export class SandboxTelegramGateway implements TelegramGateway {
  readonly sandboxed = true;
  private readonly now: () => Date;
  private readonly loggedOut = new Set<string>();
  private readonly scripted: {
    method: Method | '*';
    errorMessage: string;
    code: number;
    left: number;
  }[] = [];

  constructor(options: { now?: () => Date } = {}) {
    this.now = options.now ?? (() => new Date());
  }

  /** Scripted failures with Telegram's own strings, e.g. injectError('getDialogs', 'FLOOD_WAIT_30'). */
  injectError(
    method: Method | '*',
    errorMessage: string,
    options: { times?: number; code?: number } = {},
  ): void {
    this.scripted.push({
      method,
      errorMessage,
      code: options.code ?? (errorMessage.startsWith('FLOOD_WAIT') ? 420 : 400),
      left: options.times ?? 1,
    });
  }

  private fail(code: number, errorMessage: string): never {
    throw telegramError(code, errorMessage, this.now());
  }

  private scriptedFor(method: Method): void {
    const entry = this.scripted.find(
      (s) => (s.method === method || s.method === '*') && s.left > 0,
    );
    if (!entry) return;
    entry.left -= 1;
    this.fail(entry.code, entry.errorMessage);
  }

  sendCode(rawPhone: string): Promise<SendCodeResult> {
    return Promise.resolve().then(() => {
      this.scriptedFor('sendCode');
      const digits = rawPhone.replace(/[\s\-().]/g, '');
      if (!/^\+?\d{7,15}$/.test(digits)) this.fail(400, 'PHONE_NUMBER_INVALID');
      const phone = `+${digits.replace(/^\+/, '')}`;
      if (phone === TELEGRAM_SANDBOX.invalidPhone) this.fail(400, 'PHONE_NUMBER_INVALID');
      if (phone === TELEGRAM_SANDBOX.floodPhone)
        this.fail(420, `FLOOD_WAIT_${TELEGRAM_SANDBOX.floodSeconds}`);
      const iat = this.now().getTime();
      const n = newNonce();
      return {
        phone,
        phoneCodeHash: phoneCodeHash(phone, iat, n),
        session: encodeSession({ k: 'login', phone, iat, n, codeOk: false }),
        codeVia: 'app' as const,
        timeoutSeconds: 120,
        sandboxCode: TELEGRAM_SANDBOX.code,
      };
    });
  }

  /** The login state must be the one sendCode returned, unexpired; anything else reads as an expired code. */
  private loginOf(state: TelegramLoginState): {
    phone: string;
    iat: number;
    n: string;
    codeOk: boolean;
  } {
    const payload = decodeSession(state.session);
    if (
      payload?.k !== 'login' ||
      payload.phone !== state.phone ||
      phoneCodeHash(payload.phone, payload.iat, payload.n) !== state.phoneCodeHash
    )
      this.fail(400, 'PHONE_CODE_EXPIRED');
    if (this.now().getTime() - payload.iat > TELEGRAM_SANDBOX.codeTtlMs)
      this.fail(400, 'PHONE_CODE_EXPIRED');
    return payload;
  }

  signIn(state: TelegramLoginState, rawCode: string): Promise<SignInResult> {
    return Promise.resolve().then((): SignInResult => {
      this.scriptedFor('signIn');
      const login = this.loginOf(state);
      const code = rawCode.trim();
      if (code === '') this.fail(400, 'PHONE_CODE_EMPTY');
      if (code === TELEGRAM_SANDBOX.expiredCode) this.fail(400, 'PHONE_CODE_EXPIRED');
      if (code !== TELEGRAM_SANDBOX.code) this.fail(400, 'PHONE_CODE_INVALID');
      if (login.phone === TELEGRAM_SANDBOX.twoFactorPhone) {
        // Telegram answers SESSION_PASSWORD_NEEDED here; the gateway turns it into the next step.
        return {
          status: 'password_needed',
          hint: TELEGRAM_SANDBOX.passwordHint,
          sandboxPassword: TELEGRAM_SANDBOX.password,
          state: {
            ...state,
            session: encodeSession({
              k: 'login',
              phone: login.phone,
              iat: login.iat,
              n: login.n,
              codeOk: true,
            }),
          },
        };
      }
      return {
        status: 'ok',
        session: newUserSession(login.phone, this.now().getTime()),
        user: sandboxUser(login.phone),
      };
    });
  }

  checkPassword(
    state: TelegramLoginState,
    password: string,
  ): Promise<{ session: string; user: TelegramUser }> {
    return Promise.resolve().then(() => {
      this.scriptedFor('checkPassword');
      const login = this.loginOf(state);
      if (!login.codeOk) this.fail(400, 'PHONE_CODE_EMPTY');
      if (password !== TELEGRAM_SANDBOX.password) this.fail(400, 'PASSWORD_HASH_INVALID');
      return {
        session: newUserSession(login.phone, this.now().getTime()),
        user: sandboxUser(login.phone),
      };
    });
  }

  private account(method: Method, session: string): string {
    this.scriptedFor(method);
    const payload = decodeSession(session);
    if (payload?.k !== 'user' || this.loggedOut.has(payload.n))
      this.fail(401, 'AUTH_KEY_UNREGISTERED');
    if (payload.phone === TELEGRAM_SANDBOX.revokedPhone) this.fail(401, 'SESSION_REVOKED');
    return payload.phone;
  }

  getMe(session: string): Promise<TelegramUser> {
    return Promise.resolve().then(() => sandboxUser(this.account('getMe', session)));
  }

  getDialogs(session: string, options: { limit?: number } = {}): Promise<TelegramDialog[]> {
    return Promise.resolve().then(() => {
      this.account('getDialogs', session);
      return listDialogs(this.now().getTime(), Math.min(options.limit ?? 100, 100));
    });
  }

  getMessages(
    session: string,
    id: string,
    options: GetMessagesOptions,
  ): Promise<TelegramMessage[]> {
    return Promise.resolve().then(() => {
      this.account('getMessages', session);
      const found = findDialog(id);
      if (!found) this.fail(400, 'PEER_ID_INVALID');
      const now = this.now().getTime();
      const before = Math.min(now + 1, options.until?.getTime() ?? Number.POSITIVE_INFINITY);
      const after = options.since?.getTime() ?? now - 365 * DAY_MS;
      const below = options.offsetId !== undefined ? slotOfMessageId(options.offsetId) : undefined;
      const slots = takeSlots(
        timelineOf(found.index, now),
        { before, after, ...(below ? { below } : {}) },
        Math.max(1, Math.min(options.limit, 100)),
      );
      return slots.map((slot) => message(found.index, slot, now));
    });
  }

  logout(session: string): Promise<void> {
    return Promise.resolve().then(() => {
      this.scriptedFor('logout');
      const payload = decodeSession(session);
      if (payload?.k === 'user') this.loggedOut.add(payload.n);
    });
  }
}
