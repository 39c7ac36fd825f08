/**
 * JSONL rows shaped like data/eval ({id, messages | document, title?, summary?}) and their mapping to
 * summarizer items. Shared by `npm run summarize` and `npm run eval` so both read input the same way
 * and reject bad lines with the same messages.
 */
import type { SummaryItem } from '@/summarizer/types';

export interface DatasetMessage {
  author?: string;
  text: string;
}

export interface DatasetRow {
  id: string;
  messages?: DatasetMessage[];
  document?: string;
  title?: string;
  /** The human reference, when the file carries one (eval sets do). */
  summary?: string;
}

export class DatasetLineError extends Error {
  constructor(
    readonly line: number,
    reason: string,
  ) {
    super(`line ${line}: ${reason}`);
    this.name = 'DatasetLineError';
  }
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function parseMessages(value: unknown, line: number): DatasetMessage[] {
  if (!Array.isArray(value)) throw new DatasetLineError(line, '"messages" must be an array');
  return value.map((m: unknown, k) => {
    if (!isRecord(m) || typeof m.text !== 'string') {
      throw new DatasetLineError(line, `messages[${k}] must be an object with a string "text"`);
    }
    if (m.author !== undefined && typeof m.author !== 'string') {
      throw new DatasetLineError(line, `messages[${k}].author must be a string`);
    }
    return m.author === undefined ? { text: m.text } : { author: m.author, text: m.text };
  });
}

/** Parses one line (1-based number for messages); throws DatasetLineError on anything malformed. */
export function parseDatasetLine(text: string, line: number): DatasetRow {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch (error) {
    throw new DatasetLineError(
      line,
      `invalid JSON (${error instanceof Error ? error.message : String(error)})`,
    );
  }
  if (!isRecord(value)) throw new DatasetLineError(line, 'expected a JSON object');
  const { id, messages, document, title, summary } = value;
  if (typeof id !== 'string' && typeof id !== 'number')
    throw new DatasetLineError(line, 'missing "id" (string or number)');
  const row: DatasetRow = { id: String(id) };
  if (messages !== undefined) row.messages = parseMessages(messages, line);
  if (document !== undefined) {
    if (typeof document !== 'string')
      throw new DatasetLineError(line, '"document" must be a string');
    row.document = document;
  }
  if (row.messages === undefined && row.document === undefined) {
    throw new DatasetLineError(line, 'needs "messages" (array) or "document" (string)');
  }
  if (typeof title === 'string') row.title = title;
  if (typeof summary === 'string') row.summary = summary;
  return row;
}

/** Parses a whole JSONL text; blank lines are skipped. */
export function parseDataset(text: string): DatasetRow[] {
  const rows: DatasetRow[] = [];
  text.split(/\r?\n/u).forEach((line, i) => {
    if (line.trim() !== '') rows.push(parseDatasetLine(line, i + 1));
  });
  return rows;
}

/** Messages become one item each (chat turns or articles); otherwise the document is one item. */
export function rowToItems(row: DatasetRow): SummaryItem[] {
  if (row.messages !== undefined && row.messages.length > 0) {
    return row.messages.map((m, i) => ({
      id: `${row.id}#${i + 1}`,
      text: m.text,
      ...(m.author !== undefined ? { author: m.author } : {}),
      ...(i === 0 && row.title !== undefined ? { title: row.title } : {}),
    }));
  }
  return [
    {
      id: row.id,
      text: row.document ?? '',
      ...(row.title !== undefined ? { title: row.title } : {}),
    },
  ];
}
