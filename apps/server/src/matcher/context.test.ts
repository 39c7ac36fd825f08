import { describe, expect, it } from 'vitest';
import {
  buildContentSnippet,
  buildMatchContext,
  CONTEXT_WINDOW,
  ELLIPSIS,
  SNIPPET_LENGTH,
} from '@/matcher/context';
import { keyword, matchText } from '@/matcher/test-helpers';

const ctx = (text: string, match: string) => {
  const start = text.indexOf(match);
  return buildMatchContext(text, start, start + match.length);
};

describe('buildMatchContext', () => {
  it('short text: everything around the match, no ellipsis', () => {
    expect(ctx('I love rust a lot', 'rust')).toEqual({
      before: 'I love ',
      matched: 'rust',
      after: ' a lot',
    });
  });

  it('match at the very start and the very end of the text', () => {
    expect(ctx('rust is great', 'rust')).toEqual({
      before: '',
      matched: 'rust',
      after: ' is great',
    });
    expect(ctx('I love rust', 'rust')).toEqual({ before: 'I love ', matched: 'rust', after: '' });
    expect(ctx('rust', 'rust')).toEqual({ before: '', matched: 'rust', after: '' });
  });

  it('exactly the window on each side is not cut', () => {
    const side = 'x'.repeat(CONTEXT_WINDOW);
    expect(ctx(`${side}rust${side}`, 'rust')).toEqual({
      before: side,
      matched: 'rust',
      after: side,
    });
  });

  it('long text: about 60 characters each side, cut at word boundaries, with ellipsis', () => {
    const words = Array.from({ length: 40 }, (_, i) => `word${i}`).join(' ');
    const text = `${words} TARGET ${words}`;
    const c = ctx(text, 'TARGET');
    expect(c.before.startsWith(ELLIPSIS)).toBe(true);
    expect(c.after.endsWith(ELLIPSIS)).toBe(true);
    // Whole words only: the first word after the ellipsis and the last before it are complete.
    expect(c.before.slice(1).split(' ')[0]).toMatch(/^word\d+$/);
    expect(c.after.slice(0, -1).trim().split(' ').at(-1)).toMatch(/^word\d+$/);
    expect(c.before.length).toBeLessThanOrEqual(CONTEXT_WINDOW + 1);
    expect(c.before.length).toBeGreaterThan(CONTEXT_WINDOW - 12);
    expect(c.after.length).toBeLessThanOrEqual(CONTEXT_WINDOW + 1);
    expect(c.after.length).toBeGreaterThan(CONTEXT_WINDOW - 12);
    expect(text).toContain(`${c.before.slice(1)}TARGET${c.after.slice(0, -1)}`);
  });

  it('a single word longer than the window is cut by characters', () => {
    const long = 'y'.repeat(100);
    const c = ctx(`${long} rust ${long}`, 'rust');
    expect(c.before).toBe(`${ELLIPSIS}${'y'.repeat(CONTEXT_WINDOW - 1)} `);
    expect(c.after).toBe(` ${'y'.repeat(CONTEXT_WINDOW - 1)}${ELLIPSIS}`);
  });

  it('CJK text without spaces is cut by characters', () => {
    const han = '汉字'.repeat(50);
    const c = ctx(`${han}中文${han}`, '中文');
    expect(c.before).toBe(ELLIPSIS + han.slice(-CONTEXT_WINDOW));
    expect(c.after).toBe(han.slice(0, CONTEXT_WINDOW) + ELLIPSIS);
  });

  it('never splits a surrogate pair at the cut', () => {
    // Both windows would end in the middle of an emoji; they give the half up instead.
    const emoji = '😀'.repeat(60);
    const c = ctx(`${emoji}xrustx${emoji}`, 'rust');
    expect(c.before).toBe(`${ELLIPSIS}${'😀'.repeat(29)}x`);
    expect(c.after).toBe(`x${'😀'.repeat(29)}${ELLIPSIS}`);
  });

  it('reads every white-space run as one space, including the match itself', () => {
    expect(
      ctx('\n\n  first   line\nmachine\n\nlearning\tis\n\nfun  ', 'machine\n\nlearning'),
    ).toEqual({
      before: 'first line ',
      matched: 'machine learning',
      after: ' is fun',
    });
  });
});

describe('buildContentSnippet', () => {
  it('short text is kept whole, white space collapsed', () => {
    expect(buildContentSnippet('  Hello\n\nworld  ')).toBe('Hello world');
  });

  it('long text is cut after the last whole word with an ellipsis', () => {
    const text = Array.from({ length: 100 }, (_, i) => `w${i}`).join(' ');
    const s = buildContentSnippet(text);
    expect(s.endsWith(ELLIPSIS)).toBe(true);
    expect(s.length).toBeLessThanOrEqual(SNIPPET_LENGTH + 1);
    expect(text.startsWith(s.slice(0, -1))).toBe(true);
    expect(text.charAt(s.length - 1)).toBe(' ');
  });

  it('text of exactly the limit plus trailing spaces is not cut', () => {
    const text = `${'z'.repeat(SNIPPET_LENGTH)}   \n`;
    expect(buildContentSnippet(text)).toBe('z'.repeat(SNIPPET_LENGTH));
  });

  it('one huge word is cut by characters', () => {
    expect(buildContentSnippet('q'.repeat(1000))).toBe('q'.repeat(SNIPPET_LENGTH) + ELLIPSIS);
  });
});

describe('context in matcher results', () => {
  it('each match carries its own context; the snippet is the item start', () => {
    const text = `${'intro '.repeat(20)}rust here and much later ${'filler '.repeat(20)}golang there`;
    const ms = matchText([keyword('rust', { id: 'a' }), keyword('golang', { id: 'b' })], text);
    expect(ms.map((m) => m.matchContext.matched)).toEqual(['rust', 'golang']);
    expect(ms[0]?.matchContext.after.startsWith(' here and much later')).toBe(true);
    expect(ms[1]?.matchContext.after).toBe(' there');
  });
});
