import { z } from 'zod';
import { okEnvelopeSchema, platformSchema, successEnvelope } from './common';
import { summaryLanguageSchema, toneSchema } from './options';
import { SOURCE_ID_MAX } from './constants/summaries';
import { WEBHOOK_MESSAGES, WEBHOOK_URL_MAX } from './constants/webhooks';

export * from './constants/webhooks';

/** Sources one scheduled digest may bundle, and digests one user may keep. */
export const DIGEST_SOURCES_MAX = 20;
export const DIGESTS_PER_USER_MAX = 50;
export const DIGEST_NAME_MAX = 80;

export const DIGEST_MESSAGES = {
  notFound: 'Scheduled digest not found',
  tooMany: (max: number) => `You can keep at most ${max} scheduled digests.`,
  time: 'Time must be HH:MM (24-hour)',
  timeZone: 'Unknown time zone',
  weekdays: 'Choose at least one weekday',
  sources: 'Choose at least one source',
  tooManySources: `A digest can bundle at most ${DIGEST_SOURCES_MAX} sources`,
  duplicateSource: 'The same source is listed twice',
  name: `Name must be at most ${DIGEST_NAME_MAX} characters`,
  notConnected: (platform: string) => `Connect ${platform} before scheduling a digest of it`,
  unsubscribeInvalid: 'This unsubscribe link is not valid.',
  feedNotFound: 'Feed not found',
} as const;

/** 1 = Monday … 7 = Sunday (ISO weekday numbers). */
export const weekdaySchema = z.number().int().min(1).max(7);

const timeSchema = z
  .string()
  .regex(/^(?:[01]\d|2[0-3]):[0-5]\d$/u, { error: DIGEST_MESSAGES.time });

/**
 * When a digest runs, as wall-clock time in the subscription's time zone: every day, on chosen
 * weekdays, or once a week.
 */
export const digestScheduleSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('daily'), time: timeSchema }),
  z.object({
    kind: z.literal('weekdays'),
    time: timeSchema,
    days: z
      .array(weekdaySchema)
      .min(1, { error: DIGEST_MESSAGES.weekdays })
      .max(7)
      .transform((days) => [...new Set(days)].sort((a, b) => a - b)),
  }),
  z.object({ kind: z.literal('weekly'), time: timeSchema, day: weekdaySchema }),
]);
export type DigestSchedule = z.infer<typeof digestScheduleSchema>;

/** An IANA zone name this runtime knows (Intl refuses unknown names). */
export const timeZoneSchema = z
  .string()
  .min(1)
  .max(64)
  .refine(
    (zone) => {
      try {
        new Intl.DateTimeFormat('en', { timeZone: zone });
        return true;
      } catch {
        return false;
      }
    },
    { error: DIGEST_MESSAGES.timeZone },
  );

export const digestSourceSchema = z.object({
  platform: platformSchema,
  sourceId: z.string().trim().min(1).max(SOURCE_ID_MAX),
});
export type DigestSource = z.infer<typeof digestSourceSchema>;

export const digestChannelsSchema = z.object({
  email: z.boolean(),
  feed: z.boolean(),
});
export type DigestChannels = z.infer<typeof digestChannelsSchema>;

const digestSourcesSchema = z
  .array(digestSourceSchema)
  .min(1, { error: DIGEST_MESSAGES.sources })
  .max(DIGEST_SOURCES_MAX, { error: DIGEST_MESSAGES.tooManySources })
  .refine(
    (sources) => new Set(sources.map((s) => `${s.platform}:${s.sourceId}`)).size === sources.length,
    { error: DIGEST_MESSAGES.duplicateSource },
  );

/** POST /digests. */
export const digestInputSchema = z.object({
  name: z.string().trim().max(DIGEST_NAME_MAX, { error: DIGEST_MESSAGES.name }).default(''),
  sources: digestSourcesSchema,
  schedule: digestScheduleSchema,
  timeZone: timeZoneSchema,
  tone: toneSchema.default('engaging'),
  language: summaryLanguageSchema.default('en'),
  channels: digestChannelsSchema.default({ email: true, feed: true }),
  paused: z.boolean().default(false),
});
export type DigestInput = z.infer<typeof digestInputSchema>;
export type DigestInputRaw = z.input<typeof digestInputSchema>;

/** PATCH /digests/:id: any of the fields; the others stay. */
export const digestPatchSchema = z
  .object({
    name: z.string().trim().max(DIGEST_NAME_MAX, { error: DIGEST_MESSAGES.name }),
    sources: digestSourcesSchema,
    schedule: digestScheduleSchema,
    timeZone: timeZoneSchema,
    tone: toneSchema,
    language: summaryLanguageSchema,
    channels: digestChannelsSchema,
    paused: z.boolean(),
  })
  .partial();
