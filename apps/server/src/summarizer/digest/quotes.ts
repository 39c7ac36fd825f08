/**
 * A reply as it can be quoted: without the parent's words it quotes (Reddit "> …" lines, or the
 * parent's sentences pasted back), each sentence once, and only sentences that stand alone.
 */
import { cleanText, sentencesOf, standAlone } from '@/summarizer/digest/text';

/** Lines a reply quotes from its parent in Markdown ("> text"), raw or entity-encoded. */
const QUOTE_LINE = /^\s*(?:>|&gt;)/u;

function comparable(sentence: string): string {
  return sentence
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();
}

/** Sentences that are short do not prove a copy ("Yes.", "Same here.") and are kept. */
const MIN_COPIED_CHARS = 12;

/**
 * The reply's own sentences that stand alone, in order: quoted lines dropped, a sentence that
 * repeats the parent (or an earlier sentence of the reply) dropped.
 */
export function ownSentences(reply: string, parents: readonly string[]): string[] {
  if (/^\s*\[(?:deleted|removed)\]\s*$/iu.test(reply)) return [];
  const own = reply
    .split(/\r?\n/u)
    .filter((line) => !QUOTE_LINE.test(line))
    .join('\n');
  const parent = parents.map((p) => comparable(cleanText(p))).join(' | ');
  const seen = new Set<string>();
  const kept: string[] = [];
  for (const sentence of sentencesOf(own)) {
    const key = comparable(sentence);
    if (key === '' || seen.has(key)) continue;
    seen.add(key);
    if (key.length >= MIN_COPIED_CHARS && parent.includes(key)) continue;
    kept.push(sentence);
  }
  const out: string[] = [];
  kept.forEach((_, i) => {
    const s = standAlone(kept, i);
    if (s === null || out.some((o) => o.includes(s))) return;
    // A dangling sentence comes joined to its predecessor: the pair replaces the lone predecessor.
    const inside = out.findIndex((o) => s.includes(o));
    if (inside >= 0) out.splice(inside, 1);
    out.push(s);
  });
  return out;
}

/** Whether a reply says nothing of its own: removed, deleted, or only the parent quoted back. */
export function isEmptyReply(reply: string, parents: readonly string[]): boolean {
  return (
    /^\[(?:deleted|removed)\]$/iu.test(reply.trim()) || ownSentences(reply, parents).length === 0
  );
}
