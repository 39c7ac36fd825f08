import {
  X_ACCOUNTS,
  X_LISTS,
  accountId,
  corpusOf,
  listId,
  userIdFor,
} from '@/platforms/twitter/sandbox/catalog';
import { escapeXText, shapeOf } from '@/platforms/twitter/sandbox/shapes';
import type { Tweet } from '@/platforms/twitter/sandbox/tweets';
import { avatarDataUrl } from '@/platforms/sandbox/images';

type Json = Record<string, unknown>;

/** X answers only the fields asked for in `*.fields`; id, name and username (or id and text) always come. */
function pick(all: Json, always: string[], requested: string | undefined): Json {
  const wanted = new Set([...always, ...(requested ?? '').split(',').map((f) => f.trim())]);
  return Object.fromEntries(Object.entries(all).filter(([key]) => wanted.has(key)));
}

const CREATED = Date.UTC(2013, 11, 14, 4, 35, 55);

export function catalogUser(index: number, fields: string | undefined): Json {
  const def = X_ACCOUNTS[index];
  if (!def) return {};
  return pick(
    {
      id: accountId(index),
      name: def.name,
      username: def.username,
      created_at: new Date(CREATED + index * 86_400_000 * 53).toISOString(),
      description: def.bio,
      profile_image_url: avatarDataUrl(def.name, `x:${def.username}`),
      protected: def.protected ?? false,
      verified: def.verified,
      public_metrics: {
        followers_count: def.followers,
        following_count: 200 + (def.followers % 900),
        // Three years of the account's corpus, which repeats every cycle.
        tweet_count: corpusOf(index).file.posts.length * 36,
        listed_count: Math.round(def.followers / 300),
      },
    },
    ['id', 'name', 'username'],
    fields,
  );
}

export function meUser(username: string, fields: string | undefined): Json {
  return pick(
    {
      id: userIdFor(username),
      name: username.replace(/[_\d]+/g, ' ').trim() || username,
      username,
      created_at: new Date(CREATED).toISOString(),
      description: 'Sandbox account.',
      profile_image_url: avatarDataUrl(username, `x-me:${username}`),
      protected: false,
      verified: false,
      public_metrics: {
        followers_count: 42,
        following_count: X_ACCOUNTS.length,
        tweet_count: 0,
        listed_count: 0,
      },
    },
    ['id', 'name', 'username'],
    fields,
  );
}

export function tweetObject(t: Tweet, fields: string | undefined, now: number): Json {
  const shape = shapeOf(t, now);
  const ref = shape.referenced;
  return pick(
    {
      id: t.id,
      text: escapeXText(shape.text),
      edit_history_tweet_ids: [t.id],
      created_at: new Date(t.createdMs).toISOString(),
      author_id: accountId(t.account),
      conversation_id: ref?.type === 'replied_to' ? ref.tweet.id : t.id,
      lang: 'en',
      public_metrics: shape.metrics,
      ...(t.media.length > 0 && ref?.type !== 'retweeted'
        ? { attachments: { media_keys: t.media.map((m) => m.key) } }
        : {}),
      ...(ref ? { referenced_tweets: [{ type: ref.type, id: ref.tweet.id }] } : {}),
      ...(ref?.type === 'replied_to' ? { in_reply_to_user_id: accountId(ref.tweet.account) } : {}),
      ...(shape.noteText ? { note_tweet: { text: escapeXText(shape.noteText) } } : {}),
    },
    ['id', 'text', 'edit_history_tweet_ids'],
    fields,
  );
}

/**
 * `includes` for the expansions asked for: author_id, attachments.media_keys, referenced_tweets.id
 * (the retweeted, quoted and replied-to posts) and referenced_tweets.id.author_id (their authors).
 */
export function includesFor(
  tweets: Tweet[],
  query: { expansions?: string; userFields?: string; tweetFields?: string },
  now: number,
): Json {
  const wanted = new Set((query.expansions ?? '').split(','));
  const referenced = tweets.flatMap((t) => {
    const ref = shapeOf(t, now).referenced;
    return ref ? [ref.tweet] : [];
  });
  const out: Json = {};
  const authors = new Set<number>();
  if (wanted.has('author_id')) for (const t of tweets) authors.add(t.account);
  if (wanted.has('referenced_tweets.id.author_id'))
    for (const t of referenced) authors.add(t.account);
  if (authors.size > 0) out.users = [...authors].map((i) => catalogUser(i, query.userFields));
  if (wanted.has('attachments.media_keys')) {
    const media = tweets.flatMap((t) => t.media.map((m) => ({ media_key: m.key, type: m.type })));
    if (media.length > 0) out.media = media;
  }
  if (wanted.has('referenced_tweets.id') && referenced.length > 0) {
    const unique = [...new Map(referenced.map((t) => [t.id, t])).values()];
    out.tweets = unique.map((t) => tweetObject(t, query.tweetFields, now));
  }
  return Object.keys(out).length > 0 ? { includes: out } : {};
}

export function listObject(index: number, meId: string, fields: string | undefined): Json {
  const def = X_LISTS[index];
  if (!def) return {};
  return pick(
    {
      id: listId(index),
      name: def.name,
      description: def.description,
      private: def.private,
      member_count: def.members.length,
      follower_count: 12 + index * 37,
      owner_id: def.owner === 'me' ? meId : accountId(def.owner),
      created_at: new Date(CREATED + index * 86_400_000 * 120).toISOString(),
    },
    ['id', 'name'],
    fields,
  );
}

export function problem(status: number, title: string, detail = title, type = 'about:blank'): Json {
  return { title, detail, type, status };
}

export function invalidRequest(parameter: string, value: string, message: string): Json {
  return {
    errors: [{ parameters: { [parameter]: [value] }, message }],
    title: 'Invalid Request',
    detail: 'One or more parameters to your request was invalid.',
    type: 'https://api.twitter.com/2/problems/invalid-request',
  };
}

/** Opaque to clients, like X's own next_token values. */
export function pageToken(value: string): string {
  return Buffer.from(value).toString('base64url');
}

export function readToken(token: string | undefined): string | undefined {
  if (!token) return undefined;
  try {
    return Buffer.from(token, 'base64url').toString('utf8');
  } catch {
    return undefined;
  }
}
