/**
 * What `npm run summarize` reads: whole feeds (a platform and items, written as digests) or
 * evaluation lines ({id, messages | document}, written as plain selected sentences). Each line is
 * told apart by its fields, so one file may hold both; every line is checked before any is written.
 */
import { parseDatasetLine, rowToItems, type DatasetRow } from '@/summarizer/dataset';
import { digest } from '@/summarizer/digest/digest';
import { isFeedLine, parseFeed } from '@/summarizer/digest/feed';
import type { DigestFeed } from '@/summarizer/digest/types';
import { extractText } from '@/summarizer/summarize';

export type InputLine = { kind: 'feed'; feed: DigestFeed } | { kind: 'row'; row: DatasetRow };

export function parseInputLine(text: string, line: number): InputLine {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    // The evaluation parser words invalid JSON the way both modes report it.
    return { kind: 'row', row: parseDatasetLine(text, line) };
  }
  return isFeedLine(value)
    ? { kind: 'feed', feed: parseFeed(value, line) }
    : { kind: 'row', row: parseDatasetLine(text, line) };
}

/** Parses a whole JSONL text; blank lines are skipped. */
export function parseInput(text: string): InputLine[] {
  const out: InputLine[] = [];
  text.split(/\r?\n/u).forEach((line, i) => {
    if (line.trim() !== '') out.push(parseInputLine(line, i + 1));
  });
  return out;
}

/** The output line: a digest {id, markdown, title, stats} or the plain sentences {id, summary}. */
export function summarizeInputLine(input: InputLine, words?: number): string {
  if (input.kind === 'feed') {
    const { markdown, title, stats } = digest(input.feed, words);
    return JSON.stringify({ id: input.feed.id, markdown, title, stats });
  }
  return JSON.stringify({
    id: input.row.id,
    summary: extractText(rowToItems(input.row), words !== undefined ? { words } : {}),
  });
}
