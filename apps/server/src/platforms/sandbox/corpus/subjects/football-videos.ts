import type { ShortPlan, VideoPlan } from '@/platforms/sandbox/corpus/subject';

export const footballVideos: VideoPlan[] = [
  {
    title: 'How Almeira won the cup final: the press, the keeper and the penalties',
    summary:
      "A tactical breakdown of the cup final. Why Almeira's mid-block worked, how Porto Vale nearly broke it, and what the penalty shootout data says.",
    chapters: [
      {
        name: 'Intro',
        lines: [
          'What a final. Let us get the tactics board out.',
          'I have watched it three times now, and there is a lot more going on than the penalties.',
        ],
      },
      {
        name: 'The mid-block',
        lines: [
          'Almeira did not press high. They sat in a 4-4-2 block around the halfway line.',
          'Look at the distances here. Ten metres between the lines, never more.',
          'Porto Vale had the ball for 64 percent of the game but almost all of it in front of the block.',
          'Their best midfielder touched the ball in the box twice in ninety minutes.',
        ],
      },
      {
        name: 'How Porto Vale nearly broke it',
        lines: [
          'After the hour, Porto Vale moved their left back into midfield.',
          'Suddenly they had a spare man between the lines, here, and here.',
          'That is how the disallowed goal came about. Good idea, four centimetres too early.',
          'If they make that change at half time, I think they win this game.',
        ],
      },
      {
        name: 'The penalties',
        lines: [
          'Now the shootout. Ruiz dived to his left on the first four penalties.',
          'The Porto Vale takers had clearly been told that, and they went right.',
          'On the tenth, he waited. He stayed up a fraction longer, and went right.',
          'Nineteen years old and he changed his pattern in a cup final. Remarkable.',
        ],
      },
      {
        name: 'Wrap-up',
        lines: [
          'So: a great plan, a late tactical switch and a brave young keeper.',
          'Let me know in the comments which game you want broken down next.',
        ],
      },
    ],
  },
  {
    title: 'Inverted full-backs explained with one simple drawing',
    summary:
      'Why full-backs now step into midfield, what it gives a team in possession, and the space it leaves behind.',
    chapters: [
      {
        name: 'Intro',
        lines: [
          'You have heard the phrase inverted full-back on every broadcast this season.',
          'Let us explain it with one drawing.',
        ],
      },
      {
        name: 'What it is',
        lines: [
          'A normal full-back runs up and down the touchline.',
          'An inverted one steps inside, next to the defensive midfielder, when his team has the ball.',
          'So a back four becomes a back three with an extra man in midfield.',
        ],
      },
      {
        name: 'Why teams do it',
        lines: [
          'In midfield, that extra player means you win the numbers game.',
          'When you lose the ball, he is already in the middle to stop the counter.',
          'And the winger can stay wide, because nobody needs the touchline anymore.',
        ],
      },
      {
        name: 'The weakness',
        lines: [
          'The catch is this space here, behind him, on the wing.',
          'A quick switch of play and the opposing winger is running at your centre-back.',
          'That is exactly how Northbridge conceded twice last month.',
        ],
      },
      {
        name: 'Wrap-up',
        lines: [
          'So, it is not magic, it is a trade. More control, less cover out wide.',
          'See you next week.',
        ],
      },
    ],
  },
  {
    title: 'Is Daniel Okafor worth 38 million? We looked at every touch',
    summary:
      "Okafor's season in numbers and clips: the dribbling, the defensive work, and the away-game question Castleford fans keep raising.",
    chapters: [
      {
        name: 'Intro',
        lines: [
          'Thirty-eight million plus add-ons for a 23-year-old winger.',
          'Is it a bargain or a panic buy? Let us look at the numbers.',
        ],
      },
      {
        name: 'Attacking output',
        lines: [
          'Eleven goals and nine assists in all competitions so far.',
          'More importantly, his expected goals are almost the same. It is not luck.',
          'He takes on his man four times a game and wins more than half of them.',
        ],
      },
      {
        name: 'Defending',
        lines: [
          'This surprised me. He makes more tackles than most full-backs in the league.',
          'Watch him here, sprinting sixty metres back to stop a counter.',
          'Managers love that. It is why Northbridge wanted him.',
        ],
      },
      {
        name: 'The away games',
        lines: [
          'Castleford fans say he disappears away from home.',
          'The numbers say they are partly right. His output halves on the road.',
          'But he played most of those away games with a broken toe in September.',
        ],
      },
      {
        name: 'Verdict',
        lines: [
          'For a young winger who defends, in this market, it is a fair price.',
          'Tell me if you agree. Comments are open, be nice.',
        ],
      },
    ],
  },
];

export const footballShorts: ShortPlan[] = [
  {
    title: 'The offside rule in 30 seconds',
    lines: [
      'When the ball is played, an attacker needs two defenders level or behind him. The keeper counts.',
      'Any part you can score with counts. Arms do not.',
      'And you cannot be offside from a throw-in. That one wins pub quizzes.',
    ],
  },
  {
    title: 'Why keepers dive before the penalty is kicked',
    lines: [
      'A penalty takes less time to arrive than a keeper needs to react.',
      'So keepers guess, using data on the taker.',
      'Waiting a fraction longer, like Ruiz did, is a gamble that can win a final.',
    ],
  },
  {
    title: 'The third-man run, explained',
    lines: [
      'Player one passes to player two, who lays it off first time.',
      'Meanwhile player three is already running into the space.',
      'Defenders watch the ball. The third man is who they forget.',
    ],
  },
  {
    title: 'What a sell-on clause actually is',
    lines: [
      'The selling club gets a share of any future transfer fee.',
      'Ten percent sounds small until the player is sold for eighty million.',
      'That is why deals can stall on it for days.',
    ],
  },
];
