import { describe, expect, it } from 'vitest';
import { buildDigest } from '@/summarizer/digest/digest';
import { listingPost, popularDay } from '@/summarizer/digest/digest-test-kit';
import type { DigestItem } from '@/summarizer/digest/types';

const post = listingPost;

const popular = (items: DigestItem[]) => popularDay(items);

/** Titles that share only common words, each opening a title ("Tiny", "Prime") or shouted. */
const MIXED = [
  post('a1', 'aww', 'Tiny kitten found under my porch this morning', 9000),
  post('a2', 'aww', 'My old dog learned to open the fridge', 7000),
  post('b1', 'DIY', 'Tiny cabin I built from pallets over the summer', 6000),
  post('b2', 'DIY', 'Replaced the kitchen sink myself and saved a fortune', 5000),
  post('c1', 'gaming', 'Prime day deals on controllers are live', 4000),
  post('c2', 'gaming', 'This MOVEMENT glitch lets you skip the whole level', 3500),
  post('d1', 'news', 'Prime minister resigns after a week of protests', 3000),
  post('e1', 'pics', 'MOVEMENT of clouds over the lake at dusk', 2500),
  post('f1', 'food', 'Homemade ramen after three failed attempts', 2000),
];

describe('theme labels', () => {
  it('never labels a theme by a single common word, and groups a mixed listing by community', () => {
    const { result, themes } = buildDigest(popular(MIXED));
    const labels = themes.map((t) => t.label);
    for (const bad of ['Tiny', 'tiny', 'Prime', 'prime', 'MOVEMENT', 'movement'])
      expect(labels).not.toContain(bad);
    // Every group is a community holding two posts, told as such.
    expect(themes.map((t) => [t.community, t.items.map((i) => i.id)])).toEqual([
      ['r/aww', ['a1', 'a2']],
      ['r/DIY', ['b1', 'b2']],
      ['r/gaming', ['c1', 'c2']],
    ]);
    expect(result.markdown).toContain('### r/aww');
    expect(result.markdown).toContain('2 posts from r/aww (16K upvotes).');
    expect(result.markdown).toMatch(/share no name or phrase across communities/u);
  });

  it('labels a theme by a name its posts share across communities', () => {
    const items = [
      ...MIXED,
      post('n1', 'space', 'A former NASA scientist explains the new Mars rover', 8000),
      post('n2', 'itookapicture', 'ITAP of the NASA launch from my balcony', 1500),
    ];
    const { themes } = buildDigest(popular(items));
    const nasa = themes.find((t) => t.label === 'NASA');
    expect(nasa?.items.map((i) => i.id)).toEqual(['n1', 'n2']);
    expect(nasa?.community).toBeUndefined();
  });

  it('labels a theme by a multi-word phrase its posts share', () => {
    const items = [
      ...MIXED,
      post('h1', 'futurama', 'I made these back in high school ceramics', 7000),
      post('h2', 'pics', '30 years after high school my wife got her degree', 5600),
    ];
    const { themes } = buildDigest(popular(items));
    expect(themes.find((t) => t.label === 'high school')?.items.map((i) => i.id)).toEqual([
      'h1',
      'h2',
    ]);
  });
});
