import { X_ACCOUNTS, timelineOf } from '@/platforms/twitter/sandbox/catalog';
import { tweet, type Tweet } from '@/platforms/twitter/sandbox/tweets';
import { rngFor } from '@/platforms/sandbox/prng';
import { DAY_MS, walkNewestFirst } from '@/platforms/sandbox/timeline';

/**
 * What a post looks like on the wire beyond its own words, for a fixed share of posts (decided by a
 * PRNG of its own, so other posts stay as they were): retweets of another account's post, quotes,
 * replies to a post, long posts (note_tweet) and text with the characters v2 escapes (& < >).
 */
export interface TweetShape {
  /** The words as the author wrote them (the wire escapes & < >). */
  text: string;
  /** Over 280 characters: `text` is cut and `note_tweet.text` holds the whole. */
  noteText?: string;
  referenced?: { type: 'retweeted' | 'quoted' | 'replied_to'; tweet: Tweet };
  /** A retweet shows the original's counts, not its own. */
  metrics: Tweet['metrics'];
}

const SPECIAL = [
  ' Q&A later today.',
  ' R&D notes -> thread below.',
  ' Rule of thumb: cost < value.',
];
const LINK = (id: string) => ` https://t.co/${id.slice(-10)}`;

/**
 * The latest post of another readable account on the same subject before `beforeMs`, for retweets,
 * quotes and replies (a space account does not retweet a recipe).
 */
function otherPost(t: Tweet, pick: number, now: number): Tweet | undefined {
  const readable = X_ACCOUNTS.map((_, i) => i).filter(
    (i) => i !== t.account && !X_ACCOUNTS[i]?.protected && X_ACCOUNTS[i]?.subject === t.def.subject,
  );
  const account = readable[pick % readable.length];
  if (account === undefined) return undefined;
  // Take the latest post that is neither a reply nor itself a retweet (no retweets of retweets).
  for (const slot of walkNewestFirst(timelineOf(account), {
    before: t.createdMs,
    after: t.createdMs - 7 * DAY_MS,
  })) {
    const candidate = tweet(account, slot, now);
    if (!candidate.isReply && !retweetRoll(candidate)) return candidate;
  }
  return undefined;
}

/** A long post (X Premium): the whole text written for it, or the short one when there is none. */
function longText(t: Tweet): string {
  return t.post.long ?? t.text;
}

/** Whether shapeOf's first roll makes this post a retweet (the roll below, `roll < 0.1`). */
function retweetRoll(t: Tweet): boolean {
  return rngFor('x-shape', t.id).next() < RETWEET_SHARE;
}

const RETWEET_SHARE = 0.1;

/** Retweets appear in list timelines, and in user timelines unless asked with exclude=retweets. */
export function shapeOf(t: Tweet, now: number): TweetShape {
  const rng = rngFor('x-shape', t.id);
  const roll = rng.next();
  const pick = rng.int(0, 1000);
  const plain: TweetShape = { text: t.text, metrics: t.metrics };
  if (roll < RETWEET_SHARE) {
    const original = otherPost(t, pick, now);
    if (!original) return plain;
    const full = `RT @${original.def.username}: ${original.text}`;
    // Retweet text is a copy cut near 140 characters; the counts are the original's.
    const text = full.length > 140 ? `${full.slice(0, 139)}…` : full;
    return { text, referenced: { type: 'retweeted', tweet: original }, metrics: original.metrics };
  }
  if (roll < 0.16) {
    const quoted = otherPost(t, pick, now);
    if (quoted)
      return {
        ...plain,
        text: `${t.text}${LINK(quoted.id)}`,
        referenced: { type: 'quoted', tweet: quoted },
      };
  }
  if (t.isReply) {
    const parent = otherPost(t, pick, now);
    if (parent) return { ...plain, referenced: { type: 'replied_to', tweet: parent } };
  }
  // A post written long is always a long post.
  const note = longText(t);
  if (note.length > 280)
    return { ...plain, text: `${note.slice(0, 250)}…${LINK(t.id)}`, noteText: note };
  if (roll < 0.3) return { ...plain, text: `${t.text}${rng.pick(SPECIAL)}`.slice(0, 280) };
  return plain;
}

/** X v2 escapes exactly these three in `text` and `note_tweet.text`. */
export function escapeXText(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}
