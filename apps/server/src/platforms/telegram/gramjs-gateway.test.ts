import { Api } from 'telegram';
import { RPCError } from 'telegram/errors';
import { returnBigInt } from 'telegram/Helpers';
import { afterEach, describe, expect, it } from 'vitest';
import { TelegramConnector } from '@/platforms/telegram/connector';
import type { TelegramLoginState } from '@/platforms/telegram/gateway';
import type { GramClient, GramDialog } from '@/platforms/telegram/gramjs-client';
import { FakeTelegram } from '@/platforms/telegram/gramjs-fake';
import { GramJsTelegramGateway } from '@/platforms/telegram/gramjs-gateway';
import { rejection } from '@/platforms/testing/rejection';
import { testClock } from '@/platforms/testing/sandbox-server';

const clock = testClock('2026-11-18T15:30:00Z');
const nowSec = Math.floor(clock.now().getTime() / 1000);
const gateways: GramJsTelegramGateway[] = [];

/** One gateway per API replica; all talk to the same fake Telegram. */
function replica(telegram: FakeTelegram, timeoutMs?: number): GramJsTelegramGateway {
  const gateway = new GramJsTelegramGateway({
    apiId: 1,
    apiHash: 'hash',
    createClient: telegram.factory,
    // The fake's password params have no real SRP group: pass the password through as A.
    computeCheck: (_params, secret) =>
      Promise.resolve(
        new Api.InputCheckPasswordSRP({
          srpId: returnBigInt(1),
          A: Buffer.from(secret),
          M1: Buffer.alloc(0),
        }),
      ),
    now: clock.now,
    ...(timeoutMs ? { timeoutMs } : {}),
  });
  gateways.push(gateway);
  return gateway;
}

afterEach(async () => {
  await Promise.all(gateways.splice(0).map((g) => g.close()));
});

const roundTrip = <T>(value: T): T => JSON.parse(JSON.stringify(value)) as T;

