/**
 * A small hand-written feed and a clean digest of it for the quality measures' tests: every test
 * plants one defect into the clean text and checks that its measure finds it, and that the clean
 * text has none.
 */
import type { DigestFeed, DigestItem } from '@/summarizer/digest/types';

const base = 'https://www.reddit.com/r/boardgames/comments';

function item(id: string, title: string, score: number, comments: number, replies = 0): DigestItem {
  return {
    id,
    url: `${base}/${id}/`,
    author: `player_${id}`,
    title,
    text: `${title}.`,
    publishedAt: '2026-11-15T10:00:00Z',
    engagement: { score, comments },
    replies: Array.from({ length: replies }, (_, k) => ({
      author: `fan${k}`,
      text: `Reply ${k} about ${title}.`,
      score: 10 - k,
    })),
  };
}

export function boardgamesFeed(): DigestFeed {
  return {
    id: 'boardgames-week',
    platform: 'reddit',
    source: { id: 'boardgames', title: 'r/boardgames' },
    period: { start: '2026-11-13T00:00:00Z', end: '2026-11-20T00:00:00Z' },
    tone: 'professional',
    language: 'en',
    items: [
      item('a1', 'Second edition of Harbour Lights announced', 4200, 310, 4),
      item('a2', 'Harbour Lights second edition drops the solo mode', 2100, 260, 3),
      item('a3', 'The new Harbour Lights box is twice the price', 1500, 190, 2),
      item('b1', 'My first game night with my grandparents', 3900, 120, 2),
      item('c1', 'Cheap sleeves that actually last', 800, 40),
      item('c2', 'Storage inserts: foam or wood?', 300, 35),
    ],
  };
}

/** The themes the clean digest was written from. */
export const BOARDGAMES_THEMES = [
  { label: 'Harbour Lights second edition', itemIds: ['a1', 'a2', 'a3'], replyCount: 9 },
  { label: 'Game night with grandparents', itemIds: ['b1'], replyCount: 2 },
];

export const CLEAN_DIGEST = `## Harbour Lights returns, and players weigh the price

r/boardgames had 6 posts this week, and half of them were about one announcement: the second edition of Harbour Lights (7.8K upvotes together, 9 replies in the feed).

### Harbour Lights second edition

3 posts and 9 replies took up the new edition. [Second edition of Harbour Lights announced](${base}/a1/) (4.2K upvotes, 310 comments) drew the most praise, while [the solo mode is gone](${base}/a2/) (2.1K upvotes) and [the box costs twice as much](${base}/a3/) (1.5K upvotes).

> **fan0** (10 upvotes): The new maps look great, but I will miss playing alone.

### Game night with grandparents

[u/player_b1](${base}/b1/) · 3.9K upvotes · 120 comments

> **fan1** (9 upvotes): My grandmother still wins every round of this one.

### Also worth a look

- [Cheap sleeves that actually last](${base}/c1/) (800 upvotes)
`;
