import { describe, expect, it } from 'vitest';
import { buildAutomaton, step, automatonBytes } from '@/matcher/automaton';

/** Every (pattern, end) the automaton reports over a raw string, in report order. */
function run(patterns: string[], text: string, denseBudget?: number): [number, number][] {
  const a = buildAutomaton(patterns, denseBudget);
  const out: [number, number][] = [];
  let s = 0;
  for (let i = 0; i < text.length; i++) {
    s = step(a, s, a.classOf[text.charCodeAt(i)] ?? 0);
    let node = (a.patternAt[s] ?? -1) >= 0 ? s : (a.outLink[s] ?? -1);
    while (node >= 0) {
      out.push([a.patternAt[node] ?? -1, i + 1]);
      node = a.outLink[node] ?? -1;
    }
  }
  return out;
}

function naive(patterns: string[], text: string): [number, number][] {
  const out: [number, number][] = [];
  for (let end = 1; end <= text.length; end++)
    patterns.forEach((p, id) => {
      if (end >= p.length && text.startsWith(p, end - p.length)) out.push([id, end]);
    });
  return out;
}

const sorted = (x: [number, number][]) => [...x].sort((a, b) => a[1] - b[1] || a[0] - b[0]);

describe('Aho–Corasick automaton', () => {
  it('finds the classic he/she/his/hers example', () => {
    expect(sorted(run(['he', 'she', 'his', 'hers'], 'ushers'))).toEqual([
      [0, 4],
      [1, 4],
      [3, 6],
    ]);
  });

  it('reports nested and overlapping patterns through failure and dictionary links', () => {
    const patterns = ['a', 'aa', 'aaa', 'ab', 'bab'];
    expect(sorted(run(patterns, 'aaabab'))).toEqual(sorted(naive(patterns, 'aaabab')));
  });

  it.each([
    ['all rows dense', undefined],
    ['only the root dense', 0],
    ['a few rows dense', 20],
  ])('equals a naive scan on random patterns and texts (%s)', (_label, budget) => {
    let seed = 7;
    const rand = (n: number) => {
      seed = (seed * 1103515245 + 12345) & 0x7fffffff;
      return seed % n;
    };
    const alphabet = 'abcé中';
    const word = (len: number) =>
      Array.from({ length: len }, () => alphabet[rand(alphabet.length)]).join('');
    for (let round = 0; round < 200; round++) {
      const patterns = [...new Set(Array.from({ length: 1 + rand(8) }, () => word(1 + rand(4))))];
      const text = word(rand(60));
      expect(sorted(run(patterns, text, budget)), `${patterns.join(',')} / ${text}`).toEqual(
        sorted(naive(patterns, text)),
      );
    }
  });

  it('numbers nodes breadth-first and keeps only the budgeted rows dense', () => {
    const patterns = Array.from({ length: 40 }, (_, i) => `x${String.fromCharCode(0x4e00 + i)}yz`);
    const a = buildAutomaton(patterns, 44 * 2);
    expect(a.classCount).toBe(43); // x, 40 ideographs, y, z
    expect(a.denseRows).toBe(2); // the root and "x"
    expect(a.dense.length).toBe(2 * 44);
    // The node after "x" has 40 children: looked up by bisection when sparse.
    const sparse = buildAutomaton(patterns, 0);
    expect(sparse.denseRows).toBe(1);
    const text = `zx${String.fromCharCode(0x4e00 + 33)}yz x${String.fromCharCode(0x4e00 + 2)}y`;
    expect(sorted(run(patterns, text, 0))).toEqual([[33, 5]]);
    expect(sorted(run(patterns, text))).toEqual([[33, 5]]);
    for (let n = 1; n < a.nodeCount; n++) expect(a.fail[n]).toBeLessThan(n);
    expect(automatonBytes(a)).toBeGreaterThan(0);
  });

  it('handles no patterns at all', () => {
    expect(run([], 'anything')).toEqual([]);
  });
});