describe('GramJS gateway: login', () => {
  it('send code → sign in, the session reads the account; login clients are closed', async () => {
    const telegram = new FakeTelegram();
    const gateway = replica(telegram);
    const sent = await gateway.sendCode(' +1 555-123 4567 ');
    expect(sent).toMatchObject({
      phone: '+15551234567',
      phoneCodeHash: 'hash-1',
      codeVia: 'sms',
      timeoutSeconds: 60,
      dcId: 2,
    });
    const result = await gateway.signIn(sent, ' 12345 ');
    expect(result).toMatchObject({ status: 'ok', user: { firstName: 'Ada', username: 'ada' } });
    if (result.status !== 'ok') return;
    expect(result.session).toBe(sent.session);
    expect(telegram.destroyed).toBe(2);
    expect(await gateway.getMe(result.session)).toMatchObject({
      id: '234567',
      lastName: 'Lovelace',
    });
  });

  it('another replica finishes the login from the serialised state, on the DC SendCode migrated to', async () => {
    const telegram = new FakeTelegram();
    const sent = roundTrip(await replica(telegram).sendCode('+7 900 123 4567'));
    expect(sent.dcId).toBe(4);
    expect(sent.session).toMatch(/^dc4:/);
    const result = await replica(telegram).signIn(sent, FakeTelegram.code);
    expect(result.status).toBe('ok');
    // A state whose session is not the one SendCode used reads as an expired code.
    const other = await replica(telegram).sendCode('+7 900 123 4567');
    const mixed: TelegramLoginState = { ...sent, session: other.session };
    expect((await rejection(replica(telegram).signIn(mixed, '12345'))).kind).toBe('code_expired');
    expect((await rejection(replica(telegram).signIn({ ...other, dcId: 2 }, '12345'))).kind).toBe(
      'code_expired',
    );
    expect(
      (await rejection(replica(telegram).signIn({ ...other, session: '' }, '12345'))).kind,
    ).toBe('code_expired');
  });

  it('sign in → SESSION_PASSWORD_NEEDED → password step on another replica', async () => {
    const telegram = new FakeTelegram();
    const sent = await replica(telegram).sendCode(FakeTelegram.twoFactorPhone);
    const step = await replica(telegram).signIn(roundTrip(sent), FakeTelegram.code);
    expect(step).toMatchObject({ status: 'password_needed', hint: 'cat' });
    if (step.status !== 'password_needed') return;
    const state = roundTrip(step.state);
    const wrong = await rejection(replica(telegram).checkPassword(state, 'guess'));
    expect(wrong.kind).toBe('invalid_password');
    expect(wrong.upstreamCode).toBe('PASSWORD_HASH_INVALID');
    const done = await replica(telegram).checkPassword(state, FakeTelegram.password);
    expect(done.user.phone).toBe('15550002222');
    expect(await replica(telegram).getMe(done.session)).toMatchObject({ firstName: 'Ada' });
    expect(telegram.calls).toEqual(
      expect.arrayContaining(['account.GetPassword', 'auth.CheckPassword']),
    );
  });

  it.each([
    ['PHONE_CODE_INVALID', 'invalid_code', 'Invalid verification code'],
    ['PHONE_CODE_EXPIRED', 'code_expired', 'expired'],
    ['PHONE_NUMBER_INVALID', 'invalid_phone', 'international format'],
    ['PASSWORD_HASH_INVALID', 'invalid_password', 'incorrect'],
    ['AUTH_KEY_UNREGISTERED', 'auth_expired', 'Connect Telegram'],
    ['SESSION_REVOKED', 'auth_expired', 'Connect Telegram'],
    ['PHONE_NUMBER_BANNED', 'forbidden', 'banned'],
    ['CHANNEL_PRIVATE', 'forbidden', 'private'],
  ])('maps %s to %s like the sandbox', async (errorMessage, kind, text) => {
    const telegram = new FakeTelegram();
    telegram.failNext.set(
      'auth.SendCode',
      new RPCError(errorMessage, new Api.help.GetConfig(), 400),
    );
    const error = await rejection(replica(telegram).sendCode('+15551234567'));
    expect(error.kind).toBe(kind);
    expect(error.upstreamCode).toBe(errorMessage);
    expect(error.message).toContain(text);
  });

  it('the real code paths produce invalid_code, code_expired and invalid_phone', async () => {
    const telegram = new FakeTelegram();
    const gateway = replica(telegram);
    const sent = await gateway.sendCode('+15551230000');
    expect((await rejection(gateway.signIn(sent, '54321'))).kind).toBe('invalid_code');
    expect((await rejection(gateway.signIn({ ...sent, phoneCodeHash: 'x' }, '12345'))).kind).toBe(
      'code_expired',
    );
    const bad = await rejection(gateway.sendCode('call me'));
    expect(bad.upstreamCode).toBe('PHONE_NUMBER_INVALID');
    expect(telegram.calls.filter((c) => c === 'auth.SendCode')).toHaveLength(1);
  });

  it('FLOOD_WAIT_n (GramJS FloodWaitError, errorMessage "FLOOD") → rate_limited with the seconds', async () => {
    const telegram = new FakeTelegram();
    telegram.failNext.set('auth.SendCode', telegram.floodWait(42));
    const error = await rejection(replica(telegram).sendCode('+15551234567'));
    expect(error.kind).toBe('rate_limited');
    expect(error.upstreamCode).toBe('FLOOD_WAIT_42');
    expect(error.retryAfterSeconds(clock.now())).toBe(42);
    expect(error.message).toContain('42 seconds');
    const session = telegram.signedInSession();
    telegram.failNext.set('getDialogs', telegram.floodWait(300));
    expect(
      (await rejection(replica(telegram).getDialogs(session))).retryAfterSeconds(clock.now()),
    ).toBe(300);
  });

  it('network failures and timeouts are unavailable, without the session in the message', async () => {
    const telegram = new FakeTelegram();
    telegram.failNext.set('connect', new Error('connect ECONNREFUSED 149.154.167.51:443'));
    const session = telegram.signedInSession();
    const down = await rejection(replica(telegram).getMe(session));
    expect(down.kind).toBe('unavailable');
    expect(down.message).not.toContain(session);
    const stuck = new GramJsTelegramGateway({
      apiId: 1,
      apiHash: 'hash',
      timeoutMs: 20,
      createClient: (s) =>
        Object.assign(Object.create(telegram.factory(s)) as GramClient, {
          connect: () => new Promise<void>(() => undefined),
        }),
    });
    const timedOut = await rejection(stuck.getMe(session));
    expect(timedOut).toMatchObject({ kind: 'unavailable', upstreamCode: 'TIMEOUT' });
    await stuck.close();
  });

  it('logout ends the session on Telegram; logging out a dead session succeeds', async () => {
    const telegram = new FakeTelegram();
    const gateway = replica(telegram);
    const session = telegram.signedInSession();
    await gateway.getMe(session);
    await gateway.logout(session);
    expect(telegram.calls).toContain('auth.LogOut');
    const error = await rejection(gateway.getMe(session));
    expect(error.upstreamCode).toBe('AUTH_KEY_UNREGISTERED');
    expect(error.needsReconnect).toBe(true);
    await expect(gateway.logout(session)).resolves.toBeUndefined();
  });
});

