/**
 * Checks a model's summary against the material it was given: every link must lead to an address
 * in the material, and every number must be one of the material's numbers (as written there, or
 * the same value rounded differently: "24.8K" and "24,800"). A sentence with an invented link or
 * number is dropped whole; the caller decides whether what is left is still the model's summary.
 */
import { linkTargets, sameAddress } from '@/summarizer/quality/markdown-lines';
import { sameNumber, writtenNumbers, type WrittenNumber } from '@/summarizer/text/written-numbers';

export interface Grounding {
  addresses: ReadonlySet<string>;
  numbers: readonly WrittenNumber[];
}

/**
 * Numbers written into a word ("#Área51", "PS5", "COVID19"): not numbers of the text, but a model
 * that writes "Area 51" or "the PS 5" copies them rather than inventing them.
 */
function numbersInWords(text: string): WrittenNumber[] {
  return [...text.matchAll(/(?<=\p{L})\d+/gu)].map((m) => ({
    text: m[0],
    value: Number(m[0]),
    tolerance: 0,
  }));
}

/** What the model may cite: the material's addresses and every number in its texts. */
export function groundingOf(urls: readonly string[], texts: readonly string[]): Grounding {
  return {
    addresses: new Set(urls.map(sameAddress)),
    numbers: texts.flatMap((text) => [...writtenNumbers(text), ...numbersInWords(text)]),
  };
}

export interface Invention {
  sentence: string;
  links: string[];
  numbers: string[];
}

export interface CheckedSummary {
  markdown: string;
  /** Sentences (and headings) the text had, and the ones dropped for what they invented. */
  sentences: number;
  dropped: Invention[];
}

/** A private-use character never typed in a summary marks where a link was set aside. */
const PLACEHOLDER = /\uE000(\d+)\uE000/gu;

/** Links hidden behind placeholders, so that a dot inside a link never ends a sentence. */
function protectLinks(text: string): { text: string; links: string[] } {
  const links: string[] = [];
  const hidden = text.replace(
    /!?\[[^\]]*\]\([^)]*\)|<https?:\/\/[^>]+>|https?:\/\/[^\s)>\]]+/giu,
    (m) => {
      links.push(m);
      return `\uE000${links.length - 1}\uE000`;
    },
  );
  return { text: hidden, links };
}

function inventions(sentence: string, grounding: Grounding): Omit<Invention, 'sentence'> {
  const links = linkTargets(sentence).filter(
    (t) => !t.startsWith('#') && !grounding.addresses.has(sameAddress(t)),
  );
  // Numbers inside link targets are part of the address, checked above.
  const prose = sentence.replace(/\]\([^)]*\)/gu, ']').replace(/<?https?:\/\/[^\s)>]+>?/giu, '');
  const numbers = writtenNumbers(prose)
    .filter((n) => !grounding.numbers.some((g) => sameNumber(n, g)))
    .map((n) => n.text);
  return { links, numbers };
}

/** A line's block marker ("### ", "- ", "> ", "1. ") and the text after it. */
function splitMarker(line: string): [string, string] {
  const m = /^(\s*(?:#{1,6}\s+|>\s*|[-*+]\s+|\d+[.)]\s+)*)/u.exec(line);
  const marker = m?.[1] ?? '';
  return [marker, line.slice(marker.length)];
}

/** A heading whose section lost every line would announce nothing: it goes too. */
function withoutEmptySections(lines: readonly string[]): string[] {
  const level = (l: string) => /^(#{1,6})\s/u.exec(l)?.[1]?.length ?? 0;
  return lines.filter((line, i) => {
    const own = level(line);
    if (own === 0) return true;
    for (const next of lines.slice(i + 1)) {
      if (next.trim() === '') continue;
      const theirs = level(next);
      return theirs === 0 || theirs > own;
    }
    return false;
  });
}

export function checkAgainstMaterial(markdown: string, grounding: Grounding): CheckedSummary {
  const dropped: Invention[] = [];
  let sentences = 0;
  const lines: string[] = [];
  for (const line of markdown.split('\n')) {
    const [marker, body] = splitMarker(line);
    if (body.trim() === '') {
      lines.push(line);
      continue;
    }
    const { text, links } = protectLinks(body);
    const restore = (s: string) => s.replace(PLACEHOLDER, (_, i: string) => links[Number(i)]!);
    // A heading is one statement; prose is checked sentence by sentence.
    const parts = marker.trimStart().startsWith('#') ? [text] : text.split(/(?<=[.!?…])\s+(?=\S)/u);
    const kept: string[] = [];
    for (const part of parts.map(restore)) {
      sentences++;
      const found = inventions(part, grounding);
      if (found.links.length > 0 || found.numbers.length > 0)
        dropped.push({ sentence: part, ...found });
      else kept.push(part);
    }
    // A bullet or heading whose every sentence was invented goes with its marker.
    if (kept.length > 0) lines.push(`${marker}${kept.join(' ')}`);
  }
  return {
    markdown: `${withoutEmptySections(lines)
      .join('\n')
      .replace(/\n{3,}/gu, '\n\n')
      .trim()}\n`,
    sentences,
    dropped,
  };
}
