import { describe, expect, it } from 'vitest';
import {
  collapseSpaces,
  flagsOf,
  foldString,
  isWordBoundary,
  MARK,
  SPACE,
  SPACELESS,
  WORD,
} from '@/matcher/char-tables';

describe('foldString: full case folding, code point by code point', () => {
  it.each([
    ['RUST', 'rust'],
    ['ПРИВЕТ', 'привет'],
    ['ΛΌΓΟΣ', 'λόγοσ'],
    ['λόγος', 'λόγοσ'], // final sigma folds with sigma
    ['CAFÉ', 'café'],
    ['Straße', 'strasse'], // ß → ss: one character becomes two
    ['STRAẞE', 'strasse'], // capital sharp s
    ['ﬁne', 'fine'], // ligature → two letters
    ['ŉ', 'ʼn'],
    ['İstanbul', 'istanbul'], // pinned: not i + combining dot
    ['ılık', 'ılık'], // dotless i stays distinct
    ['ǅ', 'ǆ'], // title case
    ['𐐀', '𐐨'], // Deseret, outside the BMP
    ['中文 🚀', '中文 🚀'],
  ])('%s → %s', (input, folded) => {
    expect(foldString(input)).toBe(folded);
  });

  it('is idempotent', () => {
    const s = 'Straße İ ΐ ﬃ ŉ Σ ǅ';
    expect(foldString(foldString(s))).toBe(foldString(s));
  });
});

describe('character flags', () => {
  it('classifies letters, marks, numbers, spaceless scripts and white space', () => {
    const f = (ch: string) => flagsOf(ch.codePointAt(0) ?? 0);
    expect(f('a') & WORD).toBe(WORD);
    expect(f('é') & WORD).toBe(WORD);
    expect(f('٣') & WORD).toBe(WORD);
    expect(f('\u0301')).toBe(WORD | MARK);
    expect(f('中')).toBe(WORD | SPACELESS);
    expect(f('ก')).toBe(WORD | SPACELESS);
    expect(f('-')).toBe(0);
    expect(f("'")).toBe(0);
    expect(f('_')).toBe(0);
    expect(f('🚀')).toBe(0);
    expect(f('\u00a0')).toBe(SPACE);
    expect(f('\u3000')).toBe(SPACE);
    expect(f('𠀀')).toBe(WORD | SPACELESS); // CJK extension B, astral
  });
});

describe('isWordBoundary', () => {
  const at = (text: string, marker = '|') => {
    const pos = text.indexOf(marker);
    return isWordBoundary(text.replace(marker, ''), pos);
  };

  it('text edges are boundaries', () => {
    expect(isWordBoundary('abc', 0)).toBe(true);
    expect(isWordBoundary('abc', 3)).toBe(true);
  });

  it.each([
    ['ab|cd', false],
    ['ab| cd', true],
    ['ab|-cd', true],
    ["OpenAI|'s", true],
    ['rust|_lang', true],
    ['ab|12', false],
    ['при|вет', false],
    ['при|, мир', true],
    ['λό|γος', false],
    ['ca|fé', false],
    ['cafe|\u0301', false], // never before a combining mark
    ['مر|حبا', false],
    ['مرحبا| بالعالم', true],
    ['中|文', true], // each ideograph is its own word
    ['rust|中', true],
    ['東京|タワー', true],
    ['ท|ี่', false], // Thai base and its marks stay together
    ['ที่|ภาษา', true],
    ['한국|어', false], // Hangul is written with spaces: normal rule
    ['🚀|rust', true],
  ])('%s → %s', (text, expected) => {
    expect(at(text)).toBe(expected);
  });

  it('reads astral characters whole', () => {
    expect(isWordBoundary('𐐨𐐨', 2)).toBe(false);
    expect(isWordBoundary('😀a', 2)).toBe(true);
  });
});

describe('collapseSpaces', () => {
  it('turns every run of white space into one space, as /\\s+/u would', () => {
    const samples = [
      '',
      'plain',
      '  lead and trail  ',
      'tab\tnew\nline\r\nform\ffeed\vvertical',
      'nbsp\u00a0ogham\u1680en\u2002thin\u2009line\u2028para\u2029narrow\u202fmath\u205fideo\u3000bom\ufeffend',
      'emoji 😀  and\u200bzero-width (not a space)',
    ];
    for (const s of samples) expect(collapseSpaces(s)).toBe(s.replace(/\s+/gu, ' '));
  });

  it('copes with megabytes of white space', () => {
    const text = `a${' '.repeat(5_000_000)}b${'\n\t'.repeat(1_000_000)}c`;
    expect(collapseSpaces(text)).toBe('a b c');
  });
});
