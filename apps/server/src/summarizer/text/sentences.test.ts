import { describe, expect, it } from 'vitest';
import { splitSentences } from './sentences';

describe('splitSentences', () => {
  it('keeps English abbreviations, initials, acronyms and times inside a sentence', () => {
    expect(
      splitSentences(
        'Mr. Smith met Dr. Jones at 5 p.m. They talked about the U.S. economy. Then they left.',
      ),
    ).toEqual([
      'Mr. Smith met Dr. Jones at 5 p.m.',
      'They talked about the U.S. economy.',
      'Then they left.',
    ]);
    expect(splitSentences('J. K. Rowling wrote it. Julia got a B. The grades are out.')).toEqual([
      'J. K. Rowling wrote it.',
      'Julia got a B.',
      'The grades are out.',
    ]);
  });

  it('does not break URLs, decimals or versions, and handles ?!, ellipses and quotes', () => {
    expect(
      splitSentences(
        'See https://example.com/a.b?c=1. It costs $3.50 today! Really?! Yes... Fine.',
      ),
    ).toEqual([
      'See https://example.com/a.b?c=1.',
      'It costs $3.50 today!',
      'Really?!',
      'Yes...',
      'Fine.',
    ]);
    expect(
      splitSentences('He said "I am done." Then he left. Version 2.0 is out. Yahoo! is a company.'),
    ).toEqual([
      'He said "I am done."',
      'Then he left.',
      'Version 2.0 is out.',
      'Yahoo! is a company.',
    ]);
  });

  it('splits German, French and Spanish with their abbreviations and punctuation', () => {
    expect(
      splitSentences('Wir treffen uns z.B. am 3. Oktober in Berlin. Der Preis ist ca. 5 Euro.'),
    ).toEqual(['Wir treffen uns z.B. am 3. Oktober in Berlin.', 'Der Preis ist ca. 5 Euro.']);
    expect(splitSentences('M. Dupont est arrivé. Il fait beau aujourd’hui ! Tu viens ?')).toEqual([
      'M. Dupont est arrivé.',
      'Il fait beau aujourd’hui !',
      'Tu viens ?',
    ]);
    expect(splitSentences('¿Vienes mañana? ¡Claro que sí! La Sra. García también viene.')).toEqual([
      '¿Vienes mañana?',
      '¡Claro que sí!',
      'La Sra. García también viene.',
    ]);
  });

  it('splits Russian with its abbreviations and initials', () => {
    expect(
      splitSentences('Это т.е. пример. В 2020 г. он уехал. А. С. Пушкин — поэт. Как дела?'),
    ).toEqual(['Это т.е. пример.', 'В 2020 г. он уехал.', 'А. С. Пушкин — поэт.', 'Как дела?']);
  });

  it('splits Chinese without spaces and right-to-left scripts', () => {
    expect(splitSentences('今天天气很好。我们去公园吧！你去吗？')).toEqual([
      '今天天气很好。',
      '我们去公园吧！',
      '你去吗？',
    ]);
    expect(splitSentences('مرحبا بكم. كيف حالك؟ أنا بخير.')).toEqual([
      'مرحبا بكم.',
      'كيف حالك؟',
      'أنا بخير.',
    ]);
    expect(splitSentences('שלום לכולם. מה שלומכם? הכל טוב.')).toEqual([
      'שלום לכולם.',
      'מה שלומכם?',
      'הכל טוב.',
    ]);
  });

  it('ends a thought at an emoji followed by a capital, and at every line break', () => {
    expect(
      splitSentences('Great game tonight 🎉 Next week we play the champions 🏆 Can’t wait'),
    ).toEqual(['Great game tonight 🎉', 'Next week we play the champions 🏆', 'Can’t wait']);
    expect(splitSentences('Line one without period\nLine two. Still two\n\n1. First item')).toEqual(
      ['Line one without period', 'Line two.', 'Still two', '1. First item'],
    );
    expect(splitSentences('I ❤️ NY')).toEqual(['I ❤️ NY']);
  });

  it('returns nothing for empty text and survives one huge line', () => {
    expect(splitSentences('   \n  ')).toEqual([]);
    const huge = 'Word after word goes on. '.repeat(20_000);
    expect(splitSentences(huge)).toHaveLength(20_000);
  });
});
