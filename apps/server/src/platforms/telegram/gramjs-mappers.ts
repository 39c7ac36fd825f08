import { Api } from 'telegram';
import type { GramDialog } from '@/platforms/telegram/gramjs-client';
import type {
  TelegramDialog,
  TelegramDialogKind,
  TelegramMediaKind,
  TelegramMessage,
  TelegramReaction,
  TelegramUser,
} from '@/platforms/telegram/gateway';

/** GramJS ids are `big-integer` objects (or bigint/number in places): always strings here. */
function idString(id: { toString(): string } | undefined): string | undefined {
  return id === undefined ? undefined : id.toString();
}

export function userFromGram(user: Api.User): TelegramUser {
  return {
    id: user.id.toString(),
    firstName: user.firstName ?? '',
    ...(user.lastName ? { lastName: user.lastName } : {}),
    ...(user.username ? { username: user.username } : {}),
    ...(user.phone ? { phone: user.phone } : {}),
  };
}

function userName(user: Api.User): string {
  return (
    [user.firstName, user.lastName].filter(Boolean).join(' ') || user.username || 'Deleted Account'
  );
}

/**
 * GramJS flags: isGroup covers basic groups and supergroups (megagroups), isChannel
 * covers broadcast channels and supergroups, so a broadcast channel is isChannel && !isGroup.
 */
function dialogKind(dialog: GramDialog): TelegramDialogKind {
  if (dialog.isUser) return 'private';
  if (dialog.isGroup) return 'group';
  return dialog.isChannel ? 'channel' : 'group';
}

/** Avatars are left out: each needs a downloadProfilePhoto round trip per dialog. */
export function dialogFromGram(dialog: GramDialog): TelegramDialog | undefined {
  const id = idString(dialog.id);
  if (id === undefined) return undefined;
  const entity = dialog.entity;
  const title =
    dialog.title ??
    dialog.name ??
    (entity instanceof Api.User
      ? userName(entity)
      : entity && 'title' in entity
        ? entity.title
        : id);
  const username =
    entity instanceof Api.User || entity instanceof Api.Channel ? entity.username : undefined;
  const participants =
    entity instanceof Api.Channel || entity instanceof Api.Chat
      ? entity.participantsCount
      : undefined;
  return {
    id,
    title,
    kind: dialogKind(dialog),
    ...(username ? { username } : {}),
    ...(participants !== undefined ? { participantsCount: participants } : {}),
    unreadCount: dialog.unreadCount,
    ...(dialog.date ? { lastMessageDate: dialog.date } : {}),
  };
}

function documentKind(media: Api.MessageMediaDocument): TelegramMediaKind {
  if (media.voice) return 'voice';
  if (media.video || media.round) return 'video';
  const doc = media.document;
  if (!(doc instanceof Api.Document)) return 'document';
  for (const attr of doc.attributes) {
    if (attr instanceof Api.DocumentAttributeSticker) return 'sticker';
    if (attr instanceof Api.DocumentAttributeAudio) return attr.voice ? 'voice' : 'audio';
    if (attr instanceof Api.DocumentAttributeVideo || attr instanceof Api.DocumentAttributeAnimated)
      return 'video';
  }
  if (doc.mimeType.startsWith('video/')) return 'video';
  if (doc.mimeType.startsWith('audio/')) return 'audio';
  return 'document';
}

export function mediaKind(media: Api.TypeMessageMedia | undefined): TelegramMediaKind | undefined {
  if (!media || media instanceof Api.MessageMediaEmpty) return undefined;
  if (media instanceof Api.MessageMediaPhoto) return 'photo';
  if (media instanceof Api.MessageMediaDocument) return documentKind(media);
  if (media instanceof Api.MessageMediaPoll) return 'poll';
  if (media instanceof Api.MessageMediaWebPage) return 'webpage';
  if (
    media instanceof Api.MessageMediaGeo ||
    media instanceof Api.MessageMediaGeoLive ||
    media instanceof Api.MessageMediaVenue
  )
    return 'geo';
  return 'other';
}

function reactionsOf(message: Api.Message): TelegramReaction[] {
  return (message.reactions?.results ?? []).flatMap((r): TelegramReaction[] => {
    if (r.reaction instanceof Api.ReactionEmoji)
      return [{ emoji: r.reaction.emoticon, count: r.count }];
    if (r.reaction instanceof Api.ReactionCustomEmoji)
      return [{ emoji: `custom:${r.reaction.documentId.toString()}`, count: r.count }];
    if (r.reaction instanceof Api.ReactionPaid) return [{ emoji: 'paid', count: r.count }];
    return [];
  });
}

function senderIdOf(peer: Api.TypePeer | undefined): string | undefined {
  if (peer instanceof Api.PeerUser) return peer.userId.toString();
  if (peer instanceof Api.PeerChat) return `-${peer.chatId.toString()}`;
  if (peer instanceof Api.PeerChannel) return `-100${peer.channelId.toString()}`;
  return undefined;
}

function senderNameOf(message: Api.Message): string | undefined {
  if (message.postAuthor) return message.postAuthor;
  // `sender` is filled by GramJS from the users/chats that came with the history page.
  const sender = message.sender;
  if (sender instanceof Api.User) return userName(sender);
  if (sender && 'title' in sender) return sender.title;
  return undefined;
}

export function messageFromGram(message: Api.Message, dialogId: string): TelegramMessage {
  const senderId = senderIdOf(message.fromId);
  const senderName = senderNameOf(message);
  const media = mediaKind(message.media);
  return {
    id: message.id,
    dialogId,
    date: message.date,
    text: message.message ?? '',
    ...(senderId ? { senderId } : {}),
    ...(senderName ? { senderName } : {}),
    post: Boolean(message.post),
    out: Boolean(message.out),
    ...(message.views !== undefined ? { views: message.views } : {}),
    ...(message.forwards !== undefined ? { forwards: message.forwards } : {}),
    ...(message.replies ? { replies: message.replies.replies } : {}),
    reactions: reactionsOf(message),
    ...(media ? { media } : {}),
    ...(message.editDate ? { editDate: message.editDate } : {}),
  };
}