const user = new Api.User({ id: returnBigInt(42), firstName: 'Grace', lastName: 'Hopper' });
const basic = new Api.Chat({
  id: returnBigInt(77),
  title: 'Family',
  participantsCount: 5,
  photo: new Api.ChatPhotoEmpty(),
  date: 0,
  version: 1,
});
const channel = new Api.Channel({
  id: returnBigInt(1234),
  title: 'Tech Digest',
  username: 'techdigest',
  broadcast: true,
  participantsCount: 9000,
  photo: new Api.ChatPhotoEmpty(),
  date: 0,
});
const supergroup = new Api.Channel({
  id: returnBigInt(5678),
  title: 'Makers',
  megagroup: true,
  photo: new Api.ChatPhotoEmpty(),
  date: 0,
});

function dialog(
  id: string,
  entity: GramDialog['entity'],
  flags: Partial<GramDialog>,
  title?: string,
): GramDialog {
  return {
    id: returnBigInt(id),
    entity,
    isUser: false,
    isGroup: false,
    isChannel: false,
    unreadCount: 3,
    date: nowSec - 60,
    ...(title ? { title, name: title } : {}),
    ...flags,
  };
}

function document(mimeType: string, attributes: Api.TypeDocumentAttribute[]): Api.Document {
  return new Api.Document({
    id: returnBigInt(1),
    accessHash: returnBigInt(1),
    fileReference: Buffer.alloc(0),
    date: 0,
    mimeType,
    size: returnBigInt(10),
    dcId: 2,
    attributes,
  });
}

const MEDIA: [Api.TypeMessageMedia | undefined, string | undefined][] = [
  [undefined, undefined],
  [new Api.MessageMediaPhoto({}), 'photo'],
  [
    new Api.MessageMediaDocument({
      document: document('video/mp4', [
        new Api.DocumentAttributeVideo({ duration: 4, w: 1, h: 1 }),
      ]),
    }),
    'video',
  ],
  [new Api.MessageMediaDocument({ voice: true, document: document('audio/ogg', []) }), 'voice'],
  [
    new Api.MessageMediaDocument({
      document: document('audio/mpeg', [new Api.DocumentAttributeAudio({ duration: 100 })]),
    }),
    'audio',
  ],
  [
    new Api.MessageMediaDocument({
      document: document('image/webp', [
        new Api.DocumentAttributeSticker({
          alt: '🙂',
          stickerset: new Api.InputStickerSetEmpty(),
        }),
      ]),
    }),
    'sticker',
  ],
  [new Api.MessageMediaDocument({ document: document('application/pdf', []) }), 'document'],
  [
    new Api.MessageMediaWebPage({ webpage: new Api.WebPageEmpty({ id: returnBigInt(1) }) }),
    'webpage',
  ],
  [new Api.MessageMediaGeo({ geo: new Api.GeoPointEmpty() }), 'geo'],
  [new Api.MessageMediaDice({ value: 6, emoticon: '🎲' }), 'other'],
];

