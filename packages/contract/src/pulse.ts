import { z } from 'zod';
import { platformSchema, successEnvelope } from './common';
import { keywordAlertSchema } from './keywords';
import { summaryListItemSchema } from './summaries';
import {
  HIGHLIGHT_NOTE_MAX,
  PULSE_MESSAGES,
  PULSE_PERIOD,
  PULSE_STATUSES,
  PULSE_TONE,
} from './constants/pulse';
export * from './constants/pulse';

/**
 * Today's Pulse. The server
 * builds it ahead of time (the pulse.build job) and GET /api/pulse serves the prepared copy.
 * When today's copy is missing or out of date, GET answers at once with the last build it may show
 * (or nothing) marked `preparing`, and the build runs in the background (docs/decisions/0014).
 */

export const pulseStatusSchema = z.enum(PULSE_STATUSES);
export type PulseStatus = z.infer<typeof pulseStatusSchema>;

/** A source a trending topic draws on. */
export const topicSourceSchema = z.object({
  platform: platformSchema,
  name: z.string(),
  url: z.string(),
  /** Items of the topic from this source. */
  items: z.number().int().positive(),
});
export type TopicSource = z.infer<typeof topicSourceSchema>;

/**
 * A cluster of items on one subject across the user's platforms, ranked by what the card shows:
 * `engagement` (the cluster's total interactions), then velocity. `title` is a short phrase naming
 * the subject; `platform` and `url` are those of the cluster's best item; `summary` is Markdown,
 * the summarizer's digest story of the cluster; `sources` are the sources it spans, most items first.
 */
export const trendingTopicSchema = z.object({
  id: z.string(),
  platform: platformSchema,
  platforms: z.array(platformSchema),
  title: z.string(),
  url: z.string(),
  engagement: z.number().int().nonnegative(),
  /** Interactions per hour since the cluster's first item: the tie-break. */
  velocity: z.number().nonnegative(),
  itemCount: z.number().int().positive(),
  summary: z.string(),
  sources: z.array(topicSourceSchema).default([]),
});
export type TrendingTopic = z.infer<typeof trendingTopicSchema>;

/**
 * A source the user does not follow yet, related to their keywords and current sources. `id` is the
 * platform's source id, usable in /summary/setup/{platform}/{id}. `reason` says why, computed from
 * data, in words a person understands: `keyword` = "{count} posts this week about your keyword
 * {keyword}"; `posters` = "{count} % of its top posters also post in {source}" (which the user
 * summarized `summarized` times); `similar` = "{count} recent posts about {subjects}";
 * `active` = "{count} posts this week". `keywords` are the user's keywords it matched, then the
 * subjects its posts share.
 */
export const suggestionReasonSchema = z.object({
  kind: z.enum(['keyword', 'posters', 'similar', 'active']),
  count: z.number().int().nonnegative(),
  keyword: z.string().optional(),
  /** `posters`: the user's own source the top posters also write in. */
  source: z.string().optional(),
  /** `posters`: how many summaries the user made of that source. */
  summarized: z.number().int().nonnegative().optional(),
  /** `similar`: the subjects its posts share with what the user reads. */
  subjects: z.array(z.string()).optional(),
});
export type SuggestionReason = z.infer<typeof suggestionReasonSchema>;

export const suggestedSourceSchema = z.object({
  id: z.string(),
  platform: platformSchema,
  name: z.string(),
  url: z.string(),
  description: z.string(),
  keywords: z.array(z.string()),
  engagement: z.number().int().nonnegative(),
  reason: suggestionReasonSchema.default({ kind: 'active', count: 0 }),
  /** Its type on the platform (public, channel, list…), so following it can remember it. */
  type: z.string().optional(),
});
export type SuggestedSource = z.infer<typeof suggestedSourceSchema>;

