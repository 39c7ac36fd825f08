import { z } from 'zod';
import { ALL_PLATFORMS, ERROR_CODES, PLATFORMS } from './constants/common';
export * from './constants/common';

/**
 * The one response envelope every endpoint answers with.
 * Success: `{ success: true, data }`. Failure: `{ success: false, message, error, errors }`.
 */
export const fieldErrorSchema = z.object({
  field: z.string(),
  message: z.string(),
});
export type FieldError = z.infer<typeof fieldErrorSchema>;

export const errorCodeSchema = z.enum(ERROR_CODES);
export type ErrorCode = z.infer<typeof errorCodeSchema>;

export const errorEnvelopeSchema = z.object({
  success: z.literal(false),
  message: z.string(),
  error: z.string(),
  errors: z.array(fieldErrorSchema).optional(),
});
export type ErrorEnvelope = z.infer<typeof errorEnvelopeSchema>;

export function successEnvelope<T extends z.ZodType>(data: T) {
  return z.object({ success: z.literal(true), data });
}

/** Answer of calls that only report success, such as logout or delete. */
export const okEnvelopeSchema = z.object({
  success: z.literal(true),
  message: z.string().optional(),
  data: z.unknown().optional(),
});

export const platformSchema = z.enum(PLATFORMS);
export type Platform = z.infer<typeof platformSchema>;

export const anyPlatformSchema = z.enum(ALL_PLATFORMS);
export type AnyPlatform = z.infer<typeof anyPlatformSchema>;