/** A channel post every `stepSec` seconds back from now, ids descending; every 11th is a service message (a pin). */
function channelHistory(count: number, stepSec: number): Api.TypeMessage[] {
  return Array.from({ length: count }, (_, i) => {
    const id = count - i;
    const date = nowSec - 30 - i * stepSec;
    const peerId = new Api.PeerChannel({ channelId: returnBigInt(1234) });
    if (i % 11 === 10)
      return new Api.MessageService({
        id,
        peerId,
        date,
        action: new Api.MessageActionPinMessage(),
      });
    return new Api.Message({
      id,
      peerId,
      date,
      message: `post ${id}`,
      post: true,
      views: 1000 + id,
      forwards: 2,
      replies: new Api.MessageReplies({ replies: 7, repliesPts: 1, comments: true }),
      reactions: new Api.MessageReactions({
        results: [
          new Api.ReactionCount({ reaction: new Api.ReactionEmoji({ emoticon: '👍' }), count: 3 }),
          new Api.ReactionCount({
            reaction: new Api.ReactionCustomEmoji({ documentId: returnBigInt(99) }),
            count: 2,
          }),
        ],
      }),
      ...(MEDIA[i % MEDIA.length]?.[0] ? { media: MEDIA[i % MEDIA.length]?.[0] } : {}),
    });
  });
}

function world(): { telegram: FakeTelegram; session: string; connector: TelegramConnector } {
  const telegram = new FakeTelegram();
  telegram.dialogs = [
    dialog('42', user, { isUser: true }, 'Grace Hopper'),
    dialog('-77', basic, { isGroup: true }),
    dialog('-1001234', channel, { isChannel: true }),
    dialog('-1005678', supergroup, { isChannel: true, isGroup: true }, 'Makers'),
  ];
  telegram.history.set('-1001234', channelHistory(400, 1800));
  telegram.history.set('42', [
    new Api.Message({
      id: 5,
      peerId: new Api.PeerUser({ userId: returnBigInt(42) }),
      fromId: new Api.PeerUser({ userId: returnBigInt(42) }),
      date: nowSec - 100,
      message: 'hi',
      out: false,
    }),
    new Api.Message({
      id: 4,
      peerId: new Api.PeerUser({ userId: returnBigInt(42) }),
      date: nowSec - 200,
      message: 'hello',
      out: true,
    }),
  ]);
  const connector = new TelegramConnector(replica(telegram));
  return { telegram, session: telegram.signedInSession(), connector };
}

