import type {
  TelegramMediaKind,
  TelegramMessage,
  TelegramReaction,
} from '@/platforms/telegram/gateway';
import {
  DIALOGS,
  HISTORY_START_BUCKET,
  IDS_PER_BUCKET,
  dialogId,
  timelineOf,
  type DialogDef,
} from '@/platforms/telegram/sandbox/dialogs';
import { chatTurn, pickPost } from '@/platforms/sandbox/corpus/schedule';
import { SUBJECTS } from '@/platforms/sandbox/corpus/registry';
import type { PieceStyle } from '@/platforms/sandbox/corpus/subject';
import { personName } from '@/platforms/sandbox/names';
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

function media(rng: Rng, def: DialogDef): TelegramMediaKind | undefined {
  const roll = rng.next();
  if (def.kind === 'channel') {
    return roll < 0.33
      ? 'photo'
      : roll < 0.45
        ? 'video'
        : roll < 0.5
          ? 'document'
          : roll < 0.65
            ? 'webpage'
            : roll < 0.68
              ? 'poll'
              : undefined;
  }
  return roll < 0.1
    ? 'photo'
    : roll < 0.13
      ? 'sticker'
      : roll < 0.16
        ? 'voice'
        : roll < 0.18
          ? 'video'
          : roll < 0.19
            ? 'document'
            : undefined;
}

/** A channel post's attachment follows what the post is: a photo post has a photo. */
const STYLE_MEDIA: Partial<Record<PieceStyle, TelegramMediaKind>> = {
  image: 'photo',
  video: 'video',
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

/** People of a group are stable per chat, so the same names keep talking. */
function member(index: number, rng: Rng): { id: string; name: string } {
  const which = rng.int(0, 11);
  const person = personName(rngFor('tg-member', index, which));
  return { id: String(6_000_000_000 + index * 1000 + which), name: person.full };
}

export function message(index: number, slot: Slot, now: number): TelegramMessage {
  const def = DIALOGS[index] as DialogDef;
  const subject = SUBJECTS[def.subject];
  const spec = timelineOf(index, now);
  const rng = rngFor('tg-message', index, slot.bucket, slot.idx);
  const age = now - slot.at;
  const base = {
    id: messageId(slot),
    dialogId: dialogId(index),
    date: Math.floor(slot.at / 1000),
  };
  if (def.kind === 'channel') {
    const pick = pickPost(`tg:${index}`, subject, spec, slot, 0.35);
    const title = pick.kind === 'beat' ? pick.active.beat.title : pick.piece.title;
    const body = pick.kind === 'beat' ? pick.active.beat.body : (pick.piece.body ?? '');
    const styled = pick.kind === 'piece' ? STYLE_MEDIA[pick.piece.style] : undefined;
    const drawn = media(rng, def);
    // Plain text posts sometimes carry a document; photos, videos, links and polls come from the piece.
    const kind = styled ?? (drawn === 'document' ? drawn : undefined);
    const tag = rng.chance(0.4) ? (subject.hashtags[0] ?? '') : '';
    const boost = pick.kind === 'beat' ? 2 : 1;
    const views = Math.round(
      (def.members ?? 1000) * 0.25 * boost * rng.heavyTail(0.6) * growth(age, 6),
    );
    const reacted = Math.round(views * 0.012 * rng.heavyTail(0.8));
    const text = [title, body, tag].filter((part) => part !== '').join('\n\n');
    return {
      ...base,
      media: kind,
      text: kind === 'poll' ? title : text,
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
  const out = def.kind === 'private' ? rng.chance(0.45) : rng.chance(0.08);
  const sender =
    def.kind === 'private' ? { id: dialogId(index), name: def.title } : member(index, rng);
  const turn = chatTurn(`tg:${index}`, subject, spec, slot);
  // A conversation's opening message is text; other turns sometimes are a photo, sticker or voice note.
  const drawn = turn.opensBeat ? undefined : media(rng, def);
  return {
    ...base,
    media: drawn,
    text: drawn === 'sticker' || drawn === 'voice' ? '' : turn.text,
    ...(out ? {} : { senderId: sender.id, senderName: sender.name }),
    post: false,
    out,
    ...(def.kind === 'group' && (turn.opensBeat || rng.chance(0.1))
      ? { replies: rng.int(1, 8) }
      : {}),
    reactions: rng.chance(0.35)
      ? reactions(rng, rng.int(1, def.members && def.members > 100 ? 40 : 5))
      : [],
  };
}
