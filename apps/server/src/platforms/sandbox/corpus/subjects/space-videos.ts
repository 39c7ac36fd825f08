import type { ShortPlan, VideoPlan } from '@/platforms/sandbox/corpus/subject';

/** Spoken, not written: short sentences, asides, the presenter pointing at things on screen. */
export const spaceVideos: VideoPlan[] = [
  {
    title: 'Why reusing an upper stage is so much harder than reusing a booster',
    summary:
      'Boosters come back from a few kilometres per second. Upper stages come back from orbit. We look at heat shields, propellant margins and why the economics still might work.',
    chapters: [
      {
        name: 'Intro',
        lines: [
          'Today we are talking about the part of the rocket nobody used to bring home.',
          'Boosters land all the time now. Upper stages, almost never. Why?',
        ],
      },
      {
        name: 'Speed is everything',
        lines: [
          'A first stage separates at maybe two kilometres per second.',
          'The upper stage keeps going until it is in orbit, nearly eight kilometres per second.',
          'Energy goes with the square of speed, so it carries about sixteen times more energy per kilo.',
          'All of that has to be thrown away as heat on the way back down.',
          'That is why an upper stage needs a heat shield and a booster mostly does not.',
        ],
      },
      {
        name: 'The mass penalty',
        lines: [
          'Here is the painful bit. Every kilo of heat shield on the upper stage is a kilo of payload you lose.',
          'On a booster, extra mass costs you maybe a tenth of a kilo of payload.',
          'On the upper stage, it is almost one to one.',
          'So engineers fight over grams. Legs, fins, shielding, spare propellant for the landing burn.',
          'If you get it wrong, the reusable rocket carries so little it is not worth flying.',
        ],
      },
      {
        name: 'Refurbishment',
        lines: [
          'Now, the Kestrel team says their stage took eleven weeks to refurbish.',
          'That sounds slow, and it is, but look at what they replaced.',
          'Thermal tiles on the windward side, one valve, and a set of sensors.',
          'The engine itself was inspected and flown again as it was.',
          'If they get that down to a few weeks, the cost per flight drops a lot.',
        ],
      },
      {
        name: 'Wrap-up',
        lines: [
          'So, is upper stage reuse worth it? For now, it is an experiment.',
          'Tell me in the comments what you think the turnaround will be in five years.',
          'Thanks for watching, and clear skies.',
        ],
      },
    ],
  },
  {
    title: 'How do we know there is water on a planet 41 light years away?',
    summary:
      'Transmission spectroscopy in plain words: starlight filtering through an atmosphere, the 1.4 micron water band, and why starspots make everything harder.',
    chapters: [
      {
        name: 'Intro',
        lines: [
          'This week a telescope reported water vapour on a planet we will never visit.',
          'So how on earth do you measure that from here? Let us go through it step by step.',
        ],
      },
      {
        name: 'The transit',
        lines: [
          'When the planet passes in front of its star, it blocks a tiny bit of the light.',
          'For this planet, about half a percent.',
          'But the atmosphere is a thin ring around the planet, and some starlight shines through it.',
          'Molecules in that ring absorb certain colours, and the planet looks slightly bigger at those colours.',
        ],
      },
      {
        name: 'Reading the spectrum',
        lines: [
          'Water absorbs strongly around 1.4 microns, in the infrared.',
          'So you measure the planet size at many wavelengths and look for a bump there.',
          'In this case the bump is a few parts in ten thousand. That is tiny.',
          'You need several transits to be sure it is not noise.',
        ],
      },
      {
        name: 'The starspot problem',
        lines: [
          'Here is the catch. Red dwarfs are covered in spots.',
          'Spots are cooler than the rest of the star, and cool stars have water in their own atmospheres.',
          'So a spotted star can fake a water signal from the planet.',
          'That is exactly what the critics pointed out this week, and it is a fair point.',
          'The fix is to watch the star at the same time from the ground and model the spots properly.',
        ],
      },
      {
        name: 'Wrap-up',
        lines: [
          'So is there water? Maybe. The honest answer is we need more transits.',
          'Which is a boring answer, but it is the right one.',
          'See you next time.',
        ],
      },
    ],
  },
  {
    title: 'Night sky this month: a comet, two planets and a meteor shower',
    summary:
      'What to look for after sunset this month, with or without a telescope. Includes where to find comet K3 while it lasts.',
    chapters: [
      {
        name: 'Intro',
        lines: [
          'It is that time again, here is what is up in the sky this month.',
          'You do not need a telescope for most of this. Binoculars help.',
        ],
      },
      {
        name: 'The comet',
        lines: [
          'First, comet K3. Look low in the west about an hour after sunset.',
          'Right now it is a fuzzy smudge in binoculars, with a short tail pointing up and away from the sun.',
          'Comets are unpredictable, so go and look this week rather than next.',
        ],
      },
      {
        name: 'Planets',
        lines: [
          'Jupiter rises in the east around nine and is the brightest thing up there after the Moon.',
          'Hold binoculars steady and you can see up to four little dots beside it. Those are its moons.',
          'Saturn is lower in the south. In any small telescope the rings are obvious.',
          'People gasp the first time they see Saturn. Every single time.',
        ],
      },
      {
        name: 'Meteor shower',
        lines: [
          'The shower peaks in the early hours of the 14th.',
          'Get away from lights, lie back and give your eyes twenty minutes to adjust.',
          'Do not look at your phone. One glance and you start all over again.',
          'Under dark skies you might see thirty or forty an hour.',
        ],
      },
      {
        name: 'Wrap-up',
        lines: [
          'That is it for this month. Send me your photos, I feature the best ones next time.',
          'Clear skies, everyone.',
        ],
      },
    ],
  },
];

export const spaceShorts: ShortPlan[] = [
  {
    title: 'The ISS is visible tonight and it is easier to see than you think',
    lines: [
      'Look up at the right time and you will see a bright dot moving steadily across the sky.',
      'No blinking lights, so it is not a plane. That is the space station.',
      'It takes about five minutes to cross. Wave, there are people on it.',
    ],
  },
  {
    title: 'Why rockets launch towards the east',
    lines: [
      'The Earth spins east, so launching east gives you a free speed boost.',
      'At the equator it is about 460 metres per second.',
      'That is why launch sites love being close to the equator and near the sea.',
    ],
  },
  {
    title: 'What a scrub at T-40 seconds actually means',
    lines: [
      'The computer saw a number outside its limits and stopped the count.',
      'That is the system working. A scrub is boring, and boring is safe.',
      'Most of the time the rocket flies a couple of days later.',
    ],
  },
  {
    title: 'How to photograph the Moon with your phone',
    lines: [
      'Put the phone on something steady, tap the Moon and pull the exposure down.',
      'Zoom no more than the optical zoom, digital zoom just makes mush.',
      'Or hold it to a telescope eyepiece. It works better than it should.',
    ],
  },
];
