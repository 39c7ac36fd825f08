/**
 * Feeds shaped like real ones for the theme tests: a busy patch thread whose biggest complaint is
 * carried by many middling comments, a listing spanning several subreddits, and an X timeline
 * with reposts. Every count the tests check can be read off these lists.
 */
import type { DigestFeed, DigestItem, DigestReply } from '@/summarizer/digest/types';
import type { SummaryLanguage, Tone } from '@/summarizer/types';

const WEEK = { start: '2026-11-13T00:00:00.000Z', end: '2026-11-20T00:00:00.000Z' };

function r(author: string, text: string, score: number): DigestReply {
  return { author, text, score };
}

/** 9 replies on the matchmaking change (one defends it), 5 on the new maps, 3 on other things. */
export const MATCHMAKING_REPLIES: DigestReply[] = [
  r(
    'kestrel',
    'The matchmaking change is a disaster. I waited eleven minutes for a ranked game last night.',
    412,
  ),
  r(
    'oaktree',
    'Queue times doubled since the matchmaking change and nobody at the studio is talking about it.',
    388,
  ),
  r(
    'mira_v',
    '> Queue times doubled since the matchmaking change\n\nSame here. The matchmaking change put me against players two ranks above me every single game.',
    240,
  ),
  r(
    'dunlin',
    'Revert the matchmaking change, please. Solo players are getting stomped by full stacks.',
    205,
  ),
  r('pallas', 'Whoever signed off on the matchmaking change never played a solo game.', 150),
  r('tern', 'My friends quit this week because of the matchmaking change.', 96),
  r('grebe', 'The matchmaking change feels like it was tested on bots.', 71),
  r(
    'wren',
    'Ten minute queues. Ten minute queues for the matchmaking change to give me a lopsided game.',
    40,
  ),
  r(
    'harrier',
    'Unpopular opinion: the matchmaking change is fine once you climb out of placement games, and the old system had smurfs everywhere.',
    33,
  ),
  r('lark', 'The new maps are gorgeous, especially the harbour one at night.', 650),
  r('sable', 'Finally new maps after two years. Harbour and Quarry both play really well.', 310),
  r('ibis', 'The new maps have great sightlines for snipers.', 120),
  r('finch', 'Quarry is the best of the new maps, the verticality is great.', 88),
  r('plover', 'Love the new maps but the lighting on Quarry is too dark.', 54),
  r('rook', 'Did anyone else get a crash on startup after the download?', 20),
  r('crane', 'First!', 2),
  r('[deleted]', '[deleted]', 1),
];

export function patchThread(tone: Tone = 'engaging', language: SummaryLanguage = 'en'): DigestFeed {
  const item: DigestItem = {
    id: 'patch21',
    url: 'https://www.reddit.com/r/Skyforge/comments/patch21/',
    author: 'SkyforgeDevs',
    title: 'Patch 2.1 is live: two new maps, ranked matchmaking rework and balance changes',
    text: 'Patch 2.1 is now live on all platforms. It adds two new maps, Harbour and Quarry. Ranked matchmaking now weighs party size more heavily. Full notes are on our site.',
    publishedAt: '2026-11-14T17:00:00.000Z',
    engagement: { score: 3_400, comments: 1_120 },
    replies: MATCHMAKING_REPLIES,
  };
  return {
    id: 'patch-thread',
    platform: 'reddit',
    source: { id: 'Skyforge', title: 'r/Skyforge' },
    period: WEEK,
    tone,
    language,
    items: [item],
  };
}

function listingItem(
  n: number,
  sub: string,
  title: string,
  text: string,
  score: number,
): DigestItem {
  return {
    id: `l${n}`,
    url: `https://www.reddit.com/r/${sub}/comments/l${n}/`,
    author: `poster${n}`,
    title,
    text,
    publishedAt: '2026-11-14T12:00:00.000Z',
    engagement: { score, comments: Math.round(score / 10) },
    replies: [],
  };
}

/** r/popular: three communities post about the Artemis launch, the biggest post is a stray. */
export function popularListing(tone: Tone = 'professional'): DigestFeed {
  return {
    id: 'popular',
    platform: 'reddit',
    source: { id: 'popular', title: 'r/popular' },
    period: { start: '2026-11-14T00:00:00.000Z', end: '2026-11-15T00:00:00.000Z' },
    tone,
    language: 'en',
    items: [
      listingItem(
        1,
        'aww',
        'My cat learned to open the fridge',
        'She figured it out in one afternoon.',
        52_000,
      ),
      listingItem(
        2,
        'space',
        'Artemis III launch moved to March',
        'NASA says the Artemis III launch needs more heat shield tests.',
        21_000,
      ),
      listingItem(
        3,
        'news',
        'NASA delays Artemis III crewed landing',
        'The Artemis III crew will wait for the new heat shield.',
        14_000,
      ),
      listingItem(
        4,
        'science',
        'Why the Artemis heat shield cracked',
        'Engineers explain the Artemis heat shield problem in plain words.',
        9_000,
      ),
      listingItem(
        5,
        'gaming',
        'Patch notes for the winter update',
        'The winter update fixes the save bug.',
        6_000,
      ),
    ],
  };
}

function tweet(n: number, author: string, text: string, likes: number): DigestItem {
  return {
    id: `t${n}`,
    url: `https://x.com/${author}/status/${n}`,
    author: `@${author}`,
    text,
    publishedAt: '2026-11-14T12:00:00.000Z',
    engagement: { likes, comments: Math.round(likes / 20), shares: Math.round(likes / 10) },
    replies: [],
  };
}

/** @orbitlab's timeline: its own launch posts, one retweet copy and one folded repost. */
export function orbitTimeline(): DigestFeed {
  return {
    id: 'orbit-timeline',
    platform: 'twitter',
    source: { id: 'orbitlab', title: '@orbitlab' },
    period: WEEK,
    tone: 'engaging',
    language: 'en',
    items: [
      tweet(
        1,
        'orbitlab',
        'Static fire of the Kestrel engine went the full 120 seconds today.',
        4_100,
      ),
      tweet(
        2,
        'orbitlab',
        'The Kestrel engine is now cleared for the first orbital flight in December.',
        3_300,
      ),
      tweet(
        3,
        'orbitlab',
        'RT @spacejournal: Orbitlab is the first small launcher to pass a full-duration static fire this year.',
        2_800,
      ),
      tweet(4, 'esa', 'Our Vega team congratulates Orbitlab on the Kestrel engine test.', 1_900),
      tweet(
        5,
        'orbitlab',
        'We are hiring propulsion engineers for the Kestrel engine team in Bremen.',
        700,
      ),
    ],
  };
}
