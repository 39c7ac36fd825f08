import {
  X_ACCOUNTS,
  corpusOf,
  timelineOf,
  type XAccountDef,
} from '@/platforms/twitter/sandbox/catalog';
import type { SourcePost } from '@/platforms/sandbox/corpus';
import { rngFor } from '@/platforms/sandbox/prng';
import {
  HOUR_MS,
  bucketSlots,
  growth,
  walkNewestFirst,
  type Slot,
} from '@/platforms/sandbox/timeline';

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
  /** The post as written in the account's corpus file. */
  post: SourcePost;
}

export function tweet(account: number, slot: Slot, now: number): Tweet {
  const def = X_ACCOUNTS[account] as XAccountDef;
  const rng = rngFor('x-tweet', account, slot.bucket, slot.idx);
  const post = corpusOf(account).entries[slot.entry]?.post;
  if (!post) throw new Error(`@${def.username} has no corpus entry ${slot.entry}`);
  const reach = growth(now - slot.at, 3);
  const impressions = Math.round(def.followers * 0.06 * rng.heavyTail(1.1) * reach);
  const likes = Math.round(impressions * (0.005 + rng.next() * 0.03));
  const id = tweetId(account, slot);
  // A written photo post has its photo; a written video is now and then a looping GIF.
  const media: Tweet['media'] =
    post.kind === 'photo'
      ? [{ key: `3_${id}`, type: 'photo' }]
      : post.kind === 'video'
        ? rng.chance(0.3)
          ? [{ key: `16_${id}`, type: 'animated_gif' }]
          : [{ key: `7_${id}`, type: 'video' }]
        : [];
  return {
    id,
    account,
    def,
    createdMs: slot.at,
    text: (post.text ?? post.title ?? '').slice(0, 280),
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
    post,
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
