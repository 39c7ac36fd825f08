import { z } from 'zod';
import { platformSchema, successEnvelope } from './common';
import { isPlatformSourceId } from './platform-ids';

/** A source by platform, X's accounts and lists included. */
export const REDDIT_SOURCE_TYPES = ['public', 'private', 'archived'] as const;
export const YOUTUBE_SOURCE_TYPES = ['channel', 'playlist'] as const;
export const TELEGRAM_SOURCE_TYPES = ['private', 'group', 'channel'] as const;
export const TWITTER_SOURCE_TYPES = ['account', 'list'] as const;

const avatar = z.string().optional();

export const redditSourceSchema = z.object({
  id: z.string(),
  name: z.string(),
  type: z.enum(REDDIT_SOURCE_TYPES),
  memberCount: z.number().int().nonnegative(),
  avatar,
});
export type RedditSource = z.infer<typeof redditSourceSchema>;

export const youtubeSourceSchema = z.object({
  id: z.string(),
  name: z.string(),
  type: z.enum(YOUTUBE_SOURCE_TYPES),
  avatar,
});
export type YoutubeSource = z.infer<typeof youtubeSourceSchema>;

export const telegramSourceSchema = z.object({
  id: z.string(),
  name: z.string(),
  type: z.enum(TELEGRAM_SOURCE_TYPES),
  avatar,
});
export type TelegramSource = z.infer<typeof telegramSourceSchema>;

/** X ids of accounts and lists are both numeric, so the id carries its kind: `user:<id>` / `list:<id>`. */
export const twitterSourceSchema = z.object({
  id: z.string(),
  name: z.string(),
  type: z.enum(TWITTER_SOURCE_TYPES),
  username: z.string().optional(),
  memberCount: z.number().int().nonnegative().optional(),
  avatar,
});
export type TwitterSource = z.infer<typeof twitterSourceSchema>;

export const sourceSchemas = {
  reddit: redditSourceSchema,
  youtube: youtubeSourceSchema,
  telegram: telegramSourceSchema,
  twitter: twitterSourceSchema,
} as const;

export interface SourceByPlatform {
  reddit: RedditSource;
  youtube: YoutubeSource;
  telegram: TelegramSource;
  twitter: TwitterSource;
}
export type AnySource = SourceByPlatform[keyof SourceByPlatform];

/** A YouTube video; `duration` is ISO 8601 (PT1H2M3S), shown as h:mm:ss. */
export const youtubeVideoSchema = z.object({
  id: z.string(),
  title: z.string(),
  thumbnailUrl: z.string(),
  publishedAt: z.string(),
  viewCount: z.number().int().nonnegative(),
  likeCount: z.number().int().nonnegative(),
  duration: z.string(),
});
export type YoutubeVideo = z.infer<typeof youtubeVideoSchema>;

/** One page of `GET /youtube/channels/{channelId}/videos?cursor=`; `nextCursor` null on the last page. */
export const youtubeVideoPageSchema = z.object({
  items: z.array(youtubeVideoSchema),
  nextCursor: z.string().nullable(),
});
export type YoutubeVideoPage = z.infer<typeof youtubeVideoPageSchema>;

/**
 * One of the user's sources ("Your sources"): a source becomes theirs when they summarize it
 * (`POST /summaries`) or follow it (`POST /sources`). `followed` sources are what ingestion and the
 * Pulse read first; an unfollowed one stays listed with its summaries until it is deleted.
 * `lastSummary` is its newest summary, null when it was never summarized.
 *
 * - `GET /sources` → `data`: the caller's sources, followed first, then most recently touched.
 * - `GET /sources/{id}` → `data`: one (404 "Source not found" for anyone else's or unknown id).
 * - `POST /sources` body `followSourceInputSchema` → `data`: the source, followed (created or
 *   followed again; 201 when created, 200 when it was already known).
 * - `PATCH /sources/{id}/follow` body `{ followed }` → `data`: the source with its new state.
 * - `DELETE /sources/{id}` → "Source deleted" (its summaries stay).
 */
export const savedSourceSchema = z.object({
  id: z.string(),
  platform: platformSchema,
  externalId: z.string(),
  name: z.string(),
  type: z.string(),
  avatar,
  followed: z.boolean(),
  lastSummary: z.object({ id: z.string(), createdAt: z.string(), status: z.string() }).nullable(),
  createdAt: z.string(),
});
export type SavedSource = z.infer<typeof savedSourceSchema>;

/**
 * X only: look up any account by its @username, `GET /twitter/users/{username}` → `data`: one
 * TwitterSource (type `account`). The leading @ is optional; X usernames are 1–15 letters, digits
 * or underscores. An unknown account answers 404 NOT_FOUND with a readable message.
 */
export const TWITTER_USERNAME_PATTERN = /^@?[A-Za-z0-9_]{1,15}$/;
export const twitterUsernameSchema = z.string().trim().regex(TWITTER_USERNAME_PATTERN);
export const twitterUserLookupParamsSchema = z.object({ username: twitterUsernameSchema });

/** `GET /{platform}/sources`: `data` is the list of that platform's sources. */
export const sourceListResponseSchemas = {
  reddit: successEnvelope(z.array(redditSourceSchema)),
  youtube: successEnvelope(z.array(youtubeSourceSchema)),
  telegram: successEnvelope(z.array(telegramSourceSchema)),
  twitter: successEnvelope(z.array(twitterSourceSchema)),
} as const;
export const youtubeVideoPageResponseSchema = successEnvelope(youtubeVideoPageSchema);
export const savedSourceResponseSchema = successEnvelope(savedSourceSchema);
export const savedSourceListResponseSchema = successEnvelope(z.array(savedSourceSchema));

/** `POST /sources`: follow a source (from Suggested Sources or a source list). */
export const followSourceInputSchema = z
  .object({
    platform: platformSchema,
    externalId: z.string().trim().min(1).max(200),
    name: z.string().trim().min(1).max(200),
    type: z.string().trim().min(1).max(40).optional(),
    avatar: z.string().url().max(2000).optional(),
  })
  .strict()
  .superRefine((input, ctx) => {
    if (!isPlatformSourceId(input.platform, input.externalId))
      ctx.addIssue({
        code: 'custom',
        path: ['externalId'],
        message: SOURCE_MESSAGES.externalIdFormat,
      });
  });
export type FollowSourceInput = z.infer<typeof followSourceInputSchema>;

/** `PATCH /sources/{id}/follow`. */
export const sourceFollowStateInputSchema = z.object({ followed: z.boolean() }).strict();
export type SourceFollowStateInput = z.infer<typeof sourceFollowStateInputSchema>;

export const SOURCE_MESSAGES = {
  notFound: 'Source not found',
  deleted: 'Source deleted',
  followed: 'Source followed',
  unfollowed: 'Source unfollowed',
  externalIdFormat: 'Source id is not written the way this platform writes its ids',
} as const;
export const twitterSourceResponseSchema = successEnvelope(twitterSourceSchema);
/** `?cursor=`: the opaque token of the next page from the previous answer. */
export const youtubeVideosQuerySchema = z.object({ cursor: z.string().trim().max(512).optional() });
