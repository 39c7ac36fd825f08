import { describe, expect, it } from 'vitest';
import { buildKeywordMatcher } from '@/matcher/keyword-matcher';
import { keyword, matchText } from '@/matcher/test-helpers';

const ids = (ms: { keywordId: string }[]) => ms.map((m) => m.keywordId);

describe('exclude patterns', () => {
  it('an exclude pattern anywhere in the item silences that keyword for the item', () => {
    const kws = [keyword('apple', { id: 'a', excludePatterns: ['apple pie', 'recipe'] })];
    expect(ids(matchText(kws, 'Apple shares rose'))).toEqual(['a']);
    expect(ids(matchText(kws, 'Apple shares rose. Also: my apple pie'))).toEqual([]);
    expect(ids(matchText(kws, 'Apple news… (full RECIPE below)'))).toEqual([]);
  });

  it('silences only its own keyword', () => {
    const kws = [
      keyword('apple', { id: 'a', excludePatterns: ['pie'] }),
      keyword('apple', { id: 'b' }),
    ];
    expect(ids(matchText(kws, 'apple pie'))).toEqual(['b']);
  });

  it('is matched like its keyword: whole word, case rule and flexible spaces', () => {
    const ww = [keyword('java', { id: 'a', excludePatterns: ['ad'] })];
    expect(ids(matchText(ww, 'java made easy'))).toEqual(['a']); // "ad" inside "made" is no word
    expect(ids(matchText(ww, 'java #ad'))).toEqual([]);
    const sub = [keyword('java', { id: 'a', wholeWord: false, excludePatterns: ['ad'] })];
    expect(ids(matchText(sub, 'java made easy'))).toEqual([]);
    const cs = [keyword('Java', { id: 'a', caseSensitive: true, excludePatterns: ['Coffee'] })];
    expect(ids(matchText(cs, 'Java coffee'))).toEqual(['a']);
    expect(ids(matchText(cs, 'Java Coffee'))).toEqual([]);
    const sp = [keyword('java', { id: 'a', excludePatterns: ['java   island'] })];
    expect(ids(matchText(sp, 'Java\nisland trip'))).toEqual([]);
  });

  it('may contain punctuation (plain text, never a regex)', () => {
    const kws = [keyword('c', { id: 'a', excludePatterns: ['c++', '.*'] })];
    expect(ids(matchText(kws, 'c is fine'))).toEqual(['a']);
    expect(ids(matchText(kws, 'c and c++'))).toEqual([]);
    expect(
      ids(matchText([keyword('go', { id: 'g', excludePatterns: ['.*'] })], 'go home')),
    ).toEqual(['g']);
  });

  it('counts even when it occurs before the keyword, or overlaps it', () => {
    const kws = [keyword('rust', { id: 'a', excludePatterns: ['rust belt'] })];
    expect(ids(matchText(kws, 'the rust belt, and rust'))).toEqual([]);
  });

  it('blank exclude patterns are ignored', () => {
    expect(ids(matchText([keyword('rust', { id: 'a', excludePatterns: ['  '] })], 'rust'))).toEqual(
      ['a'],
    );
  });
});

describe('platform scope', () => {
  it('a keyword only sees items from its platforms', () => {
    const kws = [
      keyword('rust', { id: 'r', platforms: ['reddit'] }),
      keyword('rust', { id: 't', platforms: ['telegram', 'youtube'] }),
    ];
    expect(ids(matchText(kws, 'rust', 'reddit'))).toEqual(['r']);
    expect(ids(matchText(kws, 'rust', 'youtube'))).toEqual(['t']);
    expect(ids(matchText(kws, 'rust', 'twitter'))).toEqual([]);
  });

  it('an exclude pattern of an out-of-scope keyword changes nothing', () => {
    const kws = [
      keyword('rust', { id: 'r', platforms: ['reddit'] }),
      keyword('rust', { id: 't', platforms: ['telegram'], excludePatterns: ['rust'] }),
    ];
    expect(ids(matchText(kws, 'rust', 'reddit'))).toEqual(['r']);
  });
});

