/**
 * Porter stemmer with NLTK's default "NLTK_EXTENSIONS" behaviour.
 *
 * ROUGE numbers are only comparable with published ones when the tokens are stemmed exactly as
 * rouge-score does it (it calls NLTK's PorterStemmer), so this follows NLTK's rule set to the letter:
 * the irregular-forms pool, the `ies`/`ied` four-letter rule, the `(*c and not c) y -> i` rule, `alli`
 * re-entering step 2, `fulli` and `logi` in step 2, and the two-letter `vc` case of `*o`.
 * Input is expected lower-case; only [a-z] letters are treated as vowels.
 */

// A Map, not an object literal: words such as 'constructor' must not hit Object.prototype.
const IRREGULAR: ReadonlyMap<string, string> = new Map(
  Object.entries({
    sky: 'sky',
    skies: 'sky',
    dying: 'die',
    lying: 'lie',
    tying: 'tie',
    news: 'news',
    innings: 'inning',
    inning: 'inning',
    outings: 'outing',
    outing: 'outing',
    cannings: 'canning',
    canning: 'canning',
    howe: 'howe',
    proceed: 'proceed',
    exceed: 'exceed',
    succeed: 'succeed',
  }),
);

type Condition = ((stem: string) => boolean) | null;
/** [suffix, replacement, condition]; the suffix `*d` means "ends with a double consonant". */
type Rule = readonly [string, string, Condition];

function isVowelLetter(ch: string | undefined): boolean {
  return ch === 'a' || ch === 'e' || ch === 'i' || ch === 'o' || ch === 'u';
}

function isConsonant(word: string, i: number): boolean {
  const ch = word[i];
  if (isVowelLetter(ch)) return false;
  if (ch === 'y') return i === 0 ? true : !isConsonant(word, i - 1);
  return true;
}

/** Porter's m: the number of vowel→consonant transitions in the stem. */
function measure(stem: string): number {
  let m = 0;
  let prevVowel = false;
  for (let i = 0; i < stem.length; i++) {
    const cons = isConsonant(stem, i);
    if (cons && prevVowel) m++;
    prevVowel = !cons;
  }
  return m;
}

const positive: Condition = (stem) => measure(stem) > 0;
const aboveOne: Condition = (stem) => measure(stem) > 1;

function containsVowel(stem: string): boolean {
  for (let i = 0; i < stem.length; i++) if (!isConsonant(stem, i)) return true;
  return false;
}

function endsDoubleConsonant(word: string): boolean {
  const n = word.length;
  return n >= 2 && word[n - 1] === word[n - 2] && isConsonant(word, n - 1);
}

/** Condition *o, plus NLTK's extension that a two-letter vowel-consonant stem also counts. */
function endsCvc(word: string): boolean {
  const n = word.length;
  if (n >= 3) {
    const last = word[n - 1];
    if (isConsonant(word, n - 3) && !isConsonant(word, n - 2) && isConsonant(word, n - 1)) {
      if (last !== 'w' && last !== 'x' && last !== 'y') return true;
    }
  }
  return n === 2 && !isConsonant(word, 0) && isConsonant(word, 1);
}

/** The first rule whose suffix matches decides: it applies if its condition holds, else nothing does. */
function applyRules(word: string, rules: readonly Rule[]): string {
  for (const [suffix, replacement, condition] of rules) {
    if (suffix === '*d') {
      if (!endsDoubleConsonant(word)) continue;
      const stem = word.slice(0, -2);
      return condition === null || condition(stem) ? stem + replacement : word;
    }
    if (word.endsWith(suffix)) {
      const stem = word.slice(0, word.length - suffix.length);
      return condition === null || condition(stem) ? stem + replacement : word;
    }
  }
  return word;
}

function step1a(word: string): string {
  // NLTK: 'dies' -> 'die' but 'flies' -> 'fli'.
  if (word.endsWith('ies') && word.length === 4) return word.slice(0, -3) + 'ie';
  return applyRules(word, [
    ['sses', 'ss', null],
    ['ies', 'i', null],
    ['ss', 'ss', null],
    ['s', '', null],
  ]);
}

