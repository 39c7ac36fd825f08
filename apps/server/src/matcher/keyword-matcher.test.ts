import { describe, expect, it } from 'vitest';
import { firstMatch, keyword, matchText } from '@/matcher/test-helpers';

describe('case', () => {
  it('ignores case by default and reports the original spelling', () => {
    expect(firstMatch('rust', 'I love RUST.')).toBe('RUST');
    expect(firstMatch('RUST', 'rust is nice')).toBe('rust');
    expect(firstMatch('привет', 'ПРИВЕТ мир')).toBe('ПРИВЕТ');
    expect(firstMatch('λόγος', 'Ο ΛΌΓΟΣ είναι')).toBe('ΛΌΓΟΣ');
    expect(firstMatch('café', 'au CAFÉ du coin')).toBe('CAFÉ');
  });

  it('folds characters whose case mapping changes length, with exact original offsets', () => {
    const text = 'Die STRASSE und die Straße in İSTANBUL und ﬁne';
    const ms = matchText([keyword('straße'), keyword('istanbul'), keyword('fine')], text);
    expect(ms.map((m) => [m.matched, m.start, m.end])).toEqual([
      ['STRASSE', 4, 11],
      ['İSTANBUL', 30, 38],
      ['ﬁne', 43, 46],
    ]);
    for (const m of ms) expect(text.slice(m.start, m.end)).toBe(m.matched);
  });

  it('keeps offsets right after characters that expand before the match', () => {
    const text = 'ßßß İİ ﬃ then rust';
    const [m] = matchText([keyword('rust')], text);
    expect(m && text.slice(m.start, m.end)).toBe('rust');
    expect(m?.start).toBe(text.indexOf('rust'));
  });

  it('never reports half of an expanded character', () => {
    // "aß" folds to "ass": "as" would end inside ß, which has no original slice.
    expect(firstMatch('as', 'aß', { wholeWord: false })).toBeNull();
    expect(firstMatch('ss', 'aß', { wholeWord: false })).toBe('ß');
  });

  it('case-sensitive keywords match only their exact spelling', () => {
    const o = { caseSensitive: true };
    expect(firstMatch('Rust', 'rust RUST Rust', o)).toBe('Rust');
    expect(firstMatch('Rust', 'rust RUST', o)).toBeNull();
    expect(firstMatch('Straße', 'STRASSE Strasse', o)).toBeNull();
    expect(firstMatch('Straße', 'die Straße', o)).toBe('Straße');
    expect(firstMatch('Machine Learning', 'Machine\n\nLearning', o)).toBe('Machine\n\nLearning');
  });

  it('a case-sensitive and an insensitive keyword on the same word each decide alone', () => {
    const ms = matchText(
      [keyword('Go', { caseSensitive: true, id: 'a' }), keyword('go', { id: 'b' })],
      'GO go Go',
    );
    expect(ms.map((m) => [m.keywordId, m.matched, m.start])).toEqual([
      ['b', 'GO', 0],
      ['a', 'Go', 6],
    ]);
  });
});

describe('whole word', () => {
  it('Latin: not inside a longer word, but beside punctuation, hyphens and apostrophes', () => {
    expect(firstMatch('rust', 'trusty rusty')).toBeNull();
    expect(firstMatch('rust', 'rust-lang')).toBe('rust');
    expect(firstMatch('openai', "OpenAI's new model")).toBe('OpenAI');
    expect(firstMatch('rust', 'rust_lang')).toBe('rust');
    expect(firstMatch('rust', 'rust2')).toBeNull();
    expect(firstMatch('covid-19', 'covid-19 cases')).toBe('covid-19');
    expect(firstMatch('covid-19', 'covid-199')).toBeNull();
  });

  it('off, it matches inside words', () => {
    expect(firstMatch('rust', 'trusty', { wholeWord: false })).toBe('rust');
  });

  it('accented Latin: accents are letters, not boundaries', () => {
    expect(firstMatch('caf', 'café')).toBeNull();
    expect(firstMatch('café', 'un café, merci')).toBe('café');
    expect(firstMatch('cafe', 'cafe\u0301 (decomposed)')).toBeNull();
    expect(firstMatch('naïve', 'so naïve!')).toBe('naïve');
  });

  it('Cyrillic', () => {
    expect(firstMatch('мир', 'Привет, мир!')).toBe('мир');
    expect(firstMatch('мир', 'мировой рынок')).toBeNull();
  });

  it('Greek', () => {
    expect(firstMatch('λόγος', '«Λόγος» και πράξη')).toBe('Λόγος');
    expect(firstMatch('λόγο', 'λόγος')).toBeNull();
  });

  it('Arabic', () => {
    expect(firstMatch('مرحبا', 'قال مرحبا للجميع')).toBe('مرحبا');
    expect(firstMatch('مرحبا', 'مرحباكم')).toBeNull();
    expect(firstMatch('سلام', '«سلام»،')).toBe('سلام');
  });

  it('CJK: every ideograph and kana is a word of its own, so words match inside sentences', () => {
    expect(firstMatch('中文', '我在学习中文很开心')).toBe('中文');
    expect(firstMatch('東京', '東京タワーへ行く')).toBe('東京');
    expect(firstMatch('rust', '我爱rust语言')).toBe('rust');
    expect(firstMatch('rust', '我爱rusty语言')).toBeNull();
  });

  it('Thai (no spaces either) matches inside text but never splits a base from its marks', () => {
    expect(firstMatch('ภาษา', 'ฉันเรียนภาษาไทย')).toBe('ภาษา');
    expect(firstMatch('ท', 'ที่นี่')).toBeNull();
  });

  it('Korean uses spaces, so the ordinary rule applies (a particle attached to a word blocks it)', () => {
    expect(firstMatch('서울', '서울 여행')).toBe('서울');
    expect(firstMatch('서울', '서울에서')).toBeNull();
    expect(firstMatch('서울', '서울에서', { wholeWord: false })).toBe('서울');
  });
});

describe('white space, punctuation and emoji', () => {
  it('a space in a keyword matches any run of white space', () => {
    const text = 'about machine  learning, machine\nlearning, machine\t\u00a0learning';
    expect(firstMatch('machine learning', text)).toBe('machine  learning');
    expect(firstMatch('machine learning', 'machine\r\nlearning')).toBe('machine\r\nlearning');
    expect(firstMatch('machine learning', 'machinelearning')).toBeNull();
    expect(firstMatch('machine   learning', 'machine learning')).toBe('machine learning');
  });

  it.each([
    ['(rust)', 'rust'],
    ['"rust"', 'rust'],
    ['#rust!', 'rust'],
    ['🚀rust🚀', 'rust'],
    ['rust🦀🦀', 'rust'],
    ['👩‍💻rust…', 'rust'],
    ['@rust:', 'rust'],
    ['¿rust?', 'rust'],
  ])('%s', (text, expected) => {
    expect(firstMatch('rust', text)).toBe(expected);
    const [m] = matchText([keyword('rust')], text);
    expect(m && text.slice(m.start, m.end)).toBe(expected);
  });
});
