import { describe, expect, it } from 'vitest';
import { countWords, isBoilerplate, normalizeText } from './normalize';

describe('normalizeText', () => {
  it('strips URLs, Markdown decoration, HTML and entities but keeps the words', () => {
    expect(
      normalizeText('Read **this** [great post](https://x.com/p) at https://example.com/a?b=1 now'),
    ).toBe('Read this great post at now');
    expect(normalizeText('<p>Hello&nbsp;&amp; welcome</p><br>Next line')).toBe(
      'Hello & welcome\nNext line',
    );
    expect(normalizeText('Check ![img](https://i.imgur.com/x.png) `code` ~~old~~')).toBe(
      'Check code old',
    );
    expect(normalizeText('See [Rust](https://en.wikipedia.org/wiki/Rust_(language)) now')).toBe(
      'See Rust now',
    );
  });

  it('removes invisible characters, chat placeholders and list or quote markers', () => {
    expect(normalizeText('zero\u200Bwidth &amp;#x200B; <file_gif>')).toBe('zerowidth');
    expect(normalizeText('> quoted line\n- bullet one\n1. numbered\n### Heading')).toBe(
      'quoted line\nbullet one\nnumbered\nHeading',
    );
  });

  it('drops lines with no letters, digits or emoji and keeps emoji and RTL text', () => {
    expect(normalizeText('---\n***\nשלום 🎉\n...')).toBe('שלום 🎉');
  });

  it('removes page furniture glued inside a sentence', () => {
    expect(normalizeText('The kite flew. Scroll down for video The crowd cheered.')).toBe(
      'The kite flew. The crowd cheered.',
    );
  });
});

describe('isBoilerplate', () => {
  it('flags short site furniture and keeps real sentences', () => {
    expect(isBoilerplate('Sign up for our newsletter.')).toBe(true);
    expect(isBoilerplate('Please try again later.')).toBe(true);
    expect(isBoilerplate('The council approved the new budget on Monday.')).toBe(false);
  });
});

describe('countWords', () => {
  it('counts tokens that contain a letter or digit', () => {
    expect(countWords('Hello — world 42 🎉 !')).toBe(3);
  });
});
