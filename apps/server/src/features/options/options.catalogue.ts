import {
  PERIODS,
  PLATFORMS,
  SUMMARY_LANGUAGES,
  TONE_EMOJI,
  TONES,
  type OptionItem,
  type Options,
} from '@socialpulse/contract';

// Exhaustive records: adding a value to the contract without describing it here fails to compile.
type Described = { label: string; description: string };

const PLATFORM_TEXT: Record<(typeof PLATFORMS)[number], Described> = {
  telegram: { label: 'Telegram', description: 'Chats, groups and channels you are a member of' },
  reddit: { label: 'Reddit', description: 'Subreddits: posts and their discussions' },
  twitter: { label: 'X (Twitter)', description: 'Posts from the accounts and lists you follow' },
  youtube: { label: 'YouTube', description: 'Channels, playlists and single videos' },
};

const TONE_TEXT: Record<(typeof TONES)[number], Described> = {
  professional: { label: 'Professional', description: 'Clear, neutral and to the point' },
  engaging: { label: 'Engaging', description: 'Lively and conversational, easy to skim' },
  creative: { label: 'Creative', description: 'Playful, vivid wording with a personal touch' },
};

/** Each language is named in itself, as language pickers conventionally do. */
const LANGUAGE_TEXT: Record<(typeof SUMMARY_LANGUAGES)[number], Described> = {
  en: { label: 'English', description: 'Summaries written in English' },
  es: { label: 'Español', description: 'Resúmenes escritos en español' },
  de: { label: 'Deutsch', description: 'Zusammenfassungen auf Deutsch' },
  fr: { label: 'Français', description: 'Résumés rédigés en français' },
  ru: { label: 'Русский', description: 'Сводки на русском языке' },
};

const PERIOD_TEXT: Record<(typeof PERIODS)[number], Described> = {
  today: { label: 'Today', description: 'From midnight until now' },
  yesterday: { label: 'Yesterday', description: 'The whole previous day' },
  last_7_days: { label: 'Last 7 days', description: 'The past week up to now' },
  last_30_days: { label: 'Last 30 days', description: 'The past month up to now' },
  custom: { label: 'Custom range', description: 'Choose a start and an end date' },
};

function items<T extends string>(values: readonly T[], text: Record<T, Described>): OptionItem[] {
  return values.map((value) => ({ value, ...text[value] }));
}

export const OPTIONS: Omit<Options, 'capabilities' | 'oauth' | 'signIn'> = {
  platforms: items(PLATFORMS, PLATFORM_TEXT),
  tones: TONES.map((value) => ({ value, ...TONE_TEXT[value], emoji: TONE_EMOJI[value] })),
  languages: items(SUMMARY_LANGUAGES, LANGUAGE_TEXT),
  periods: items(PERIODS, PERIOD_TEXT),
};
