import { z } from 'zod';
import { successEnvelope } from './common';

export const TONES = ['professional', 'engaging', 'creative'] as const;
export const toneSchema = z.enum(TONES);
export type Tone = z.infer<typeof toneSchema>;
export const TONE_EMOJI: Record<Tone, string> = {
  professional: '💼',
  engaging: '✨',
  creative: '🎨',
};

/** Languages a summary can be written in. The offline engine phrases its wording in each. */
export const SUMMARY_LANGUAGES = ['en', 'es', 'de', 'fr', 'ru'] as const;
export const summaryLanguageSchema = z.enum(SUMMARY_LANGUAGES);
export type SummaryLanguage = z.infer<typeof summaryLanguageSchema>;

/** Languages the interface is translated into (every key in every locale; a test checks it). */
export const UI_LANGUAGES = ['en', 'es', 'de', 'fr', 'ru'] as const;
export const uiLanguageSchema = z.enum(UI_LANGUAGES);
export type UiLanguage = z.infer<typeof uiLanguageSchema>;

/** Named periods; `custom` needs a dateRange on the summary and cannot be a saved default. */
export const PERIODS = ['today', 'yesterday', 'last_7_days', 'last_30_days', 'custom'] as const;
export const periodSchema = z.enum(PERIODS);
export type Period = z.infer<typeof periodSchema>;
export const DEFAULT_PERIODS = ['today', 'yesterday', 'last_7_days', 'last_30_days'] as const;
export const defaultPeriodSchema = z.enum(DEFAULT_PERIODS);

export const optionItemSchema = z.object({
  value: z.string(),
  label: z.string(),
  description: z.string(),
  /** Tones carry their emoji (SPEC §3). */
  emoji: z.string().optional(),
});
export type OptionItem = z.infer<typeof optionItemSchema>;

/**
 * The ways in that /auth offers: the password form (PASSWORD_LOGIN), "Continue with Google", and
 * single sign-on with the configured OpenID provider under its display name (null when off).
 */
export const signInOptionsSchema = z.object({
  password: z.boolean(),
  google: z.boolean(),
  sso: z.object({ name: z.string() }).nullable(),
});
export type SignInOptions = z.infer<typeof signInOptionsSchema>;

export const optionsSchema = z.object({
  platforms: z.array(optionItemSchema),
  tones: z.array(optionItemSchema),
  languages: z.array(optionItemSchema),
  periods: z.array(optionItemSchema),
  /** What this server can do beyond the offline core: write summaries with an LLM, send email. */
  capabilities: z.object({ llm: z.boolean(), email: z.boolean() }),
  signIn: signInOptionsSchema,
  /**
   * Where OAuth popups return. `publicUrl` is PUBLIC_URL, the one address real platforms return to;
   * `sandboxAcceptsHere` says whether the sandboxes also return to the address this request came to
   * (one of the server's own). At any other address the Connections screen says to open PUBLIC_URL.
   */
  oauth: z.object({ publicUrl: z.string(), sandboxAcceptsHere: z.boolean() }),
});
export type Options = z.infer<typeof optionsSchema>;
export const optionsResponseSchema = successEnvelope(optionsSchema);
