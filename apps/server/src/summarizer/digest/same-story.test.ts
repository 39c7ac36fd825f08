import { describe, expect, it } from 'vitest';
import { joinStories, sameStory } from '@/summarizer/digest/same-story';

const MORRICONE_MUSIC =
  'After 500 movie credits, 87-year-old Ennio Morricone has won his first Oscar';
const MORRICONE_MOVIES =
  'Ennio Morricone, one of the most iconic score composers of all time, also won his first oscar after a 57 years career and 6 nominations';

describe('one story under two titles', () => {
  it('is told by a shared name and most of the words', () => {
    expect(sameStory(MORRICONE_MUSIC, MORRICONE_MOVIES, 'en')).toBe(true);
  });

  it('is not a shared name alone: two Eminem posts are two stories', () => {
    expect(
      sameStory(
        "TIL that, once, while on a tour bus, Busta Rhymes heard one of the songs on Eminem's Slim Shady EP",
        "Eminem's hand written lyrics for Lose Yourself",
        'en',
      ),
    ).toBe(false);
  });

  it('is not shared words alone, nor a title-case opening', () => {
    expect(
      sameStory(
        'What is the best movie you have seen this year and why',
        'What is the worst movie you have seen this year and why',
        'en',
      ),
    ).toBe(false);
    expect(sameStory('The Search Begins', 'The Search Begins Again Today', 'en')).toBe(false);
  });

  it('joins groups from different places only, keeping the first title where it was', () => {
    const posts = [
      { title: MORRICONE_MUSIC, where: 'r/Music' },
      { title: 'Excuse me!', where: 'r/funny' },
      { title: MORRICONE_MOVIES, where: 'r/movies' },
      { title: MORRICONE_MOVIES, where: 'r/Music' },
    ];
    const stories = joinStories(
      posts.map((p) => [p]),
      (p) => p.title,
      (p) => p.where,
      'en',
    );
    expect(stories.map((s) => [s.told[0]!.where, s.retold.map((r) => r.where)])).toEqual([
      ['r/Music', ['r/movies']],
      ['r/funny', []],
      ['r/Music', []],
    ]);
  });
});
