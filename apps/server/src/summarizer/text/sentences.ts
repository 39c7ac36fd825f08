/**
 * Rule-based sentence splitter for social text in several languages.
 *
 * Hand-written rather than Intl.Segmenter: ICU breaks after every "Mr." and "z.B.", its rules change
 * between Node releases (output must be deterministic), and it is slow on 100k items.
 * Line breaks are hard boundaries: in posts and chats a new line is a new thought.
 */

/** Never a sentence end (titles, Latin/German/Spanish/French/Russian short forms). */
const ABBREVIATIONS = new Set(
  (
    'mr mrs ms messrs dr prof sr sra srta jr st mt gen sen rep gov lt col sgt capt cmdr adm rev hon pres supt ' +
    'mme mlle hr fr vs v approx ca cf vgl bzw sog ggf evtl inkl zzgl dipl univ str tel ' +
    'av avda ud uds pág núm dña ' +
    'e.g i.e z.b d.h u.a s.o u.u p.ej p.ex ' +
    'г гг ул пр им кв стр тыс млн млрд руб коп проф акад см рис т.е т.к т.н'
  ).split(' '),
);

/** Short forms that often close a sentence: a boundary when the next word is capitalised. */
const MAY_END = new Set('etc usw inc ltd co corp bros al т.д т.п др'.split(' '));

/** Abbreviations only when a number follows ("No. 5", "p. 12"); otherwise ordinary words. */
const BEFORE_NUMBER = new Set(
  'no nos nr art fig vol ch op p pp nº № jan feb mar apr jun jul aug sep sept oct nov dec'.split(
    ' ',
  ),
);

const GERMAN_MONTHS = new Set(
  'januar februar märz april mai juni juli august september oktober november dezember'.split(' '),
);

/** Words that start a sentence after an upper-case acronym such as "U.S.". */
const STARTERS = new Set(
  'the a an he she it they we i but and this that in on at there his her their'.split(' '),
);

const TERMINAL = /([.!?…‼⁇⁈⁉؟।॥]+)(["'”’»)\]]*)(\s+)/gu;
const CJK_TERMINAL = /([。！？]+)(["'”’»)\]」』]*)\s*/gu;
/** An emoji ending a thought, then a capitalised word: "Great game 🎉 Next week…". */
const EMOJI_END =
  /(\p{Extended_Pictographic}(?:[\uFE0F\u200D]\p{Extended_Pictographic}?)*)(\s+)(?=\p{Lu})/gu;

function wordBefore(line: string, end: number): string {
  let start = end;
  while (start > 0 && !/\s/u.test(line[start - 1] ?? ' ')) start--;
  return line.slice(start, end);
}

function nextWord(line: string, from: number): string {
  const match = /^\S+/u.exec(line.slice(from));
  return match ? match[0] : '';
}

function isLower(ch: string): boolean {
  return /\p{Ll}/u.test(ch);
}

function isUpperOrUncased(ch: string): boolean {
  // Scripts without case (CJK, Arabic, Hebrew, Thai, …) cannot signal a new sentence by a capital.
  return /\p{Lu}|\p{Lt}/u.test(ch) || (/\p{L}/u.test(ch) && !/\p{Ll}/u.test(ch));
}

/** Decides whether a run of "." ends the sentence, given the word before it and the word after it. */
function periodEnds(before: string, after: string, sentenceSoFar: string): boolean {
  const first = [...after.replace(/^["'“‘«([¿¡]+/u, '')][0] ?? '';
  if (first === '' || isLower(first)) return false;
  const token = before.replace(/^["'“‘«([¿¡]+/u, '').toLowerCase();
  const bare = token.replace(/\.+$/u, '');
  if (/^\d{1,3}$/u.test(bare) && sentenceSoFar.trim() === before.trim()) return false; // "1. First item"
  if (ABBREVIATIONS.has(bare)) return false;
  if (BEFORE_NUMBER.has(bare)) return !/\d/u.test(first);
  if (MAY_END.has(bare)) return true;
  if (/^\d{1,2}$/u.test(bare) && GERMAN_MONTHS.has(after.toLowerCase().replace(/[^\p{L}]/gu, '')))
    return false;
  // A single capital is an initial ("J. K. Rowling", "А. С. Пушкин") unless a sentence clearly
  // starts after it ("got a B. The …"); the pronoun "I" is never an initial.
  const letters = before.replace(/[^\p{L}]/gu, '');
  if (/^\p{Lu}$/u.test(letters) && letters !== 'I')
    return STARTERS.has(after.toLowerCase().replace(/[^\p{L}]/gu, ''));
  // Dotted acronyms: "U.S. officials" stays whole, "in the U.S. The …" splits.
  if (/^(\p{L}\.)+\p{L}$/u.test(bare)) {
    if (/^(\p{Lu}\.)+\p{Lu}$/u.test(before.replace(/\.+$/u, ''))) {
      return STARTERS.has(after.toLowerCase().replace(/[^\p{L}]/gu, ''));
    }
    return true;
  }
  return (
    isUpperOrUncased(first) ||
    /\d|["'“‘«([¿¡]/u.test(first) ||
    /\p{Extended_Pictographic}/u.test(first)
  );
}

type Candidate = { at: number; cut: number; kind: 'terminal' | 'cjk' | 'emoji'; punct: string };

function candidates(line: string): Candidate[] {
  const found: Candidate[] = [];
  for (const m of line.matchAll(TERMINAL)) {
    found.push({ at: m.index, cut: m.index + m[0].length, kind: 'terminal', punct: m[1] ?? '' });
  }
  for (const m of line.matchAll(CJK_TERMINAL))
    found.push({ at: m.index, cut: m.index + m[0].length, kind: 'cjk', punct: '' });
  for (const m of line.matchAll(EMOJI_END)) {
    found.push({ at: m.index, cut: m.index + (m[1] ?? '').length, kind: 'emoji', punct: '' });
  }
  return found.sort((a, b) => a.cut - b.cut);
}

function isBoundary(line: string, c: Candidate, lastCut: number): boolean {
  if (c.kind === 'cjk') return true;
  if (c.kind === 'emoji') return line.slice(lastCut, c.cut).trim().split(/\s+/u).length >= 4;
  const after = nextWord(line, c.cut);
  if (after === '') return false;
  if (/^\.{1,2}$/u.test(c.punct)) {
    const end = c.at + c.punct.length;
    return periodEnds(wordBefore(line, end), after, line.slice(lastCut, end));
  }
  // "!", "?", "…", "...": a boundary unless the text runs on in lower case ("Yahoo! is").
  return !isLower([...after][0] ?? '');
}

function splitLine(line: string): string[] {
  const out: string[] = [];
  let start = 0;
  for (const c of candidates(line)) {
    if (c.cut <= start || !isBoundary(line, c, start)) continue;
    const piece = line.slice(start, c.cut).trim();
    if (piece !== '') out.push(piece);
    start = c.cut;
  }
  const rest = line.slice(start).trim();
  if (rest !== '') out.push(rest);
  return out;
}

/** Splits text into sentences; each line break also ends a sentence. */
export function splitSentences(text: string): string[] {
  const out: string[] = [];
  for (const line of text.split(/\r?\n|\u2028|\u2029/u)) {
    if (line.trim() === '') continue;
    out.push(...splitLine(line));
  }
  return out;
}
