import type { TwitterSource } from '@socialpulse/contract';
import { z } from 'zod';

export const userSchema = z.object({
  id: z.string(),
  name: z.string(),
  username: z.string(),
  profile_image_url: z.string().optional(),
  protected: z.boolean().optional(),
});
export const listSchema = z.object({
  id: z.string(),
  name: z.string(),
  member_count: z.number().optional(),
});

/** The data dictionary's names, with the openapi.json renames tolerated. */
const metricsSchema = z
  .object({
    like_count: z.number().default(0),
    reply_count: z.number().default(0),
    retweet_count: z.number().optional(),
    repost_count: z.number().optional(),
    quote_count: z.number().default(0),
    impression_count: z.number().default(0),
  })
  .transform((m) => ({
    likes: m.like_count,
    replies: m.reply_count,
    shares: (m.retweet_count ?? m.repost_count ?? 0) + m.quote_count,
    views: m.impression_count,
  }));

export const tweetSchema = z.object({
  id: z.string(),
  text: z.string(),
  created_at: z.string(),
  author_id: z.string().optional(),
  public_metrics: metricsSchema.optional(),
  attachments: z
    .object({
      media_keys: z.array(z.string()).optional(),
      poll_ids: z.array(z.string()).optional(),
    })
    .optional(),
  /** Posts over 280 characters: `text` is cut, the whole post is here (tweet.fields=note_tweet). */
  note_tweet: z.object({ text: z.string() }).optional(),
  /** `retweeted`, `quoted` or `replied_to`, each expanded into `includes.tweets` (referenced_tweets.id). */
  referenced_tweets: z.array(z.object({ type: z.string(), id: z.string() })).optional(),
  in_reply_to_user_id: z.string().optional(),
});
export type XTweet = z.infer<typeof tweetSchema>;

const pollSchema = z.object({
  id: z.string(),
  options: z.array(z.object({ position: z.number().optional(), label: z.string() })).default([]),
});

export const timelineSchema = z.object({
  data: z.array(z.unknown()).optional(),
  includes: z
    .object({
      users: z.array(userSchema).optional(),
      media: z.array(z.object({ media_key: z.string(), type: z.string() })).optional(),
      tweets: z.array(z.unknown()).optional(),
      /** attachments.poll_ids with poll.fields=options. */
      polls: z.array(pollSchema).optional(),
    })
    .optional(),
  meta: z
    .object({ result_count: z.number().optional(), next_token: z.string().optional() })
    .optional(),
});
export type XTimeline = z.infer<typeof timelineSchema>;

/**
 * `profile_image_url` is the 48×48 `_normal` variant; `_400x400` is the same picture at a size that
 * stays sharp in the app (X's profile image variants: _mini, _normal, _bigger, _400x400, original).
 */
export function largerAvatar(url: string): string {
  return url.replace(/_normal(\.[A-Za-z0-9]+)?$/, '_400x400$1');
}

export function userToSource(user: z.infer<typeof userSchema>): TwitterSource {
  return {
    id: `user:${user.id}`,
    name: user.name,
    type: 'account',
    username: user.username,
    ...(user.profile_image_url ? { avatar: largerAvatar(user.profile_image_url) } : {}),
  };
}

export function listToSource(list: z.infer<typeof listSchema>): TwitterSource {
  return {
    id: `list:${list.id}`,
    name: list.name,
    type: 'list',
    ...(list.member_count !== undefined ? { memberCount: list.member_count } : {}),
  };
}
