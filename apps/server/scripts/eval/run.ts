/**
 * Scores the engine and the three baselines on one set: same rows, same scorer, same reference
 * preparation (one sentence per line, see referenceLines).
 */
import { lead, lexRank, longest, textRank } from '@/summarizer/baselines';
import { rowToItems, type DatasetRow } from '@/summarizer/dataset';
import { extract } from '@/summarizer/engine/extract';
import type { Tuning } from '@/summarizer/engine/tuning';
import { detectMode } from '@/summarizer/engine/units';
import {
  meanF,
  referenceLines,
  scoreRouge,
  type RougeMeans,
  type RougeScores,
} from '@/summarizer/rouge';
import { splitSentences } from '@/summarizer/text/sentences';

export const SYSTEMS = ['Lead-3', 'Longest-3', 'LexRank', 'TextRank', 'Engine'] as const;
export type SystemName = (typeof SYSTEMS)[number];

export interface SystemResult {
  means: RougeMeans;
  words: number;
}

export interface RunOptions {
  words?: number;
  tuning: Tuning;
}

/**
 * Units the baselines choose from, as the README defines them: `Author: text` turns for a chat,
 * sentences (raw text, our splitter) otherwise.
 */
export function baselineUnits(row: DatasetRow): string[] {
  const items = rowToItems(row);
  const mode = detectMode(
    items.map((item, index) => ({
      index,
      text: item.text,
      ...(item.author ? { author: item.author } : {}),
    })),
  );
  if (mode === 'conversation') return items.map((item) => `${item.author ?? ''}: ${item.text}`);
  return items.flatMap((item) => splitSentences(item.text));
}

function whitespaceWords(text: string): number {
  return text.split(/\s+/u).filter((w) => w !== '').length;
}

export function evaluateRows(
  rows: readonly DatasetRow[],
  options: RunOptions,
): Record<SystemName, SystemResult> {
  const scores = new Map<SystemName, RougeScores[]>(SYSTEMS.map((s) => [s, []]));
  const words = new Map<SystemName, number>(SYSTEMS.map((s) => [s, 0]));
  for (const row of rows) {
    const reference = referenceLines(row.summary ?? '');
    const units = baselineUnits(row);
    const extraction = extract(
      rowToItems(row),
      options.words !== undefined ? { words: options.words } : {},
      options.tuning,
    );
    const predictions: Record<SystemName, string> = {
      'Lead-3': lead(units).join('\n'),
      'Longest-3': longest(units).join('\n'),
      LexRank: lexRank(units).join('\n'),
      TextRank: textRank(units).join('\n'),
      Engine: extraction.points.map((p) => p.text).join('\n'),
    };
    for (const system of SYSTEMS) {
      scores.get(system)!.push(scoreRouge(reference, predictions[system]));
      words.set(system, words.get(system)! + whitespaceWords(predictions[system]));
    }
  }
  const result = {} as Record<SystemName, SystemResult>;
  for (const system of SYSTEMS) {
    result[system] = {
      means: meanF(scores.get(system)!),
      words: words.get(system)! / Math.max(1, rows.length),
    };
  }
  return result;
}
