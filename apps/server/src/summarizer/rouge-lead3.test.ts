/**
 * Proves our ROUGE on a small committed set of dialogues with reference summaries: Lead-3 (the first
 * three turns as `Author: text`) must score what a separate, straightforward implementation of
 * rouge-score's algorithm gives on the same text. The words were chosen so that no two different
 * words share a Porter stem, so the figures do not depend on the stemmer.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { parseDataset } from './dataset';
import { meanF, referenceLines, scoreRouge } from './rouge';

const file = new URL('./test/lead3-dialogues.jsonl', import.meta.url);

describe('ROUGE of Lead-3 on the committed dialogues', () => {
  it('gives 64.51 / 34.82 / 52.93 / 61.22 within 0.01', () => {
    const rows = parseDataset(readFileSync(file, 'utf8'));
    expect(rows).toHaveLength(3);
    const scores = rows.map((row) => {
      const lead3 = (row.messages ?? []).slice(0, 3).map((m) => `${m.author ?? ''}: ${m.text}`);
      return scoreRouge(referenceLines(row.summary ?? ''), lead3.join('\n'));
    });
    const m = meanF(scores);
    expect(Math.abs(m.r1 - 64.51)).toBeLessThan(0.01);
    expect(Math.abs(m.r2 - 34.82)).toBeLessThan(0.01);
    expect(Math.abs(m.rL - 52.93)).toBeLessThan(0.01);
    expect(Math.abs(m.rLsum - 61.22)).toBeLessThan(0.01);
  });
});
