import { describe, expect, it } from 'vitest';
import { digest } from '@/summarizer/digest/digest';
import type { DigestFeed, DigestReply } from '@/summarizer/digest/types';

function thread(replies: DigestReply[]): DigestFeed {
  return {
    id: 'battery-thread',
    platform: 'reddit',
    source: { id: 'r/phones', title: 'r/phones' },
    period: { start: '2026-11-13T00:00:00Z', end: '2026-11-20T00:00:00Z' },
    tone: 'professional',
    language: 'en',
    items: [
      {
        id: 'p1',
        url: 'https://www.reddit.com/r/phones/comments/p1/',
        author: 'op',
        title: 'Pixel 9 battery life after two weeks',
        text: 'The Pixel 9 battery easily lasts two days for me.',
        publishedAt: '2026-11-15T10:00:00Z',
        engagement: { score: 900, comments: 6 },
        replies,
      },
    ],
  };
}

const AGREE: DigestReply[] = [
  {
    id: 'c1',
    author: 'ann',
    text: 'Same here, the Pixel 9 battery is the best I have had.',
    score: 300,
  },
  {
    id: 'c2',
    author: 'bo',
    text: 'My Pixel 9 battery also lasts two days with light use.',
    score: 200,
  },
  {
    id: 'c3',
    author: 'cy',
    text: 'I love the Pixel 9 battery, it changed how I travel.',
    score: 150,
  },
];

describe('dissent by stance', () => {
  it('takes a reply that contradicts the claim it answers, and says so', () => {
    const md = digest(
      thread([
        ...AGREE,
        {
          id: 'c4',
          parentId: 'c1',
          author: 'dee',
          text: 'No, the Pixel 9 battery drains in a day once you use the camera.',
          score: 120,
        },
      ]),
    ).markdown;
    expect(md).toMatch(
      /\*\*Dissent:\*\* \(a reply contradicting u\/ann\) “No, the Pixel 9 battery drains in a day once you use the camera\.” — \[\*\*u\/dee\*\*\]/u,
    );
  });

  it('takes a reply voted below zero under an upvoted post, and says so', () => {
    const md = digest(
      thread([
        ...AGREE,
        {
          id: 'c5',
          author: 'eve',
          text: 'The Pixel 9 battery is a scam and the phone is junk.',
          score: -14,
        },
      ]),
    ).markdown;
    expect(md).toContain('**Dissent:** (a reply voted down to -14 under an upvoted post)');
  });

  it('does not take "I love" or "actually" agreement for dissent', () => {
    const md = digest(
      thread([
        ...AGREE,
        {
          id: 'c6',
          author: 'fay',
          text: 'Actually the Pixel 9 battery is even better with the update.',
          score: 90,
        },
      ]),
    ).markdown;
    expect(md).not.toContain('Dissent');
  });
});

describe('quotes with their parent', () => {
  it('says what a reply to a reply answered', () => {
    const md = digest({
      ...thread([
        ...AGREE,
        {
          id: 'c7',
          parentId: 'c2',
          author: 'gus',
          text: 'With heavy use my Pixel 9 battery still makes it to the evening.',
          score: 250,
        },
      ]),
      tone: 'engaging',
    }).markdown;
    expect(md).toContain(
      '[**u/gus**](https://www.reddit.com/r/phones/comments/p1/_/c7/), 250 upvotes, in reply to u/bo: “My Pixel 9 battery also lasts two days with light use.”',
    );
  });
});
