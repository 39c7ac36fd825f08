import { clampText } from '@/platforms/shared/caps';
import { tweetSchema, type XTimeline, type XTweet } from '@/platforms/twitter/mappers';
import type { ContentItem, DocumentCaps, MediaKind } from '@/platforms/types';

/**
 * v2 `text` (and `note_tweet.text`) escapes exactly `&`, `<` and `>` as HTML entities, whatever the
 * post said; `&amp;` goes last so "&amp;lt;" becomes the literal "&lt;" its author typed.
 */
export function decodeXText(text: string): string {
  return text.replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&amp;/g, '&');
}

function mediaKind(type: string): MediaKind {
  if (type === 'photo') return 'photo';
  if (type === 'video' || type === 'animated_gif') return 'video';
  return 'other';
}

function includedTweet(page: XTimeline, id: string): XTweet | undefined {
  for (const raw of page.includes?.tweets ?? []) {
    const parsed = tweetSchema.safeParse(raw);
    if (parsed.success && parsed.data.id === id) return parsed.data;
  }
  return undefined;
}

function referenced(t: XTweet, type: string): string | undefined {
  return t.referenced_tweets?.find((r) => r.type === type)?.id;
}

export function isReply(t: XTweet): boolean {
  return referenced(t, 'replied_to') !== undefined;
}

/** The whole words of a post: `note_tweet` holds long posts uncut, `text` stops near 280 characters. */
function fullText(t: XTweet): string {
  return decodeXText(t.note_tweet?.text ?? t.text);
}

function usernameOf(page: XTimeline, userId: string | undefined): string | undefined {
  return page.includes?.users?.find((u) => u.id === userId)?.username;
}

/** A quote post's own words, then the post it quotes (expanded by referenced_tweets.id), attributed. */
function textWithQuote(t: XTweet, page: XTimeline): string {
  const quotedId = referenced(t, 'quoted');
  const quoted = quotedId ? includedTweet(page, quotedId) : undefined;
  if (!quoted) return fullText(t);
  const by = usernameOf(page, quoted.author_id);
  return `${fullText(t)}\n\nQuoting ${by ? `@${by}` : 'a post'}: ${fullText(quoted)}`;
}

/**
 * The post a timeline entry stands for. A retweet (`referenced_tweets` type `retweeted`) is a cut
 * "RT @name: …" copy carrying the original's counts, so it is folded into the original from
 * `includes.tweets`; null when X did not include the original (deleted or protected), since the
 * copy alone would credit someone else's words and numbers to the retweeter.
 */
export function entryTweet(t: XTweet, page: XTimeline): XTweet | null {
  const retweetedId = referenced(t, 'retweeted');
  if (retweetedId === undefined) return t;
  return includedTweet(page, retweetedId) ?? null;
}

/** The options of each poll the post carries (attachments.poll_ids → includes.polls), in order. */
function pollsOf(t: XTweet, page: XTimeline): string[][] {
  return (t.attachments?.poll_ids ?? []).flatMap((id) => {
    const poll = page.includes?.polls?.find((p) => p.id === id);
    if (!poll || poll.options.length === 0) return [];
    return [
      [...poll.options]
        .sort((a, b) => (a.position ?? 0) - (b.position ?? 0))
        .map((o) => decodeXText(o.label)),
    ];
  });
}

export function toContentItem(
  t: XTweet,
  page: XTimeline,
  sourceId: string,
  caps: DocumentCaps,
): ContentItem {
  const author = page.includes?.users?.find((u) => u.id === t.author_id);
  const media = (t.attachments?.media_keys ?? [])
    .map((key) => page.includes?.media?.find((m) => m.media_key === key)?.type ?? 'other')
    .map(mediaKind);
  const polls = pollsOf(t, page);
  if (polls.length > 0) media.push('poll');
  const metrics = t.public_metrics ?? { likes: 0, replies: 0, shares: 0, views: 0 };
  const text = clampText(
    [textWithQuote(t, page), ...polls.map((p) => `Poll: ${p.join(' / ')}`)].join('\n\n'),
    caps.maxTextChars,
  );
  const username = author?.username ?? 'i';
  return {
    id: t.id,
    platform: 'twitter',
    sourceId,
    url: `https://x.com/${username}/status/${t.id}`,
    text: text.text,
    author: author ? `@${author.username}` : (t.author_id ?? ''),
    createdAt: new Date(t.created_at).toISOString(),
    engagement: {
      likes: metrics.likes,
      comments: metrics.replies,
      views: metrics.views,
      score: metrics.likes,
      shares: metrics.shares,
      awards: 0,
    },
    media: [...new Set(media)],
    comments: [],
    ...(text.truncated ? { truncated: true } : {}),
  };
}
