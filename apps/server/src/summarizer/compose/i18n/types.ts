/**
 * The wording around extracted content, per language and tone. Extracted sentences are never
 * translated (they stay as their authors wrote them); everything else a reader sees comes from here.
 * Templates use {placeholders}; counts go through Intl.PluralRules, so Russian gets its three forms.
 */
import type { Tone } from '@/summarizer/types';

export type PluralForms = Partial<Record<Intl.LDMLPluralRule, string>> & { other: string };

export interface Voice {
  heading: string;
  /** {source} */
  headingWithSource: string;
  /** {items} and {topics} are counted nouns ("12 posts", "3 topics"). */
  opener: string;
  /** {n} is the topic's 1-based number, {label} its keywords. */
  topicHeading: string;
  /** Lead-ins for the second and later topics, used in turn; empty for a sober voice. */
  transitions: readonly string[];
  /**
   * {text} is the point (Markdown-escaped), {link} the link text, {url} the item's address. A
   * template ending in a newline leaves a blank line after each point (block quotes need it).
   */
  point: string;
  link: string;
  /** {keywords} */
  closer: string;
  /** Heading for points of topics beyond the shown ones. */
  more: string;
}

export interface LanguagePack {
  voices: Record<Tone, Voice>;
  nouns: { post: PluralForms; message: PluralForms; topic: PluralForms };
  noContentTitle: string;
  noContent: string;
}
