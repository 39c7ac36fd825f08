import { z } from 'zod';
import { PLATFORMS } from './constants/common';
import { SOURCE_ID_MAX, SUMMARY_LIST_MESSAGES, SUMMARY_MESSAGES } from './constants/summaries';
import { successEnvelope } from './common';
import { summaryLanguageSchema } from './options';

/** GET /summaries/source-language?platform=reddit&sourceId=r/de: one of the caller's sources. */
export const sourceLanguageQuerySchema = z.object({
  platform: z.enum(PLATFORMS, { error: SUMMARY_LIST_MESSAGES.platform }),
  sourceId: z
    .string({ error: SUMMARY_MESSAGES.sourceId })
    .trim()
    .min(1, { error: SUMMARY_MESSAGES.sourceId })
    .max(SOURCE_ID_MAX, { error: SUMMARY_MESSAGES.sourceIdTooLong }),
});
export type SourceLanguageQuery = z.infer<typeof sourceLanguageQuerySchema>;

/**
 * The language most of a source's content is in, as the caller's own data shows it: detected in
 * their earlier summaries of it (`summaries`), else in the items fetched for their Pulse (`pulse`).
 * Both null when nothing of theirs tells it.
 */
export const sourceLanguageSchema = z.union([
  z.object({ language: summaryLanguageSchema, basis: z.enum(['summaries', 'pulse']) }),
  z.object({ language: z.null(), basis: z.null() }),
]);
export type SourceLanguage = z.infer<typeof sourceLanguageSchema>;
export const sourceLanguageResponseSchema = successEnvelope(sourceLanguageSchema);
