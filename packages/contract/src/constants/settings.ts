// Schema-free: the web app's first screen imports these without evaluating zod (docs/decisions/0018).
export const SETTINGS_KEYWORD_MAX = 50;
export const SETTINGS_KEYWORDS_LIMIT = 100;
export const PLATFORM_PREFERENCE_DEFAULT = 0.5;

/** A summary with no data because every item was adult content the user's settings hide. */
export const NSFW_MESSAGES = {
  allHidden:
    'Everything in this period is marked adult (NSFW), and your settings hide adult content.',
} as const;

export const SETTINGS_MESSAGES = {
  keywordBlank: 'Keywords cannot be blank',
  keywordTooLong: `Keywords must be at most ${SETTINGS_KEYWORD_MAX} characters`,
  keywordDuplicate: 'Keywords must not repeat',
  keywordsTooMany: `At most ${SETTINGS_KEYWORDS_LIMIT} keywords`,
  preferenceRange: 'Platform preference must be between 0 and 1',
} as const;
