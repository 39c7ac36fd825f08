/**
 * Cleans platform text before it is split and scored: links, markup and web-page chrome carry no
 * content a reader wants in a summary, and left in they would win sentences on sheer repetition.
 * Line breaks survive (one per line) because they separate thoughts in posts and chats.
 */

const ENTITIES: Readonly<Record<string, string>> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  nbsp: ' ',
  hellip: '…',
  mdash: '—',
  ndash: '–',
  rsquo: '’',
  lsquo: '‘',
  rdquo: '”',
  ldquo: '“',
};

function decodeEntities(text: string): string {
  // Twice, because Reddit double-escapes ("&amp;#x200B;").
  let out = text;
  for (let pass = 0; pass < 2; pass++) {
    out = out.replace(/&(#x[0-9a-f]{1,6}|#\d{1,7}|[a-z]{2,8});/gi, (whole, code: string) => {
      if (code.startsWith('#')) {
        const n =
          code[1] === 'x' || code[1] === 'X'
            ? parseInt(code.slice(2), 16)
            : parseInt(code.slice(1), 10);
        return Number.isFinite(n) && n > 0 && n <= 0x10ffff ? String.fromCodePoint(n) : whole;
      }
      return Object.hasOwn(ENTITIES, code.toLowerCase())
        ? (ENTITIES[code.toLowerCase()] ?? whole)
        : whole;
    });
  }
  return out;
}

/** Phrases that are page furniture wherever they appear, even glued inside a sentence. */
const CHROME_PHRASES =
  /\b(?:scroll down for (?:video|more)|story continued below|continue reading the main story|image copyright\b.{0,60}?\bimage caption)\b/giu;

const URL = /\b(?:https?:\/\/|www\.)[^\s<>()[\]]+/giu;
const MARKUP_HINT =
  // eslint-disable-next-line no-control-regex -- control characters are among the hints
  /[<>&[\]`*_~\u200B-\u200D\u2060\uFEFF\u00AD\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]|https?:|www\./iu;

/** Strips URLs, HTML, Markdown decoration and invisible characters; keeps words, emoji and line breaks. */
export function normalizeText(raw: string): string {
  let text = raw.normalize('NFC');
  // Most posts are plain text: skip the markup passes unless a character hints at markup.
  if (MARKUP_HINT.test(text)) {
    text = text.replace(/<br\s*\/?>/giu, '\n').replace(/<\/(?:p|div|li|h[1-6])>/giu, '\n');
    text = decodeEntities(text);
    text = text.replace(/[\u200B-\u200D\u2060\uFEFF\u00AD]/gu, '');
    // eslint-disable-next-line no-control-regex -- control characters are exactly what is removed here
    text = text.replace(/[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/gu, ' ');
    text = text.replace(/!\[[^\]]*\]\((?:[^()\s]|\([^()\s]*\))*\)/gu, ' '); // Markdown images
    // Markdown links keep their words; targets may hold one level of parentheses (Wikipedia URLs).
    text = text.replace(/\[([^\]]+)\]\((?:[^()\s]|\([^()\s]*\))*(?:\s+"[^"]*")?\)/gu, '$1');
    text = text.replace(URL, ' ');
    // HTML tags and chat export placeholders such as <file_gif> or <media omitted>.
    text = text.replace(/<\/?[a-z][^<>]{0,200}>/giu, ' ');
    text = text.replace(/(\*\*|__|~~)(.+?)\1/gu, '$2').replace(/`([^`\n]+)`/gu, '$1');
  }
  text = text.replace(CHROME_PHRASES, ' ');
  const lines = text.split(/\r?\n/u).map((line) =>
    line
      .replace(/^\s{0,3}(?:#{1,6}\s+|>\s?|[-*+•]\s+|\d{1,3}[.)]\s+)+/u, '')
      .replace(/[ \t\f\v\u00A0\u2000-\u200A\u202F\u205F\u3000]+/gu, ' ')
      .trim(),
  );
  return lines
    .filter((line) => line !== '' && /[\p{L}\p{N}\p{Extended_Pictographic}]/u.test(line))
    .join('\n');
}

/** Sentences that are site furniture (newsletters, cookie notices, archive notes), not content. */
const BOILERPLATE = [
  /\b(?:sign up|subscribe|subscribing|newsletters?)\b/iu,
  /\b(?:privacy policy|terms of (?:use|service)|all rights reserved|cookies? policy)\b/iu,
  /\b(?:click here|read more|continue reading|advertisement|sponsored content)\b/iu,
  /\b(?:please try again later|an error has occurred|invalid email address|enable javascript)\b/iu,
  /\b(?:wayback machine|internet archive|web captures?|crawl data|crawls? of)\b/iu,
  /\b(?:tweet location|location information to your tweets|tweet with a location)\b/iu,
  /\bfollow (?:us|@\w+) on\b|\bfollow us @/iu,
  /^(?:copyright|©)\s/iu,
];

/** True for a short sentence that is page furniture; long sentences are kept even if they match. */
export function isBoilerplate(sentence: string): boolean {
  if (sentence.split(/\s+/u).length > 30) return false;
  return BOILERPLATE.some((pattern) => pattern.test(sentence));
}

/** Words as a reader counts them (whitespace-separated runs containing a letter or digit). */
export function countWords(text: string): number {
  // One regex pass, no token array: this runs on every item of large inputs.
  return text.match(WORD)?.length ?? 0;
}

const WORD = /[^\s\p{L}\p{N}]*[\p{L}\p{N}]\S*/gu;
