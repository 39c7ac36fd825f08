import { Api } from 'telegram';
import { computeCheck as gramComputeCheck } from 'telegram/Password';
import { PlatformError, isPlatformError } from '@/platforms/errors';
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
import type { GramClient, GramClientFactory } from '@/platforms/telegram/gramjs-client';
import { dialogFromGram, messageFromGram, userFromGram } from '@/platforms/telegram/gramjs-mappers';
import { gramError, rpcMessage } from '@/platforms/telegram/gramjs-errors';
import { GramClientPool, type GramPoolOptions } from '@/platforms/telegram/gramjs-pool';

export interface GramJsGatewayOptions {
  apiId: number;
  apiHash: string;
  /** `gramClientFactory({ apiId, apiHash })` in production; a fake in tests. */
  createClient: GramClientFactory;
  /** GramJS's SRP step (`telegram/Password`); replaceable because it needs real SRP parameters. */
  computeCheck?: (
    password: Api.account.Password,
    secret: string,
  ) => Promise<Api.TypeInputCheckPasswordSRP>;
  now?: () => Date;
  /** Per operation, connect included. GramJS's own `timeout` option does nothing. Default 20 s. */
  timeoutMs?: number;
  pool?: GramPoolOptions;
}

/** Raw history pages read per getMessages call to fill `limit` past service messages. */
const MAX_RAW_PAGES = 5;

/**
 * The production `TelegramGateway` over GramJS. Stateless between login steps: the
 * login state carries the half-authorised StringSession (same auth key, same DC), so any replica can
 * run the next step. Reading calls share a small pool of connected clients (gramjs-pool.ts). Nothing
 * here logs; sessions, codes and passwords never reach an error message.
 */
export class GramJsTelegramGateway implements TelegramGateway {
  readonly sandboxed = false;
  private readonly pool: GramClientPool;
  private readonly now: () => Date;
  private readonly timeoutMs: number;
  private readonly computeCheck: NonNullable<GramJsGatewayOptions['computeCheck']>;

  constructor(private readonly options: GramJsGatewayOptions) {
    this.pool = new GramClientPool(options.createClient, options.pool);
    this.now = options.now ?? (() => new Date());
    this.timeoutMs = options.timeoutMs ?? 20_000;
    this.computeCheck = options.computeCheck ?? gramComputeCheck;
  }

  sendCode(rawPhone: string): Promise<SendCodeResult> {
    const digits = rawPhone.replace(/[\s\-().]/g, '');
    if (!/^\+?\d{7,15}$/.test(digits))
      return Promise.reject(telegramError(400, 'PHONE_NUMBER_INVALID', this.now()));
    const phone = `+${digits.replace(/^\+/, '')}`;
    return this.oneShot('', undefined, async (client) => {
      const sent = await client.invoke(
        new Api.auth.SendCode({
          phoneNumber: phone,
          apiId: this.options.apiId,
          apiHash: this.options.apiHash,
          settings: new Api.CodeSettings({}),
        }),
      );
      if (!(sent instanceof Api.auth.SentCode))
        throw new PlatformError('telegram', 'unexpected', { upstreamCode: sent.className });
      return {
        phone,
        phoneCodeHash: sent.phoneCodeHash,
        session: client.saveSession(),
        dcId: client.dcId(),
        codeVia: sent.type instanceof Api.auth.SentCodeTypeApp ? 'app' : 'sms',
        ...(sent.timeout ? { timeoutSeconds: sent.timeout } : {}),
      };
    });
  }

  async signIn(state: TelegramLoginState, code: string): Promise<SignInResult> {
    return this.oneShot(this.loginSession(state), state.dcId, async (client) => {
      let auth: Api.auth.TypeAuthorization;
      try {
        auth = await client.invoke(
          new Api.auth.SignIn({
            phoneNumber: state.phone,
            phoneCodeHash: state.phoneCodeHash,
            phoneCode: code.trim(),
          }),
        );
      } catch (error) {
        if (rpcMessage(error) !== 'SESSION_PASSWORD_NEEDED') throw error;
        // Two-step verification: the same auth key continues with CheckPassword, on any replica.
        const password = await client.invoke(new Api.account.GetPassword());
        return {
          status: 'password_needed',
          ...(password.hint ? { hint: password.hint } : {}),
          state: { ...state, session: client.saveSession(), dcId: client.dcId() },
        };
      }
      return { status: 'ok', ...authorized(auth, client) };
    });
  }

  async checkPassword(
    state: TelegramLoginState,
    password: string,
  ): Promise<{ session: string; user: TelegramUser }> {
    return this.oneShot(this.loginSession(state), state.dcId, async (client) => {
      const params = await client.invoke(new Api.account.GetPassword());
      const check = await this.computeCheck(params, password);
      return authorized(
        await client.invoke(new Api.auth.CheckPassword({ password: check })),
        client,
      );
    });
  }

  getMe(session: string): Promise<TelegramUser> {
    return this.pooled(session, async (client) => userFromGram(await client.getMe()));
  }

  getDialogs(session: string, options: { limit?: number } = {}): Promise<TelegramDialog[]> {
    const limit = Math.min(Math.max(options.limit ?? 100, 1), 500);
    return this.pooled(session, async (client) =>
      (await client.getDialogs({ limit })).flatMap((d) => dialogFromGram(d) ?? []),
    );
  }

