import { z } from 'zod';
import { successEnvelope } from './common';
import {
  DEFAULT_PERIODS,
  PERIODS,
  SUMMARY_LANGUAGES,
  TONES,
  UI_LANGUAGES,
} from './constants/options';
export * from './constants/options';

export const toneSchema = z.enum(TONES);
export type Tone = z.infer<typeof toneSchema>;
export const summaryLanguageSchema = z.enum(SUMMARY_LANGUAGES);
export type SummaryLanguage = z.infer<typeof summaryLanguageSchema>;

export const uiLanguageSchema = z.enum(UI_LANGUAGES);
export type UiLanguage = z.infer<typeof uiLanguageSchema>;

export const periodSchema = z.enum(PERIODS);
export type Period = z.infer<typeof periodSchema>;
export const defaultPeriodSchema = z.enum(DEFAULT_PERIODS);

export const optionItemSchema = z.object({
  value: z.string(),
  label: z.string(),
  description: z.string(),
  /** Tones carry their emoji. */
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
  /**
   * True when "Continue with Google" leads to the built-in sandbox (no Google credentials): the
   * sign-in page says what a sandbox identity is. The sandbox is offered only where the server
   * allows it (SANDBOX_SIGN_IN; by default to a browser on the server's own machine).
   */
  googleSandbox: z.boolean().optional(),
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
