/**
 * Counts a digest states in words ("97 posts", "about 15 comments", "1,2K commentaires"), read in
 * the five digest languages with their number formats, and what each counts: items (posts,
 * messages, videos, tweets) or replies (comments, replies).
 */
import { NUMBER_SOURCE, readNumber } from '@/summarizer/text/written-numbers';

export type CountedThing = 'items' | 'replies';

export interface StatedCount {
  /** As written, number and noun. */
  text: string;
  value: number;
  /** How far the true figure may be from `value` and still be written this way (rounding). */
  tolerance: number;
  /** "about", "around", "environ", "etwa", "около", …: an approximate count. */
  approximate: boolean;
  counts: CountedThing;
  /** Where in the text it starts, and whether it sits inside parentheses or a "·" figure line. */
  index: number;
  inFigures: boolean;
}

const NOUNS: Readonly<Record<CountedThing, string>> = {
  items: [
    'posts?',
    'items?',
    'tweets?',
    'messages?',
    'videos?',
    'Beitr(?:ag|äge|ägen)',
    'Nachrichten?',
    'Videos?',
    'publicaci(?:ón|ones)',
    'mensajes?',
    'vídeos?',
    'publications?',
    'vidéos?',
    'публикаци[йяи]',
    'пост(?:ов|а)?',
    'сообщени(?:й|е|я|ю)',
    'видео',
  ].join('|'),
  replies: [
    'comments?',
    'repl(?:y|ies)',
    'Kommentar(?:e|en)?',
    'Antwort(?:en)?',
    'comentarios?',
    'respuestas?',
    'commentaires?',
    'réponses?',
    'комментари(?:й|ев|я)',
    'ответ(?:ов|а)?',
  ].join('|'),
};

const APPROXIMATE =
  /(?:about|around|roughly|nearly|almost|some|over|more than|etwa|rund|fast|über|mehr als|unos|unas|alrededor de|casi|más de|environ|près de|presque|plus de|около|почти|более|больше)\s*$/iu;

function countPattern(): RegExp {
  const nouns = `(?:(${NOUNS.items})|(${NOUNS.replies}))`;
  return new RegExp(
    `(?<![\\p{L}\\p{N}.,])${NUMBER_SOURCE}[\\u00a0\\u202f ]+(?:[\\p{L}-]+[\\u00a0\\u202f ]+)?${nouns}(?![\\p{L}])`,
    'giu',
  );
}

function inFigures(text: string, index: number): boolean {
  const before = text.slice(0, index);
  const open = before.lastIndexOf('(');
  const close = before.lastIndexOf(')');
  if (open > close) return true;
  const lineStart = before.lastIndexOf('\n') + 1;
  const lineEnd = text.indexOf('\n', index);
  return text.slice(lineStart, lineEnd === -1 ? undefined : lineEnd).includes(' · ');
}

/** Every count of items or replies stated in a plain text (links and markup already removed). */
export function statedCounts(text: string): StatedCount[] {
  const out: StatedCount[] = [];
  for (const m of text.matchAll(countPattern())) {
    const { value, tolerance } = readNumber(m[1]!, m[2]);
    out.push({
      text: m[0],
      value,
      tolerance,
      approximate: APPROXIMATE.test(text.slice(Math.max(0, m.index - 20), m.index)),
      counts: m[3] !== undefined ? 'items' : 'replies',
      index: m.index,
      inFigures: inFigures(text, m.index),
    });
  }
  return out;
}

/** Whether a stated count may stand for `truth`: within its rounding, or 20% if approximate. */
export function agrees(count: StatedCount, truth: number): boolean {
  const slack = count.approximate ? Math.max(count.tolerance, 0.2 * truth) : count.tolerance;
  return Math.abs(count.value - truth) <= slack;
}
