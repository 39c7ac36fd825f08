import { z } from 'zod';
import { okEnvelopeSchema, platformSchema, successEnvelope } from './common';
import { periodSchema, summaryLanguageSchema, toneSchema } from './options';
import { isPlatformSourceId } from './platform-ids';
import { PLATFORMS } from './constants/common';
import { TONES } from './constants/options';
import {
  DATE_RANGE_MAX_DAYS,
  SOURCE_ID_MAX,
  SOURCE_NAME_MAX,
  SUMMARY_LIST_MESSAGES,
  SUMMARY_MESSAGES,
  SUMMARY_STATUSES,
} from './constants/summaries';
export * from './constants/summaries';

export const REDDIT_SORTS = ['hot', 'new', 'top', 'rising'] as const;
export const redditSortSchema = z.enum(REDDIT_SORTS);
export type RedditSortOption = z.infer<typeof redditSortSchema>;
export const DEFAULT_REDDIT_SORT: RedditSortOption = 'new';
/**
 * Hot and Rising rank posts as they stand now: a past range finds nothing there. A custom range is
 * read from New (every post of the range, newest first) whichever of these two was asked for.
 */
export const REDDIT_SORTS_OF_NOW: readonly RedditSortOption[] = ['hot', 'rising'];

/** The listing a summary reads: New for a custom range asked as Hot or Rising, else as asked. */
export function redditSortFor(sort: RedditSortOption, period: string): RedditSortOption {
  return period === 'custom' && REDDIT_SORTS_OF_NOW.includes(sort) ? 'new' : sort;
}

/** YouTube ids say what they are: UC… a channel, 11 characters a video, anything else a playlist. */
export function youtubeSourceKind(id: string): 'channel' | 'video' | 'playlist' {
  if (/^UC[\w-]{22}$/u.test(id)) return 'channel';
  if (/^[\w-]{11}$/u.test(id)) return 'video';
  return 'playlist';
}

/** A single video has no period: it is summarized whatever its date. */
export function isSingleVideo(platform: string, sourceId: string): boolean {
  return platform === 'youtube' && youtubeSourceKind(sourceId) === 'video';
}

export const summaryStatusSchema = z.enum(SUMMARY_STATUSES);
export type SummaryStatus = z.infer<typeof summaryStatusSchema>;

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;
const DAY_MS = 86_400_000;

/** Midnight UTC of a `YYYY-MM-DD` string, or undefined when it is not a real calendar date. */
export function parseIsoDate(value: string): Date | undefined {
  const day = value.length > 10 && !Number.isNaN(Date.parse(value)) ? value.slice(0, 10) : value;
  if (!ISO_DATE.test(day)) return undefined;
  const date = new Date(`${day}T00:00:00.000Z`);
  return Number.isNaN(date.getTime()) || date.toISOString().slice(0, 10) !== day ? undefined : date;
}

/** A calendar date, `YYYY-MM-DD` (a full ISO timestamp is accepted and cut to its UTC date). */
export const isoDateSchema = z
  .string({ error: SUMMARY_MESSAGES.dateFormat })
  .refine((s) => parseIsoDate(s) !== undefined, { error: SUMMARY_MESSAGES.dateFormat })
  .transform((s) => s.slice(0, 10));

export const dateRangeSchema = z.object({
  startDate: isoDateSchema,
  endDate: isoDateSchema,
});
export type DateRange = z.infer<typeof dateRangeSchema>;

/**
 * Checks a custom range against a clock: start ≤ end, at most 90 days, and not in the future. Dates
 * are UTC calendar days; "the future" allows one day of slack, so a user east of UTC may pick their
 * own today.
 */
export function dateRangeIssues(range: DateRange, now: Date = new Date()): string[] {
  const start = parseIsoDate(range.startDate);
  const end = parseIsoDate(range.endDate);
  if (!start || !end) return [SUMMARY_MESSAGES.dateFormat];
  const issues: string[] = [];
  if (start.getTime() > end.getTime()) issues.push(SUMMARY_MESSAGES.dateOrder);
  else if ((end.getTime() - start.getTime()) / DAY_MS + 1 > DATE_RANGE_MAX_DAYS)
    issues.push(SUMMARY_MESSAGES.dateRangeTooLong);
  const todayUtc = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
  if (end.getTime() > todayUtc + DAY_MS) issues.push(SUMMARY_MESSAGES.dateInFuture);
  return issues;
}

export const summaryOptionsInputSchema = z.object({
  period: periodSchema.default('today'),
  dateRange: dateRangeSchema.optional(),
  tone: toneSchema.default('engaging'),
  language: summaryLanguageSchema.default('en'),
  /** Reddit only; ignored (not stored) for other platforms. */
  redditSort: redditSortSchema.optional(),
});

