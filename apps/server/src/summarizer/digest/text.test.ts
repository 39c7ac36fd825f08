import { describe, expect, it } from 'vitest';
import type { DigestItem, DigestReply } from '@/summarizer/digest/types';
import { parseFeed } from '@/summarizer/digest/feed';
import { keyPhrase, replyUrl } from '@/summarizer/digest/format';
import { isKeywordList } from '@/summarizer/digest/measures';
import { formatCount } from '@/summarizer/digest/numbers';
import { humanSourceTitle } from '@/summarizer/digest/source-title';
import {
  cleanText,
  isDangling,
  shortenTitle,
  standAlone,
  standaloneSentences,
  titleRest,
} from '@/summarizer/digest/text';

describe('sentences that stand alone', () => {
  it('knows the openers that lean on a previous sentence, in every language offered', () => {
    for (const s of [
      'It is twice as fast.',
      "That's why we moved.",
      'But nobody asked.',
      'Also, the docs improved.',
      'Pero nadie lo pidió.',
      'Aber niemand fragte.',
      'Mais personne n’a demandé.',
      'Но никто не спросил.',
    ])
      expect(isDangling(s), s).toBe(true);
    for (const s of ['Immich 2.0 is out.', 'Itinerary for Saturday.', 'Thisbe wrote back.'])
      expect(isDangling(s), s).toBe(false);
  });

  it('completes a leaning sentence with its neighbour, verbatim, or drops it', () => {
    const sentences = ['We shipped v2 today.', 'It is twice as fast.', 'But it needs more memory.'];
    expect(standAlone(sentences, 1)).toBe('We shipped v2 today. It is twice as fast.');
    expect(standAlone(sentences, 2)).toBeNull();
    expect(standAlone(['It works.'], 0)).toBeNull();
    expect(standAlone(['A title without a full stop', 'It works.'], 1)).toBeNull();
    expect(standaloneSentences('We shipped v2 today. It is twice as fast.')).toEqual([
      'We shipped v2 today.',
      'We shipped v2 today. It is twice as fast.',
    ]);
  });

  it('shortens a long title at a natural break', () => {
    expect(
      shortenTitle(
        'Postmortem: how a 10-line config change took down production for 54 minutes and what we changed after',
      ),
    ).toBe('Postmortem: how a 10-line config change took down production for 54 minutes…');
    expect(
      shortenTitle(
        'I replaced Vite with plain TypeScript scripts - here is what happened after a year of running it in production',
      ),
    ).toBe('I replaced Vite with plain TypeScript scripts');
    expect(shortenTitle('Short title')).toBe('Short title');
  });
});

describe('a reply’s own address', () => {
  const post = (url: string): DigestItem => ({
    id: 'p1',
    url,
    author: 'op',
    text: '',
    publishedAt: '2026-11-20T10:00:00Z',
    engagement: {},
    replies: [],
  });
  const reply = (id: string): DigestReply => ({ id, author: 'a', text: 'x' });

  it('links the comment on Reddit and YouTube, and the item elsewhere', () => {
    expect(
      replyUrl(
        'reddit',
        post('https://www.reddit.com/r/aww/comments/abc12/a_cat/'),
        reply('t1_xyz9'),
      ),
    ).toBe('https://www.reddit.com/r/aww/comments/abc12/a_cat/xyz9/');
    expect(
      replyUrl('reddit', post('https://www.reddit.com/r/aww/comments/abc12/'), reply('p1:xyz9')),
    ).toBe('https://www.reddit.com/r/aww/comments/abc12/_/xyz9/');
    expect(
      replyUrl('youtube', post('https://www.youtube.com/watch?v=dQw4w9WgXcQ'), reply('Ugx-1_a')),
    ).toBe('https://www.youtube.com/watch?v=dQw4w9WgXcQ&lc=Ugx-1_a');
    expect(replyUrl('twitter', post('https://x.com/a/status/1'), reply('2'))).toBe(
      'https://x.com/a/status/1',
    );
    // An id that is not one (no id, or characters no comment id has) keeps the thread's address.
    expect(
      replyUrl('reddit', post('https://www.reddit.com/r/aww/comments/abc12/'), reply('x)(y')),
    ).toBe('https://www.reddit.com/r/aww/comments/abc12/');
  });
});

describe('posts X cut short', () => {
  it('drops the half word before the link to the rest', () => {
    expect(
      cleanText(
        'introducing bigger and better images on iOS and Android, now available to ever… https://t.co/abc123',
      ),
    ).not.toContain('ever…');
    expect(cleanText('Wait for it… nothing to cut here')).toContain('it…');
  });
});

describe('key phrases of untitled posts', () => {
  const tweet = (text: string) => ({
    id: '1',
    url: 'https://x.com/nasa/status/1',
    author: 'NASA',
    text,
    publishedAt: '2026-11-19T10:00:00Z',
    engagement: {},
    replies: [],
  });

  it('take the first sentence, with the next one when it is too short to say anything', () => {
    expect(keyPhrase(tweet('Liftoff! Artemis III is on its way. Follow along live.'))).toBe(
      'Liftoff! Artemis III is on its way.',
    );
    expect(keyPhrase(tweet('Webb spotted water around a young star. More soon.'))).toBe(
      'Webb spotted water around a young star.',
    );
    expect(keyPhrase(tweet('Tweet with a location'))).toBe('');
  });
});

