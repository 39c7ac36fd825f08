import type { ShortPlan, VideoPlan } from '@/platforms/sandbox/corpus/subject';

export const runningVideos: VideoPlan[] = [
  {
    title: 'Why you should run most of your miles slowly',
    summary:
      'The 80/20 idea in plain language: why easy running builds your engine, how slow "easy" really is, and how to keep the hard days hard.',
    chapters: [
      {
        name: 'Intro',
        lines: [
          'I am in Iten this week. Today, the most important thing I tell every runner I coach.',
          'Run slower. Most of the time, much slower.',
        ],
      },
      {
        name: 'What easy means',
        lines: [
          'Easy means you can talk in full sentences while you run.',
          'For most people that is one to two minutes per kilometre slower than race pace.',
          'If it feels too slow, you are probably doing it right.',
        ],
      },
      {
        name: 'Why it works',
        lines: [
          'Easy running builds your heart, your capillaries and your tendons.',
          'It does that without the stress that needs days to recover from.',
          'So you can run more, and more running is what makes you faster.',
          'Elite runners do about eighty percent of their running easy.',
        ],
      },
      {
        name: 'Keeping hard days hard',
        lines: [
          'The other twenty percent is intervals, tempo runs and hills.',
          'Because you are fresh, you can really push on those days.',
          'The mistake is running everything at a medium effort. Too hard to recover, too easy to improve.',
        ],
      },
      {
        name: 'Wrap-up',
        lines: [
          'Try it for six weeks. Slow down your easy runs and watch your race times.',
          'Tell me how it goes. Happy running.',
        ],
      },
    ],
  },
  {
    title: 'Riverside Marathon: my race, the short course and what I learned',
    summary:
      'Race-day vlog and lessons: pacing, fuelling, that bridge at 34 km, and what the short course means for your result.',
    chapters: [
      {
        name: 'Intro',
        lines: [
          'Sunday was the Riverside Marathon, and what a day.',
          'I paced a group of runners aiming for three and a half hours.',
        ],
      },
      {
        name: 'The first half',
        lines: [
          'Eight degrees, no wind. You do not get better conditions.',
          'The hardest part early on is holding people back.',
          'Everyone feels amazing at ten kilometres. That is the trap.',
        ],
      },
      {
        name: 'The bridge',
        lines: [
          'At 34 kilometres there is a long bridge with a steady climb.',
          'We shortened our stride and kept the effort the same, not the pace.',
          'We lost thirty seconds on it and got them back on the way down.',
        ],
      },
      {
        name: 'The short course',
        lines: [
          'After the race we learned the course was 300 metres short.',
          'A cone at the turnaround was in the wrong place. It happens, sadly.',
          'Your time still counts as your race. Add about a minute for a fair comparison.',
        ],
      },
      {
        name: 'Wrap-up',
        lines: [
          'Congratulations to everyone who ran, especially the first-timers.',
          'Rest this week. Really rest. See you next time.',
        ],
      },
    ],
  },
  {
    title: 'Five strength exercises every runner should do twice a week',
    summary:
      'Fifteen minutes, no gym needed. Glutes, hips, calves and core, with the mistakes to avoid.',
    chapters: [
      {
        name: 'Intro',
        lines: [
          'Most running injuries come from weak hips and calves, not from running itself.',
          'Here are five exercises that take fifteen minutes.',
        ],
      },
      {
        name: 'Glutes and hips',
        lines: [
          'First, glute bridges. Lie down, feet flat, push your hips up and squeeze.',
          'Then side-lying leg raises. Slow, controlled, toes pointing forward.',
          'If your IT band hurts on long runs, these two are your new best friends.',
        ],
      },
      {
        name: 'Calves',
        lines: [
          'Single-leg calf raises on a step. Go all the way up, and slowly all the way down.',
          'Your calves take several times your body weight on every stride.',
          'Build up to three sets of fifteen on each leg.',
        ],
      },
      {
        name: 'Core and balance',
        lines: [
          'A plank for forty seconds. Do not let your hips sag.',
          'And single-leg balance with your eyes closed. Harder than it sounds.',
        ],
      },
      {
        name: 'Wrap-up',
        lines: ['Twice a week, after an easy run. That is all. See you next week.'],
      },
    ],
  },
];

export const runningShorts: ShortPlan[] = [
  {
    title: 'The talk test for easy runs',
    lines: [
      'Can you say a full sentence without gasping? That is easy pace.',
      'Can you only say three words? That is a workout.',
      'Most of your runs should be the first one.',
    ],
  },
  {
    title: 'What to eat before a morning run',
    lines: [
      'For under an hour, you can run on an empty stomach.',
      'For longer runs, a banana or toast thirty minutes before.',
      'Test it in training, never on race day.',
    ],
  },
  {
    title: 'The ten percent rule',
    lines: [
      'Do not add more than about ten percent to your weekly distance.',
      'Your heart adapts in weeks. Your tendons need months.',
      'Patience now means no injuries later.',
    ],
  },
  {
    title: 'Why your first kilometre always feels awful',
    lines: [
      'Your body needs a few minutes to switch to aerobic energy.',
      'The first kilometre lies. Start slow and give it ten minutes.',
      'It almost always gets better.',
    ],
  },
];