/** POST /summaries. */
export const summaryCreateInputSchema = z
  .object({
    platform: platformSchema,
    sourceId: z
      .string({ error: SUMMARY_MESSAGES.sourceId })
      .trim()
      .min(1, { error: SUMMARY_MESSAGES.sourceId })
      .max(SOURCE_ID_MAX, { error: SUMMARY_MESSAGES.sourceIdTooLong }),
    /**
     * The platform's name for the source as the picker listed it (an X list's or a playlist's
     * name, which their posts do not carry). Kept as the source's name until the platform gives one.
     */
    sourceName: z.string().trim().min(1).max(SOURCE_NAME_MAX).optional(),
    options: summaryOptionsInputSchema.prefault({}),
  })
  .superRefine((input, ctx) => {
    if (!isPlatformSourceId(input.platform, input.sourceId))
      ctx.addIssue({
        code: 'custom',
        path: ['sourceId'],
        message: SUMMARY_MESSAGES.sourceIdFormat,
      });
    const { period, dateRange } = input.options;
    if (period !== 'custom') return;
    if (!dateRange) {
      ctx.addIssue({
        code: 'custom',
        path: ['options', 'dateRange'],
        message: SUMMARY_MESSAGES.dateRangeRequired,
      });
      return;
    }
    for (const message of dateRangeIssues(dateRange))
      ctx.addIssue({ code: 'custom', path: ['options', 'dateRange'], message });
  });
export type SummaryCreateInput = z.infer<typeof summaryCreateInputSchema>;

/**
 * POST /summaries/{id}/regenerate: a new summary of the same source and window, fetched again;
 * the tone and language may change, everything else is the original's.
 */
export const summaryRegenerateInputSchema = z.object({
  tone: toneSchema.optional(),
  language: summaryLanguageSchema.optional(),
});
export type SummaryRegenerateInput = z.infer<typeof summaryRegenerateInputSchema>;
export type SummaryCreateInputRaw = z.input<typeof summaryCreateInputSchema>;

/** Options as stored on a summary: dateRange only for custom, redditSort only for Reddit. */
export const summaryOptionsSchema = z.object({
  period: periodSchema,
  tone: toneSchema,
  language: summaryLanguageSchema,
  dateRange: dateRangeSchema.optional(),
  redditSort: redditSortSchema.optional(),
});
export type SummaryOptions = z.infer<typeof summaryOptionsSchema>;

export const summaryItemEngagementSchema = z.object({
  likes: z.number(),
  comments: z.number(),
  views: z.number(),
});

/** One item the summary was made from (a bounded list: the most engaging first). */
export const summarySourceItemSchema = z.object({
  id: z.string(),
  title: z.string().optional(),
  text: z.string(),
  url: z.string(),
  createdAt: z.string().optional(),
  score: z.number().optional(),
  numComments: z.number().optional(),
  awards: z.number().optional(),
  engagement: summaryItemEngagementSchema,
});
export type SummarySourceItem = z.infer<typeof summarySourceItemSchema>;

export const redditSummaryStatsSchema = z.object({
  posts: z.number(),
  comments: z.number(),
  score: z.number(),
  awards: z.number(),
});
export const telegramSummaryStatsSchema = z.object({
  text: z.number(),
  photo: z.number(),
  video: z.number(),
  document: z.number(),
  other: z.number(),
});
/** YouTube and X. */
export const genericSummaryStatsSchema = z.object({
  items: z.number(),
  likes: z.number(),
  comments: z.number(),
  views: z.number(),
});
export const summaryStatsSchema = z.union([
  redditSummaryStatsSchema,
  telegramSummaryStatsSchema,
  genericSummaryStatsSchema,
]);
export type RedditSummaryStats = z.infer<typeof redditSummaryStatsSchema>;
export type TelegramSummaryStats = z.infer<typeof telegramSummaryStatsSchema>;
export type GenericSummaryStats = z.infer<typeof genericSummaryStatsSchema>;
export type SummaryStats = z.infer<typeof summaryStatsSchema>;

export const summarySourceSchema = z.object({
  id: z.string(),
  title: z.string(),
  items: z.array(summarySourceItemSchema),
  stats: summaryStatsSchema,
});
export type SummarySource = z.infer<typeof summarySourceSchema>;

/** The UTC instants [start, end) the summary covers; shown with no_data. */
export const summaryWindowSchema = z.object({ start: z.string(), end: z.string() });
export type SummaryWindow = z.infer<typeof summaryWindowSchema>;

