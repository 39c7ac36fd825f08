/**
 * The port in front of MTProto. Production implements it with GramJS or its fork
 * (`telegram` / `teleproto`); the sandbox implements it in memory. Every method throws PlatformError,
 * mapped from Telegram's RPC `errorMessage` by `telegramError` (telegram/errors.ts).
 */

/**
 * Everything needed to finish a login on any API replica: store it (encrypted) between the phone and
 * code steps. `session` is the half-authorised session whose auth key SendCode was bound to; a new key
 * would make Telegram answer PHONE_CODE_EXPIRED.
 */
export interface TelegramLoginState {
  phone: string;
  phoneCodeHash: string;
  session: string;
  /**
   * GramJS: the DC SendCode left the session on (PHONE_MIGRATE_X moves it). The session string itself
   * carries that DC's address and auth key; this copy lets a replica refuse a mismatched state.
   */
  dcId?: number;
}

export interface SendCodeResult extends TelegramLoginState {
  /** Where Telegram sent the code: another logged-in app, or SMS. */
  codeVia: 'app' | 'sms';
  timeoutSeconds?: number;
  /**
   * Only the sandbox sets this: the code it "sent". No app receives it, so the connect dialog shows
   * it, marked as the sandbox's. A real gateway never knows the code.
   */
  sandboxCode?: string;
}

export interface TelegramUser {
  id: string;
  firstName: string;
  lastName?: string;
  username?: string;
  phone?: string;
  avatar?: string;
}

export type SignInResult =
  | { status: 'ok'; session: string; user: TelegramUser }
  /** The account has two-step verification: ask for the password, then call checkPassword with `state`. */
  | {
      status: 'password_needed';
      hint?: string;
      state: TelegramLoginState;
      /** Only the sandbox sets this: the test account's password, shown beside the form. */
      sandboxPassword?: string;
    };

export type TelegramDialogKind = 'private' | 'group' | 'channel';

export interface TelegramDialog {
  /** Marked peer id as a string: users positive, basic groups -id, channels and supergroups -100…id. */
  id: string;
  title: string;
  kind: TelegramDialogKind;
  username?: string;
  participantsCount?: number;
  /** A URL or data URL; GramJS needs downloadProfilePhoto for it. */
  avatar?: string;
  unreadCount: number;
  /** Unix seconds of the last message. */
  lastMessageDate?: number;
}

export type TelegramMediaKind =
  | 'photo'
  | 'video'
  | 'document'
  | 'audio'
  | 'voice'
  | 'sticker'
  | 'poll'
  | 'webpage'
  | 'geo'
  | 'other';

export interface TelegramReaction {
  /** The emoji, or `custom:<documentId>` for custom emoji. */
  emoji: string;
  count: number;
}

/** Our normalised DTO of `Api.Message`, not a wire format. */
export interface TelegramMessage {
  id: number;
  dialogId: string;
  /** Unix seconds. */
  date: number;
  text: string;
  senderId?: string;
  senderName?: string;
  /** A channel post rather than a member's message. */
  post: boolean;
  /** Sent by the signed-in user. */
  out: boolean;
  views?: number;
  forwards?: number;
  /** Replies, or discussion comments for channel posts. */
  replies?: number;
  reactions: TelegramReaction[];
  media?: TelegramMediaKind;
  editDate?: number;
}

export interface GetMessagesOptions {
  /** Inclusive lower bound. */
  since?: Date;
  /** Exclusive upper bound. */
  until?: Date;
  /** Always bounded: GramJS without a limit reads the whole history. At most 100. */
  limit: number;
  /** Only messages with a smaller id (paging backwards). */
  offsetId?: number;
}

export interface TelegramGateway {
  readonly sandboxed: boolean;
  sendCode(phone: string): Promise<SendCodeResult>;
  signIn(state: TelegramLoginState, code: string): Promise<SignInResult>;
  checkPassword(
    state: TelegramLoginState,
    password: string,
  ): Promise<{ session: string; user: TelegramUser }>;
  getMe(session: string): Promise<TelegramUser>;
  getDialogs(session: string, options?: { limit?: number }): Promise<TelegramDialog[]>;
  /** Newest first. */
  getMessages(
    session: string,
    dialogId: string,
    options: GetMessagesOptions,
  ): Promise<TelegramMessage[]>;
  /** Ends the session on Telegram's side too (auth.LogOut). */
  logout(session: string): Promise<void>;
}
