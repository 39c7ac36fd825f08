/**
 * Repeats inside one paragraph, the marks of a quote printed twice ("X? X?") or a sentence
 * doubled: a word of four or more letters written twice in a row, a run of three or more words
 * written twice in a row, or the same sentence (two words or more) twice in the paragraph. Each
 * line of a digest is a paragraph (a lead, a bullet, a quote), so lines are measured one by one.
 */
import { plainText, visibleLines } from '@/summarizer/quality/markdown-lines';

export interface Repeat {
  line: string;
  repeated: string;
}

function words(text: string): string[] {
  return (text.toLowerCase().match(/[\p{L}\p{N}]+(?:['’][\p{L}]+)*/gu) ?? []).map((w) =>
    w.replace(/’/gu, "'"),
  );
}

/** A word of 4+ letters, or a run of 3+ words, that comes twice in a row. */
function repeatedRun(tokens: readonly string[]): string | null {
  for (let i = 1; i < tokens.length; i++)
    if (tokens[i] === tokens[i - 1] && /\p{L}{4}/u.test(tokens[i]!)) return tokens[i]!;
  for (let len = 3; len * 2 <= tokens.length; len++)
    for (let i = 0; i + 2 * len <= tokens.length; i++) {
      let same = true;
      for (let k = 0; k < len && same; k++) same = tokens[i + k] === tokens[i + len + k];
      if (same) return tokens.slice(i, i + len).join(' ');
    }
  return null;
}

/** Sentences end at . ! ? … and at the colon that joins a quote to its speaker or its repeat. */
function repeatedSentence(text: string): string | null {
  const seen = new Set<string>();
  for (const sentence of text.split(/(?<=[.!?…:;])\s+|["“”«»„]/u)) {
    const key = words(sentence).join(' ');
    if (key.split(' ').length < 2) continue;
    if (seen.has(key)) return key;
    seen.add(key);
  }
  return null;
}

export function repeatsInParagraphs(markdown: string): Repeat[] {
  const out: Repeat[] = [];
  for (const line of visibleLines(markdown)) {
    // A quote and the name after its dash are two texts: "… on Twitter 💸 — @Twitter" repeats nothing.
    for (const text of plainText(line).split(/\s+—\s+/u)) {
      const repeated = repeatedRun(words(text)) ?? repeatedSentence(text);
      if (repeated !== null) {
        out.push({ line, repeated });
        break;
      }
    }
  }
  return out;
}
