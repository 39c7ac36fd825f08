/**
 * The four evaluation sets (public summarization data sets as JSONL: SAMSum, CNN/DailyMail, Reddit
 * TL;DR, Multi-News) and the baseline figures published for them, so the table can show the
 * published numbers beside ours. The data is not in this repository: see evalDataDir.
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export interface PublishedFigures {
  r1: number;
  r2: number;
  rL: number;
  rLsum: number;
  words: number;
}

export interface EvalSet {
  name: string;
  file: string;
  published: Record<'Lead-3' | 'LexRank' | 'TextRank', PublishedFigures>;
  /** Longest-3 as its paper reports it (SAMSum only; R-L there is the summary-level figure). */
  paper?: PublishedFigures;
}

const f = (r1: number, r2: number, rL: number, rLsum: number, words: number): PublishedFigures => ({
  r1,
  r2,
  rL,
  rLsum,
  words,
});

export const EVAL_SETS: readonly EvalSet[] = [
  {
    name: 'samsum',
    file: 'samsum_test.jsonl',
    published: {
      'Lead-3': f(31.31, 8.68, 24.17, 29.41, 24),
      LexRank: f(29.58, 7.57, 22.62, 27.62, 28),
      TextRank: f(29.05, 8.2, 22.71, 27.08, 32),
    },
    paper: f(32.46, 10.27, 29.92, 29.92, 0),
  },
  {
    name: 'reddit',
    file: 'reddit_tldr_test500.jsonl',
    published: {
      'Lead-3': f(23.15, 4.75, 15.08, 18.78, 55),
      LexRank: f(24.7, 6.51, 16.04, 20.14, 78),
      TextRank: f(23.43, 6.2, 15.42, 18.97, 90),
    },
  },
  {
    name: 'multinews',
    file: 'multinews_test200.jsonl',
    published: {
      'Lead-3': f(23.41, 6.96, 13.08, 20.75, 62),
      LexRank: f(33.27, 9.61, 16.96, 29.07, 98),
      TextRank: f(35.77, 9.42, 17.33, 30.97, 130),
    },
  },
  {
    name: 'cnndm',
    file: 'cnndm_test250.jsonl',
    published: {
      'Lead-3': f(41.27, 18.9, 26.42, 37.42, 79),
      LexRank: f(31.67, 13.48, 20.33, 28.53, 138),
      TextRank: f(30.52, 13.57, 20.13, 27.6, 158),
    },
  },
];

/**
 * Where the evaluation sets are: EVAL_DATA_DIR, or by default `shared/data/eval` in the directory
 * that holds the repository checkout (this file is five levels below that directory).
 */
export function evalDataDir(): string {
  if (process.env.EVAL_DATA_DIR) return path.resolve(process.env.EVAL_DATA_DIR);
  const here = path.dirname(fileURLToPath(import.meta.url));
  return path.resolve(here, '../../../../..', 'shared', 'data', 'eval');
}

export function evalDataAvailable(): boolean {
  return existsSync(evalDataDir());
}
