import type {
  TelegramMediaKind,
  TelegramMessage,
  TelegramReaction,
} from '@/platforms/telegram/gateway';
import {
  DIALOGS,
  HISTORY_START_BUCKET,
  IDS_PER_BUCKET,
  corpusOf,
  dialogId,
  type DialogDef,
} from '@/platforms/telegram/sandbox/dialogs';
import { flatReplies, type SourcePost } from '@/platforms/sandbox/corpus';
import { rngFor, type Rng } from '@/platforms/sandbox/prng';
import { growth, type Slot } from '@/platforms/sandbox/timeline';

const EMOJI = ['👍', '❤️', '🔥', '😂', '👏', '🤯', '😢', '🎉', '🤔', '🙏'];

export function messageId(slot: Slot): number {
  return (slot.bucket - HISTORY_START_BUCKET) * IDS_PER_BUCKET + slot.idx + 1;
}

export function slotOfMessageId(id: number): { bucket: number; idx: number } {
  return {
    bucket: Math.floor((id - 1) / IDS_PER_BUCKET) + HISTORY_START_BUCKET,
    idx: (id - 1) % IDS_PER_BUCKET,
  };
}

/** A message's attachment is what the corpus says it is: a photo post has a photo. */
const KIND_MEDIA: Partial<Record<SourcePost['kind'], TelegramMediaKind>> = {
  photo: 'photo',
  video: 'video',
  short: 'video',
  link: 'webpage',
  poll: 'poll',
};

function reactions(rng: Rng, total: number): TelegramReaction[] {
  if (total <= 0) return [];
  const picked = rng.sample(EMOJI, rng.int(1, 4));
  let left = total;
  return picked
    .map((emoji, i) => {
      const count =
        i === picked.length - 1 ? left : Math.max(1, Math.floor(left * (0.4 + rng.next() * 0.4)));
      left = Math.max(0, left - count);
      return { emoji, count };
    })
    .filter((r) => r.count > 0);
}

/** A group's people keep their ids: the n-th member of the chat's corpus file. */
function member(index: number, members: readonly string[], name: string): string {
  return String(6_000_000_000 + index * 1000 + Math.max(0, members.indexOf(name)));
}

export function message(index: number, slot: Slot, now: number): TelegramMessage {
  const def = DIALOGS[index] as DialogDef;
  const corpus = corpusOf(index);
  const entry = corpus.entries[slot.entry];
  if (!entry) throw new Error(`${def.title} has no corpus entry ${slot.entry}`);
  const rng = rngFor('tg-message', index, slot.bucket, slot.idx);
  const age = now - slot.at;
  const base = {
    id: messageId(slot),
    dialogId: dialogId(index),
    date: Math.floor(slot.at / 1000),
  };
  const { post } = entry;
  if (def.kind === 'channel') {
    const kind = KIND_MEDIA[post.kind];
    const tag = rng.chance(0.4) ? (corpus.file.tags[0] ?? '') : '';
    const views = Math.round((def.members ?? 1000) * 0.25 * rng.heavyTail(0.6) * growth(age, 6));
    const reacted = Math.round(views * 0.012 * rng.heavyTail(0.8));
    const text = [post.text ?? '', kind === 'poll' ? '' : tag].filter((p) => p !== '').join('\n\n');
    return {
      ...base,
      media: kind,
      text,
      post: true,
      out: false,
      views,
      forwards: Math.round(views * 0.004 * rng.heavyTail(0.8)),
      // Fewer comments than reactions, fewer reactions than views.
      ...(def.comments
        ? { replies: Math.min(reacted, Math.round(views * 0.002 * rng.heavyTail(1))) }
        : {}),
      reactions: reactions(rng, reacted),
    };
  }
  const said = entry.reply === undefined ? undefined : flatReplies(post.replies)[entry.reply];
  const author = said?.author ?? post.author ?? '';
  const out = author === 'me';
  const sender =
    def.kind === 'private'
      ? { id: dialogId(index), name: def.title }
      : { id: member(index, corpus.file.members ?? [], author), name: author };
  // Replies in the corpus are text; the message that opens a thread may be a photo with a caption.
  const kind = said ? undefined : KIND_MEDIA[post.kind];
  return {
    ...base,
    media: kind,
    text: said?.text ?? post.text ?? '',
    ...(out ? {} : { senderId: sender.id, senderName: sender.name }),
    post: false,
    out,
    ...(def.kind === 'group' && !said && post.replies.length > 0
      ? { replies: flatReplies(post.replies).length }
      : {}),
    reactions: rng.chance(0.35)
      ? reactions(rng, rng.int(1, def.members && def.members > 100 ? 40 : 5))
      : [],
  };
}