  getMessages(
    session: string,
    dialogId: string,
    options: GetMessagesOptions,
  ): Promise<TelegramMessage[]> {
    const limit = Math.min(Math.max(Math.floor(options.limit), 1), 100);
    const since = options.since ? Math.floor(options.since.getTime() / 1000) : undefined;
    const untilMs = options.until?.getTime();
    return this.pooled(session, async (client) => {
      const peer = await resolvePeer(client, dialogId);
      const out: TelegramMessage[] = [];
      let offsetId = options.offsetId;
      // offsetDate is exclusive in whole seconds; the exact bound is checked per message below.
      let offsetDate =
        offsetId === undefined && untilMs !== undefined ? Math.ceil(untilMs / 1000) : undefined;
      for (let page = 0; page < MAX_RAW_PAGES; page++) {
        const raw = await client.getMessages(peer, {
          limit,
          ...(offsetId !== undefined ? { offsetId } : {}),
          ...(offsetDate !== undefined ? { offsetDate } : {}),
        });
        for (const m of raw) {
          if (!(m instanceof Api.Message)) continue; // MessageService (joins, pins), MessageEmpty
          if (since !== undefined && m.date < since) return out; // newest first: the window is over
          if (untilMs !== undefined && m.date * 1000 >= untilMs) continue;
          out.push(messageFromGram(m, dialogId));
          if (out.length >= limit) return out;
        }
        const last = raw[raw.length - 1];
        if (raw.length < limit || !last) return out;
        offsetId = last.id;
        offsetDate = undefined;
      }
      return out;
    });
  }

  async logout(session: string): Promise<void> {
    try {
      await this.pooled(session, async (client) => {
        await client.invoke(new Api.auth.LogOut());
      });
    } catch (error) {
      // Already dead on Telegram's side: the goal is reached (the sandbox behaves the same).
      if (!(isPlatformError(error) && error.kind === 'auth_expired')) throw error;
    } finally {
      await this.pool.evict(session);
    }
  }

  /** Closes pooled connections (process shutdown, tests). */
  close(): Promise<void> {
    return this.pool.closeAll();
  }

  /** A state that is not what sendCode/signIn returned reads as an expired code, as in the sandbox. */
  private loginSession(state: TelegramLoginState): string {
    const valid =
      typeof state.phone === 'string' &&
      typeof state.phoneCodeHash === 'string' &&
      state.phoneCodeHash !== '' &&
      typeof state.session === 'string' &&
      state.session !== '';
    if (!valid) throw telegramError(400, 'PHONE_CODE_HASH_EMPTY', this.now());
    return state.session;
  }

  /** Login steps: a fresh client on the stored session, closed afterwards. */
  private async oneShot<T>(
    session: string,
    dcId: number | undefined,
    fn: (client: GramClient) => Promise<T>,
  ): Promise<T> {
    const client = this.options.createClient(session);
    try {
      // The session string names its DC; a state whose dcId disagrees was not produced by sendCode.
      if (dcId !== undefined && client.dcId() !== dcId)
        throw telegramError(400, 'PHONE_CODE_HASH_EMPTY', this.now());
      return await this.timed(
        (async () => {
          await client.connect();
          return fn(client);
        })(),
      );
    } catch (error) {
      throw gramError(error, this.now());
    } finally {
      await client.destroy().catch(() => undefined);
    }
  }

  private async pooled<T>(session: string, fn: (client: GramClient) => Promise<T>): Promise<T> {
    try {
      return await this.timed(this.pool.use(session, fn));
    } catch (error) {
      const mapped = gramError(error, this.now());
      // A dead session or a wedged connection is not kept.
      if (mapped instanceof PlatformError && ['auth_expired', 'unavailable'].includes(mapped.kind))
        await this.pool.evict(session);
      throw mapped;
    }
  }

  private timed<T>(work: Promise<T>): Promise<T> {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const timeout = new Promise<never>((_, reject) => {
      timer = setTimeout(
        () =>
          reject(
            new PlatformError('telegram', 'unavailable', {
              message: 'Telegram did not answer in time. Try again in a moment.',
              upstreamCode: 'TIMEOUT',
            }),
          ),
        this.timeoutMs,
      );
    });
    return Promise.race([work, timeout]).finally(() => clearTimeout(timer));
  }
}

function authorized(
  auth: Api.auth.TypeAuthorization,
  client: GramClient,
): { session: string; user: TelegramUser } {
  if (auth instanceof Api.auth.AuthorizationSignUpRequired)
    throw new PlatformError('telegram', 'forbidden', {
      upstreamCode: 'SIGN_UP_REQUIRED',
      message: 'This phone number has no Telegram account. Sign up in a Telegram app first.',
    });
  if (!(auth.user instanceof Api.User))
    throw new PlatformError('telegram', 'unexpected', { upstreamCode: auth.user.className });
  return { session: client.saveSession(), user: userFromGram(auth.user) };
}

/** From the entity cache, else after a dialogs call fills it; an unknown chat is not_found. */
async function resolvePeer(client: GramClient, dialogId: string): Promise<Api.TypeInputPeer> {
  if (!/^-?\d+$/.test(dialogId)) throw telegramError(400, 'PEER_ID_INVALID');
  try {
    return await client.getInputEntity(dialogId);
  } catch {
    // Not cached (or GramJS's access-hash-0 guess was refused): the dialogs call caches the chat.
  }
  await client.getDialogs({ limit: 500 });
  try {
    return await client.getInputEntity(dialogId);
  } catch (error) {
    if (rpcMessage(error) !== undefined) throw error;
    throw telegramError(400, 'PEER_ID_INVALID');
  }
}