describe('several keywords', () => {
  it('overlapping and nested keywords all fire', () => {
    const kws = [
      keyword('rust', { id: 'a' }),
      keyword('rust lang', { id: 'b' }),
      keyword('lang', { id: 'c' }),
      keyword('the rust lang book', { id: 'd' }),
    ];
    const ms = matchText(kws, 'Read the Rust  lang book');
    expect(ms.map((m) => [m.keywordId, m.matched])).toEqual([
      ['d', 'the Rust  lang book'],
      ['a', 'Rust'],
      ['b', 'Rust  lang'],
      ['c', 'lang'],
    ]);
  });

  it('keywords sharing a prefix or suffix', () => {
    const kws = ['ai', 'ai safety', 'safety', 'fety'].map((k, i) =>
      keyword(k, { id: `k${i}`, wholeWord: false }),
    );
    expect(ids(matchText(kws, 'AI safety'))).toEqual(['k0', 'k1', 'k2', 'k3']);
  });

  it('every user with the same keyword gets their own match', () => {
    const kws = ['u1', 'u2', 'u3'].map((u) => keyword('rust', { id: `k-${u}`, userId: u }));
    const ms = matchText(kws, 'rust');
    expect(ms.map((m) => [m.keywordId, m.userId])).toEqual([
      ['k-u1', 'u1'],
      ['k-u2', 'u2'],
      ['k-u3', 'u3'],
    ]);
  });

  it('users with different settings on the same word each get their own rule', () => {
    const kws = [
      keyword('rust', { id: 'plain', userId: 'u1' }),
      keyword('Rust', { id: 'exact', userId: 'u2', caseSensitive: true }),
      keyword('rust', { id: 'inside', userId: 'u3', wholeWord: false }),
      keyword('rust', { id: 'excl', userId: 'u4', excludePatterns: ['trusty'] }),
    ];
    expect(ids(matchText(kws, 'trusty RUST'))).toEqual(['inside', 'plain']);
  });

  it('inactive keywords are ignored', () => {
    const kws = [keyword('rust', { id: 'on' }), keyword('rust', { id: 'off', isActive: false })];
    expect(ids(matchText(kws, 'rust'))).toEqual(['on']);
    expect(buildKeywordMatcher(kws).stats.keywords).toBe(1);
  });

  it('one match per keyword and item: the first occurrence', () => {
    const ms = matchText([keyword('rust', { id: 'a' })], 'trust, Rust, RUST, rust');
    expect(ms).toHaveLength(1);
    expect(ms[0]?.matched).toBe('Rust');
    expect(ms[0]?.start).toBe(7);
  });

  it('no keywords, empty text, unknown platform: no matches', () => {
    expect(matchText([], 'rust')).toEqual([]);
    expect(matchText([keyword('rust')], '')).toEqual([]);
    const m = buildKeywordMatcher([keyword('rust')]);
    expect(
      m.matchItem({ id: 'x', platform: 'facebook' as 'reddit', text: 'rust' }).matches,
    ).toEqual([]);
  });

  it('results do not depend on the order keywords are given in', () => {
    const kws = ['rust', 'go', 'rust lang', 'lang', 'go rust'].map((k, i) =>
      keyword(k, { id: `k${i}` }),
    );
    const text = 'go rust lang go';
    expect(matchText([...kws].reverse(), text)).toEqual(matchText(kws, text));
  });

  it('the matcher is reused across items without leaking state', () => {
    const m = buildKeywordMatcher([keyword('rust', { id: 'a', excludePatterns: ['belt'] })]);
    expect(m.matchItem({ id: '1', platform: 'reddit', text: 'rust belt' }).matches).toEqual([]);
    expect(ids(m.matchItem({ id: '2', platform: 'reddit', text: 'rust' }).matches)).toEqual(['a']);
    const batch = m.matchItems([
      { id: '3', platform: 'reddit', text: 'no' },
      { id: '4', platform: 'reddit', text: 'RUST!' },
    ]);
    expect(batch.map((r) => [r.itemId, r.matches.length])).toEqual([
      ['3', 0],
      ['4', 1],
    ]);
  });
});

describe('very long text', () => {
  it('scans 5 MB of mixed text with a match near the end and pathological repetition', () => {
    const chunk = 'Lorem ipsum dolor — привет мир, 中文字符 🚀 aaaa-aaaa rust-ish ';
    let text = chunk.repeat(Math.ceil((5 * 1024 * 1024) / chunk.length));
    text += 'finally RUST LANG here';
    const kws = [
      keyword('rust lang', { id: 'target' }),
      keyword('aaaa aaaa aaaa', { id: 'never' }),
      keyword('aa', { id: 'inside', wholeWord: false }),
      keyword('a'.repeat(50), { id: 'long' }),
    ];
    const ms = matchText(kws, text);
    expect(ids(ms)).toEqual(['inside', 'target']);
    expect(ms[1]?.matched).toBe('RUST LANG');
    expect(ms[1]?.start).toBe(text.length - 'RUST LANG here'.length);
  });

  it('handles a 5 MB run of one letter and of white space', () => {
    const kws = [keyword('aaa', { id: 'w' }), keyword('a a', { id: 's', wholeWord: false })];
    expect(matchText(kws, 'a'.repeat(5_000_000))).toEqual([]);
    const spaced = `a${' '.repeat(5_000_000)}a`;
    expect(matchText(kws, spaced).map((m) => [m.keywordId, m.end])).toEqual([['s', spaced.length]]);
  });
});
