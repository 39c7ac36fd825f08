/**
 * Maximal Marginal Relevance under a word budget: each step takes the unit with the best balance of
 * its own score and its novelty against what is already chosen, among units that still fit.
 * Skipping units that do not fit (instead of stopping) fills the budget with shorter good sentences.
 */
import { cosine, type SparseVector } from '@/summarizer/engine/graph';
import { countWords } from '@/summarizer/text/normalize';

export interface SelectOptions {
  budget: number;
  /** Weight of relevance against redundancy, 0..1. */
  lambda: number;
  /** A unit this similar to a chosen one is a repeat and never chosen. */
  maxSimilarity: number;
  /** Units scoring below this share of the best score are never used to pad the budget. */
  minRelativeScore: number;
  /** A clause prefix needs at least this many words to stand on its own. */
  minClauseWords: number;
  /** A clause prefix's relevance is scaled by (its share of the sentence)^clausePenalty. */
  clausePenalty: number;
}

export interface Clause {
  words: number;
  text: string;
}

export interface Candidate {
  words: number;
  vector: SparseVector;
  score: number;
  /** Shorter readable prefixes (ending at a clause boundary), ascending by length. */
  clauses?: readonly Clause[];
}

export interface Choice {
  index: number;
  words: number;
  /** Set when only a clause prefix of the unit fitted. */
  text?: string;
}

/** How the candidate fits in `remaining` words: whole, as its longest fitting clause, or not at all. */
function fit(
  c: Candidate,
  remaining: number,
  minClauseWords: number,
): { words: number; share: number; text?: string } | null {
  if (c.words <= remaining) return { words: c.words, share: 1 };
  let best: Clause | undefined;
  for (const clause of c.clauses ?? [])
    if (clause.words <= remaining && clause.words >= minClauseWords) best = clause;
  return best ? { words: best.words, share: best.words / c.words, text: best.text } : null;
}

/** The chosen candidates, in the order they were chosen. */
export function selectMmr(candidates: readonly Candidate[], options: SelectOptions): Choice[] {
  const chosen: Choice[] = [];
  const maxSim = new Float64Array(candidates.length);
  const open = new Set(candidates.map((_, i) => i));
  const top = candidates.reduce((m, c) => Math.max(m, c.score), 0) || 1;
  let remaining = options.budget;
  while (open.size > 0 && remaining > 0) {
    let best: Choice | null = null;
    let bestValue = -Infinity;
    for (const i of open) {
      const c = candidates[i]!;
      const f = fit(c, remaining, options.minClauseWords);
      // `remaining` only shrinks, so a unit that cannot fit now never will.
      if (
        f === null ||
        maxSim[i]! >= options.maxSimilarity ||
        c.score < options.minRelativeScore * top
      ) {
        open.delete(i);
        continue;
      }
      const relevance = (c.score / top) * Math.pow(f.share, options.clausePenalty);
      const value = options.lambda * relevance - (1 - options.lambda) * maxSim[i]!;
      if (value > bestValue) {
        bestValue = value;
        best = { index: i, words: f.words, ...(f.text !== undefined ? { text: f.text } : {}) };
      }
    }
    if (best === null) break;
    chosen.push(best);
    open.delete(best.index);
    remaining -= best.words;
    const v = candidates[best.index]!.vector;
    for (const i of open) maxSim[i] = Math.max(maxSim[i]!, cosine(v, candidates[i]!.vector));
  }
  return chosen;
}

const CLAUSE_END = /[,;:](?=\s)|\s(?=[-–—]\s)|\s(?=\()/gu;

/** Prefixes of a sentence that end at a comma, semicolon, colon, dash or parenthesis, marked with "…". */
export function clausePrefixes(text: string): Clause[] {
  const out: Clause[] = [];
  for (const match of text.matchAll(CLAUSE_END)) {
    const prefix = text.slice(0, match.index).replace(/[\s,;:–—-]+$/u, '');
    if (prefix === '') continue;
    out.push({ words: countWords(prefix), text: `${prefix}…` });
  }
  return out;
}

/** The first `budget` words of a text, for when even the best unit is longer than the whole budget. */
export function truncateWords(text: string, budget: number): string {
  const words = text.split(/\s+/u).filter((w) => w !== '');
  if (words.length <= budget) return text;
  return `${words.slice(0, Math.max(1, budget)).join(' ')}…`;
}
