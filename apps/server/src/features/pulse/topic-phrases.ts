import nlp from 'compromise';
import { STOPWORDS } from '@/summarizer/text/stopwords';
import { porterStem } from '@/summarizer/text/porter';

/**
 * Words that are nouns to a tagger but name no subject: thanks, greetings, the post itself, time
 * words, quantifiers. A topic made only of these is no topic ("every", "thanks", "watching").
 */
const FILLER = new Set(
  // English
  (
    'thanks thank everyone everybody everything anyone anybody anything someone somebody something ' +
    'nobody nothing people person guys folks thing things stuff way ways lot lots bit kind sort type ' +
    'time times day days week weeks month months year years today tonight tomorrow yesterday morning ' +
    'evening night hour hours minute minutes moment while every each all watching reading listening ' +
    'post posts video videos thread threads comment comments reply replies update updates question ' +
    'questions answer tip tips photo photos pic pics picture link links channel chat group list ' +
    'news story stories part number first second last next best new good great big little other ' +
    'same own whole real sure lol omg btw imo edit tldr please help ' +
    // Spanish
    'gracias todos todo nada algo alguien nadie gente cosa cosas vez veces día días semana año años ' +
    'hoy mañana ayer publicación vídeo hilo comentario pregunta ' +
    // German
    'danke alle alles nichts etwas jemand niemand leute sache sachen mal tag tage woche jahr jahre ' +
    'heute morgen gestern beitrag beiträge video frage antwort ' +
    // French
    'merci tous tout rien quelque chose quelqu personne gens fois jour jours semaine année ans ' +
    'aujourd hui demain hier publication vidéo fil commentaire question ' +
    // Russian
    'спасибо все всё ничего что-то кто-то люди вещь раз день дни неделя год года лет сегодня завтра ' +
    'вчера пост видео вопрос ответ'
  ).split(' '),
);

/** Words that open a phrase but add nothing to what it names ("the new", "my first"). */
const LEADING_TAGS = [
  'Determiner',
  'Pronoun',
  'Possessive',
  'Adverb',
  'Value',
  'Ordinal',
  'Cardinal',
  'Adjective',
];
/** Words that make a span no name: pronouns, gerunds ("watching"), dates ("every week"). */
const SKIP_TAGS = ['Pronoun', 'Gerund', 'Date'];
/** Where a phrase breaks into two subjects: "water vapour | in | the atmosphere". */
const BREAK_TAGS = ['Preposition', 'Conjunction', 'Verb', 'QuestionWord'];
/** Longest name kept: a topic is a name, not a clause. */
const MAX_WORDS = 4;

/** A phrase found in an item: how it reads, and the key that equal phrases share. */
export interface Phrase {
  text: string;
  key: string;
  words: number;
  /** A proper name (Taipei, Halden Space Telescope): a stronger subject than a common noun. */
  proper: boolean;
}

