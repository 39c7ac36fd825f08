import { z } from 'zod';

/**
 * The one response envelope every endpoint answers with.
 * Success: `{ success: true, data }`. Failure: `{ success: false, message, error, errors }`.
 */
export const fieldErrorSchema = z.object({
  field: z.string(),
  message: z.string(),
});
export type FieldError = z.infer<typeof fieldErrorSchema>;

export const ERROR_CODES = [
  'VALIDATION_ERROR',
  'BAD_REQUEST',
  'UNAUTHORIZED',
  'INVALID_CREDENTIALS',
  'TOKEN_EXPIRED',
  'INVALID_TOKEN',
  'FORBIDDEN',
  'NOT_FOUND',
  'CONFLICT',
  'RATE_LIMITED',
  'REQUEST_TIMEOUT',
  'PAYLOAD_TOO_LARGE',
  'URI_TOO_LONG',
  'HEADERS_TOO_LARGE',
  'UNSUPPORTED_MEDIA_TYPE',
  'SERVICE_UNAVAILABLE',
  'INTERNAL_ERROR',
] as const;
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

/** Builds the SPEC's field-error sentence: "Validation failed: Invalid email, password". */
export function validationMessage(fields: readonly string[]): string {
  const unique = [...new Set(fields.filter((f) => f.length > 0))];
  return unique.length > 0
    ? `Validation failed: Invalid ${unique.join(', ')}`
    : 'Validation failed: Invalid request';
}

/** Platforms that can be summarized. */
export const PLATFORMS = ['telegram', 'reddit', 'twitter', 'youtube'] as const;
export const platformSchema = z.enum(PLATFORMS);
export type Platform = z.infer<typeof platformSchema>;

/** Every platform the product shows an icon for; facebook and linkedin are "coming soon". */
export const ALL_PLATFORMS = [
  'reddit',
  'facebook',
  'linkedin',
  'twitter',
  'telegram',
  'youtube',
] as const;
export const anyPlatformSchema = z.enum(ALL_PLATFORMS);
export type AnyPlatform = z.infer<typeof anyPlatformSchema>;
