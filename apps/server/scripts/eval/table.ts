/** Plain-text table of one set's results, with the published baseline figures for reference. */
import type { SystemName, SystemResult } from './run';
import type { EvalSet } from './sets';

const fmt = (n: number): string => n.toFixed(2).padStart(6);

export function formatSetTable(
  set: EvalSet,
  rows: number,
  results: Partial<Record<SystemName, SystemResult>>,
  budget: string,
): string {
  const lines = [`${set.name} (${set.file}, ${rows} rows) — engine budget: ${budget}`];
  lines.push(`  ${'system'.padEnd(22)}   R-1    R-2    R-L  R-Lsum  words`);
  for (const [name, r] of Object.entries(results)) {
    if (!r) continue;
    lines.push(
      `  ${name.padEnd(22)} ${fmt(r.means.r1)} ${fmt(r.means.r2)} ${fmt(r.means.rL)} ${fmt(r.means.rLsum)} ${r.words.toFixed(1).padStart(6)}`,
    );
  }
  const printed = { ...set.published, ...(set.paper ? { 'Longest-3': set.paper } : {}) };
  for (const [name, p] of Object.entries(printed)) {
    lines.push(
      `  ${`${name} (README)`.padEnd(22)} ${fmt(p.r1)} ${fmt(p.r2)} ${fmt(p.rL)} ${fmt(p.rLsum)} ${(p.words > 0 ? String(p.words) : '—').padStart(6)}`,
    );
  }
  return lines.join('\n');
}

/**
 * Best baseline R-1 / R-2 over our runs and, on a whole set, the README's figures too: the engine
 * must beat both. On a half or a sample the README's whole-set figures do not apply.
 */
export function verdict(
  set: EvalSet,
  results: Partial<Record<SystemName, SystemResult>>,
  wholeSet: boolean,
): string {
  const engine = results.Engine;
  if (!engine) return '';
  const baselines = (['Lead-3', 'Longest-3', 'LexRank', 'TextRank'] as const).flatMap((name) => {
    const ours = results[name];
    const published = name === 'Longest-3' ? set.paper : set.published[name];
    return [
      ...(wholeSet && published ? [published] : []),
      ...(ours ? [{ r1: ours.means.r1, r2: ours.means.r2 }] : []),
    ];
  });
  const best1 = Math.max(...baselines.map((b) => b.r1));
  const best2 = Math.max(...baselines.map((b) => b.r2));
  const d1 = engine.means.r1 - best1;
  const d2 = engine.means.r2 - best2;
  const ok = d1 > 0 && d2 > 0 ? 'BEATS' : 'DOES NOT BEAT';
  return `  => engine ${ok} the best baseline: R-1 ${d1 >= 0 ? '+' : ''}${d1.toFixed(2)} (vs ${best1.toFixed(2)}), R-2 ${d2 >= 0 ? '+' : ''}${d2.toFixed(2)} (vs ${best2.toFixed(2)})`;
}
