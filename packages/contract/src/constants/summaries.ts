// Schema-free: the web app's first screen imports these without evaluating zod (docs/decisions/0018).
type SummaryStatus = (typeof SUMMARY_STATUSES)[number];

/** Messages of the summary creation input and of the summaries calls. */
export const SUMMARY_MESSAGES = {
  sourceId: 'Source is required',
  sourceIdTooLong: 'Source id must be at most 200 characters',
  sourceIdFormat: 'Source id is not written the way this platform writes its ids',
  dateFormat: 'Dates must be ISO dates (YYYY-MM-DD)',
  dateRangeRequired: 'A date range is required for a custom period',
  dateOrder: 'The start date must not be after the end date',
  dateRangeTooLong: 'The date range can cover at most 90 days',
  dateInFuture: 'The date range cannot be in the future',
  notFound: 'Summary not found',
  generationFailed: 'Failed to generate summary',
  interrupted: 'Generation was interrupted. Please try again.',
  rateLimitedTooLong: 'The platform kept rate-limiting this summary. Please try again later.',
  tooManyWaiting: (max: number) =>
    `You have ${max} summaries waiting. Wait for some to finish before creating more.`,
  stillRunning: 'This summary is still being made: wait until it has finished to make it again',
} as const;

/** Messages of the list's filters (GET /summaries?q=…&platform=…&status=…&tone=…). */
export const SUMMARY_LIST_MESSAGES = {
  search: 'The search must be text',
  searchTooLong: 'The search can be at most 100 characters',
  platform: 'platform must be one of telegram, reddit, twitter or youtube',
  status: 'status must be one of pending, processing, completed, failed, rate_limited or no_data',
  tone: 'tone must be one of professional, engaging or creative',
} as const;

export const SOURCE_ID_MAX = 200;
/** A source's name as a platform lists it (X list names are at most 25 characters, titles 150). */
export const SOURCE_NAME_MAX = 300;
/** Longest custom range, in days, counting both ends. */
export const DATE_RANGE_MAX_DAYS = 90;

export const SUMMARY_STATUSES = [
  'pending',
  'processing',
  'completed',
  'failed',
  'rate_limited',
  'no_data',
] as const;
/** The list refetches while any summary is in one of these. */
export const NON_FINAL_SUMMARY_STATUSES: readonly SummaryStatus[] = ['pending', 'processing'];
