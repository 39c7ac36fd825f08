import type {
  Connection,
  TelegramCodeSent,
  TelegramVerifyInput,
  TelegramVerifyResult,
} from '@socialpulse/contract';
import type { Db } from '@/db/database';
import type { ConnectionSecrets } from '@/features/connections/connection-secrets';
import { toConnection } from '@/features/connections/connection-view';
import { upsertConnection } from '@/features/connections/connections.repository';
import {
  deleteTelegramLogin,
  findTelegramLogin,
  saveTelegramLogin,
} from '@/features/connections/telegram-logins.repository';
import { AppError } from '@/lib/app-error';
import type { SecretBox } from '@/lib/secret-box';
import { PlatformError, isPlatformError } from '@/platforms/errors';
import type { PlatformRegistry } from '@/platforms/registry';
import type { TelegramLoginState, TelegramUser } from '@/platforms/telegram/gateway';

/** Telegram codes live a few minutes; the row outlives them a little so the error says "expired". */
export const TELEGRAM_LOGIN_TTL_MS = 10 * 60 * 1000;

export const TELEGRAM_MESSAGES = {
  sentToApp: 'Verification code sent to your Telegram app',
  sentBySms: 'Verification code sent by SMS',
  connected: 'Connected to Telegram successfully',
  passwordNeeded: 'This account has two-step verification. Enter your Telegram password.',
  noLogin: 'No Telegram login in progress. Request a verification code first.',
  passwordExpected: 'Enter your two-step verification password to finish connecting Telegram.',
  codeExpected: 'Enter the verification code first.',
} as const;

interface PendingLogin {
  step: 'code' | 'password';
  state: TelegramLoginState;
}

/**
 * Phone → code → (2FA password) through the TelegramGateway. The gateway's login state is sealed
 * into the database between the steps, so whichever API replica gets the next request can finish.
 */
export class TelegramLoginService {
  constructor(
    private readonly db: Db,
    private readonly registry: PlatformRegistry,
    private readonly box: SecretBox,
    private readonly secrets: ConnectionSecrets,
    private readonly now: () => Date,
  ) {}

  private get gateway() {
    return this.registry.get('telegram').gateway;
  }

  async sendCode(
    userId: string,
    phoneNumber: string,
  ): Promise<{ message: string; data: TelegramCodeSent }> {
    const sent = await this.gateway.sendCode(phoneNumber);
    const { phone, phoneCodeHash, session } = sent;
    await this.savePending(userId, { step: 'code', state: { phone, phoneCodeHash, session } });
    return {
      message: sent.codeVia === 'sms' ? TELEGRAM_MESSAGES.sentBySms : TELEGRAM_MESSAGES.sentToApp,
      data: {
        codeVia: sent.codeVia,
        ...(sent.timeoutSeconds !== undefined ? { timeoutSeconds: sent.timeoutSeconds } : {}),
        ...(this.gateway.sandboxed && sent.sandboxCode !== undefined
          ? { sandboxCode: sent.sandboxCode }
          : {}),
      },
    };
  }

  async verify(
    userId: string,
    input: TelegramVerifyInput,
  ): Promise<{ message: string; data: TelegramVerifyResult }> {
    const pending = await this.loadPending(userId);
    try {
      if (pending.step === 'password') {
        if (input.password === undefined)
          throw new AppError(400, 'BAD_REQUEST', TELEGRAM_MESSAGES.passwordExpected);
        const done = await this.gateway.checkPassword(pending.state, input.password);
        return await this.connected(userId, done.session, done.user);
      }
      if (input.code === undefined)
        throw new AppError(400, 'BAD_REQUEST', TELEGRAM_MESSAGES.codeExpected);
      const result = await this.gateway.signIn(pending.state, input.code);
      if (result.status === 'ok') return await this.connected(userId, result.session, result.user);
      await this.savePending(userId, { step: 'password', state: result.state });
      return {
        message: TELEGRAM_MESSAGES.passwordNeeded,
        data: {
          status: 'password_needed',
          ...(result.hint !== undefined ? { passwordHint: result.hint } : {}),
          ...(this.gateway.sandboxed && result.sandboxPassword !== undefined
            ? { sandboxPassword: result.sandboxPassword }
            : {}),
        },
      };
    } catch (error) {
      // A wrong code or password may be retried; an expired code needs a new one from the phone step.
      if (isPlatformError(error) && error.kind === 'code_expired')
        await deleteTelegramLogin(this.db, userId);
      throw error;
    }
  }

  private async connected(
    userId: string,
    session: string,
    user: TelegramUser,
  ): Promise<{ message: string; data: TelegramVerifyResult }> {
    const connector = this.registry.get('telegram');
    const row = await upsertConnection(this.db, {
      userId,
      platform: 'telegram',
      externalAccountId: user.id,
      username: user.username ?? [user.firstName, user.lastName].filter(Boolean).join(' '),
      avatar: user.avatar ?? null,
      sandbox: connector.sandboxed,
      ...this.secrets.sealSession(userId, session),
    });
    await deleteTelegramLogin(this.db, userId);
    const connection: Connection = toConnection('telegram', row, connector.sandboxed);
    return { message: TELEGRAM_MESSAGES.connected, data: { status: 'connected', connection } };
  }

  private async savePending(userId: string, pending: PendingLogin): Promise<void> {
    await saveTelegramLogin(this.db, {
      userId,
      stateEnc: this.box.seal(JSON.stringify(pending), loginContext(userId)),
      expiresAt: new Date(this.now().getTime() + TELEGRAM_LOGIN_TTL_MS),
    });
  }

  private async loadPending(userId: string): Promise<PendingLogin> {
    const row = await findTelegramLogin(this.db, userId);
    if (!row) throw new AppError(400, 'BAD_REQUEST', TELEGRAM_MESSAGES.noLogin);
    if (row.expiresAt.getTime() <= this.now().getTime()) {
      await deleteTelegramLogin(this.db, userId);
      throw new PlatformError('telegram', 'code_expired');
    }
    try {
      return JSON.parse(this.box.open(row.stateEnc, loginContext(userId))) as PendingLogin;
    } catch {
      await deleteTelegramLogin(this.db, userId);
      throw new PlatformError('telegram', 'code_expired');
    }
  }
}

function loginContext(userId: string): string {
  return `telegram-login:${userId}`;
}
