import type { RedditSource } from '@socialpulse/contract';
import { z } from 'zod';
import { clampText } from '@/platforms/shared/caps';
import type { ContentComment, DocumentCaps, PlatformProfile } from '@/platforms/types';

/** Only the fields we read; everything else Reddit sends is ignored (zod strips it). */
export const thingSchema = z.object({ kind: z.string(), data: z.record(z.string(), z.unknown()) });
export const listingSchema = z.object({
  kind: z.literal('Listing'),
  data: z.object({ after: z.string().nullable().optional(), children: z.array(thingSchema) }),
});
export type RedditListing = z.infer<typeof listingSchema>;

const nonEmpty = z
  .string()
  .nullish()
  .transform((v) => (v && v.trim() !== '' ? v : undefined));

export const subredditSchema = z.object({
  display_name: z.string(),
  display_name_prefixed: z.string().optional(),
  subscribers: z.number().nullish(),
  subreddit_type: z.string(),
  icon_img: nonEmpty,
  community_icon: nonEmpty,
});

export const commentSchema = z.object({
  id: z.string(),
  author: z.string().default('[deleted]'),
  body: z.string().default(''),
  score: z.number().default(0),
  /** While a subreddit hides new comments' scores, `score` is a placeholder (1), not a count. */
  score_hidden: z.boolean().default(false),
  created_utc: z.number(),
  stickied: z.boolean().default(false),
});

/** What Reddit leaves in `selftext` or `body` once the author deleted it or a moderator removed it. */
export function isPlaceholder(text: string): boolean {
  const t = text.trim();
  return t === '[deleted]' || t === '[removed]';
}

export const meSchema = z.object({
  id: z.string(),
  name: z.string(),
  icon_img: nonEmpty,
  snoovatar_img: nonEmpty,
});

/** Reddit has more types than the product shows; restricted and gold_restricted are readable by all. */
export function sourceType(raw: string): RedditSource['type'] {
  if (raw === 'archived') return 'archived';
  if (raw === 'private' || raw === 'gold_only' || raw === 'employees_only') return 'private';
  return 'public';
}

export function toSource(raw: z.infer<typeof subredditSchema>): RedditSource {
  const avatar = raw.community_icon ?? raw.icon_img;
  return {
    id: raw.display_name,
    name: raw.display_name_prefixed ?? `r/${raw.display_name}`,
    type: sourceType(raw.subreddit_type),
    memberCount: raw.subscribers ?? 0,
    ...(avatar ? { avatar } : {}),
  };
}

export function toProfile(me: z.infer<typeof meSchema>): PlatformProfile {
  // icon_img URLs come HTML-escaped without raw_json; we always send raw_json=1.
  return {
    externalId: `t2_${me.id}`,
    username: me.name,
    avatar: me.snoovatar_img ?? me.icon_img ?? null,
  };
}

/** Null for a deleted or removed comment: its placeholder body is not something anyone said. */
export function toComment(
  raw: z.infer<typeof commentSchema>,
  caps: DocumentCaps,
): ContentComment | null {
  if (isPlaceholder(raw.body)) return null;
  return {
    id: raw.id,
    author: raw.author,
    text: clampText(raw.body, caps.maxCommentChars).text,
    ...(raw.score_hidden ? {} : { score: raw.score }),
    createdAt: new Date(raw.created_utc * 1000).toISOString(),
  };
}
