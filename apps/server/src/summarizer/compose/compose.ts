/**
 * Writes an Extraction as Markdown in a tone and language: heading, opener, one section per topic
 * (in the topic's order of weight), every point linked to its item, and a closer. The extracted
 * text itself is only escaped, never reworded. Also returns the same content as structured topics
 * for storage.
 */
import { LANGUAGE_PACKS } from '@/summarizer/compose/i18n/packs';
import type { LanguagePack, PluralForms, Voice } from '@/summarizer/compose/i18n/types';
import type {
  Extraction,
  Point,
  SummaryLanguage,
  SummaryResult,
  SummaryTopic,
  Tone,
} from '@/summarizer/types';

export interface ComposeOptions {
  tone: Tone;
  language: SummaryLanguage;
  sourceTitle?: string;
  /** Topics shown as sections; points of further topics go under one "more" heading. Default 5. */
  maxTopics?: number;
}

function fill(template: string, values: Readonly<Record<string, string>>): string {
  return template.replace(/\{(\w+)\}/gu, (whole, key: string) => values[key] ?? whole);
}

function counted(language: SummaryLanguage, n: number, forms: PluralForms): string {
  const rule = new Intl.PluralRules(language).select(n);
  return `${n} ${forms[rule] ?? forms.other}`;
}

/**
 * Escapes characters that would turn quoted text into Markdown structure or links, and only
 * those: a reader of the Markdown itself (an email's text part, a feed) sees "u/Max\\_1995" and
 * "--\\>" otherwise. An underscore inside a word never makes emphasis in CommonMark, and ">"
 * or "#" only make a quote or a heading where a line starts; "|" makes a table only beside a
 * delimiter row, which a digest never writes.
 */
export function escapeMarkdown(text: string): string {
  return text
    .replace(/([\\`*[\]<~])/gu, '\\$1')
    .replace(/_/gu, (mark, at: number, all: string) =>
      /[\p{L}\p{N}]/u.test(all[at - 1] ?? '') && /[\p{L}\p{N}]/u.test(all[at + 1] ?? '')
        ? mark
        : `\\${mark}`,
    )
    .replace(/\s*\n\s*/gu, ' ')
    .replace(/^(\s*)([#>])/u, '$1\\$2');
}

/** A link target for a point: the item's own address, else an in-page anchor naming the item. */
export function pointUrl(point: Pick<Point, 'url' | 'itemId'>): string {
  // Only web addresses: a `javascript:` URL must never become a link. Parentheses and spaces
  // would end the Markdown link early, so they are percent-encoded.
  if (point.url !== undefined && /^https?:\/\//iu.test(point.url)) {
    return point.url.replace(
      /[()\s]/gu,
      (ch) => `%${ch.charCodeAt(0).toString(16).toUpperCase().padStart(2, '0')}`,
    );
  }
  return `#item-${encodeURIComponent(point.itemId)}`;
}

function pointText(point: Point): string {
  // Chat turns read "Author: text"; the speaker is set in bold so the quote stays verbatim.
  const prefix = point.author !== undefined ? `${point.author}: ` : '';
  if (prefix !== '' && point.text.startsWith(prefix)) {
    return `**${escapeMarkdown(point.author!)}**: ${escapeMarkdown(point.text.slice(prefix.length))}`;
  }
  return escapeMarkdown(point.text);
}

function labelOf(keywords: readonly string[], language: SummaryLanguage): string {
  const words = keywords.length > 0 ? keywords : ['…'];
  const label = new Intl.ListFormat(language, { style: 'long', type: 'conjunction' }).format(words);
  return label.charAt(0).toLocaleUpperCase(language) + label.slice(1);
}

function noContent(
  pack: LanguagePack,
  options: ComposeOptions,
  extraction: Extraction,
): SummaryResult {
  return {
    status: 'no_content',
    tone: options.tone,
    language: options.language,
    title: pack.noContentTitle,
    markdown: `## ${pack.noContentTitle}\n\n${pack.noContent}\n`,
    topics: [],
    stats: extraction.stats,
  };
}

function section(voice: Voice, lines: string[], points: readonly Point[]): void {
  for (const point of points)
    lines.push(
      fill(voice.point, { text: pointText(point), link: voice.link, url: pointUrl(point) }),
    );
}

export function composeSummary(extraction: Extraction, options: ComposeOptions): SummaryResult {
  const pack = LANGUAGE_PACKS[options.language];
  if (extraction.points.length === 0) return noContent(pack, options, extraction);
  const voice = pack.voices[options.tone];
  const maxTopics = Math.max(1, options.maxTopics ?? 5);
  const topics: SummaryTopic[] = extraction.topics.map((t) => ({
    id: t.id,
    label: labelOf(t.keywords, options.language),
    keywords: t.keywords,
    itemIds: t.itemIds,
    weight: t.weight,
    points: t.points.map((p) => ({
      text: p.text,
      itemId: p.itemId,
      url: pointUrl(p),
      ...(p.author !== undefined ? { author: p.author } : {}),
    })),
  }));
  const source = options.sourceTitle?.trim();
  const title = source ? fill(voice.headingWithSource, { source }) : voice.heading;
  const itemCount = extraction.stats.distinctTopLevel;
  const noun = extraction.mode === 'conversation' ? pack.nouns.message : pack.nouns.post;
  const lines = [
    `## ${escapeMarkdown(title)}`,
    '',
    fill(voice.opener, {
      items: counted(options.language, itemCount, noun),
      topics: counted(options.language, extraction.topics.length, pack.nouns.topic),
    }),
    '',
  ];

  const shown = extraction.topics.slice(0, maxTopics);
  const headed = extraction.topics.length > 1;
  shown.forEach((topic, k) => {
    if (headed)
      lines.push(
        `### ${fill(voice.topicHeading, { n: String(k + 1), label: escapeMarkdown(labelOf(topic.keywords, options.language)) })}`,
        '',
      );
    const transition =
      k > 0 ? voice.transitions[(k - 1) % Math.max(1, voice.transitions.length)] : undefined;
    if (transition !== undefined) lines.push(transition, '');
    section(voice, lines, topic.points);
    lines.push('');
  });
  const rest = extraction.topics.slice(maxTopics).flatMap((t) => t.points);
  if (rest.length > 0) {
    lines.push(`### ${voice.more}`, '');
    section(voice, lines, rest);
    lines.push('');
  }
  const keywords = [
    ...new Set(extraction.topics.slice(0, 3).flatMap((t) => t.keywords.slice(0, 2))),
  ];
  lines.push(
    fill(voice.closer, {
      keywords: escapeMarkdown(
        new Intl.ListFormat(options.language, { type: 'conjunction' }).format(keywords),
      ),
    }),
  );
  return {
    status: 'completed',
    tone: options.tone,
    language: options.language,
    title,
    markdown: `${lines.join('\n').replace(/\n{3,}/gu, '\n\n')}\n`,
    topics,
    stats: extraction.stats,
  };
}
