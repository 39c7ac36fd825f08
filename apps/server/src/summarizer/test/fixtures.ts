/** Small hand-written inputs shared by the summarizer's tests. */
import type { SummaryItem } from '@/summarizer/types';

const t0 = Date.parse('2025-05-01T12:00:00Z');
const hour = 3_600_000;

/** Reddit-like posts on two topics (a phone launch, a football transfer), one repost. */
export const POSTS: SummaryItem[] = [
  {
    id: 'p1',
    platform: 'reddit',
    url: 'https://reddit.com/r/tech/p1',
    timestamp: t0,
    engagement: { score: 900, comments: 310 },
    title: 'Pixel 10 launch: faster chip and a new camera',
    text: 'Google launched the Pixel 10 today. The new Tensor chip is about 30% faster than last year. The main camera gets a larger sensor for low light photos.',
  },
  {
    id: 'p2',
    platform: 'reddit',
    url: 'https://reddit.com/r/tech/p2',
    timestamp: t0 - 2 * hour,
    engagement: { score: 120, comments: 40 },
    title: 'Pixel 10 camera samples in low light',
    text: 'I tested the Pixel 10 camera at night. Low light photos are much sharper than on the Pixel 9. Battery life dropped a bit with the new chip.',
  },
  {
    id: 'p3',
    platform: 'reddit',
    url: 'https://reddit.com/r/football/p3',
    timestamp: t0 - hour,
    engagement: { score: 400, comments: 220 },
    title: 'United sign striker for 60 million',
    text: 'Manchester United signed the Brazilian striker for a fee of 60 million. The striker scored 25 goals for his club last season. Fans expect him to start the first match of the season.',
  },
  {
    id: 'p4',
    platform: 'reddit',
    url: 'https://reddit.com/r/football/p4',
    timestamp: t0 - 3 * hour,
    engagement: { score: 15, comments: 3 },
    title: 'United sign striker for 60 million',
    text: 'Manchester United signed the Brazilian striker for a fee of 60 million. The striker scored 25 goals for his club last season. Fans expect him to start the first match of the season!',
  },
  {
    id: 'p5',
    platform: 'reddit',
    url: 'https://reddit.com/r/football/p5',
    timestamp: t0 - 5 * hour,
    engagement: { score: 60, comments: 25 },
    text: 'The new United striker trained with the team for the first time. The coach said the striker will play on Saturday.',
  },
];

/** A short group chat (Telegram-like). */
export const CHAT: SummaryItem[] = [
  { id: 'm1', author: 'Hannah', text: 'Hey, do you have Betty’s number?' },
  { id: 'm2', author: 'Amanda', text: 'Lemme check' },
  {
    id: 'm3',
    author: 'Amanda',
    text: 'Sorry, can’t find it. Ask Larry, he called her last time we were at the park together',
  },
  { id: 'm4', author: 'Hannah', text: 'I don’t know him well, I’d rather you texted him' },
  { id: 'm5', author: 'Amanda', text: 'Just text him 🙂' },
  { id: 'm6', author: 'Hannah', text: 'Urgh.. Alright, bye' },
];
