// Schema-free: the web app's first screen imports these without evaluating zod (docs/decisions/0018).

/** What a personal API token may do: only GET requests, or every request its user may make. */
export const API_TOKEN_SCOPES = ['read', 'read_write'] as const;
export type ApiTokenScope = (typeof API_TOKEN_SCOPES)[number];

/**
 * Every token starts with this, so secret scanners (and people) recognise one pasted where it
 * should not be.
 */
export const API_TOKEN_PREFIX = 'sp_pat_';
/** Characters of the secret kept in clear after the prefix, so a list can tell tokens apart. */
export const API_TOKEN_VISIBLE_CHARS = 6;

export const API_TOKEN_NAME_MAX = 60;
export const API_TOKENS_PER_USER_MAX = 50;
/** Expiry presets offered by Settings; any later date, or none, may be chosen too. */
export const API_TOKEN_EXPIRY_DAYS = [7, 30, 90] as const;
/** The furthest expiry date a token may have (about five years). */
export const API_TOKEN_EXPIRY_MAX_DAYS = 5 * 366;

export const API_TOKEN_MESSAGES = {
  name: 'Give the token a name',
  nameTooLong: `Name must be at most ${API_TOKEN_NAME_MAX} characters`,
  scope: 'Scope must be read or read_write',
  expiresAt: 'Expiry must be a date and time, or null for never',
  expiryPast: 'Expiry must be in the future',
  expiryTooFar: 'Expiry must be within five years, or never',
  tooMany: `You can keep at most ${API_TOKENS_PER_USER_MAX} API tokens; revoke one first`,
  adminOnly: 'Only administrators can give a token administrator access',
  notFound: 'API token not found',
  invalid: 'Invalid API token',
  expired: 'This API token has expired; create a new one in Settings',
  readOnly: 'This API token can only read (GET); create a read and write token to make changes',
  sessionRequired:
    'API tokens cannot do this: sign in to the app to manage tokens, sign out or delete the account',
  noAdminAccess: 'This API token has no administrator access',
} as const;
