import { z } from 'zod';
import { platformSchema, successEnvelope } from './common';
import { KEYWORD_MESSAGES, KEYWORD_MIN, KEYWORD_PATTERN } from './keywords';
import {
  defaultPeriodSchema,
  summaryLanguageSchema,
  toneSchema,
  uiLanguageSchema,
} from './options';
import {
  SETTINGS_KEYWORDS_LIMIT,
  SETTINGS_KEYWORD_MAX,
  SETTINGS_MESSAGES,
} from './constants/settings';
export * from './constants/settings';

const keywordsSchema = z
  .array(
    z
      .string()
      .trim()
      .min(1, { error: SETTINGS_MESSAGES.keywordBlank })
      .max(SETTINGS_KEYWORD_MAX, { error: SETTINGS_MESSAGES.keywordTooLong })
      // One keyword list (docs/decisions/0008): each chip is a tracked keyword, with its rules.
      .refine((s) => s.length === 0 || [...s].length >= KEYWORD_MIN, {
        error: KEYWORD_MESSAGES.keywordMin,
      })
      .refine((s) => s.length === 0 || KEYWORD_PATTERN.test(s), {
        error: KEYWORD_MESSAGES.keywordChars,
      }),
  )
  .max(SETTINGS_KEYWORDS_LIMIT, { error: SETTINGS_MESSAGES.keywordsTooMany })
  .refine((list) => new Set(list.map((k) => k.toLocaleLowerCase())).size === list.length, {
    error: SETTINGS_MESSAGES.keywordDuplicate,
  });

const preferenceSchema = z
  .number({ error: SETTINGS_MESSAGES.preferenceRange })
  .min(0, { error: SETTINGS_MESSAGES.preferenceRange })
  .max(1, { error: SETTINGS_MESSAGES.preferenceRange });

export const platformPreferencesSchema = z.partialRecord(platformSchema, preferenceSchema);
export type PlatformPreferences = z.infer<typeof platformPreferencesSchema>;

/**
 * `keywords` are the user's tracked keywords (`/keyword-alerts/keywords`), one list: GET answers
 * their texts, oldest first; PATCH with `keywords` creates a tracked keyword (every platform, active)
 * for each new chip and deletes the tracked keywords whose chip was removed (docs/decisions/0008).
 */
export const settingsSchema = z.object({
  summaryTone: toneSchema,
  summaryLanguage: summaryLanguageSchema,
  summaryPeriod: defaultPeriodSchema,
  language: uiLanguageSchema,
  emailNotifications: z.boolean(),
  keywords: keywordsSchema,
  platformPreferences: platformPreferencesSchema,
  /** Leaves adult (NSFW) items out of summaries and the Pulse. */
  hideNsfw: z.boolean(),
});
export type Settings = z.infer<typeof settingsSchema>;

/** The settings a new account starts with. */
export const DEFAULT_SETTINGS: Settings = {
  summaryTone: 'engaging',
  summaryLanguage: 'en',
  summaryPeriod: 'today',
  language: 'en',
  emailNotifications: false,
  keywords: [],
  platformPreferences: {},
  hideNsfw: true,
};

/** PATCH body: any subset of the fields; unknown fields are refused. */
export const settingsPatchSchema = settingsSchema.partial().strict();
export type SettingsPatch = z.infer<typeof settingsPatchSchema>;

export const settingsResponseSchema = successEnvelope(settingsSchema);
