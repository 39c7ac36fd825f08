/**
 * `npm run summarize` over a whole JSONL text, one line at a time: a line that cannot be read or
 * summarised becomes an error line {id, line, error} in its place, and every other line is still
 * summarised. One bad record in a large file of real feeds must not cost the user the others.
 */
import { DatasetLineError } from '@/summarizer/dataset';
import { digest } from '@/summarizer/digest/digest';
import { parseInputLine, summarizeInputLine, type InputLine } from '@/summarizer/digest/input';
import type { DigestFeed } from '@/summarizer/digest/types';

export interface SummarizedLines {
  /** One output line per non-blank input line, in input order. */
  lines: string[];
  /** The lines that failed, as written in their place. */
  errors: LineError[];
}

export interface LineError {
  id: string | null;
  line: number;
  error: string;
}

const QUOTED_ID = /"id"\s*:\s*(?:"((?:[^"\\]|\\.)*)"|(-?\d+(?:\.\d+)?))/u;

/**
 * The line's id as well as it can be told: the parsed `id` when the line is JSON with one, else the
 * first `"id": …` written in the raw text (a line cut short still names its id), else null.
 */
export function guessId(raw: string): string | null {
  try {
    const value: unknown = JSON.parse(raw);
    if (typeof value === 'object' && value !== null && 'id' in value) {
      const { id } = value;
      if (typeof id === 'string' || typeof id === 'number') return String(id);
    }
  } catch {
    // Not JSON: fall back to reading the id from the raw text below.
  }
  const match = QUOTED_ID.exec(raw);
  if (match === null) return null;
  if (match[2] !== undefined) return match[2];
  try {
    return JSON.parse(`"${match[1]}"`) as string;
  } catch {
    return match[1] ?? null;
  }
}

function reason(error: unknown): string {
  if (error instanceof DatasetLineError) return error.message.replace(/^line \d+: /u, '');
  return `could not be summarised (${error instanceof Error ? error.message : String(error)})`;
}

export interface SummarizeLinesOptions {
  /** The length of a data set row's summary, in words. */
  words?: number;
  /**
   * Writes a whole feed's Markdown in place of the offline digest (the configured model, which
   * answers with the offline digest itself when it cannot); the title and statistics stay the
   * digest's.
   */
  writeFeed?: (feed: DigestFeed) => Promise<string>;
}

async function summarizeOne(input: InputLine, options: SummarizeLinesOptions): Promise<string> {
  if (input.kind !== 'feed' || !options.writeFeed) return summarizeInputLine(input, options.words);
  const { title, stats } = digest(input.feed, options.words);
  const markdown = await options.writeFeed(input.feed);
  return JSON.stringify({ id: input.feed.id, markdown, title, stats });
}

/** Every line in order, one at a time (a local model serves one request at a time anyway). */
export async function summarizeLines(
  text: string,
  options: SummarizeLinesOptions = {},
): Promise<SummarizedLines> {
  const lines: string[] = [];
  const errors: LineError[] = [];
  for (const [i, raw] of text.split(/\r?\n/u).entries()) {
    if (raw.trim() === '') continue;
    const line = i + 1;
    try {
      lines.push(await summarizeOne(parseInputLine(raw, line), options));
    } catch (error) {
      const failure = { id: guessId(raw), line, error: reason(error) };
      errors.push(failure);
      lines.push(JSON.stringify(failure));
    }
  }
  return { lines, errors };
}
