import { describe, expect, it } from 'vitest';
import { buildDigest } from '@/summarizer/digest/digest';
import { topicOf } from '@/summarizer/digest/topics';
import type { DigestFeed, DigestItem } from '@/summarizer/digest/types';

function post(n: number, sub: string, title: string, score: number): DigestItem {
  return {
    id: `p${n}`,
    url: `https://www.reddit.com/r/${sub}/comments/p${n}/`,
    author: `poster${n}`,
    title,
    text: '',
    publishedAt: '2026-11-14T12:00:00.000Z',
    engagement: { score, comments: 10 },
    replies: [],
  };
}

describe('topics of a listing', () => {
  it('reads a post’s topic from its title words and its community', () => {
    expect(
      topicOf(
        post(1, 'movies', 'Michael Keaton stars in back to back Best Picture films', 1),
        'r/movies',
      ),
    ).toBe('screen');
    expect(topicOf(post(2, 'pics', 'My cat learned to open the fridge', 1), 'r/pics')).toBe(
      'animals',
    );
    expect(topicOf(post(3, 'IllegallySmolCats', 'Meet Gordon', 1), 'r/IllegallySmolCats')).toBe(
      'animals',
    );
    // A plural in -es whose singular ends in e.
    expect(
      topicOf(post(7, 'AskReddit', 'What are some movies that are pretty bad?', 1), undefined),
    ).toBe('screen');
  });

  it('does not read a topic into a name or a word it only resembles', () => {
    // "Fox" of Fox News and "Animal" of Animal Crossing are names; a game cam is no video game.
    expect(
      topicOf(post(4, 'news', 'Fox News host loses custody of his children', 1), undefined),
    ).not.toBe('animals');
    expect(
      topicOf(post(5, 'pics', 'My Daughter’s Animal Crossing themed nursery', 1), undefined),
    ).toBeUndefined();
    expect(
      topicOf(post(6, 'pics', 'My game cam finally caught something cool', 1), undefined),
    ).toBeUndefined();
  });

  const feed: DigestFeed = {
    id: 'front',
    platform: 'reddit',
    source: { id: 'front', title: 'Reddit front page' },
    period: { start: '2026-11-14T00:00:00.000Z', end: '2026-11-15T00:00:00.000Z' },
    tone: 'professional',
    language: 'en',
    items: [
      post(1, 'news', 'Senator resigns after the budget vote', 9_000),
      post(2, 'aww', 'He loves carrying his bottle caps around', 8_000),
      post(3, 'movies', 'Ennio Morricone wins his first Oscar', 7_000),
      post(4, 'Music', 'After 500 credits, the composer finally has an Oscar', 6_500),
      post(5, 'movies', 'Louis C.K. monologue at the Oscar ceremony', 6_000),
      post(6, 'movies', 'Michael Keaton stars in back to back Best Picture films', 5_000),
      post(7, 'television', 'The Flight of the Conchords announce a tour', 4_000),
      post(8, 'cats', 'Suspicious toes detected', 3_000),
      post(9, 'dogs', 'Meet my new puppy', 2_000),
      post(10, 'pics', 'Sunset over the harbour', 1_500),
      post(11, 'books', 'Finished my hundredth book this year', 1_000),
      post(12, 'woodworking', 'A table from one walnut slab', 900),
      post(13, 'gardening', 'First tomatoes of the season', 800),
    ],
  };
  const { result, themes } = buildDigest(feed);

  it('groups posts no name links by their topic, and a name’s posts join their topic', () => {
    const film = themes.find((t) => t.key === 'topic:screen');
    expect(film?.label).toBe('Film and TV');
    expect(film?.name).toBe('Oscar');
    expect(film?.items.map((i) => i.id)).toEqual(['p3', 'p4', 'p5', 'p6', 'p7']);
    const animals = themes.find((t) => t.key === 'topic:animals');
    expect(animals?.items.map((i) => i.id)).toEqual(['p2', 'p8', 'p9']);
    expect(result.markdown).toContain(
      '### Film and TV\n\n5 posts (28.5K upvotes), 3 of them on Oscar.',
    );
  });

  it('names the name first and the topics after it in the headline', () => {
    expect(result.markdown.split('\n')[0]).toBe('## Reddit front page: Oscar and animals');
  });

  it('quotes a listed post beside its own line, and no post that is only counted', () => {
    const withText = (item: DigestItem, text: string): DigestItem => ({ ...item, text });
    const items = feed.items.map((item) =>
      item.id === 'p6'
        ? withText(item, 'Great to see my childhood hero back on the screen after all these years.')
        : item.id === 'p7'
          ? withText(item, 'The tour starts in Wellington and ends in London in the spring.')
          : item,
    );
    const extra = [14, 15, 16].map((n) =>
      withText(
        post(n, 'movies', `A small film question number ${n}`, 10),
        'Nobody will read this quote since the post is only counted in its section.',
      ),
    );
    const { result: told } = buildDigest({ ...feed, items: [...items, ...extra] });
    expect(told.markdown).toContain(
      '(r/movies, 5K upvotes): “Great to see my childhood hero back on the screen after all these years.”',
    );
    expect(told.markdown).not.toContain('Nobody will read this quote');
    expect(told.markdown).not.toMatch(/^> /mu);
  });

  it('does not list the biggest post again at the end once the lead has named it', () => {
    const linksTo = (url: string): number => result.markdown.split(`](${url})`).length - 1;
    // The lead names it; no section holds it, so that is its only line.
    expect(linksTo('https://www.reddit.com/r/news/comments/p1/')).toBe(1);
  });

  it('makes no theme of the ask-the-crowd format phrase', () => {
    const asks = [
      post(20, 'AskReddit', 'People of Reddit, what is your best travel story?', 8_500),
      post(21, 'AskReddit', 'People of Reddit who quit smoking, how did you do it?', 700),
      post(22, 'AskReddit', 'People of Reddit, what small habit changed your life?', 600),
    ];
    const { themes: found } = buildDigest({
      ...feed,
      source: { id: 'popular', title: 'r/popular' },
      items: [...feed.items, ...asks],
    });
    expect(found.map((t) => t.label.toLowerCase())).not.toContain('people of reddit');
  });

  it('leaves a listing in another language to names and communities', () => {
    const { themes: found } = buildDigest({
      ...feed,
      language: 'de',
      items: feed.items.map((i) => ({
        ...i,
        title: `${i.title ?? ''} — und das ist sehr schön, aber wir wissen nicht warum`,
      })),
    });
    expect(found.some((t) => t.key.startsWith('topic:'))).toBe(false);
  });
});
