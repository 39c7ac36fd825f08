/**
 * ROUGE-1, ROUGE-2, ROUGE-L and ROUGE-Lsum exactly as rouge-score 0.1.2 computes them with
 * `use_stemmer=True`, so our figures line up with the published baselines in data/eval/README.md.
 */
import { porterStem } from '@/summarizer/text/porter';
import { splitSentences } from '@/summarizer/text/sentences';

export interface RougeScore {
  precision: number;
  recall: number;
  f: number;
}

export interface RougeScores {
  rouge1: RougeScore;
  rouge2: RougeScore;
  rougeL: RougeScore;
  rougeLsum: RougeScore;
}

const ZERO: RougeScore = { precision: 0, recall: 0, f: 0 };
const stemCache = new Map<string, string>();

function stem(token: string): string {
  let stemmed = stemCache.get(token);
  if (stemmed === undefined) {
    stemmed = porterStem(token);
    // Bounded so a long-running process scoring endless text cannot grow without limit.
    if (stemCache.size > 200_000) stemCache.clear();
    stemCache.set(token, stemmed);
  }
  return stemmed;
}

/** Lower-case, non-[a-z0-9] runs to one space, split, stem tokens longer than 3 characters. */
export function rougeTokenize(text: string): string[] {
  const cleaned = text.toLowerCase().replace(/[^a-z0-9]+/g, ' ');
  const tokens: string[] = [];
  for (const raw of cleaned.split(' ')) {
    if (raw === '') continue;
    tokens.push(raw.length > 3 ? stem(raw) : raw);
  }
  // rouge-score keeps only ^[a-z0-9]+$ after stemming; the stemmer never emits other characters.
  return tokens;
}

function fmeasure(precision: number, recall: number): RougeScore {
  const f = precision + recall > 0 ? (2 * precision * recall) / (precision + recall) : 0;
  return { precision, recall, f };
}

function ngramCounts(tokens: readonly string[], n: number): Map<string, number> {
  const counts = new Map<string, number>();
  for (let i = 0; i + n <= tokens.length; i++) {
    const key = tokens.slice(i, i + n).join(' ');
    counts.set(key, (counts.get(key) ?? 0) + 1);
  }
  return counts;
}

/** ROUGE-N with clipped counts; an empty side gives 0, as in rouge-score (max(count, 1)). */
export function rougeN(
  reference: readonly string[],
  prediction: readonly string[],
  n: number,
): RougeScore {
  const ref = ngramCounts(reference, n);
  const pred = ngramCounts(prediction, n);
  let overlap = 0;
  for (const [gram, count] of ref) overlap += Math.min(count, pred.get(gram) ?? 0);
  const refTotal = Math.max(0, reference.length - n + 1);
  const predTotal = Math.max(0, prediction.length - n + 1);
  return fmeasure(overlap / Math.max(predTotal, 1), overlap / Math.max(refTotal, 1));
}

function lcsLength(a: readonly string[], b: readonly string[]): number {
  let prev = new Int32Array(b.length + 1);
  let curr = new Int32Array(b.length + 1);
  for (let i = 1; i <= a.length; i++) {
    for (let j = 1; j <= b.length; j++) {
      curr[j] = a[i - 1] === b[j - 1] ? prev[j - 1]! + 1 : Math.max(prev[j]!, curr[j - 1]!);
    }
    [prev, curr] = [curr, prev];
  }
  return prev[b.length]!;
}

export function rougeL(reference: readonly string[], prediction: readonly string[]): RougeScore {
  if (reference.length === 0 || prediction.length === 0) return ZERO;
  const lcs = lcsLength(reference, prediction);
  return fmeasure(lcs / prediction.length, lcs / reference.length);
}

