import { PLATFORMS, type Platform } from '@socialpulse/contract';
import { describe, expect, it } from 'vitest';
import { mulberry32 as rng } from '@/lib/seeded-random';
import { buildKeywordMatcher } from '@/matcher/keyword-matcher';
import { buildRegexReference } from '@/matcher/regex-reference';
import type { MatcherKeyword, MatchItem } from '@/matcher/types';

/**
 * Words in several scripts and case forms. Letters whose full and simple case foldings differ
 * (ß, ligatures, İ, ı…) are left out on purpose: the oracle's `i` flag only does simple folding.
 */
const WORDS = [
  'rust',
  'Rust',
  'RUST',
  'lang',
  'ai',
  'AI',
  'rustlang',
  'café',
  'CAFÉ',
  'naïve',
  'cafe\u0301',
  'привет',
  'ПРИВЕТ',
  'мир',
  'λόγος',
  'ΛΌΓΟΣ',
  'σοφία',
  'Σοφία',
  '中文',
  '学习',
  '東京',
  'タワー',
  'ภาษา',
  'ที่',
  'مرحبا',
  'العالم',
  'हिन्दी',
  '한국어',
  '12',
  '٣٤',
  'x2',
  'a',
  'ab',
];
const SEPARATORS = [
  ' ',
  ' ',
  ' ',
  '  ',
  '\n',
  '\t',
  '\u00a0',
  '-',
  "'",
  '’',
  '.',
  ', ',
  '!',
  '🚀',
  '😀',
  '_',
  '(',
  ')',
  '',
  '',
  '',
];
const pick = <T>(r: () => number, list: readonly T[]): T =>
  list[Math.floor(r() * list.length)] as T;

function genText(r: () => number): string {
  const n = Math.floor(r() * 25);
  let s = r() < 0.2 ? pick(r, SEPARATORS) : '';
  for (let i = 0; i < n; i++) s += pick(r, WORDS) + pick(r, SEPARATORS);
  return s;
}

/** A substring on code point boundaries, so keywords often occur and often overlap word edges. */
function substringOf(r: () => number, text: string): string {
  const cps = [...text];
  if (cps.length === 0) return pick(r, WORDS);
  const from = Math.floor(r() * cps.length);
  const len = 1 + Math.floor(r() * 10);
  return cps.slice(from, from + len).join('');
}

function genTerm(r: () => number, texts: readonly string[]): string {
  const x = r();
  let term =
    x < 0.5
      ? substringOf(r, pick(r, texts))
      : x < 0.8
        ? pick(r, WORDS)
        : `${pick(r, WORDS)}${pick(r, [' ', '  ', '-'])}${pick(r, WORDS)}`;
  const y = r();
  if (y < 0.15) term = term.toUpperCase();
  else if (y < 0.3) term = term.toLowerCase();
  return term;
}

function genPlatforms(r: () => number): Platform[] {
  const list = PLATFORMS.filter(() => r() < 0.5);
  return list.length > 0 ? list : [pick(r, PLATFORMS)];
}

function genCase(seed: number): { keywords: MatcherKeyword[]; items: MatchItem[] } {
  const r = rng(seed);
  const items: MatchItem[] = Array.from({ length: 6 }, (_, i) => ({
    id: `i${i}`,
    platform: r() < 0.8 ? 'reddit' : pick(r, PLATFORMS),
    text: genText(r),
  }));
  const texts = items.map((i) => i.text);
  const keywords: MatcherKeyword[] = Array.from({ length: 1 + Math.floor(r() * 20) }, (_, i) => ({
    id: `k${String(i).padStart(2, '0')}`,
    userId: `u${Math.floor(r() * 3)}`,
    keyword: genTerm(r, texts),
    platforms: r() < 0.7 ? ['reddit'] : genPlatforms(r),
    isActive: r() < 0.9,
    settings: {
      caseSensitive: r() < 0.3,
      wholeWord: r() < 0.6,
      excludePatterns:
        r() < 0.3 ? Array.from({ length: 1 + Math.floor(r() * 2) }, () => genTerm(r, texts)) : [],
    },
  }));
  return { keywords, items };
}

describe('matcher equals the one-regex-per-keyword reference on random cases', () => {
  const SEEDS = 2000;

  it(`agrees on ${SEEDS} seeded cases (keywords, offsets, slices)`, () => {
    let compared = 0;
    let matched = 0;
    for (let seed = 1; seed <= SEEDS; seed++) {
      const { keywords, items } = genCase(seed);
      const matcher = buildKeywordMatcher(keywords);
      const reference = buildRegexReference(keywords);
      for (const item of items) {
        const got = matcher.matchItem(item).matches;
        const want = reference(item);
        const simplified = got.map(({ keywordId, userId, start, end }) => ({
          keywordId,
          userId,
          start,
          end,
        }));
        expect(simplified, `seed ${seed}, item ${item.id}: ${JSON.stringify(item.text)}`).toEqual(
          want,
        );
        for (const m of got) expect(m.matched).toBe(item.text.slice(m.start, m.end));
        compared++;
        matched += got.length;
      }
    }
    // The generator must really exercise matching, not compare empty lists.
    expect(compared).toBe(SEEDS * 6);
    expect(matched).toBeGreaterThan(SEEDS);
  });

  it('agrees on random long texts with many keywords', () => {
    for (let seed = 1000; seed < 1010; seed++) {
      const r = rng(seed);
      const text = Array.from({ length: 200 }, () => genText(r)).join(' ');
      const keywords: MatcherKeyword[] = Array.from({ length: 150 }, (_, i) => ({
        id: `k${String(i).padStart(3, '0')}`,
        userId: 'u',
        keyword: genTerm(r, [text]),
        platforms: ['telegram'],
        isActive: true,
        settings: { caseSensitive: r() < 0.2, wholeWord: r() < 0.7, excludePatterns: [] },
      }));
      const item: MatchItem = { id: 'long', platform: 'telegram', text };
      const got = buildKeywordMatcher(keywords)
        .matchItem(item)
        .matches.map(({ keywordId, userId, start, end }) => ({ keywordId, userId, start, end }));
      expect(got, `seed ${seed}`).toEqual(buildRegexReference(keywords)(item));
    }
  });
});
