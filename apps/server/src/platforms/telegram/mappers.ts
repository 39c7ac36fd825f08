import type { TelegramSource } from '@socialpulse/contract';
import type {
  TelegramDialog,
  TelegramMediaKind,
  TelegramMessage,
} from '@/platforms/telegram/gateway';
import { clampText } from '@/platforms/shared/caps';
import type { ContentItem, DocumentCaps, MediaKind } from '@/platforms/types';

export function dialogToSource(dialog: TelegramDialog): TelegramSource {
  return {
    id: dialog.id,
    name: dialog.title,
    type: dialog.kind,
    ...(dialog.avatar ? { avatar: dialog.avatar } : {}),
  };
}

const MEDIA: Record<TelegramMediaKind, MediaKind> = {
  photo: 'photo',
  video: 'video',
  document: 'document',
  audio: 'audio',
  voice: 'audio',
  sticker: 'other',
  poll: 'poll',
  webpage: 'link',
  geo: 'other',
  other: 'other',
};

/** t.me links exist for public chats (username) and for channels and supergroups (t.me/c/…); not for private chats. */
export function messageUrl(
  dialog: Pick<TelegramDialog, 'id' | 'username'>,
  messageId: number,
): string {
  if (dialog.username) return `https://t.me/${dialog.username}/${messageId}`;
  if (dialog.id.startsWith('-100')) return `https://t.me/c/${dialog.id.slice(4)}/${messageId}`;
  return `tg://openmessage?chat_id=${dialog.id}&message_id=${messageId}`;
}

export function toContentItem(
  m: TelegramMessage,
  dialog: Pick<TelegramDialog, 'id' | 'username' | 'title'>,
  caps: DocumentCaps,
): ContentItem {
  const text = clampText(m.text, caps.maxTextChars);
  const likes = m.reactions.reduce((sum, r) => sum + r.count, 0);
  return {
    // Message ids count per chat, so the chat is part of the id.
    id: `${m.dialogId}_${m.id}`,
    platform: 'telegram',
    sourceId: dialog.id,
    url: messageUrl(dialog, m.id),
    text: text.text,
    author: m.out ? 'You' : (m.senderName ?? dialog.title),
    createdAt: new Date(m.date * 1000).toISOString(),
    engagement: {
      likes,
      comments: m.replies ?? 0,
      views: m.views ?? 0,
      score: likes,
      shares: m.forwards ?? 0,
      awards: 0,
    },
    media: m.media ? [MEDIA[m.media]] : [],
    comments: [],
    ...(text.truncated ? { truncated: true } : {}),
  };
}
