import { describe, expect, it } from 'vitest';
import { matchSpans, snippetAround } from '@/features/alerts/match-spans';

describe('matchSpans', () => {
  it('marks every occurrence, whatever its case, and keeps the text whole', () => {
    const spans = matchSpans('Rust is fast. rust, RUST!', 'rust');
    expect(spans.filter((s) => s.match).map((s) => s.text)).toEqual(['Rust', 'rust', 'RUST']);
    expect(spans.map((s) => s.text).join('')).toBe('Rust is fast. rust, RUST!');
  });

  it('treats the keyword as text, not a pattern', () => {
    expect(matchSpans('C++ (and c++)', 'c++').filter((s) => s.match)).toHaveLength(2);
    expect(matchSpans('abc', '.').every((s) => !s.match)).toBe(true);
  });

  it('marks nothing for a keyword that is absent or blank', () => {
    expect(matchSpans('nothing here', 'rust')).toEqual([{ text: 'nothing here', match: false }]);
    expect(matchSpans('text', ' ')).toEqual([{ text: 'text', match: false }]);
  });
});

describe('snippetAround', () => {
  const long = `${'word '.repeat(100)}Artemis launched ${'more '.repeat(100)}`.trim();

  it('keeps the keyword with context either side, cut at words, ellipses where cut', () => {
    const snippet = snippetAround(long, 'artemis', 40);
    expect(snippet).toMatch(/^… (word )+Artemis launched( more)+ …$/u);
    expect(snippet.length).toBeLessThan(110);
  });

  it('a short text is whole', () => {
    expect(snippetAround('Artemis flies', 'artemis')).toBe('Artemis flies');
  });
});