describe('GramJS gateway: dialogs and messages', () => {
  it('maps private chats, basic groups, supergroups and broadcast channels', async () => {
    const { session, connector } = world();
    const dialogs = await connector.gateway.getDialogs(session, { limit: 100 });
    expect(dialogs).toEqual([
      {
        id: '42',
        title: 'Grace Hopper',
        kind: 'private',
        unreadCount: 3,
        lastMessageDate: nowSec - 60,
      },
      expect.objectContaining({ id: '-77', title: 'Family', kind: 'group', participantsCount: 5 }),
      expect.objectContaining({
        id: '-1001234',
        title: 'Tech Digest',
        kind: 'channel',
        username: 'techdigest',
        participantsCount: 9000,
      }),
      expect.objectContaining({ id: '-1005678', kind: 'group' }),
    ]);
    expect(dialogs.every((d) => d.avatar === undefined)).toBe(true);
    expect((await connector.listSources({ session })).map((s) => s.type)).toEqual([
      'private',
      'group',
      'channel',
      'group',
    ]);
  });

  it('maps engagement, media kinds and links of channel posts', async () => {
    const { session, connector } = world();
    const messages = await connector.gateway.getMessages(session, '-1001234', { limit: 10 });
    expect(messages).toHaveLength(10);
    expect(messages[0]).toMatchObject({
      id: 400,
      dialogId: '-1001234',
      post: true,
      views: 1400,
      forwards: 2,
      replies: 7,
      reactions: [
        { emoji: '👍', count: 3 },
        { emoji: 'custom:99', count: 2 },
      ],
    });
    expect(messages[0]?.media).toBeUndefined();
    // One page skipped the service message and read on to fill the limit.
    const all = await connector.gateway.getMessages(session, '-1001234', { limit: 100 });
    expect(all.map((m) => m.media).slice(0, MEDIA.length)).toEqual(MEDIA.map(([, kind]) => kind));
    const items = (
      await connector.fetchItems({ session }, '-1001234', {
        since: new Date(clock.now().getTime() - 3600_000),
        until: clock.now(),
      })
    ).items;
    expect(items[0]).toMatchObject({
      id: '-1001234_400',
      url: 'https://t.me/techdigest/400',
      engagement: { likes: 5, comments: 7, views: 1400, shares: 2 },
    });
  });

  it('private messages: sender, own messages, and the chat is resolved through the dialogs once', async () => {
    const { telegram, session, connector } = world();
    const result = await connector.fetchItems({ session }, '42', {
      since: new Date(0),
      until: clock.now(),
    });
    expect(result.items.map((i) => [i.text, i.author])).toEqual([
      ['hi', 'Grace Hopper'],
      ['hello', 'You'],
    ]);
    expect(result.truncated).toBe(false);
    // Pooled: one connection for dialogs and history.
    expect(new Set(telegram.connects).size).toBe(1);
    const unknown = await rejection(
      connector.gateway.getMessages(session, '-100999', { limit: 5 }),
    );
    expect(unknown.kind).toBe('not_found');
  });

  it('pages backwards and stops at the start of the window', async () => {
    const { telegram, session, connector } = world();
    const window = { since: new Date(clock.now().getTime() - 7 * 86400_000), until: clock.now() };
    const result = await connector.fetchItems({ session }, '-1001234', window);
    // 7 days at one post per 30 minutes = 336 slots, one in eleven a service message.
    expect(result.items.length).toBe(300);
    expect(result.truncated).toBe(true);
    const [first, ...more] = telegram.historyCalls;
    expect(first).toMatchObject({ limit: 100, offsetDate: nowSec });
    expect(more.length).toBeGreaterThan(2);
    expect(more.every((c) => c.offsetId !== undefined && c.offsetDate === undefined)).toBe(true);
    const before = telegram.historyCalls.length;
    const short = await connector.fetchItems({ session }, '-1001234', {
      since: new Date(clock.now().getTime() - 86400_000),
      until: clock.now(),
    });
    expect(short.truncated).toBe(false);
    // 48 slots in the last day, 4 of them pins.
    expect(short.items.length).toBe(44);
    const times = short.items.map((i) => Date.parse(i.createdAt));
    expect(times.every((t) => t >= clock.now().getTime() - 86400_000)).toBe(true);
    // The oldest message of the first page is already before the window: no second page.
    expect(telegram.historyCalls.length - before).toBe(1);
  });

  it('stops at the caps and respects the upper bound of the window', async () => {
    const { telegram, session, connector } = world();
    const until = new Date(clock.now().getTime() - 5 * 3600_000);
    const capped = await connector.fetchItems({ session }, '-1001234', {
      since: new Date(0),
      until,
      caps: { maxItems: 1000, maxPages: 2 },
    });
    expect(capped.items.length).toBe(200);
    expect(capped.truncated).toBe(true);
    expect(capped.items.every((i) => Date.parse(i.createdAt) < until.getTime())).toBe(true);
    expect(telegram.historyCalls[0]?.offsetDate).toBe(Math.ceil(until.getTime() / 1000));
    expect(telegram.historyCalls.every((c) => c.limit <= 100)).toBe(true);
  });
});
