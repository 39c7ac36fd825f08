// Schema-free: the web app's first screen imports these without evaluating zod (docs/decisions/0018).
type Tone = (typeof TONES)[number];

export const TONES = ['professional', 'engaging', 'creative'] as const;
export const TONE_EMOJI: Record<Tone, string> = {
  professional: '💼',
  engaging: '✨',
  creative: '🎨',
};

/** Languages a summary can be written in. The offline engine phrases its wording in each. */
export const SUMMARY_LANGUAGES = ['en', 'es', 'de', 'fr', 'ru'] as const;
/** Languages the interface is translated into (every key in every locale; a test checks it). */
export const UI_LANGUAGES = ['en', 'es', 'de', 'fr', 'ru'] as const;
/** Named periods; `custom` needs a dateRange on the summary and cannot be a saved default. */
export const PERIODS = ['today', 'yesterday', 'last_7_days', 'last_30_days', 'custom'] as const;
export const DEFAULT_PERIODS = ['today', 'yesterday', 'last_7_days', 'last_30_days'] as const;
