// Schema-free: the web app's first screen imports these without evaluating zod (docs/decisions/0018).
export const ERROR_CODES = [
  'VALIDATION_ERROR',
  'BAD_REQUEST',
  'UNAUTHORIZED',
  'INVALID_CREDENTIALS',
  'TOKEN_EXPIRED',
  'INVALID_TOKEN',
  'FORBIDDEN',
  // A temporary password set by an administrator must be changed before anything else.
  'PASSWORD_CHANGE_REQUIRED',
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
/** Builds the field-error sentence: "Validation failed: Invalid email, password". */
export function validationMessage(fields: readonly string[]): string {
  const unique = [...new Set(fields.filter((f) => f.length > 0))];
  return unique.length > 0
    ? `Validation failed: Invalid ${unique.join(', ')}`
    : 'Validation failed: Invalid request';
}

/** Platforms that can be summarized. */
export const PLATFORMS = ['telegram', 'reddit', 'twitter', 'youtube'] as const;
/** Platforms connected through an OAuth popup; Telegram connects through the phone/code modal. */
export const OAUTH_PLATFORMS = ['reddit', 'youtube', 'twitter'] as const;
export type OAuthPlatform = (typeof OAUTH_PLATFORMS)[number];
/** Every platform the product shows an icon for; facebook and linkedin are "coming soon". */
export const ALL_PLATFORMS = [
  'reddit',
  'facebook',
  'linkedin',
  'twitter',
  'telegram',
  'youtube',
] as const;
