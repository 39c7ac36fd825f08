import type { Piece, Subject } from '@/platforms/sandbox/corpus/subject';
import { gamingMore } from '@/platforms/sandbox/corpus/subjects/more-b';
import { gamingStories } from '@/platforms/sandbox/corpus/subjects/gaming-stories';
import { gamingShorts, gamingVideos } from '@/platforms/sandbox/corpus/subjects/gaming-videos';

/** Video games: releases, indies, speedruns, and the backlog everyone pretends to be clearing. */
const posts: Piece[] = [
  {
    style: 'joke',
    title:
      'My backlog has more games than I have remaining years to play them. Bought two more today.',
  },
  { style: 'joke', title: '"One more turn" is the biggest lie I tell myself every night.' },
  {
    style: 'joke',
    title: 'Spent 40 minutes in character creation. Wore a helmet for the whole game.',
  },
  {
    style: 'image',
    title: 'Finally finished my retro corner: CRT, consoles and way too many cables',
  },
  { style: 'image', title: 'My harbour in Tiny Harbour after 30 hours' },
  {
    style: 'image',
    title: 'Found my old save file from 2009, last save point before the final boss',
  },
  { style: 'image', title: 'This sunset in the new open-world game is unreal' },
  { style: 'video', title: 'The most satisfying parry I have ever pulled off' },
  { style: 'video', title: 'My cat discovers the joystick' },
  { style: 'link', title: 'Game preservation group archives 1,500 magazine demo discs' },
  {
    style: 'link',
    title: 'The average price of a new game has not kept up with inflation, analysis finds',
  },
  {
    style: 'link',
    title:
      'Interview: the two developers behind Tiny Harbour on building a cozy game on a tiny budget',
  },
  {
    style: 'self',
    title: 'I finished a game for the first time in two years and I want to talk about it',
    body: 'Adult life killed my gaming. I start things and drop them after five hours. This month I picked a short game, twelve hours, played an hour every evening, and finished it. The feeling at the credits was better than the game itself.\n\nIf you are in the same spot: pick something short. Finishing is addictive.',
    replies: [
      'Short games are so underrated for people with jobs.',
      'What was the game?',
      '↳ A narrative puzzle one about a lighthouse keeper. No spoilers.',
    ],
  },
  {
    style: 'self',
    title:
      'What game did you play way too late as a kid with the sound off so your parents would not hear?',
    body: 'For me it was a city builder on the family PC, volume at zero, monitor brightness down, listening for footsteps on the stairs.',
    replies: [
      'Handheld under the blanket with a torch. Classic.',
      'Strategy games at 2 am on a school night. No regrets.',
    ],
  },
  {
    style: 'self',
    title: 'Hot take: games do not need to be 100 hours long',
    body: 'Half of the open-world games I started this year are padded with the same four side activities. I would pay the same for a tight 20-hour game.',
    replies: [
      'Completely agree. Length is not value.',
      'Some people only buy one game a year, they want it to last.',
      '↳ Then make the 100 hours good, not repetitive.',
    ],
  },
  {
    style: 'poll',
    title: 'Where do you mostly play?',
    options: ['PC', 'Console', 'Handheld', 'Phone'],
  },
  {
    style: 'poll',
    title: 'Do you finish the games you start?',
    options: ['Almost always', 'About half', 'Rarely', 'What is an ending'],
  },
  {
    style: 'self',
    title: 'Looking for co-op games to play with my dad, he is 68 and new to games',
    body: 'He liked watching me play puzzle games. Something slow, couch co-op, no fast reflexes needed. Ideas?',
    replies: [
      'Anything with a cooking or farming theme.',
      'Puzzle co-op games with two characters are perfect for this.',
    ],
  },
];

const replies: string[] = [
  'Adding this to the backlog I will never finish.',
  'Wishlisted.',
  'Wait for a sale, it always drops to half price within a few months.',
  'Performance on my older GPU is surprisingly good.',
  'The soundtrack alone is worth the price.',
  'This is why I never pre-order anymore.',
  'Patch it first, then we talk.',
  'Played it for six hours straight, send help.',
  'The first hour is slow, push through, it gets amazing.',
  'Indie devs are carrying the industry right now.',
  'Bring back couch co-op.',
  'Is it on handheld? Asking for my commute.',
  'The reviews are right about the ending, sadly.',
  'Difficulty is fine, you just need to learn the patterns.',
  'I miss when games came with manuals.',
  'Day one purchase, no regrets.',
  'Speedrunners will break this in a week.',
  'My save file is 120 hours and I have not finished the main story.',
  'Microtransactions in a full-price game should be illegal.',
  'Just let me pause cutscenes. Please.',
  'I got so emotional at that part.',
  'That boss took me 40 attempts and I loved every one of them.',
  'Best game I have played this year, not even close.',
  'Does it have a photo mode?',
  'The map is huge but nothing to do in it.',
  'Nostalgia is a powerful drug.',
  'GG, well played.',
  'I bought a new controller because of this game. You know why.',
  'Modders fixing the game for free again.',
  'The devs actually listen to feedback, rare these days.',
  'Accessibility options are fantastic in this one.',
  'Where did the last four hours go?',
  'That glitch is now a feature and I will not hear otherwise.',
  'The writing is what makes it.',
  'Good luck on the run!',
  'Crossplay when?',
  'You need to try it on a CRT, it looks completely different.',
];

export const gaming: Subject = {
  id: 'gaming',
  language: 'en',
  storylines: gamingStories,
  posts: [...posts, ...gamingMore],
  replies,
  mediaReplies: [
    'That art style is gorgeous.',
    'My childhood in one screenshot.',
    'The physics in this are hilarious.',
  ],
  captions: [
    'The whole setup',
    'Close-up of the shelf',
    'Boot screen',
    'Controller collection',
    'Title screen',
  ],
  hashtags: ['#gaming', '#indiegame', '#speedrun', '#TinyHarbour'],
  domains: ['pixelcourier.example', 'savepoint.example', 'indiewire-games.example'],
  videos: gamingVideos,
  shorts: gamingShorts,
};
