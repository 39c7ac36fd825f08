import type { SummaryLanguage, Tone } from '@/summarizer/types';

/** The same three voices the offline engine writes in, described for a model. */
export const TONE_INSTRUCTIONS: Readonly<Record<Tone, string>> = {
  professional:
    'Tone: professional. Write like an analyst briefing an executive: neutral, precise, concise, ' +
    'third person, no exclamation marks, no emoji, no hype.',
  engaging:
    'Tone: engaging. Write like a friendly newsletter host: warm, lively, direct address to the ' +
    'reader ("you"), short punchy sentences; at most one emoji per section.',
  creative:
    'Tone: creative. Write like a storyteller: vivid imagery, playful metaphors and a narrative ' +
    'thread from point to point, while every fact stays faithful to the material.',
};

export const LANGUAGE_NAMES: Readonly<Record<SummaryLanguage, string>> = {
  en: 'English',
  es: 'Spanish (español)',
  de: 'German (Deutsch)',
  fr: 'French (français)',
  ru: 'Russian (русский)',
};
