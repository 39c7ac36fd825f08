/**
 * Proves our ROUGE against the README of data/eval: Lead-3 on samsum_test.jsonl must come out at
 * 31.31 / 8.68 / 24.17 / 29.41. Reads ../shared/data/eval relative to the repository root.
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { parseDataset } from './dataset';
import { meanF, referenceLines, scoreRouge } from './rouge';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../..');
const file = path.resolve(repoRoot, '../shared/data/eval/samsum_test.jsonl');
const present = existsSync(file);
if (!present) console.warn(`rouge-lead3.test: skipped, evaluation data not found at ${file}`);

describe.skipIf(!present)('ROUGE reproduces the published Lead-3 on SAMSum', () => {
  it('gives 31.31 / 8.68 / 24.17 / 29.41 within 0.05', () => {
    const rows = parseDataset(readFileSync(file, 'utf8'));
    expect(rows).toHaveLength(819);
    const scores = rows.map((row) => {
      const lead3 = (row.messages ?? []).slice(0, 3).map((m) => `${m.author ?? ''}: ${m.text}`);
      return scoreRouge(referenceLines(row.summary ?? ''), lead3.join('\n'));
    });
    const m = meanF(scores);
    expect(Math.abs(m.r1 - 31.31)).toBeLessThan(0.05);
    expect(Math.abs(m.r2 - 8.68)).toBeLessThan(0.05);
    expect(Math.abs(m.rL - 24.17)).toBeLessThan(0.05);
    expect(Math.abs(m.rLsum - 29.41)).toBeLessThan(0.05);
  });
});
