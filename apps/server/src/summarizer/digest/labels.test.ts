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

  it("keeps no dash of a title's prefix in a label", () => {
    // An account's old posts, all in one community, half of them announced as "blog.reddit - …".
    const items = [
      "blog.reddit - We've open sourced reddit!",
      'blog.reddit - new reddit on the horizon',
      'blog.reddit - a note on search and what we are working on',
      'blog.reddit - image previews on reddit',
      'blog.reddit - now with rounded corners',
      'Fare thee well, reddit',
      'Science subreddit',
      'Programming reddit',
    ].map((title, k) => post(`p${k}`, 'reddit.com', title, 2000 - k * 100));
    const { themes } = buildDigest({
      ...popular(items),
      source: { id: 'u/spez', title: 'u/spez' },
    });
    const labels = themes.map((t) => t.label);
    expect(labels).toContain('blog.reddit');
    expect(labels.filter((l) => /[-–—:|]\s*$/u.test(l))).toEqual([]);
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

  it('needs three posts, or replies that take it up, before one shared word makes a theme', () => {
    const two = [
      ...MIXED,
      post(
        'm1',
        'marvelstudios',
        'Did Mike Colter just spoil season 3 in this deleted post?',
        8000,
      ),
      post(
        'm2',
        'TheLastAirbender',
        'I would not be shocked if Mike and Bryan leave the studio',
        1500,
      ),
    ];
    expect(buildDigest(popular(two)).themes.map((t) => t.label)).not.toContain('Mike');
    const three = [
      ...two,
      post('m3', 'television', 'Mike Colter says the new season starts filming in May', 900),
    ];
    const mike = buildDigest(popular(three)).themes.find((t) => t.label.startsWith('Mike'));
    expect(mike?.items.map((i) => i.id)).toEqual(['m1', 'm2', 'm3']);
  });

  it('never makes a theme of a phrase any post could use ("last week", "years old")', () => {
    const items = [
      ...MIXED,
      post('w1', 'PetiteFitness', 'Ran my first half marathon last week', 8000),
      post('w2', 'actuallesbians', 'My girlfriend proposed last week and I said yes', 1500),
      post('w3', 'pics', 'My grandmother is 100 years old today', 1200),
      post('w4', 'aww', 'Our cat is 20 years old and still climbs trees', 1100),
    ];
    const labels = buildDigest(popular(items)).themes.map((t) => t.label.toLowerCase());
    expect(labels).not.toContain('last week');
    expect(labels).not.toContain('years old');
  });

  it('tells two YouTube videos apart, and groups posts that link the same one', () => {
    const titles: Record<string, string> = { y1: 'Look at this', y2: 'Somebody explain' };
    const linking = (id: string, v: string): DigestItem => ({
      ...post(id, 'videos', titles[id]!, 9_500),
      text: `Watch https://www.youtube.com/watch?v=${v}&t=42s and see`,
    });
    const apart = buildDigest(popular([...MIXED, linking('y1', 'aaa'), linking('y2', 'bbb')]));
    expect(apart.themes.some((t) => t.key.startsWith('link:'))).toBe(false);
    const same = buildDigest(popular([...MIXED, linking('y1', 'aaa'), linking('y2', 'aaa')]));
    const video = same.themes.find((t) => t.key.startsWith('link:'));
    expect(video?.key).toBe('link:youtube.com/watch?v=aaa');
    expect(video?.items.map((i) => i.id)).toEqual(['y1', 'y2']);
  });

  it('makes no theme of posts nobody noticed, nor of a post-format tag like AMA', () => {
    const quiet = [
      ...MIXED,
      post('q1', 'AskReddit', 'People of reddit, what is your cheapest hobby?', 40),
      post('q2', 'AskReddit', 'People of reddit, what did you cook tonight?', 30),
      post('q3', 'AskReddit', 'People of reddit, which song calms you down?', 20),
      post('t1', 'Armor', 'One of my kits, AMA', 9_800),
      post('t2', 'Silksong', 'I was a playtester for the sequel, AMA', 9_700),
    ];
    const labels = buildDigest(popular(quiet)).themes.map((t) => t.label.toLowerCase());
    expect(labels).not.toContain('people of reddit');
    expect(labels).not.toContain('ama');
  });

  it('gives a title in a list whole, not cut at a clause', () => {
    const long =
      'Fox News host loses custody of his children after alleged domestic violence incident, judge rules in a decision made public on Monday';
    const { result } = buildDigest(popular([...MIXED, post('l1', 'news', long, 9_900)]));
    expect(result.markdown).toContain(`[${long}]`);
  });

  it('counts a theme’s posts far below its leader instead of listing them', () => {
    const items = [
      ...MIXED,
      post('s1', 'AskReddit', 'What did you do in high school that you regret?', 9_600),
      post('s2', 'AskReddit', 'What was a waste of time in your high school years?', 37),
      post('s3', 'AskReddit', 'Which high school class do you still use?', 9),
    ];
    const { result, themes } = buildDigest(popular(items));
    expect(themes.find((t) => t.label === 'high school')?.items).toHaveLength(3);
    expect(result.markdown).toContain('- and 2 more with less engagement');
    expect(result.markdown).not.toContain('a waste of time');
  });
});
