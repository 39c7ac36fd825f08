import { describe, expect, it } from 'vitest';
import { referenceLines, rougeTokenize, scoreRouge } from './rouge';

describe('rougeTokenize', () => {
  it('lower-cases, splits on non-alphanumerics and stems only tokens longer than 3 characters', () => {
    expect(rougeTokenize("The quick brown fox's RUNNING, sings!")).toEqual([
      'the',
      'quick',
      'brown',
      'fox',
      's',
      'run',
      'sing',
    ]);
    expect(rougeTokenize('was has news')).toEqual(['was', 'has', 'news']);
  });

  it('drops everything outside [a-z0-9], accents and emoji included', () => {
    expect(rougeTokenize('café — 42 🎉 naïve')).toEqual(['caf', '42', 'na', 've']);
    expect(rougeTokenize('  ')).toEqual([]);
  });
});

describe('scoreRouge', () => {
  // ref:  the cat sat on the mat (6 tokens)   pred: the cat on the mat (5 tokens)
  const s = scoreRouge('the cat sat on the mat', 'the cat on the mat');

  it('ROUGE-1 uses clipped unigram counts: 5 matches → P 5/5, R 5/6', () => {
    expect(s.rouge1.precision).toBeCloseTo(1, 10);
    expect(s.rouge1.recall).toBeCloseTo(5 / 6, 10);
    expect(s.rouge1.f).toBeCloseTo(10 / 11, 10);
  });

  it('ROUGE-2: bigrams "the cat", "on the", "the mat" match → P 3/4, R 3/5', () => {
    expect(s.rouge2.precision).toBeCloseTo(3 / 4, 10);
    expect(s.rouge2.recall).toBeCloseTo(3 / 5, 10);
    expect(s.rouge2.f).toBeCloseTo(2 / 3, 10);
  });

  it('ROUGE-L: the LCS is the whole prediction (5 tokens)', () => {
    expect(s.rougeL.f).toBeCloseTo(10 / 11, 10);
  });

  it('clips repeated n-grams to the reference count', () => {
    const r = scoreRouge('the cat', 'the the the cat');
    expect(r.rouge1.precision).toBeCloseTo(2 / 4, 10);
    expect(r.rouge1.recall).toBeCloseTo(1, 10);
  });

  it('ROUGE-Lsum takes the union LCS per reference line and counts each token once', () => {
    // r1 [the cat sat] vs c1 [the dog sat] → {the, sat}, vs c2 [a cat ran] → {cat}: 3 hits.
    // r2 [the dog ran] → union {the, dog, ran}, but "the" is used up in the candidate: 2 hits.
    const r = scoreRouge('the cat sat\nthe dog ran', 'the dog sat\na cat ran');
    expect(r.rougeLsum.precision).toBeCloseTo(5 / 6, 10);
    expect(r.rougeLsum.recall).toBeCloseTo(5 / 6, 10);
    // Whole-text ROUGE-L differs: LCS("the cat sat the dog ran", "the dog sat a cat ran") = 3.
    expect(r.rougeL.f).toBeCloseTo(3 / 6, 10);
  });

  it('matches stemmed forms and scores empty sides as zero', () => {
    expect(scoreRouge('running dogs', 'the dog runs').rouge1.recall).toBeCloseTo(1, 10);
    const empty = scoreRouge('some reference', '');
    expect([empty.rouge1.f, empty.rouge2.f, empty.rougeL.f, empty.rougeLsum.f]).toEqual([
      0, 0, 0, 0,
    ]);
  });

  it('referenceLines puts one reference sentence per line', () => {
    expect(referenceLines('Mr. Smith came. He left at 2 p.m. on Monday.')).toBe(
      'Mr. Smith came.\nHe left at 2 p.m. on Monday.',
    );
  });
});