export const highlightEngagementSchema = z.object({
  /** Null where the platform counts no views (Reddit, Telegram groups and chats). */
  views: z.number().int().nonnegative().nullable(),
  score: z.number().int(),
  comments: z.number().int().nonnegative(),
  reactions: z.number().int().nonnegative(),
});
export type HighlightEngagement = z.infer<typeof highlightEngagementSchema>;

export const savedStateSchema = z.object({
  isSaved: z.boolean(),
  note: z.string().nullable(),
  savedAt: z.string().nullable(),
});
export type SavedState = z.infer<typeof savedStateSchema>;

/** Null until the user answers "Was this helpful?"; the prompt is hidden once it is set. */
export const highlightFeedbackSchema = z
  .object({ isHelpful: z.boolean(), givenAt: z.string() })
  .nullable();
export type HighlightFeedback = z.infer<typeof highlightFeedbackSchema>;

export const highlightSchema = z.object({
  id: z.string(),
  platform: platformSchema,
  timestamp: z.string(),
  title: z.string(),
  summary: z.string(),
  source: z.object({ name: z.string(), url: z.string() }),
  engagement: highlightEngagementSchema,
  /** The item itself, for View Details: its text (up to HIGHLIGHT_TEXT_MAX), author and address. */
  text: z.string().default(''),
  author: z.string().nullable().default(null),
  url: z.string().default(''),
  savedState: savedStateSchema,
  feedback: highlightFeedbackSchema,
});
export type Highlight = z.infer<typeof highlightSchema>;

export const pulseSchema = z.object({
  /** When this Pulse was built (ISO); the time of the answer when nothing was built yet. */
  generatedAt: z.string(),
  /** Whether today's Pulse is shown, or an older one (or none) while today's is being prepared. */
  status: pulseStatusSchema,
  /** The UTC day (YYYY-MM-DD) of the build shown; null when there is none yet. */
  day: z.string().nullable(),
  /** When the build shown was made (ISO); null when there is none yet. */
  builtAt: z.string().nullable(),
  period: z.literal(PULSE_PERIOD),
  tone: z.literal(PULSE_TONE),
  trending: z.array(trendingTopicSchema),
  suggested: z.array(suggestedSourceSchema),
  highlights: z.array(highlightSchema),
  alerts: z.array(keywordAlertSchema),
  /** The user's three most recent summaries, newest first. */
  recentSummaries: z.array(summaryListItemSchema),
});
export type Pulse = z.infer<typeof pulseSchema>;

/** POST /pulse/highlights/{id}/save. */
export const highlightSaveInputSchema = z
  .object({
    note: z
      .string()
      .trim()
      .max(HIGHLIGHT_NOTE_MAX, { error: PULSE_MESSAGES.noteTooLong })
      .optional(),
  })
  .strict();
export type HighlightSaveInput = z.infer<typeof highlightSaveInputSchema>;

/** POST /pulse/highlights/{id}/feedback. */
export const highlightFeedbackInputSchema = z.object({ isHelpful: z.boolean() }).strict();
export type HighlightFeedbackInput = z.infer<typeof highlightFeedbackInputSchema>;

export const pulseResponseSchema = successEnvelope(pulseSchema);
export const savedStateResponseSchema = successEnvelope(savedStateSchema);
export const highlightFeedbackResponseSchema = successEnvelope(highlightFeedbackSchema);

/**
 * `GET /pulse/saved`: the caller's saved highlights with their notes, newest saved first, whatever
 * day they were in the Pulse. The item may be gone from today's Pulse; its text stays readable here.
 */
export const savedHighlightSchema = z.object({
  id: z.string(),
  platform: platformSchema,
  timestamp: z.string(),
  title: z.string(),
  text: z.string(),
  author: z.string().nullable(),
  url: z.string(),
  source: z.object({ name: z.string(), url: z.string() }),
  note: z.string().nullable(),
  savedAt: z.string(),
});
export type SavedHighlight = z.infer<typeof savedHighlightSchema>;
export const savedHighlightListResponseSchema = successEnvelope(z.array(savedHighlightSchema));