const WORD = /[\p{L}\p{N}][\p{L}\p{N}'’-]*/gu;

function keyOf(words: readonly string[]): string {
  return words.map((w) => porterStem(w.toLowerCase().replace(/['’]s$/u, ''))).join(' ');
}

/** A word that names no subject: a function word, filler ("thanks", "every", "watching"), a number. */
export function isFillerWord(word: string): boolean {
  return isFiller(word);
}

function isFiller(word: string): boolean {
  const w = word.toLowerCase();
  return STOPWORDS.has(w) || FILLER.has(w) || /^\d+$/u.test(w) || w.length < 2;
}

function phraseOf(words: readonly string[], proper: boolean): Phrase | undefined {
  const kept = words.slice(-MAX_WORDS);
  if (kept.length === 0 || kept.every(isFiller)) return undefined;
  // A name does not end in a function word ("tips for", "market in").
  if (isFiller(kept.at(-1) ?? '') && !proper) return undefined;
  return { text: kept.join(' '), key: keyOf(kept), words: kept.length, proper };
}

/**
 * Function words that tell the summary languages apart (each spelt in one language only). The
 * tagger reads English; a text with more of another language's words than English ones, or any
 * Cyrillic, is read by capitalisation instead.
 */
const FUNCTION_WORDS: Record<'en' | 'other', ReadonlySet<string>> = {
  en: new Set(
    'the and of to is for with this that are was it from by will also have has be you we they not but an my why how what its our their after over'.split(
      ' ',
    ),
  ),
  other: new Set(
    (
      'el los las una del por para con que es está son pero muy ' +
      'der die das und ist nicht mit für auf dem den ein eine zu von sich auch am im zum zur ' +
      'le les des une est et avec pour dans sur qui pas au aux du ce cette sont'
    ).split(' '),
  ),
};

export function looksEnglish(text: string): boolean {
  if (/\p{Script=Cyrillic}/u.test(text)) return false;
  const words = text.toLowerCase().match(WORD) ?? [];
  const en = words.filter((w) => FUNCTION_WORDS.en.has(w)).length;
  const other = words.filter((w) => FUNCTION_WORDS.other.has(w)).length;
  return en >= other;
}

interface Term {
  text: string;
  tags: string[];
}

const has = (term: Term, tags: readonly string[]) => tags.some((t) => term.tags.includes(t));

/** English noun phrases by the tagger, cut at prepositions and trimmed to their naming words. */
function englishPhrases(text: string): Phrase[] {
  const out: Phrase[] = [];
  const nouns = nlp(text).nouns().json() as { terms: Term[] }[];
  for (const noun of nouns) {
    let chunk: Term[] = [];
    const flush = () => {
      const words = chunk.map((t) => t.text.replace(/[^\p{L}\p{N}'’-]+/gu, ''));
      // Every naming span of the chunk, so "the quantum chip" and "quantum chip matters" meet on
      // "quantum chip": it opens on a naming word and ends on a noun.
      for (let start = 0; start < chunk.length; start++) {
        const first = chunk[start]!;
        if (has(first, LEADING_TAGS) && !has(first, ['ProperNoun'])) continue;
        for (let end = start + 1; end <= Math.min(chunk.length, start + MAX_WORDS); end++) {
          const span = chunk.slice(start, end);
          const last = span.at(-1)!;
          if (!has(last, ['Noun', 'ProperNoun']) || span.some((t) => has(t, SKIP_TAGS))) continue;
          const proper = span.every((t) => has(t, ['ProperNoun', 'Acronym']));
          const phrase = phraseOf(words.slice(start, end).filter(Boolean), proper);
          if (phrase) out.push(phrase);
        }
      }
      chunk = [];
    };
    for (const term of noun.terms) {
      if (has(term, BREAK_TAGS)) flush();
      else chunk.push(term);
      // Punctuation after a word ends the phrase there ("Taipei, I ate…").
      if (/[,;:!?.)]$/u.test(term.text)) flush();
    }
    flush();
  }
  return out;
}

/**
 * Other languages, with no tagger: runs of capitalised words that do not open a sentence (names;
 * every German noun), and single content words of five letters or more.
 */
function otherPhrases(text: string): Phrase[] {
  const out: Phrase[] = [];
  for (const sentence of text.split(/(?<=[.!?…])\s+|\n+/u)) {
    let run: string[] = [];
    const flush = () => {
      for (let start = 0; start < run.length; start++)
        for (let end = start + 1; end <= Math.min(run.length, start + MAX_WORDS); end++) {
          const phrase = phraseOf(run.slice(start, end), true);
          if (phrase) out.push(phrase);
        }
      run = [];
    };
    // A name does not run across punctuation ("am Bundestag: Regeln").
    const words = sentence.split(/[,;:()"“”«»]/u).flatMap((part, p) =>
      (part.match(WORD) ?? []).map((word, i) => ({
        word,
        opens: p === 0 && i === 0,
        breaks: i === 0,
      })),
    );
    words.forEach(({ word, opens, breaks }) => {
      if (breaks) flush();
      const capital = /^\p{Lu}/u.test(word) && !opens && !isFiller(word);
      if (capital) run.push(word);
      else flush();
      if (!capital && word.length >= 5 && !isFiller(word)) {
        const single = phraseOf([word.toLowerCase()], false);
        if (single) out.push(single);
      }
    });
    flush();
  }
  return out;
}

/** The distinct phrases an item is about (by key), from its title and the start of its text. */
export function itemPhrases(title: string, text: string): Phrase[] {
  const body = `${title}\n${text}`.trim();
  const found = looksEnglish(body) ? englishPhrases(body) : otherPhrases(body);
  const byKey = new Map<string, Phrase>();
  for (const p of found) if (!byKey.has(p.key)) byKey.set(p.key, p);
  return [...byKey.values()];
}
