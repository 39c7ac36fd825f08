/**
 * Text the digest quotes: cleaned of platform markup and entities (the engine's normaliser), split
 * into sentences, and checked to stand alone. A sentence that leans on the one before it ("It
 * was…", "But…") reads as nonsense out of context, so it is joined to its neighbour or not used.
 */
import { normalizeText } from '@/summarizer/text/normalize';
import { splitSentences } from '@/summarizer/text/sentences';
import { countWords, isBoilerplate } from '@/summarizer/text/normalize';

/** Words that make a sentence depend on the previous one, in the languages the app offers. */
const DANGLING_OPENER = new RegExp(
  '^[\\s"“«„\'(]*(?:' +
    [
      "it|it's|its|this|that|that's|these|those|they|they're|them|their|he|she|his|her|but|also|" +
        'and|so|which|however|then|still|plus|because|or|thus|hence|therefore|that is why',
      'esto|eso|ese|esa|estos|esas|ellos|ellas|pero|también|además|por eso|y|entonces|sin embargo',
      'dies|das ist|aber|auch|deshalb|deswegen|sie|er|und|dann|trotzdem',
      "cela|ça|ceci|c’est|c'est|mais|aussi|ils|elles|il|elle|et|donc|pourtant|c’est pourquoi|c'est pourquoi",
      'это|этот|эта|эти|но|также|тоже|поэтому|они|он|она|и|а|однако|тогда',
    ].join('|') +
    ")(?=[\\s,.!?:;’'—–-]|$)",
  'iu',
);

export function isDangling(sentence: string): boolean {
  return DANGLING_OPENER.test(sentence);
}

/**
 * Platform text as a reader should see it: entities decoded, links and markup removed, and lines
 * of page furniture ("Tweet with a location") dropped so they never name or speak for an item.
 */
/**
 * X's older API cuts a long post at a length, mid-word, and links the rest ("now available to
 * ever… https://t.co/x"): the cut word is dropped, so a quote never ends in half a word.
 */
const CUT_BY_X = /\s\S+…(\s+https:\/\/t\.co\/\w+\s*)$/u;

export function cleanText(raw: string): string {
  return normalizeText(raw.replace(CUT_BY_X, '…$1'))
    .split('\n')
    .filter((line) => !isBoilerplate(line))
    .join('\n');
}

/** One line, for titles and names. */
export function cleanLine(raw: string): string {
  return normalizeText(raw).replace(/\s*\n\s*/gu, ' ');
}

export function sentencesOf(raw: string): string[] {
  return splitSentences(cleanText(raw));
}

/** Longest a completed pair may be; beyond it the pair is a paragraph, not a quote. */
const MAX_PAIR_WORDS = 60;

/**
 * The sentence made to stand alone: itself, or its predecessor joined to it (both verbatim) when
 * it leans on it, or null when even that would not stand (a first sentence that dangles, a
 * predecessor that dangles too, or a pair too long to quote).
 */
export function standAlone(sentences: readonly string[], index: number): string | null {
  const sentence = sentences[index];
  if (sentence === undefined) return null;
  if (!isDangling(sentence)) return sentence;
  const before = sentences[index - 1];
  // A line without an end mark is a title or a list entry: joined to it, the pair would not read.
  if (before === undefined || isDangling(before) || !/[.!?…]["'”»)]*$/u.test(before)) return null;
  const pair = `${before} ${sentence}`;
  return countWords(pair) <= MAX_PAIR_WORDS ? pair : null;
}

/** Sentences of a text that can be quoted on their own, in order, completed where needed. */
export function standaloneSentences(raw: string): string[] {
  const sentences = sentencesOf(raw);
  const out: string[] = [];
  sentences.forEach((_, i) => {
    const s = standAlone(sentences, i);
    if (s !== null && !out.includes(s)) out.push(s);
  });
  return out;
}

/** Breaks that end a title's main phrase: a subtitle, an aside, a second sentence. */
const TITLE_BREAKS = [': ', ' - ', ' – ', ' — ', ' | ', ' (', '? ', '! ', '. ', ', '];
const MAX_HEADING_WORDS = 14;
/** Words a shortened title should not end on: articles, conjunctions, prepositions, question words. */
const WEAK_ENDING =
  /^(?:a|an|the|and|or|but|of|to|for|with|in|on|at|by|from|what|how|why|that|which|is|are|el|la|los|las|y|o|de|del|en|con|por|para|que|der|die|das|und|oder|mit|von|zu|im|für|le|les|un|une|et|ou|du|des|pour|avec|и|в|на|с|по|для|что|как)$/iu;
const MIN_HEADING_WORDS = 3;

/** A title shortened at its first natural break, or at a word boundary with "…". */
export function shortenTitle(title: string, maxWords = MAX_HEADING_WORDS): string {
  const line = title.trim();
  // A heading also has a length in characters; a longer allowance (a title in a list) scales it.
  if (countWords(line) <= maxWords && line.length <= Math.max(90, maxWords * 8)) return line;
  for (const mark of TITLE_BREAKS) {
    const at = line.indexOf(mark);
    if (at <= 0) continue;
    const head = line.slice(0, at + (mark.startsWith('?') || mark.startsWith('!') ? 1 : 0));
    const words = countWords(head);
    if (words >= MIN_HEADING_WORDS && words <= maxWords) return head.replace(/[\s,;:–—-]+$/u, '');
  }
  const words = line.split(/\s+/u).slice(0, maxWords);
  // "…took down production for 54 minutes and what…" reads better ending on "minutes…".
  while (words.length > MIN_HEADING_WORDS && WEAK_ENDING.test(words.at(-1)!)) words.pop();
  return `${words.join(' ').replace(/[\s,;:.–—-]+$/u, '')}…`;
}

/** The first `max` words of a text, with "…" when cut. */
export function clipWords(text: string, max: number): string {
  const words = text.split(/\s+/u).filter((w) => w !== '');
  return words.length <= max ? text : `${words.slice(0, max).join(' ')}…`;
}

/** Most words a long title's later sentences are given beside its first. */
const TITLE_REST_WORDS = 35;

/**
 * What a long title says after its first sentence, when `shortenTitle` cuts it there ("CERN just
 * shipped antimatter in a truck" then "The cargo weighed less than 100 hydrogen atoms. …"): its
 * whole sentences up to TITLE_REST_WORDS. Undefined when the title is given whole or cut inside
 * its first sentence.
 */
export function titleRest(title: string, maxWords: number): string | undefined {
  const line = cleanLine(title);
  const head = shortenTitle(line, maxWords);
  const [first, ...later] = splitSentences(line);
  if (head === line || first === undefined || later.length === 0) return undefined;
  if (first.replace(/[.!?…]+$/u, '') !== head) return undefined;
  const kept: string[] = [];
  for (const sentence of later) {
    if (countWords([...kept, sentence].join(' ')) > TITLE_REST_WORDS) break;
    kept.push(sentence);
  }
  return kept.length > 0 ? kept.join(' ') : undefined;
}