export const summarySchema = z.object({
  _id: z.string(),
  id: z.string(),
  userId: z.string(),
  platform: platformSchema,
  sourceId: z.string(),
  options: summaryOptionsSchema,
  status: summaryStatusSchema,
  content: z.string().nullable(),
  error: z.string().nullable(),
  source: summarySourceSchema.nullable(),
  window: summaryWindowSchema.nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Summary = z.infer<typeof summarySchema>;

export const summaryResponseSchema = successEnvelope(summarySchema);

/** GET /summaries pages: 20 by default, at most 100. */
export const SUMMARIES_PAGE_DEFAULT = 20;
export const SUMMARIES_PAGE_MAX = 100;
/** A list item carries at most this many characters of `content`; GET /summaries/{id} has it all. */
export const SUMMARY_LIST_CONTENT_MAX = 400;

/**
 * A summary as the list shows it: the source's id and title only (its items and stats are on
 * GET /summaries/{id}), and `content` cut to its first SUMMARY_LIST_CONTENT_MAX characters. A full
 * Summary is also a valid list item, so a detail answer may stand in for its row.
 */
export const summaryListItemSchema = summarySchema.extend({
  source: z.object({ id: z.string(), title: z.string() }).nullable(),
});
export type SummaryListItem = z.infer<typeof summaryListItemSchema>;

/** The longest text a list search takes. */
export const SUMMARY_SEARCH_MAX = 100;

/**
 * GET /summaries?limit=20&cursor=…: the caller's summaries, newest first, one page at a time. The
 * first page takes no cursor; each answer's `nextCursor` (null on the last page) asks for the next.
 * The cursor is opaque; one that cannot be read answers 400. `q`, `platform`, `status` and `tone`
 * narrow the list (all of them at once); a cursor continues the list it came from, so the same
 * filters go with it. Other parameters are ignored.
 */
export const summaryListQuerySchema = z.object({
  cursor: z.string().max(200).optional().describe('`nextCursor` of the previous page'),
  limit: z.coerce
    .number()
    .int()
    .min(1)
    .max(SUMMARIES_PAGE_MAX)
    .default(SUMMARIES_PAGE_DEFAULT)
    .describe(`Summaries per page, 1 to ${SUMMARIES_PAGE_MAX}`),
  q: z
    .string({ error: SUMMARY_LIST_MESSAGES.search })
    .trim()
    .max(SUMMARY_SEARCH_MAX, { error: SUMMARY_LIST_MESSAGES.searchTooLong })
    .optional()
    .describe("Words in the source's name or id (any case)"),
  platform: z
    .enum(PLATFORMS, { error: SUMMARY_LIST_MESSAGES.platform })
    .optional()
    .describe('Only summaries of this platform'),
  status: z
    .enum(SUMMARY_STATUSES, { error: SUMMARY_LIST_MESSAGES.status })
    .optional()
    .describe('Only summaries in this status'),
  tone: z
    .enum(TONES, { error: SUMMARY_LIST_MESSAGES.tone })
    .optional()
    .describe('Only summaries written in this tone'),
});
export type SummaryListQuery = z.input<typeof summaryListQuerySchema>;
/** The filters of a list query, as the server reads them. */
export type SummaryListFilters = Pick<
  z.output<typeof summaryListQuerySchema>,
  'q' | 'platform' | 'status' | 'tone'
>;

export const summaryListResponseSchema = z.object({
  success: z.literal(true),
  data: z.array(summaryListItemSchema),
  nextCursor: z.string().nullable(),
});
export type SummaryListPage = z.infer<typeof summaryListResponseSchema>;
export const summaryDeleteResponseSchema = okEnvelopeSchema;

/**
 * POST /summaries/events/ticket: a one-use ticket, good for 30 seconds, for
 * GET /summaries/events?ticket=… (an EventSource cannot send the Authorization header).
 */
export const summaryEventsTicketResponseSchema = successEnvelope(
  z.object({ ticket: z.string(), expiresAt: z.string() }),
);
export type SummaryEventsTicket = z.infer<typeof summaryEventsTicketResponseSchema>['data'];

/** The `data` of each `summary` event on GET /summaries/events: which summary, and its status now. */
export const summaryStatusEventSchema = z.object({ id: z.string(), status: summaryStatusSchema });
export type SummaryStatusEvent = z.infer<typeof summaryStatusEventSchema>;

/** The `data` of each `pulse` event on GET /summaries/events: a build of the caller's Pulse was stored for this UTC day. */
export const pulseReadyEventSchema = z.object({ day: z.string().regex(/^\d{4}-\d{2}-\d{2}$/u) });
export type PulseReadyEvent = z.infer<typeof pulseReadyEventSchema>;
