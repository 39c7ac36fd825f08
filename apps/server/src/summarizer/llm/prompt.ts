import { LANGUAGE_PACKS } from '@/summarizer/compose/i18n/packs';
import type { ChatMessage } from '@/summarizer/llm/chat-client';
import { LANGUAGE_NAMES, TONE_INSTRUCTIONS } from '@/summarizer/llm/tone-voices';
import type { SummaryLanguage, Tone } from '@/summarizer/types';

export interface PromptOptions {
  tone: Tone;
  language: SummaryLanguage;
  sourceTitle?: string;
  /** The material's totals and window, in one sentence (facts.ts). */
  facts?: string;
}

function basics({ tone, language }: PromptOptions): string[] {
  const name = LANGUAGE_NAMES[language];
  const link = LANGUAGE_PACKS[language].voices[tone].link;
  return [
    'You summarize social media content for SocialPulse, a digest app.',
    `Output language: ${name}. Write every sentence in ${name}, whatever the language of the material; short quotes may stay as written.`,
    TONE_INSTRUCTIONS[tone],
    `Link every item and quote you mention: a Markdown link on the words that name it, or [${link}](URL), with exactly the URL shown in angle brackets after its line (a reply's line carries its own). Never invent URLs, facts, numbers or items.`,
    'Use Markdown only: no HTML, no code blocks, no preamble, no remarks about yourself.',
    'Every number you write must be one of the numbers in the material or the totals, and every link one of its URLs: a sentence with any other number or link is removed before anyone reads it.',
    'Material lines may be marked TOP ITEM (the most engaged items, always mention each with its numbers), THEME (a line many posts or replies took, with their true count and approval), THEME POST and THEME REPLY (what the theme is made of), STORY (a story led by this item), RELATED (another item of the story above) or REPLY (what someone answered, with its author and approval). Copy numbers exactly as given, never compute new ones. Quote what people said in their own language.',
  ];
}

// What an editor's digest does: the period's story in the lead, then its themes told as prose
// with their counts, quotes and dissent; nothing that carries no information.
const FINAL_FORMAT = [
  'Format: a "## " heading that says what the period was about (its main themes or stories, not only the source\'s name);',
  'a lead of two to four sentences: what the period was about, the totals, and the biggest item with its numbers;',
  'then two to five "### " sections, one per THEME or story, most engaged first, each headed by a short label a person would give it (never a list of keywords) and written as a short paragraph: what was said, how many posts or comments took that line (the THEME counts as given), the most telling quote with its author and numbers, and any reply that disagreed;',
  'items no section covers may follow as a short "- " list under a last "### " heading of their own.',
  'Tell each item once: an item told in the lead or one section is not told again (its TOP ITEM and STORY lines are the same item).',
  "A THEME's count and approval cover exactly its THEME POST and THEME REPLY lines: quote those under it, and tell any other reply apart, so that no count looks smaller than what is shown beside it.",
  'Write prose a person would write, never a bare list of titles: say what each item is about. No closing line, no greeting, no sentence without information.',
].join(' ');

function sourceLine(options: PromptOptions): string {
  return `${options.sourceTitle ? `Source: ${options.sourceTitle}\n` : ''}${options.facts ? `Totals: ${options.facts}\n` : ''}`;
}

/** One request over all the material. */
export function summaryPrompt(options: PromptOptions, lines: readonly string[]): ChatMessage[] {
  return [
    { role: 'system', content: [...basics(options), FINAL_FORMAT].join('\n') },
    {
      role: 'user',
      content: `${sourceLine(options)}Material, most important first:\n${lines.join('\n')}`,
    },
  ];
}

/** Map step: one part of material that is too long for a single request. */
export function partPrompt(
  options: PromptOptions,
  lines: readonly string[],
  part: number,
  parts: number,
): ChatMessage[] {
  return [
    {
      role: 'system',
      content: [
        ...basics(options),
        `This is part ${part} of ${parts} of the material. Write only concise "- " bullet points of its key points, most important first, without a heading. They will be combined with the other parts later.`,
      ].join('\n'),
    },
    {
      role: 'user',
      content: `${sourceLine(options)}Material (part ${part} of ${parts}), most important first:\n${lines.join('\n')}`,
    },
  ];
}

/** Reduce step: the parts' bullet points become one summary. */
export function combinePrompt(options: PromptOptions, partials: readonly string[]): ChatMessage[] {
  return [
    {
      role: 'system',
      content: [
        ...basics(options),
        'Combine the partial summaries below into one summary: merge repeated points, group them by theme, keep each point with its link exactly as given.',
        FINAL_FORMAT,
      ].join('\n'),
    },
    {
      role: 'user',
      content: `${sourceLine(options)}${partials.map((p, i) => `Partial summary ${i + 1}:\n${p}`).join('\n\n')}`,
    },
  ];
}
