import { Api } from 'telegram';
import { FloodWaitError, RPCError } from 'telegram/errors';
import { returnBigInt } from 'telegram/Helpers';
import type {
  GramClient,
  GramClientFactory,
  GramDialog,
  GramHistoryParams,
} from '@/platforms/telegram/gramjs-client';

/**
 * A test double of Telegram behind the GramJS client surface: no network. Sessions are strings
 * `dc<id>:<authKey>`; state lives in this object, so gateways built on the same fake act like API
 * replicas talking to the same Telegram. Errors are GramJS's own classes.
 */
export class FakeTelegram {
  static readonly code = '12345';
  static readonly password = 'hunter2';
  /** Numbers starting +7 live on DC 4: SendCode migrates (GramJS then uses a new auth key there). */
  static readonly twoFactorPhone = '+15550002222';

  readonly calls: string[] = [];
  readonly connects: string[] = [];
  destroyed = 0;
  /** The next invoke/read of this name throws this error once. */
  readonly failNext = new Map<string, Error>();
  dialogs: GramDialog[] = [];
  readonly history = new Map<string, Api.TypeMessage[]>();
  readonly historyCalls: (GramHistoryParams & { peer: string })[] = [];
  private keys = 0;
  private readonly codes = new Map<string, { phone: string; key: string }>();
  private readonly authorized = new Map<string, Api.User>();
  private readonly awaitingPassword = new Set<string>();

  readonly factory: GramClientFactory = (session) => new FakeClient(this, session);

  newKey(): string {
    return `key${++this.keys}`;
  }

  user(phone: string): Api.User {
    return new Api.User({
      id: returnBigInt(phone.replace(/\D/g, '').slice(-6)),
      firstName: 'Ada',
      lastName: 'Lovelace',
      username: 'ada',
      phone: phone.slice(1),
    });
  }

  fail(name: string): void {
    const error = this.failNext.get(name);
    if (!error) return;
    this.failNext.delete(name);
    throw error;
  }

  handle(request: Api.AnyRequest, client: FakeClient): unknown {
    this.calls.push(request.className);
    this.fail(request.className);
    if (request instanceof Api.auth.SendCode) {
      if (request.phoneNumber.startsWith('+7')) client.migrate(4);
      const hash = `hash-${this.codes.size + 1}`;
      this.codes.set(hash, { phone: request.phoneNumber, key: client.key });
      return new Api.auth.SentCode({
        type: new Api.auth.SentCodeTypeSms({ length: 5 }),
        phoneCodeHash: hash,
        timeout: 60,
      });
    }
    if (request instanceof Api.auth.SignIn) {
      const pending = this.codes.get(request.phoneCodeHash);
      if (!pending || pending.key !== client.key || pending.phone !== request.phoneNumber)
        throw new RPCError('PHONE_CODE_EXPIRED', request, 400);
      if (request.phoneCode !== FakeTelegram.code)
        throw new RPCError('PHONE_CODE_INVALID', request, 400);
      if (request.phoneNumber === FakeTelegram.twoFactorPhone) {
        this.awaitingPassword.add(client.key);
        throw new RPCError('SESSION_PASSWORD_NEEDED', request, 401);
      }
      return this.authorize(client.key, request.phoneNumber);
    }
    if (request instanceof Api.account.GetPassword)
      return new Api.account.Password({
        hasPassword: true,
        hint: 'cat',
        newAlgo: new Api.PasswordKdfAlgoUnknown(),
        newSecureAlgo: new Api.SecurePasswordKdfAlgoUnknown(),
        secureRandom: Buffer.alloc(0),
      });
    if (request instanceof Api.auth.CheckPassword) {
      if (!this.awaitingPassword.has(client.key))
        throw new RPCError('AUTH_KEY_UNREGISTERED', request, 401);
      const srp = request.password;
      if (!(srp instanceof Api.InputCheckPasswordSRP) || srp.A.toString() !== FakeTelegram.password)
        throw new RPCError('PASSWORD_HASH_INVALID', request, 400);
      this.awaitingPassword.delete(client.key);
      return this.authorize(client.key, FakeTelegram.twoFactorPhone);
    }
    if (request instanceof Api.auth.LogOut) {
      this.me(client.key);
      this.authorized.delete(client.key);
      return new Api.auth.LoggedOut({});
    }
    throw new RPCError('METHOD_NOT_FAKED', request, 400);
  }

