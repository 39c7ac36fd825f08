import { describe, expect, it } from 'vitest';
import { createMatcherCache, keywordsFingerprint } from '@/matcher/matcher-cache';
import { keyword } from '@/matcher/test-helpers';
import type { MatcherKeyword } from '@/matcher/types';

const item = { id: 'i', platform: 'reddit' as const, text: 'Rust and Go' };
const hits = (cache: ReturnType<typeof createMatcherCache>, kws: MatcherKeyword[]) =>
  cache
    .get(kws)
    .matchItem(item)
    .matches.map((m) => m.keywordId);

describe('matcher cache', () => {
  it('builds once and reuses the matcher while keywords stay the same', () => {
    const cache = createMatcherCache();
    const kws = [keyword('rust', { id: 'a' })];
    const first = cache.get(kws);
    expect(cache.get([...kws])).toBe(first);
    expect(cache.get(kws.map((k) => ({ ...k })))).toBe(first);
    expect(cache.builds).toBe(1);
  });

  it('rebuilds when a keyword is added, removed, edited or toggled', () => {
    const cache = createMatcherCache();
    let kws = [keyword('rust', { id: 'a' })];
    expect(hits(cache, kws)).toEqual(['a']);

    kws = [...kws, keyword('go', { id: 'b' })];
    expect(hits(cache, kws)).toEqual(['a', 'b']);
    expect(cache.builds).toBe(2);

    kws = kws.map((k) =>
      k.id === 'a' ? { ...k, settings: { ...k.settings, caseSensitive: true } } : k,
    );
    expect(hits(cache, kws)).toEqual(['b']); // "rust" no longer matches "Rust"
    expect(cache.builds).toBe(3);

    kws = kws.map((k) => (k.id === 'b' ? { ...k, isActive: false } : k));
    expect(hits(cache, kws)).toEqual([]);
    expect(cache.builds).toBe(4);

    kws = kws.map((k) => (k.id === 'b' ? { ...k, platforms: ['telegram' as const] } : k));
    expect(cache.get(kws)).toBeDefined();
    expect(cache.builds).toBe(4); // editing an inactive keyword changes nothing that matches

    expect(hits(cache, [])).toEqual([]);
    expect(cache.builds).toBe(5);
  });

  it('invalidate forces a rebuild', () => {
    const cache = createMatcherCache();
    const kws = [keyword('rust', { id: 'a' })];
    const first = cache.get(kws);
    cache.invalidate();
    expect(cache.get(kws)).not.toBe(first);
    expect(cache.builds).toBe(2);
  });

  it('fingerprint ignores order of keywords and platforms', () => {
    const a = keyword('rust', { id: 'a', platforms: ['reddit', 'telegram'] });
    const b = keyword('go', { id: 'b' });
    const a2 = { ...a, platforms: ['telegram' as const, 'reddit' as const] };
    expect(keywordsFingerprint([a, b])).toBe(keywordsFingerprint([b, a2]));
    expect(keywordsFingerprint([a])).not.toBe(keywordsFingerprint([{ ...a, keyword: 'rusty' }]));
    expect(keywordsFingerprint([a])).not.toBe(keywordsFingerprint([{ ...a, userId: 'other' }]));
    const withExclude = { ...a, settings: { ...a.settings, excludePatterns: ['belt'] } };
    expect(keywordsFingerprint([a])).not.toBe(keywordsFingerprint([withExclude]));
  });
});
