import { pointUrl } from '@/summarizer/compose/compose';
import { extract } from '@/summarizer/engine/extract';
import { estimateTokens } from '@/summarizer/llm/tokens';
import type { ExtractOptions, SummaryItem } from '@/summarizer/types';

/** One selected sentence for the model, with the address its point must link to. */
export interface MaterialLine {
  text: string;
  url: string;
  author?: string;
}

/** English averages about 0.75 words per token; fewer words are asked for so other scripts fit too. */
const WORDS_PER_TOKEN = 0.6;

/**
 * The offline engine's own selection (deduplicated, ranked by engagement, recency, the user's
 * platform weights and centrality, redundancy removed), asked for enough words to fill
 * `tokenBudget`, and ordered most important first so that whatever must be dropped is the least.
 */
export function selectMaterial(
  items: readonly SummaryItem[],
  options: ExtractOptions,
  tokenBudget: number,
): MaterialLine[] {
  const { words: _offlineWords, ...rest } = options;
  const extraction = extract(items, {
    ...rest,
    words: Math.max(50, Math.floor(tokenBudget * WORDS_PER_TOKEN)),
  });
  return [...extraction.points]
    .sort((a, b) => b.score - a.score)
    .map((p) => ({
      text: p.text.replace(/\s+/gu, ' ').trim(),
      url: pointUrl(p),
      ...(p.author !== undefined ? { author: p.author } : {}),
    }))
    .filter((line) => line.text !== '');
}

/** How a line is shown to the model: numbered, text, then the URL its point must link to. */
export function formatLine(line: MaterialLine, n: number): string {
  const speaker =
    line.author !== undefined && !line.text.startsWith(`${line.author}:`) ? `${line.author}: ` : '';
  return `[${n}] ${speaker}${line.text} <${line.url}>`;
}

/** Cuts text to about `tokens` (by the same estimate), at a word boundary when there is one. */
export function fitToTokens(text: string, tokens: number): string {
  if (estimateTokens(text) <= tokens) return text;
  let low = 0;
  let high = text.length;
  while (low < high) {
    const mid = Math.ceil((low + high) / 2);
    if (estimateTokens(text.slice(0, mid)) + 1 <= tokens) low = mid;
    else high = mid - 1;
  }
  const cut = text.slice(0, low);
  const space = cut.lastIndexOf(' ');
  return `${(space > low * 0.6 ? cut.slice(0, space) : cut).trimEnd()}…`;
}

/**
 * Packs the formatted lines, in order, into chunks of at most `chunkTokens` each and at most
 * `maxChunks` chunks; lines that do not fit any more are the least important and are dropped. A
 * single line longer than a chunk is shortened rather than lost.
 */
export function chunkMaterial(
  lines: readonly MaterialLine[],
  chunkTokens: number,
  maxChunks: number,
): string[][] {
  const chunks: string[][] = [];
  let current: string[] = [];
  let used = 0;
  for (const [i, line] of lines.entries()) {
    // The URL must survive intact, so only the text is shortened.
    const frame = estimateTokens(formatLine({ ...line, text: '' }, i + 1));
    const text = fitToTokens(line.text, Math.max(1, chunkTokens - frame - 2));
    const formatted = formatLine({ ...line, text }, i + 1);
    const cost = estimateTokens(formatted) + 1;
    if (used + cost > chunkTokens && current.length > 0) {
      chunks.push(current);
      if (chunks.length >= maxChunks) return chunks;
      current = [];
      used = 0;
    }
    current.push(formatted);
    used += cost;
  }
  if (current.length > 0) chunks.push(current);
  return chunks;
}
