import { z } from 'zod';
import { platformSchema, successEnvelope } from './common';

/** The keyword form's messages, word for word as the product shows them. */
export const KEYWORD_MESSAGES = {
  keywordMin: 'Keyword must be at least 2 characters',
  keywordMax: 'Keyword must be at most 50 characters',
  keywordChars: 'Only letters, numbers, spaces, and hyphens are allowed',
  platforms: 'Select at least one platform',
  platformsDuplicate: 'Platforms must not repeat',
  excludeBlank: 'Exclude patterns cannot be blank',
  excludeTooLong: 'Exclude patterns must be at most 100 characters',
  excludeTooMany: 'At most 20 exclude patterns',
} as const;

export const KEYWORD_MIN = 2;
export const KEYWORD_MAX = 50;
export const EXCLUDE_PATTERN_MAX = 100;
export const EXCLUDE_PATTERNS_LIMIT = 20;

/** Letters and marks of any script (marks so that Devanagari, Thai or decomposed accents pass), numbers, space, hyphen. */
export const KEYWORD_PATTERN = /^[\p{L}\p{M}\p{N} -]+$/u;

/**
 * Length counts code points, not UTF-16 units, so a keyword in a script outside the BMP
 * (CJK extension B, for example) has the same 50-character budget as Latin.
 */
const codePoints = (s: string): number => [...s].length;

export const keywordTextSchema = z
  .string({ error: KEYWORD_MESSAGES.keywordMin })
  .trim()
  .refine((s) => codePoints(s) >= KEYWORD_MIN, { error: KEYWORD_MESSAGES.keywordMin })
  .refine((s) => codePoints(s) <= KEYWORD_MAX, { error: KEYWORD_MESSAGES.keywordMax })
  .refine((s) => s.length === 0 || KEYWORD_PATTERN.test(s), {
    error: KEYWORD_MESSAGES.keywordChars,
  });

export const keywordPlatformsSchema = z
  .array(platformSchema, { error: KEYWORD_MESSAGES.platforms })
  .min(1, { error: KEYWORD_MESSAGES.platforms })
  .refine((list) => new Set(list).size === list.length, {
    error: KEYWORD_MESSAGES.platformsDuplicate,
  });

const excludePatternSchema = z
  .string({ error: KEYWORD_MESSAGES.excludeBlank })
  .trim()
  .min(1, { error: KEYWORD_MESSAGES.excludeBlank })
  .refine((s) => codePoints(s) <= EXCLUDE_PATTERN_MAX, { error: KEYWORD_MESSAGES.excludeTooLong });

/**
 * Exclude patterns are plain text, never regular expressions (no user-supplied regex can run
 * on the server). How they apply is documented with the matcher (apps/server/src/matcher).
 */
export const keywordSettingsSchema = z.object({
  caseSensitive: z.boolean().default(false),
  wholeWord: z.boolean().default(true),
  excludePatterns: z
    .array(excludePatternSchema)
    .max(EXCLUDE_PATTERNS_LIMIT, { error: KEYWORD_MESSAGES.excludeTooMany })
    .default([]),
});
export type KeywordSettings = z.infer<typeof keywordSettingsSchema>;

export const DEFAULT_KEYWORD_SETTINGS: KeywordSettings = {
  caseSensitive: false,
  wholeWord: true,
  excludePatterns: [],
};

/** POST /keyword-alerts/keywords. `prefault({})` so an omitted settings object still gets each default. */
export const trackedKeywordInputSchema = z.object({
  keyword: keywordTextSchema,
  platforms: keywordPlatformsSchema,
  settings: keywordSettingsSchema.prefault({}),
  isActive: z.boolean().default(true),
});
export type TrackedKeywordInput = z.infer<typeof trackedKeywordInputSchema>;
/** What a form or client may send (defaults not yet applied). */
export type TrackedKeywordInputRaw = z.input<typeof trackedKeywordInputSchema>;

/** PATCH /keyword-alerts/keywords/{id}: any subset; settings are replaced as a whole object. */
export const trackedKeywordPatchSchema = z
  .object({
    keyword: keywordTextSchema,
    platforms: keywordPlatformsSchema,
    settings: keywordSettingsSchema,
    isActive: z.boolean(),
  })
  .partial()
  .strict();
export type TrackedKeywordPatch = z.infer<typeof trackedKeywordPatchSchema>;

/** PATCH /keyword-alerts/keywords/{id}/toggle. */
export const keywordToggleSchema = z.object({ isActive: z.boolean() });
export type KeywordToggle = z.infer<typeof keywordToggleSchema>;