describe('headings', () => {
  it('recognises keyword lists, which a digest never uses as headings', () => {
    expect(isKeywordList('### Weight, model, and open')).toBe(true);
    expect(isKeywordList('### 🔥 Photos, shared y album')).toBe(true);
    expect(isKeywordList('### 00, 01, and 37')).toBe(true);
    expect(isKeywordList('### Immich 2.0 released: a self-hosted Google Photos replacement')).toBe(
      false,
    );
    expect(isKeywordList('### II. Cats and dogs agree on nothing')).toBe(false);
    expect(isKeywordList('### Decisions and plans')).toBe(false);
  });
});

describe('numbers and titles', () => {
  it('formats numbers like the app', () => {
    expect(formatCount(950)).toBe('950');
    expect(formatCount(21_800)).toBe('21.8K');
    expect(formatCount(999_960)).toBe('1M');
    expect(formatCount(3_400_000)).toBe('3.4M');
    expect(formatCount(24_800, 'de')).toBe('24,8K');
  });

  it('titles a summary with the source’s human name, or says what the source is', () => {
    expect(humanSourceTitle('reddit', 'space', 'r/space', 'en')).toBe('r/space');
    expect(humanSourceTitle('reddit', 'space', undefined, 'en')).toBe('r/space');
    expect(humanSourceTitle('youtube', 'UCMgt5AYRIFhItNT1yT9_sPv', undefined, 'en')).toBe(
      'YouTube channel',
    );
    expect(
      humanSourceTitle('youtube', 'UCMgt5AYRIFhItNT1yT9_sPv', 'UCMgt5AYRIFhItNT1yT9_sPv', 'en'),
    ).toBe('YouTube channel');
    expect(humanSourceTitle('youtube', 'PLrAXtmErZgOeiKm4sgNOknGvNjby9efdf', undefined, 'es')).toBe(
      'Lista de reproducción de YouTube',
    );
    expect(humanSourceTitle('twitter', 'list:1700000018283738200', undefined, 'en')).toBe('X list');
    expect(humanSourceTitle('twitter', '44196397', '@elonmusk', 'en')).toBe('@elonmusk');
    expect(humanSourceTitle('telegram', '-1001169914330', '-1001169914330', 'de')).toBe(
      'Telegram-Chat',
    );
    expect(humanSourceTitle('telegram', '-1001169914330', 'Weekend Hikers', 'de')).toBe(
      'Weekend Hikers',
    );
  });
});

describe('feed lines', () => {
  it('reads a feed line with defaults and rejects a malformed one with its reason', () => {
    const feed = parseFeed(
      {
        id: 'f1',
        platform: 'twitter',
        source: { id: '@nasa', title: '@NASA' },
        period: { start: '2026-11-19T00:00:00Z', end: '2026-11-20T00:00:00Z' },
        items: [
          {
            id: '1',
            url: 'https://x.com/nasa/status/1',
            author: 'NASA',
            text: 'Liftoff!',
            publishedAt: '2026-11-19T10:00:00Z',
            engagement: { likes: 12000 },
          },
        ],
      },
      1,
    );
    expect(feed).toMatchObject({ tone: 'engaging', language: 'en', platform: 'twitter' });
    expect(feed.items[0]).toMatchObject({ replies: [], engagement: { likes: 12000 } });
    expect(() => parseFeed({ id: 'x', platform: 'myspace', source: {}, items: [] }, 3)).toThrow(
      'line 3: "platform" must be one of reddit, twitter, telegram, youtube',
    );
    expect(() =>
      parseFeed(
        {
          id: 'x',
          platform: 'reddit',
          source: { id: 's' },
          items: [{ id: 1, engagement: { comments: -1 } }],
        },
        2,
      ),
    ).toThrow('"items[0].engagement.comments" must be a non-negative number');
  });

  it('reads a Reddit score below zero (downvotes won) on a post and on a reply', () => {
    const feed = parseFeed(
      {
        id: 'x',
        platform: 'reddit',
        source: { id: 's' },
        items: [
          {
            id: 1,
            engagement: { score: -3 },
            replies: [{ author: 'a', text: 'No.', score: -12 }],
          },
        ],
      },
      2,
    );
    expect(feed.items[0]!.engagement.score).toBe(-3);
    expect(feed.items[0]!.replies[0]!.score).toBe(-12);
  });
});

describe('what a long title says after its first sentence', () => {
  const CERN =
    "CERN just shipped antimatter in a truck. The cargo weighed less than 100 hydrogen atoms. The box carrying it weighed 850 kg. If anything had gone wrong, the antimatter wouldn't explode, it would just silently vanish in a tiny flash of light.";

  it('is its later sentences, whole, when the list shows only the first', () => {
    expect(shortenTitle(CERN, 24)).toBe('CERN just shipped antimatter in a truck');
    expect(titleRest(CERN, 24)).toBe(
      "The cargo weighed less than 100 hydrogen atoms. The box carrying it weighed 850 kg. If anything had gone wrong, the antimatter wouldn't explode, it would just silently vanish in a tiny flash of light.",
    );
    // Past the allowance, only the sentences that fit.
    expect(
      titleRest(
        `${CERN} Scientists celebrated the successful transport across the whole of Switzerland.`,
        24,
      ),
    ).toBe(
      "The cargo weighed less than 100 hydrogen atoms. The box carrying it weighed 850 kg. If anything had gone wrong, the antimatter wouldn't explode, it would just silently vanish in a tiny flash of light.",
    );
  });

  it('is nothing for a title shown whole, or cut inside its first sentence', () => {
    expect(
      titleRest('CERN just shipped antimatter in a truck. It weighed little.', 24),
    ).toBeUndefined();
    expect(
      titleRest(
        'Michael Keaton resurrects his acting career, and stars in back to back Best Picture films: Birdman and Spotlight, both of which won the top prize at the Academy Awards. What a run.',
        24,
      ),
    ).toBeUndefined();
  });
});