export type DigestPatch = z.infer<typeof digestPatchSchema>;

export const digestSchema = z.object({
  id: z.string(),
  name: z.string(),
  sources: z.array(digestSourceSchema),
  schedule: digestScheduleSchema,
  timeZone: z.string(),
  tone: toneSchema,
  language: summaryLanguageSchema,
  channels: digestChannelsSchema,
  paused: z.boolean(),
  /** The next scheduled run (ISO instant); null while paused. */
  nextRunAt: z.string().nullable(),
  /** Where the last run's window ended: the next run starts there. */
  lastWindowEnd: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Digest = z.infer<typeof digestSchema>;

export const digestRunSchema = z.object({
  id: z.string(),
  digestId: z.string(),
  windowStart: z.string(),
  windowEnd: z.string(),
  status: z.enum(['pending', 'completed', 'failed']),
  summaryIds: z.array(z.string()),
  emailedAt: z.string().nullable(),
  createdAt: z.string(),
});
export type DigestRun = z.infer<typeof digestRunSchema>;

export const digestResponseSchema = successEnvelope(digestSchema);
export const digestListResponseSchema = successEnvelope(z.array(digestSchema));
export const digestRunListResponseSchema = successEnvelope(z.array(digestRunSchema));
export const digestDeleteResponseSchema = okEnvelopeSchema;

/**
 * The caller's private feed addresses. The token itself is shown only when it is made (POST);
 * afterwards the server keeps only its hash, so GET says whether one exists.
 */
export const digestFeedSchema = z.object({
  exists: z.boolean(),
  createdAt: z.string().nullable(),
  rssUrl: z.string().nullable(),
  atomUrl: z.string().nullable(),
});
export type DigestFeed = z.infer<typeof digestFeedSchema>;
export const digestFeedResponseSchema = successEnvelope(digestFeedSchema);

export const webhookUrlSchema = z
  .string()
  .trim()
  .max(WEBHOOK_URL_MAX, { error: WEBHOOK_MESSAGES.urlTooLong })
  .refine(
    (value) => {
      try {
        const url = new URL(value);
        return (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname !== '';
      } catch {
        return false;
      }
    },
    { error: WEBHOOK_MESSAGES.urlInvalid },
  );

/** PUT /digests/:id/webhook: the address deliveries go to. */
export const digestWebhookInputSchema = z.object({ url: webhookUrlSchema });
export type DigestWebhookInput = z.infer<typeof digestWebhookInputSchema>;

/**
 * Hours a replaced signing secret keeps signing beside the new one, so a receiver mid-deploy does
 * not reject deliveries (Standard Webhooks lets `webhook-signature` carry several signatures).
 */
export const WEBHOOK_SECRET_OVERLAP_HOURS = 24;

export const digestWebhookSchema = z.object({
  id: z.string(),
  digestId: z.string(),
  url: z.string(),
  /** The signing secret (`whsec_…`): present only in the answer that made it. */
  secret: z.string().nullable(),
  /**
   * After a rotation, until when deliveries also carry a signature made with the previous secret
   * (`WEBHOOK_SECRET_OVERLAP_HOURS` after it); null when only the current secret signs.
   */
  previousSecretExpiresAt: z.string().nullable(),
  /**
   * When it was paused after repeated failures (`consecutiveFailures` of them), and the last
   * attempt's error then; null while active.
   */
  pausedAt: z.string().nullable(),
  pausedReason: z.string().nullable(),
  consecutiveFailures: z.number().int(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type DigestWebhook = z.infer<typeof digestWebhookSchema>;

export const webhookDeliverySchema = z.object({
  id: z.string(),
  /** The `webhook-id` header: the same for every attempt of one message. */
  messageId: z.string(),
  event: z.enum(['digest.delivered', 'webhook.test']),
  runId: z.string().nullable(),
  attempt: z.number().int(),
  outcome: z.enum(['succeeded', 'failed']),
  statusCode: z.number().int().nullable(),
  error: z.string().nullable(),
  durationMs: z.number().int(),
  createdAt: z.string(),
});
export type WebhookDelivery = z.infer<typeof webhookDeliverySchema>;

export const digestWebhookResponseSchema = successEnvelope(digestWebhookSchema.nullable());
export const webhookDeliveryResponseSchema = successEnvelope(webhookDeliverySchema);
export const webhookDeliveryListResponseSchema = successEnvelope(z.array(webhookDeliverySchema));