function step1b(word: string): string {
  if (word.endsWith('ied')) return word.slice(0, -3) + (word.length === 4 ? 'ie' : 'i');
  if (word.endsWith('eed')) {
    const stem = word.slice(0, -3);
    return measure(stem) > 0 ? stem + 'ee' : word;
  }
  let stem: string | null = null;
  for (const suffix of ['ed', 'ing']) {
    if (word.endsWith(suffix)) {
      const candidate = word.slice(0, word.length - suffix.length);
      if (containsVowel(candidate)) {
        stem = candidate;
        break;
      }
    }
  }
  if (stem === null) return word;
  const last = stem[stem.length - 1] ?? '';
  return applyRules(stem, [
    ['at', 'ate', null],
    ['bl', 'ble', null],
    ['iz', 'ize', null],
    ['*d', last, () => last !== 'l' && last !== 's' && last !== 'z'],
    ['', 'e', (s) => measure(s) === 1 && endsCvc(s)],
  ]);
}

function step1c(word: string): string {
  return applyRules(word, [
    ['y', 'i', (stem) => stem.length > 1 && isConsonant(stem, stem.length - 1)],
  ]);
}

function step2(word: string): string {
  if (word.endsWith('alli') && measure(word.slice(0, -4)) > 0)
    return step2(word.slice(0, -4) + 'al');
  return applyRules(word, [
    ['ational', 'ate', positive],
    ['tional', 'tion', positive],
    ['enci', 'ence', positive],
    ['anci', 'ance', positive],
    ['izer', 'ize', positive],
    ['bli', 'ble', positive],
    ['alli', 'al', positive],
    ['entli', 'ent', positive],
    ['eli', 'e', positive],
    ['ousli', 'ous', positive],
    ['ization', 'ize', positive],
    ['ation', 'ate', positive],
    ['ator', 'ate', positive],
    ['alism', 'al', positive],
    ['iveness', 'ive', positive],
    ['fulness', 'ful', positive],
    ['ousness', 'ous', positive],
    ['aliti', 'al', positive],
    ['iviti', 'ive', positive],
    ['biliti', 'ble', positive],
    ['fulli', 'ful', positive],
    // The 'l' of 'logi' stays with the stem so short stems like 'geo' behave like 'philo'.
    ['logi', 'log', () => measure(word.slice(0, -3)) > 0],
  ]);
}

function step3(word: string): string {
  return applyRules(word, [
    ['icate', 'ic', positive],
    ['ative', '', positive],
    ['alize', 'al', positive],
    ['iciti', 'ic', positive],
    ['ical', 'ic', positive],
    ['ful', '', positive],
    ['ness', '', positive],
  ]);
}

function step4(word: string): string {
  return applyRules(word, [
    ['al', '', aboveOne],
    ['ance', '', aboveOne],
    ['ence', '', aboveOne],
    ['er', '', aboveOne],
    ['ic', '', aboveOne],
    ['able', '', aboveOne],
    ['ible', '', aboveOne],
    ['ant', '', aboveOne],
    ['ement', '', aboveOne],
    ['ment', '', aboveOne],
    ['ent', '', aboveOne],
    ['ion', '', (stem) => measure(stem) > 1 && (stem.endsWith('s') || stem.endsWith('t'))],
    ['ou', '', aboveOne],
    ['ism', '', aboveOne],
    ['ate', '', aboveOne],
    ['iti', '', aboveOne],
    ['ous', '', aboveOne],
    ['ive', '', aboveOne],
    ['ize', '', aboveOne],
  ]);
}

function step5a(word: string): string {
  if (!word.endsWith('e')) return word;
  const stem = word.slice(0, -1);
  const m = measure(stem);
  return m > 1 || (m === 1 && !endsCvc(stem)) ? stem : word;
}

function step5b(word: string): string {
  return applyRules(word, [['ll', 'l', () => measure(word.slice(0, -1)) > 1]]);
}

/** Stems one lower-case word. Words of one or two letters are returned unchanged, as NLTK does. */
export function porterStem(word: string): string {
  const irregular = IRREGULAR.get(word);
  if (irregular !== undefined) return irregular;
  if (word.length <= 2) return word;
  return step5b(step5a(step4(step3(step2(step1c(step1b(step1a(word))))))));
}
