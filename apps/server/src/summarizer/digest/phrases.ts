/**
 * What a text is about, as keys that can be matched across posts and comments: word stems, noun
 * phrases and names, and the links it shares. Each key keeps the words people used for it, so a
 * theme can be labelled the way its authors named it. English noun phrases come from `compromise`;
 * for the other languages, names (capitalised runs) and pairs of adjacent content words stand in.
 */
import nlp from 'compromise';
import type { SummaryLanguage } from '@socialpulse/contract';
import { stemmedWords, stemWord } from '@/summarizer/text/stems';

export interface Keys {
  /** Every key found: single stems, multi-word phrase keys ("matchmak chang") and link keys. */
  keys: Set<string>;
  /** The words used for each key, as written (one entry per occurrence). */
  surfaces: Map<string, string[]>;
  /**
   * Single stems that can name a theme on their own: nouns and names in English (a tagger tells
   * them apart); in the other languages, names and longer content words.
   */
  nouns: Set<string>;
  /** The text's content-word stems in order, to find a phrase however a tagger chunked it. */
  sequence: string[];
  /** Single stems written as names (capitalised mid-sentence, @handles, #tags). */
  names: Set<string>;
}

const MAX_PHRASE_WORDS = 4;
const LINK = /https?:\/\/(?:www\.)?([^\s/)\]>]+)([^\s)\]>]*)/giu;
/** Leading words of a noun phrase that a label should not carry. */
const LEADING =
  /^(?:the|a|an|this|that|these|those|my|your|his|her|its|our|their|some|any|every|each|all|no|more|most|other|such)\s+/iu;

function add(out: Keys, key: string, surface: string): void {
  out.keys.add(key);
  const list = out.surfaces.get(key);
  if (list) list.push(surface);
  else out.surfaces.set(key, [surface]);
}

/** The key of a phrase: its content words' stems in order; null when fewer than two remain. */
export function phraseKey(phrase: string, language: SummaryLanguage): string | null {
  const stems = stemmedWords(phrase, language)
    .map((w) => w.stem)
    .filter((s): s is string => s !== null);
  return stems.length >= 2 && stems.length <= MAX_PHRASE_WORDS ? stems.join(' ') : null;
}

