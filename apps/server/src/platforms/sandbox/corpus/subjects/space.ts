import type { Piece, Subject } from '@/platforms/sandbox/corpus/subject';
import { spaceMore } from '@/platforms/sandbox/corpus/subjects/more-a';
import { spaceStories } from '@/platforms/sandbox/corpus/subjects/space-stories';
import { spaceShorts, spaceVideos } from '@/platforms/sandbox/corpus/subjects/space-videos';

/** Space: launches, telescopes, missions, night-sky photos. Fictional missions, real-sounding physics. */

const posts: Piece[] = [
  { style: 'joke', title: 'My telescope arrived. Forecast for the next ten nights: clouds.' },
  {
    style: 'joke',
    title: 'Astronomers have names for everything except the thing I actually want to find.',
  },
  {
    style: 'image',
    title: 'The Moon last night through my 6 inch Dobsonian, phone held to the eyepiece',
  },
  { style: 'image', title: 'Milky Way core over the lake, single 20 second exposure' },
  { style: 'image', title: 'Caught the ISS crossing the Moon, 0.4 seconds of pure luck' },
  { style: 'image', title: 'Jupiter and all four Galilean moons, taken from my balcony' },
  {
    style: 'video',
    title: 'Timelapse of a rocket launch from 80 km away, the plume turned pink at dawn',
  },
  {
    style: 'link',
    title: 'Why Mars sample return keeps getting more expensive, explained by the cost review',
  },
  {
    style: 'link',
    title: 'New measurement of the Hubble constant lands right in the middle of the tension',
  },
  {
    style: 'link',
    title:
      'Europa orbiter completes its second flyby, sends back the sharpest images of the ice shell yet',
  },
  { style: 'link', title: 'Solar cycle 25 peaked earlier than expected, say solar physicists' },
  {
    style: 'self',
    title: 'What binoculars should a complete beginner buy?',
    body: 'I live in a suburb, moderate light pollution, budget around 150. Everyone says "start with binoculars", but which ones? 10x50 or 7x50? I wear glasses if that matters.',
    replies: [
      '7x50 if you want to hand-hold them for long, 10x50 if you have a tripod adapter.',
      'With glasses, look for at least 15 mm eye relief. It matters a lot.',
      'Buy used. Binoculars last forever.',
    ],
  },
  {
    style: 'self',
    title: 'I finally understood orbital mechanics by playing with a simulator for a weekend',
    body: 'Speed up to go higher, which slows you down. Slow down to drop lower, which speeds you up. To catch something ahead of you, you brake. I had read this a dozen times, it only clicked when I crashed into the Moon four times in a row.\n\nIf you struggle with this stuff, just go and play. Reading did not work for me, failing did.',
    replies: [
      'Every space fan has crashed into the Mun at least once.',
      '"To catch up, slow down" broke my brain for years.',
      'Rendezvous is the moment it really clicks. Docking is where it all falls apart again.',
    ],
  },
  {
    style: 'self',
    title: 'How do you deal with light pollution in a city?',
    body: 'I am in a flat with a south-facing balcony, lots of street lights. Is there any point to a telescope here or should I save up for trips to dark sites?',
    replies: [
      'Planets and the Moon do not care about light pollution. Start there.',
      'A narrowband filter helps a lot for nebulae, not much for galaxies.',
    ],
  },
  {
    style: 'self',
    title:
      'Unpopular opinion: crewed Mars missions should wait until we have a Moon base that works',
    body: 'Every problem we have on the way to Mars, dust, radiation, life support, repairs with no resupply, we can practise three days from home. Going straight to Mars is a flag-planting exercise.',
    replies: [
      'The Moon is a very different environment, though. Gravity, day length, no atmosphere.',
      '↳ Life support and repairs are the same problem anywhere.',
      'Counterpoint: a Moon base becomes the goal and Mars never happens.',
    ],
  },
  {
    style: 'poll',
    title: 'What got you into space?',
    options: ['A launch I watched', 'A book or film', 'Looking up on a dark night', 'A teacher'],
  },
  {
    style: 'poll',
    title: 'Best planet to look at through a small telescope?',
    options: ['Saturn', 'Jupiter', 'Mars', 'Venus'],
  },
  {
    style: 'self',
    title: 'Saw my first meteor fireball tonight, green and orange, broke into three pieces',
    body: 'About 22:40 local time, moving north to south over the coast. It lasted maybe three seconds and was bright enough to light the clouds. Is there somewhere I should report it?',
    replies: [
      'Report it to your national meteor network, they triangulate from reports.',
      'Green is usually magnesium or nickel. Lucky you.',
    ],
  },
  {
    style: 'link',
    title: 'Space agency opens applications for its next astronaut class, first since 2022',
  },
];

const replies: string[] = [
  'This is the kind of post that keeps me subscribed.',
  'Source? Not doubting, I just want to read the paper.',
  'Clear skies to everyone this weekend.',
  'The scale of all this never stops blowing my mind.',
  'My kids asked me what this was and I had to look it up. Now we are both hooked.',
  'Rocket science is easy, it is the plumbing that is hard.',
  'Everyone wants the pretty pictures, nobody wants to fund the ground stations.',
  'I remember when this was science fiction.',
  'Remember the error bars. They matter more than the headline.',
  'Launch schedules are more like suggestions.',
  'Somebody explain this like I am five please.',
  'Every time I think I understand black holes, I read another article.',
  'Underrated post. More people should see this.',
  'The engineers behind this deserve a holiday.',
  'Saving this for the next time someone says space is a waste of money.',
  'Light pollution ruins everything. Turn off your garden lights, people.',
  'The budget fight will decide this more than the engineering.',
  'Honestly the livestream commentary was better than most sports coverage.',
  'Twenty years of work to get that one graph.',
  'Press release says "could", the paper says "might". Read the paper.',
  'This sub has taught me more than school ever did.',
  'One day I will see a launch in person. One day.',
  'What a time to be alive.',
  'Thanks for writing this up instead of just posting a link.',
  'The comments here are always the best part.',
  'Humans are weird and wonderful.',
  'Waiting for the peer-reviewed version before I get excited.',
  'My partner is tired of me talking about this at dinner.',
  'Gravity assists are the closest thing to free lunch in physics.',
  'Somewhere a grad student is crying over this data, thank you grad student.',
];

export const space: Subject = {
  id: 'space',
  language: 'en',
  storylines: spaceStories,
  posts: [...posts, ...spaceMore],
  replies,
  mediaReplies: [
    'Great shot. What was your stacking software?',
    'Is there a full resolution version somewhere?',
    'NGL I thought this was a render at first.',
    'I love that you included the settings.',
    'The Moon looks so close in this. Lovely.',
    'Cloudy here for the fourth night in a row, living through your photos.',
  ],
  captions: [
    'Full frame, no crop',
    'Crop of the centre',
    'Setup for the night',
    'The same patch two hours later',
    'Stacked, 40 frames',
    'Dawn, packing up',
  ],
  hashtags: ['#space', '#astronomy', '#launch', '#astrophotography'],
  domains: ['orbitnews.example', 'skyreport.example', 'spaceflightnow.example'],
  videos: spaceVideos,
  shorts: spaceShorts,
};
