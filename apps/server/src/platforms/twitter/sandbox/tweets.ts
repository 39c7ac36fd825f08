import { X_ACCOUNTS, timelineOf, type XAccountDef } from '@/platforms/twitter/sandbox/catalog';
import { rngFor } from '@/platforms/sandbox/prng';
import {
  HOUR_MS,
  bucketSlots,
  growth,
  walkNewestFirst,
  type Slot,
} from '@/platforms/sandbox/timeline';
import { pickPost, spread } from '@/platforms/sandbox/corpus/schedule';
import { SUBJECTS } from '@/platforms/sandbox/corpus/registry';
import type { Rng } from '@/platforms/sandbox/prng';

/** X's snowflake epoch: ids carry their creation time in the high bits. */
const TWITTER_EPOCH = 1_288_834_974_657n;

export function tweetId(account: number, slot: Slot): string {
  return String(
    ((BigInt(slot.at) - TWITTER_EPOCH) << 22n) | (BigInt(account) << 12n) | BigInt(slot.idx),
  );
}

export function decodeTweetId(
  id: string,
): { account: number; at: number; idx: number } | undefined {
  if (!/^\d{15,20}$/.test(id)) return undefined;
  const value = BigInt(id);
  return {
    at: Number((value >> 22n) + TWITTER_EPOCH),
    account: Number((value >> 12n) & 0x3ffn),
    idx: Number(value & 0xfffn),
  };
}

export type XMediaType = 'photo' | 'video' | 'animated_gif';

export interface Tweet {
  id: string;
  account: number;
  def: XAccountDef;
  createdMs: number;
  text: string;
  media: { key: string; type: XMediaType }[];
  metrics: {
    retweet_count: number;
    reply_count: number;
    like_count: number;
    quote_count: number;
    bookmark_count: number;
    impression_count: number;
  };
  isReply: boolean;
}

/**
 * A post's words: a storyline beat or a standalone piece of the account's subject (the title, with
 * the first lines of the body when they fit), and now and then a one-line take of the subject's
 * replies. Always within 280 characters.
 */
function words(account: number, slot: Slot, rng: Rng): { text: string; beat: boolean } {
  const def = X_ACCOUNTS[account] as XAccountDef;
  const subject = SUBJECTS[def.subject];
  const pick = pickPost(`x:${account}`, subject, timelineOf(account), slot, 0.7);
  if (pick.kind === 'piece' && rng.chance(0.3))
    return {
      text: spread(`x-take:${account}`, subject.replies, slot.bucket * 4 + slot.idx),
      beat: false,
    };
  const title = pick.kind === 'beat' ? pick.active.beat.title : pick.piece.title;
  const body = pick.kind === 'beat' ? pick.active.beat.body : (pick.piece.body ?? '');
  const lead = body.split(/(?<=[.!?])\s+/)[0] ?? '';
  const joined = `${title}${/[.!?]$/.test(title) ? ' ' : '. '}${lead}`;
  let text = lead && joined.length <= 250 && rng.chance(0.5) ? joined : title;
  // The subject's general tag (#space, #football), not a random one of its tags.
  const tag = subject.hashtags[0];
  if (tag && rng.chance(0.3)) text = `${text} ${tag}`;
  return { text: text.slice(0, 280), beat: pick.kind === 'beat' };
}

export function tweet(account: number, slot: Slot, now: number): Tweet {
  const def = X_ACCOUNTS[account] as XAccountDef;
  const rng = rngFor('x-tweet', account, slot.bucket, slot.idx);
  const composed = words(account, slot, rng);
  const reach = growth(now - slot.at, 3);
  const impressions = Math.round(
    def.followers * 0.06 * rng.heavyTail(1.1) * reach * (composed.beat ? 2.5 : 1),
  );
  const likes = Math.round(impressions * (0.005 + rng.next() * 0.03));
  const id = tweetId(account, slot);
  const mediaRoll = rng.next();
  const media: Tweet['media'] =
    mediaRoll < 0.22
      ? [{ key: `3_${id}`, type: 'photo' }]
      : mediaRoll < 0.3
        ? [{ key: `7_${id}`, type: 'video' }]
        : mediaRoll < 0.33
          ? [{ key: `16_${id}`, type: 'animated_gif' }]
          : [];
  return {
    id,
    account,
    def,
    createdMs: slot.at,
    text: composed.text,
    media,
    metrics: {
      like_count: likes,
      retweet_count: Math.round(likes * (0.05 + rng.next() * 0.2)),
      reply_count: Math.round(likes * (0.02 + rng.next() * 0.1)),
      quote_count: Math.round(likes * rng.next() * 0.03),
      bookmark_count: Math.round(likes * rng.next() * 0.08),
      impression_count: impressions,
    },
    isReply: rng.chance(0.12),
  };
}

export function tweetById(id: string, now: number): Tweet | undefined {
  const decoded = decodeTweetId(id);
  if (!decoded || !X_ACCOUNTS[decoded.account]) return undefined;
  const slot = bucketSlots(timelineOf(decoded.account), Math.floor(decoded.at / HOUR_MS)).find(
    (s) => s.idx === decoded.idx && s.at === decoded.at,
  );
  return slot && slot.at <= now ? tweet(decoded.account, slot, now) : undefined;
}

/** Posts of several accounts merged newest first (a list's timeline), starting below `beforeId`. */
export function mergedTimeline(
  accounts: readonly number[],
  window: { before: number; after: number },
  beforeId: string | undefined,
  limit: number,
  now: number,
): Tweet[] {
  const cursor = beforeId ? BigInt(beforeId) : undefined;
  const all: Tweet[] = [];
  for (const account of accounts) {
    let taken = 0;
    for (const slot of walkNewestFirst(timelineOf(account), window)) {
      const id = tweetId(account, slot);
      if (cursor !== undefined && BigInt(id) >= cursor) continue;
      all.push(tweet(account, slot, now));
      if (++taken > limit) break;
    }
  }
  return all.sort((a, b) => (BigInt(b.id) > BigInt(a.id) ? 1 : -1)).slice(0, limit + 1);
}