function tidy(phrase: string): string {
  // A label is words: emoji and @mentions (whom a post answers) are no part of it.
  if (/^@/u.test(phrase.trim())) return '';
  return phrase
    .replace(/[\p{Extended_Pictographic}\u{FE0F}\u{200D}]/gu, ' ')
    .replace(/\s+/gu, ' ')
    .replace(/^[\s"'“”«»„(]+|[\s"'“”«»,.;:!?)]+$/gu, '')
    .replace(LEADING, '')
    .replace(/^(?:\d+|one|two|three|four|five|six|seven|eight|nine|ten)\s+/iu, '')
    .trim();
}

/** compromise's `out('array')` is typed loosely: its strings, checked. */
function strings(value: unknown): string[] {
  return Array.isArray(value) ? value.filter((v): v is string => typeof v === 'string') : [];
}

function englishPhrases(text: string): { phrases: string[]; nouns: string[]; names: string[] } {
  const doc = nlp(text);
  const phrases = [
    ...strings(doc.nouns().not('#Value').out('array')),
    ...strings(doc.people().out('array')),
    ...strings(doc.organizations().out('array')),
    ...strings(doc.places().out('array')),
  ].map(tidy);
  const nouns = strings(doc.match('#Noun').not('#Pronoun').not('#Value').out('array')).flatMap(
    (n) => n.split(/\s+/u),
  );
  // People, organisations and places only: the tagger calls every word of a Title Case title a
  // proper noun.
  const names = [
    ...strings(doc.people().out('array')),
    ...strings(doc.organizations().out('array')),
    ...strings(doc.places().out('array')),
  ].map(tidy);
  return { phrases, nouns, names };
}

/** Tags of compromise's lexicon that mark a name rather than a common word. */
const NAME_TAGS = new Set([
  'Person',
  'FirstName',
  'LastName',
  'MaleName',
  'FemaleName',
  'Organization',
  'Place',
  'Country',
  'City',
  'Region',
  'ProperNoun',
]);

/**
 * "Morning", "Price", "Home" capitalised in a post are still common words: compromise's lexicon
 * knows them as such (a word it does not know, "Trump", "Wickenburg", may be a name). Acronyms and
 * #tags are names whatever they spell.
 */
function isCommonEnglishWord(name: string): boolean {
  if (ACRONYM.test(name) || name.startsWith('#')) return false;
  const tag = lexicon()[name.toLowerCase()];
  return typeof tag === 'string' && !NAME_TAGS.has(tag);
}

function knownEnglishWord(word: string): boolean {
  return lexicon()[word.toLowerCase()] !== undefined;
}

function lexicon(): Record<string, unknown> {
  return (nlp as unknown as { model(): { one: { lexicon: Record<string, unknown> } } }).model().one
    .lexicon;
}

/** Below this length a content word of a language without a tagger is too often a verb or filler. */
const MIN_UNTAGGED_NOUN = 5;

/** A word that only a name would be written as: an acronym ("CERN", "NASA", "F1"). */
const ACRONYM = /^\p{Lu}[\p{Lu}\p{N}]{1,5}$/u;
/**
 * Verbs that follow a name opening a sentence ("Trump said …", "Merkel sagte …"): a common word
 * capitalised only because it opens the sentence is rarely followed by one of these.
 */
const REPORTING =
  /^(?:said|says|told|tells|announced|announces|wrote|writes|tweeted|posted|claimed|claims|argued|added|asked|warned|denied|confirmed|called|sagte|sagt|erklärte|erklärt|schrieb|kündigte|dijo|dice|afirmó|anunció|escribió|déclare|annonce|écrit|affirme|сказал|сказала|заявил|заявила|написал|написала|объявил)$/iu;
const CAPITALISED_RUN =
  /(?<![\p{L}\p{N}'’@#-])#?\p{Lu}[\p{L}\p{N}'’-]*(?:\s+(?:\p{Lu}[\p{L}\p{N}'’-]*|\d+(?:\.\d+)*))*/gu;

/**
 * Runs of capitalised words that name people, products, places. A run in mid-sentence is a name;
 * a run that opens a sentence (where any word is capitalised) shows itself to be one by an acronym,
 * the same word capitalised elsewhere in mid-sentence, or a reporting verb right after it
 * ("Trump said"); otherwise its first word is dropped and the rest of the run, if any, is the name
 * ("Introducing Reddit Polls" names "Reddit Polls").
 */
function names(text: string, unknownWord: (word: string) => boolean): string[] {
  return text.split('\n').flatMap((line) => lineNames(line, unknownWord));
}

/** A Title Case line ("I Made These Back In High School") capitalises words, not names. */
function isTitleCase(line: string): boolean {
  const words = line.match(/\p{L}{4,}/gu) ?? [];
  const capitalised = words.filter((w) => /^\p{Lu}/u.test(w)).length;
  return words.length >= 4 && capitalised >= 0.75 * words.length;
}

function lineNames(text: string, unknownWord: (word: string) => boolean): string[] {
  const titleCase = isTitleCase(text);
  const found: { run: string; initial: boolean; next: string }[] = [];
  for (const m of text.matchAll(CAPITALISED_RUN)) {
    const before = text.slice(Math.max(0, m.index - 8), m.index).trimEnd();
    // A sentence, a line, or a bracketed tag ("[WP] You're…") ends before it.
    const initial = before === '' || /[.!?…:\]\n]["'”»)]*$/u.test(before);
    const next = /^\s*(\p{L}+)/u.exec(text.slice(m.index + m[0].length))?.[1] ?? '';
    found.push({ run: m[0], initial, next });
  }
  const midSentence = new Set(found.filter((f) => !f.initial).map((f) => f.run.split(/\s+/u)[0]));
  const out: string[] = [];
  for (const { run, initial, next } of found) {
    const [first, ...rest] = run.split(/\s+/u);
    // A contraction ("You're", "Don't") is never a name.
    if (/['’]/u.test(first!)) continue;
    if (titleCase) {
      if (ACRONYM.test(first!)) out.push(first!);
    } else if (
      !initial ||
      ACRONYM.test(first!) ||
      midSentence.has(first) ||
      REPORTING.test(next) ||
      (rest.every((w) => /^\d/u.test(w)) && unknownWord(first!))
    )
      out.push(run);
    else if (rest.length > 0 && /^#?\p{Lu}/u.test(rest[0]!)) out.push(rest.join(' '));
  }
  // Hashtags name subjects; @mentions only say whom a post answers, so they name no theme.
  for (const m of text.matchAll(/#[\p{L}\p{N}_]{2,}/gu)) out.push(m[0]);
  // A long word in capitals ("MOVEMENT") is shouted, not an acronym.
  return out.filter((name) => !/^\p{Lu}{2,}$/u.test(name) || ACRONYM.test(name));
}

/** Adjacent content words ("nouvelles cartes"): the other languages' stand-in for noun phrases. */
function pairs(words: { word: string; stem: string | null }[]): string[] {
  const out: string[] = [];
  for (let i = 0; i + 1 < words.length; i++)
    if (words[i]!.stem !== null && words[i + 1]!.stem !== null)
      out.push(`${words[i]!.word} ${words[i + 1]!.word}`);
  return out;
}

/**
 * Keys of a text. `raw` is the text as posted (its links are read from it); `clean` is what a
 * reader sees.
 */
export function keysOf(raw: string, clean: string, language: SummaryLanguage): Keys {
  const out: Keys = {
    keys: new Set(),
    surfaces: new Map(),
    nouns: new Set(),
    names: new Set(),
    sequence: [],
  };
  const words = stemmedWords(clean, language);
  out.sequence = words.map((w) => w.stem).filter((x): x is string => x !== null);
  for (const w of words) if (w.stem !== null) add(out, w.stem, w.word);
  const english = language === 'en' ? englishPhrases(clean) : null;
  const nounWords = english
    ? english.nouns
    : words.filter((w) => w.word.length >= MIN_UNTAGGED_NOUN).map((w) => w.word);
  for (const word of nounWords) {
    const stem = stemWord(word.replace(/[^\p{L}\p{N}'’-]+/gu, ''), language);
    if (stem !== null) out.nouns.add(stem);
  }
  // A word the English lexicon does not know ("Immich") may be a name even where it opens a
  // sentence; the theme grouping keeps it only if it is capitalised wherever it is used.
  const unknown = (word: string): boolean => english !== null && !knownEnglishWord(word);
  const nameList = [...names(clean, unknown), ...(english ? english.names : [])].map(tidy);
  for (const name of nameList) {
    // A contraction ("I'm", "Don't") is never a name.
    if (/\p{L}['’]\p{L}/u.test(name) && !/['’]s$/u.test(name)) continue;
    if (english && !name.includes(' ') && isCommonEnglishWord(name)) continue;
    const stem = name.includes(' ') ? null : stemWord(name.replace(/^[@#]/u, ''), language);
    if (stem !== null) {
      out.nouns.add(stem);
      out.names.add(stem);
    }
  }
  const phrases = [...(english ? english.phrases : pairs(words)), ...nameList];
  for (const phrase of phrases) {
    if (phrase === '') continue;
    const key = phraseKey(phrase, language);
    if (key !== null) add(out, key, phrase);
    else {
      // A one-word name ("Valve", "@nasa") keeps its written form as the single stem's surface.
      const stem = stemWord(phrase.replace(/^[@#]/u, ''), language);
      if (stem !== null && /^[@#\p{Lu}]/u.test(phrase)) add(out, stem, phrase);
    }
  }
  for (const m of raw.matchAll(LINK)) {
    const host = m[1]!.toLowerCase();
    // Links to the platform itself (a post's own permalink, a user page) say nothing about a subject.
    if (/(?:^|\.)(?:reddit\.com|redd\.it|x\.com|twitter\.com|t\.me|t\.co)$/u.test(host)) continue;
    add(out, `link:${host}${linkPath(m[2]!)}`, host);
  }
  return out;
}

/** Query parameters that track a click rather than name what is linked. */
const TRACKING = /^(?:utm_\w+|ref|ref_src|si|s|t|feature|context|fbclid|gclid|share_id)$/iu;

/**
 * A link's path with the query parameters that say what it points to: YouTube's `watch?v=…`
 * names the video, so two different videos are two different links.
 */
function linkPath(pathAndQuery: string): string {
  const [beforeHash] = pathAndQuery.split('#');
  const [path, query = ''] = beforeHash!.split('?');
  const kept = query
    .split('&')
    .filter((pair) => pair !== '' && !TRACKING.test(pair.split('=')[0]!))
    .sort();
  const trimmed = path!.replace(/\/$/u, '');
  return kept.length > 0 ? `${trimmed}?${kept.join('&')}` : trimmed;
}

/** Whether a text has a key: a stem or link among its keys, a phrase as consecutive content words. */
export function hasKey(keys: Keys, key: string): boolean {
  if (keys.keys.has(key)) return true;
  if (!key.includes(' ') || key.startsWith('link:')) return false;
  const stems = key.split(' ');
  const seq = keys.sequence;
  for (let i = 0; i + stems.length <= seq.length; i++)
    if (stems.every((s, k) => seq[i + k] === s)) return true;
  return false;
}
