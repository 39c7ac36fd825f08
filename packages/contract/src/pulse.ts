import { z } from 'zod';
import { platformSchema, successEnvelope } from './common';
import { keywordAlertSchema } from './keywords';
import { summaryListItemSchema } from './summaries';

/**
 * Today's Pulse (SPEC §3 "Pulse", §9 "Pulse summary period today with tone engaging"). The server
 * builds it ahead of time (the pulse.build job) and GET /api/pulse serves the prepared copy.
 */

/** SPEC §9: the Pulse always covers today in the engaging tone. */
export const PULSE_PERIOD = 'today';
export const PULSE_TONE = 'engaging';

/** Sizes of each section, so the page stays a morning read rather than a feed. */
export const PULSE_LIMITS = {
  trending: 6,
  suggested: 6,
  highlights: 8,
  alerts: 10,
  recentSummaries: 3,
} as const;

export const HIGHLIGHT_NOTE_MAX = 500;

export const PULSE_MESSAGES = {
  highlightNotFound: 'Highlight not found',
  noteTooLong: `Notes must be at most ${HIGHLIGHT_NOTE_MAX} characters`,
} as const;

/**
 * A cluster of items on one subject across the user's platforms, ranked by engagement velocity.
 * `platform` and `url` are those of the cluster's best item; `summary` is Markdown written by the
 * summarizer; `engagement` is the cluster's total interactions.
 */
export const trendingTopicSchema = z.object({
  id: z.string(),
  platform: platformSchema,
  platforms: z.array(platformSchema),
  title: z.string(),
  url: z.string(),
  engagement: z.number().int().nonnegative(),
  /** Interactions per hour since the cluster's first item: the ranking key. */
  velocity: z.number().nonnegative(),
  itemCount: z.number().int().positive(),
  summary: z.string(),
});
export type TrendingTopic = z.infer<typeof trendingTopicSchema>;

/**
 * A source the user does not follow yet, related to their keywords and current sources. `id` is the
 * platform's source id, usable in /summary/setup/{platform}/{id}.
 */
export const suggestedSourceSchema = z.object({
  id: z.string(),
  platform: platformSchema,
  name: z.string(),
  url: z.string(),
  description: z.string(),
  keywords: z.array(z.string()),
  engagement: z.number().int().nonnegative(),
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
  savedState: savedStateSchema,
  feedback: highlightFeedbackSchema,
});
export type Highlight = z.infer<typeof highlightSchema>;

export const pulseSchema = z.object({
  /** When this Pulse was built (ISO); the page says how fresh it is. */
  generatedAt: z.string(),
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