export const trackedKeywordSchema = z.object({
  _id: z.string(),
  keyword: z.string(),
  platforms: z.array(platformSchema),
  isActive: z.boolean(),
  settings: z.object({
    caseSensitive: z.boolean(),
    wholeWord: z.boolean(),
    excludePatterns: z.array(z.string()),
  }),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type TrackedKeyword = z.infer<typeof trackedKeywordSchema>;

export const matchContextSchema = z.object({
  before: z.string(),
  matched: z.string(),
  after: z.string(),
});
export type MatchContext = z.infer<typeof matchContextSchema>;

export const ALERT_SOURCE_TYPES = ['post', 'message', 'video'] as const;
export const alertSourceSchema = z.object({
  type: z.enum(ALERT_SOURCE_TYPES),
  name: z.string(),
  url: z.string(),
});

/** Counters differ by platform (telegram: views/likes/comments, reddit: score/comments), so each is optional. */
export const alertEngagementSchema = z.object({
  views: z.number().int().nonnegative().optional(),
  likes: z.number().int().nonnegative().optional(),
  comments: z.number().int().nonnegative().optional(),
  score: z.number().int().optional(),
  reactions: z.number().int().nonnegative().optional(),
});
export type AlertEngagement = z.infer<typeof alertEngagementSchema>;

export const keywordAlertSchema = z.object({
  id: z.string(),
  platform: platformSchema,
  keyword: z.string(),
  detectedAt: z.string(),
  isRead: z.boolean(),
  matchContext: matchContextSchema,
  contentSnippet: z.string(),
  source: alertSourceSchema,
  engagement: alertEngagementSchema,
});
export type KeywordAlert = z.infer<typeof keywordAlertSchema>;

export const trackedKeywordResponseSchema = successEnvelope(trackedKeywordSchema);
export const trackedKeywordListResponseSchema = successEnvelope(z.array(trackedKeywordSchema));

/** Server answers for keywords and alerts (the server's own wording). */
export const KEYWORD_ERRORS = {
  keywordNotFound: 'Keyword not found',
  alertNotFound: 'Alert not found',
  invalidCursor: 'This page of alerts is no longer valid. Start again from the newest alerts.',
  duplicate: 'You already track this keyword',
  tooMany: 'You can track at most 100 keywords',
} as const;

/** Keywords one user may track; bounds the automaton and the per-user scan cost. */
export const TRACKED_KEYWORDS_LIMIT = 100;

export const KEYWORD_ALERTS_PAGE_DEFAULT = 50;
export const KEYWORD_ALERTS_PAGE_MAX = 200;

/** Query strings are text: only the literal words count, so `?unread=false` is not read as true. */
const booleanQuery = z.enum(['true', 'false']).transform((v) => v === 'true');

/**
 * GET /keyword-alerts/alerts?unread=true&limit=50: the caller's alerts, newest first. Other query
 * parameters are ignored (a cache-buster must not fail the call; none can name another user).
 */
export const keywordAlertsQuerySchema = z.object({
  unread: booleanQuery.optional(),
  limit: z.coerce
    .number()
    .int()
    .min(1)
    .max(KEYWORD_ALERTS_PAGE_MAX)
    .default(KEYWORD_ALERTS_PAGE_DEFAULT),
});
export type KeywordAlertsQuery = z.infer<typeof keywordAlertsQuerySchema>;

/** PATCH /keyword-alerts/alerts/{id}/read. No body marks it read; `{ isRead: false }` marks it unread. */
export const alertReadSchema = z.object({ isRead: z.boolean().default(true) }).strict();
export type AlertRead = z.infer<typeof alertReadSchema>;

/** A page of the alert history holds this many alerts unless the caller asks for fewer. */
export const KEYWORD_ALERT_HISTORY_PAGE = 20;
/** Longest history cursor accepted: an opaque token the previous page returned. */
export const KEYWORD_ALERT_CURSOR_MAX = 200;

/**
 * GET /keyword-alerts/history?cursor=&limit=: every alert of the caller, newest first, one page at
 * a time. `cursor` is the previous page's `nextCursor`; absent, the newest page.
 */
export const keywordAlertHistoryQuerySchema = z.object({
  cursor: z.string().min(1).max(KEYWORD_ALERT_CURSOR_MAX).optional(),
  limit: z.coerce.number().int().min(1).max(50).default(KEYWORD_ALERT_HISTORY_PAGE),
});
export type KeywordAlertHistoryQuery = z.infer<typeof keywordAlertHistoryQuerySchema>;

export const keywordAlertPageSchema = z.object({
  items: z.array(keywordAlertSchema),
  /** Null on the last page. */
  nextCursor: z.string().nullable(),
});
export type KeywordAlertPage = z.infer<typeof keywordAlertPageSchema>;

/** The post an alert matched, as stored: its own title, words, author and address. */
export const alertPostSchema = z.object({
  title: z.string().nullable(),
  text: z.string(),
  author: z.string().nullable(),
  url: z.string(),
  publishedAt: z.string(),
});
export type AlertPost = z.infer<typeof alertPostSchema>;

/** GET /keyword-alerts/alerts/{id}: the alert with the post it matched. */
export const keywordAlertDetailSchema = keywordAlertSchema.extend({ post: alertPostSchema });
export type KeywordAlertDetail = z.infer<typeof keywordAlertDetailSchema>;

export const keywordAlertResponseSchema = successEnvelope(keywordAlertSchema);
export const keywordAlertPageResponseSchema = successEnvelope(keywordAlertPageSchema);
export const keywordAlertDetailResponseSchema = successEnvelope(keywordAlertDetailSchema);
export const keywordAlertListResponseSchema = successEnvelope(z.array(keywordAlertSchema));