  me(key: string): Api.User {
    const user = this.authorized.get(key);
    if (!user) throw new RPCError('AUTH_KEY_UNREGISTERED', new Api.help.GetConfig(), 401);
    return user;
  }

  private authorize(key: string, phone: string): Api.auth.Authorization {
    const user = this.user(phone);
    this.authorized.set(key, user);
    return new Api.auth.Authorization({ user });
  }

  /** A session of an already signed-in account, for the reading tests. */
  signedInSession(phone = '+15551234567'): string {
    const key = this.newKey();
    this.authorize(key, phone);
    return `dc2:${key}`;
  }

  floodWait(seconds: number): FloodWaitError {
    return new FloodWaitError({ request: undefined, capture: seconds });
  }
}

class FakeClient implements GramClient {
  key = '';
  private dc = 2;
  private readonly cache = new Set<string>();

  constructor(
    private readonly world: FakeTelegram,
    session: string,
  ) {
    const m = /^dc(\d+):(\w+)$/.exec(session);
    if (m) {
      this.dc = Number(m[1]);
      this.key = m[2] ?? '';
    }
  }

  connect(): Promise<void> {
    this.world.fail('connect');
    if (!this.key) this.key = this.world.newKey();
    this.world.connects.push(this.key);
    return Promise.resolve();
  }
  destroy(): Promise<void> {
    this.world.destroyed++;
    return Promise.resolve();
  }
  migrate(dc: number): void {
    this.dc = dc;
    this.key = this.world.newKey();
  }
  saveSession(): string {
    return `dc${this.dc}:${this.key}`;
  }
  dcId(): number {
    return this.dc;
  }
  invoke<R extends Api.AnyRequest>(request: R): Promise<R['__response']> {
    return Promise.resolve().then(() => this.world.handle(request, this) as R['__response']);
  }
  getMe(): Promise<Api.User> {
    return Promise.resolve().then(() => this.world.me(this.key));
  }
  getDialogs(params: { limit: number }): Promise<GramDialog[]> {
    return Promise.resolve().then(() => {
      this.world.calls.push('getDialogs');
      this.world.fail('getDialogs');
      this.world.me(this.key);
      const dialogs = this.world.dialogs.slice(0, params.limit);
      for (const d of dialogs) this.cache.add(String(d.id));
      return dialogs;
    });
  }
  getInputEntity(markedId: string): Promise<Api.TypeInputPeer> {
    return Promise.resolve().then(() => {
      if (!this.cache.has(markedId))
        throw new Error(`Could not find the input entity for ${markedId}`);
      return new Api.InputPeerChat({ chatId: returnBigInt(markedId) });
    });
  }
  getMessages(peer: Api.TypeInputPeer, params: GramHistoryParams): Promise<Api.TypeMessage[]> {
    return Promise.resolve().then(() => {
      this.world.fail('getMessages');
      this.world.me(this.key);
      const id = peer instanceof Api.InputPeerChat ? peer.chatId.toString() : '';
      this.world.historyCalls.push({ ...params, peer: id });
      return (this.world.history.get(id) ?? [])
        .filter((m) => params.offsetId === undefined || m.id < params.offsetId)
        .filter(
          (m) =>
            params.offsetDate === undefined || !('date' in m) || (m.date ?? 0) < params.offsetDate,
        )
        .slice(0, params.limit);
    });
  }
}