/** Indices into `ref` of one LCS, read back with rouge-score's tie-breaking. */
function lcsIndices(ref: readonly string[], can: readonly string[]): number[] {
  const cols = can.length + 1;
  const table = new Int32Array((ref.length + 1) * cols);
  for (let i = 1; i <= ref.length; i++) {
    for (let j = 1; j <= can.length; j++) {
      table[i * cols + j] =
        ref[i - 1] === can[j - 1]
          ? table[(i - 1) * cols + j - 1]! + 1
          : Math.max(table[(i - 1) * cols + j]!, table[i * cols + j - 1]!);
    }
  }
  const indices: number[] = [];
  let i = ref.length;
  let j = can.length;
  while (i > 0 && j > 0) {
    if (ref[i - 1] === can[j - 1]) {
      indices.push(i - 1);
      i--;
      j--;
    } else if (table[i * cols + j - 1]! > table[(i - 1) * cols + j]!) j--;
    else i--;
  }
  return indices.reverse();
}

function countTokens(sentences: readonly (readonly string[])[]): Map<string, number> {
  const counts = new Map<string, number>();
  for (const sentence of sentences)
    for (const t of sentence) counts.set(t, (counts.get(t) ?? 0) + 1);
  return counts;
}

/** Summary-level LCS (union LCS per reference sentence), counting each token at most as often as it occurs. */
export function rougeLsumTokens(
  refSents: readonly (readonly string[])[],
  canSents: readonly (readonly string[])[],
): RougeScore {
  if (refSents.length === 0 || canSents.length === 0) return ZERO;
  const m = refSents.reduce((sum, s) => sum + s.length, 0);
  const n = canSents.reduce((sum, s) => sum + s.length, 0);
  if (m === 0 || n === 0) return ZERO;
  const refCounts = countTokens(refSents);
  const canCounts = countTokens(canSents);
  let hits = 0;
  for (const ref of refSents) {
    const union = new Set<number>();
    for (const can of canSents) for (const index of lcsIndices(ref, can)) union.add(index);
    for (const index of [...union].sort((a, b) => a - b)) {
      const token = ref[index]!;
      const inCan = canCounts.get(token) ?? 0;
      const inRef = refCounts.get(token) ?? 0;
      if (inCan > 0 && inRef > 0) {
        hits++;
        canCounts.set(token, inCan - 1);
        refCounts.set(token, inRef - 1);
      }
    }
  }
  return fmeasure(hits / n, hits / m);
}

function sentenceTokens(text: string): string[][] {
  return text
    .split('\n')
    .filter((line) => line.length > 0)
    .map(rougeTokenize);
}

/** All four scores of one prediction against one reference. Put one sentence per line for Lsum. */
export function scoreRouge(reference: string, prediction: string): RougeScores {
  const ref = rougeTokenize(reference);
  const pred = rougeTokenize(prediction);
  return {
    rouge1: rougeN(ref, pred, 1),
    rouge2: rougeN(ref, pred, 2),
    rougeL: rougeL(ref, pred),
    rougeLsum: rougeLsumTokens(sentenceTokens(reference), sentenceTokens(prediction)),
  };
}

/**
 * A reference summary as one sentence per line. rouge-score splits Lsum text on newlines only; the
 * README's Lead-3 R-Lsum (29.41 on SAMSum) is what one gets when references are sentence-split first
 * (the common Hugging Face practice), while newline-splitting the one-line references gives 27.57.
 */
export function referenceLines(summary: string): string {
  return splitSentences(summary).join('\n');
}

export interface RougeMeans {
  r1: number;
  r2: number;
  rL: number;
  rLsum: number;
}

/** Plain mean of per-example F over a set, ×100, as the README reports. */
export function meanF(scores: readonly RougeScores[]): RougeMeans {
  const total = { r1: 0, r2: 0, rL: 0, rLsum: 0 };
  for (const s of scores) {
    total.r1 += s.rouge1.f;
    total.r2 += s.rouge2.f;
    total.rL += s.rougeL.f;
    total.rLsum += s.rougeLsum.f;
  }
  const k = scores.length === 0 ? 0 : 100 / scores.length;
  return { r1: total.r1 * k, r2: total.r2 * k, rL: total.rL * k, rLsum: total.rLsum * k };
}
