import type { Api } from 'telegram';
import { TelegramClient } from 'telegram';
import type { Dialog } from 'telegram/tl/custom/dialog';
import { LogLevel, Logger } from 'telegram/extensions/Logger';
import { returnBigInt } from 'telegram/Helpers';
import { StringSession } from 'telegram/sessions';

/** The fields of GramJS's custom `Dialog` the gateway reads (plain objects in tests). */
export type GramDialog = Pick<
  Dialog,
  'id' | 'title' | 'name' | 'entity' | 'isUser' | 'isGroup' | 'isChannel' | 'unreadCount' | 'date'
>;

export interface GramHistoryParams {
  limit: number;
  offsetId?: number;
  /** Unix seconds, exclusive: only older messages. */
  offsetDate?: number;
}

/**
 * The small part of GramJS's `TelegramClient` the gateway uses. Tests inject a fake of it; production
 * wraps the real client (`gramClientFactory`). One client = one StringSession = one auth key.
 */
export interface GramClient {
  connect(): Promise<void>;
  /** Disconnects and stops GramJS's update loop for good. */
  destroy(): Promise<void>;
  /** `StringSession.save()`: DC id, server address, port and auth key. A secret. */
  saveSession(): string;
  /** The DC the session is bound to now (SendCode may migrate it: PHONE_MIGRATE_X). */
  dcId(): number;
  invoke<R extends Api.AnyRequest>(request: R): Promise<R['__response']>;
  getMe(): Promise<Api.User>;
  getDialogs(params: { limit: number }): Promise<GramDialog[]>;
  /** Resolves a marked peer id from the client's entity cache (filled by getDialogs). */
  getInputEntity(markedId: string): Promise<Api.TypeInputPeer>;
  /** Newest first. Also returns `Api.MessageService` entries (joins, pins). */
  getMessages(peer: Api.TypeInputPeer, params: GramHistoryParams): Promise<Api.TypeMessage[]>;
}

export type GramClientFactory = (session: string) => GramClient;

export interface GramClientOptions {
  apiId: number;
  apiHash: string;
  deviceModel?: string;
  appVersion?: string;
  /**
   * FLOOD_WAIT up to this many seconds is slept inside GramJS; longer ones surface as rate_limited.
   * Kept small: a web request should not hang for a minute (GramJS's default is 60).
   */
  floodSleepThreshold?: number;
}

/** Production: a real GramJS client over TCP (Node), GramJS's own logging silenced. */
export function gramClientFactory(options: GramClientOptions): GramClientFactory {
  return (session) => {
    const client = new TelegramClient(new StringSession(session), options.apiId, options.apiHash, {
      connectionRetries: 2,
      retryDelay: 500,
      floodSleepThreshold: options.floodSleepThreshold ?? 5,
      deviceModel: options.deviceModel ?? 'SocialPulse server',
      appVersion: options.appVersion ?? '0.1.0',
      baseLogger: new Logger(LogLevel.NONE),
    });
    return {
      connect: async () => {
        await client.connect();
      },
      destroy: () => client.destroy(),
      saveSession: () => (client.session as StringSession).save(),
      dcId: () => client.session.dcId,
      invoke: (request) => client.invoke(request),
      getMe: () => client.getMe(false),
      getDialogs: (params) => client.getDialogs({ limit: params.limit, archived: false }),
      // A big integer, not the string: a string that misses the cache is resolved as a username.
      getInputEntity: (markedId) => client.getInputEntity(returnBigInt(markedId)),
      getMessages: (peer, params) => client.getMessages(peer, params),
    };
  };
}
