import type { ShortPlan, VideoPlan } from '@/platforms/sandbox/corpus/subject';

export const gamingVideos: VideoPlan[] = [
  {
    title: 'Tiny Harbour review: the coziest game of the year, made by two people',
    summary:
      'Our review of Tiny Harbour after 25 hours: the fishing, the building, the trading (now that it works) and the cat.',
    chapters: [
      {
        name: 'Intro',
        lines: [
          'Tiny Harbour launched last week and it came out of nowhere.',
          'Two developers, fifteen euros, and half a million players. Let us talk about why.',
        ],
      },
      {
        name: 'What you do',
        lines: [
          'You arrive at an empty bay with a boat and a fishing rod.',
          'You fish, sell your catch, and slowly build a little harbour town.',
          'There is no combat and no timers. Nothing can go wrong, ever.',
          'It sounds boring on paper. It is the opposite of boring.',
        ],
      },
      {
        name: 'Building',
        lines: [
          'The building tools are simple but really flexible.',
          'You can place every crate, lamp and fishing net by hand.',
          'I spent two hours on one pier. I regret nothing.',
        ],
      },
      {
        name: 'Problems',
        lines: [
          'It is not perfect. The trading server was down for most of launch week.',
          'There was also a save bug with the lighthouse that cost me a couple of hours.',
          'Both are fixed in the latest patch, which also added photo mode.',
        ],
      },
      {
        name: 'Verdict',
        lines: [
          'If you want something calm for the winter evenings, this is it.',
          'And yes, you can pet the cat now. That is the review.',
        ],
      },
    ],
  },
  {
    title: 'How the Gravebound cathedral skip works, frame by frame',
    summary:
      'The trick that took fourteen seconds off a ten-year-old world record, explained slowly, plus why the record was questioned and then verified.',
    chapters: [
      {
        name: 'Intro',
        lines: [
          'This week the Gravebound any percent record fell by a huge margin.',
          'All of it comes down to one trick in the cathedral. Let us slow it down.',
        ],
      },
      {
        name: 'The setup',
        lines: [
          'You enter the cathedral with exactly one bomb and full stamina.',
          'Stand on this tile, facing the broken window. The position has to be exact.',
          'Throw the bomb against the pillar and roll into the blast.',
        ],
      },
      {
        name: 'The frame window',
        lines: [
          'The explosion pushes you upward if you roll on one exact frame.',
          'One frame early, you take damage. One frame late, nothing happens.',
          'At sixty frames per second, that is a window of about sixteen milliseconds.',
          'Vexa practised this for four months before it worked in a real run.',
        ],
      },
      {
        name: 'The controversy',
        lines: [
          'After the run, people spotted a short gap in the audio right during the skip.',
          'The moderators reviewed the raw footage, and the skip was clean.',
          'The gap came from the stream encoder, not from editing.',
        ],
      },
      {
        name: 'Wrap-up',
        lines: [
          'Official time after load removal, twenty-four fifty-three.',
          'See you next time, and good luck learning this one.',
        ],
      },
    ],
  },
  {
    title: 'Ashen Reach: everything we know after the delay',
    summary:
      'The new June 4 date, what the trailer showed, the frame rate rumours and what the studio actually said.',
    chapters: [
      {
        name: 'Intro',
        lines: [
          'Ashen Reach has been delayed, again. Here is everything we actually know.',
          'No rumours presented as facts, I promise.',
        ],
      },
      {
        name: 'The trailer',
        lines: [
          'The gameplay trailer showed twelve minutes of traversal, combat and crafting.',
          'The grappling hook looks like the star of the show.',
          'Combat looked a bit light, especially the hit reactions on the boss.',
        ],
      },
      {
        name: 'The delay',
        lines: [
          'The release moved from March 12 to June 4.',
          'The studio says the reason is performance on every platform.',
          'They also said the leaked twenty-five frames per second figure came from an old build.',
        ],
      },
      {
        name: 'What to expect',
        lines: [
          'The target is thirty in quality mode and sixty in performance mode.',
          'PC preloading starts on May 30.',
          'My advice, as always, is to wait for the performance reviews before you buy.',
        ],
      },
      {
        name: 'Wrap-up',
        lines: [
          'That is all for today. Subscribe for the review in June, if it comes out in June.',
        ],
      },
    ],
  },
];

export const gamingShorts: ShortPlan[] = [
  {
    title: 'You can pet the cat in Tiny Harbour now',
    lines: [
      'Patch one point zero point two is out.',
      'Walk up to the harbour cat and press interact.',
      'That is it. That is the video.',
    ],
  },
  {
    title: 'Why speedrunners use load removal',
    lines: [
      "Faster computers load faster, which is not the runner's skill.",
      'So moderators cut the loading screens out of the final time.',
      'That is why the record went from 24:51 to 24:53.',
    ],
  },
  {
    title: 'The easiest way to clear your backlog',
    lines: [
      'Pick the shortest game you own.',
      'Play it for thirty minutes a day, nothing else.',
      'Finish it. Repeat. It actually works.',
    ],
  },
  {
    title: 'Three cozy games for cold evenings',
    lines: [
      'A fishing village builder, a tea shop simulator and a puzzle game about a lighthouse.',
      'No combat, no timers, no stress.',
      'Get a blanket and thank me later.',
    ],
  },
];
