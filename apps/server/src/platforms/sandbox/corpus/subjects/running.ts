import type { Piece, Subject } from '@/platforms/sandbox/corpus/subject';
import { runningMore } from '@/platforms/sandbox/corpus/subjects/more-b';
import { runningStories } from '@/platforms/sandbox/corpus/subjects/running-stories';
import { runningShorts, runningVideos } from '@/platforms/sandbox/corpus/subjects/running-videos';

/** Running: training, races, injuries and the joy of early mornings. */
const posts: Piece[] = [
  {
    style: 'joke',
    title: 'Runner\'s math: 5 km is short, 6 km is long, and 21.1 km is "just a half".',
  },
  { style: 'joke', title: 'I do not always run, but when I do, I tell everyone on the internet.' },
  {
    style: 'joke',
    title: 'Told my doctor I run to clear my head. She asked what it was full of. Hills, mostly.',
  },
  { style: 'image', title: 'Sunrise on my long run, worth the 5:30 alarm' },
  { style: 'image', title: 'My medal wall after five years of running' },
  {
    style: 'image',
    title: 'First ever 10k finisher photo, I look terrible and I have never been happier',
  },
  { style: 'image', title: 'Frost on the track this morning, the only one out there' },
  { style: 'video', title: 'Treadmill fail, I am fine, my dignity is not' },
  {
    style: 'link',
    title: 'Study: easy runs matter more than intervals for most recreational runners',
  },
  { style: 'link', title: 'How much protein do endurance runners actually need?' },
  { style: 'link', title: "The science of the runner's high, it is not endorphins after all" },
  {
    style: 'self',
    title: 'Went from couch to my first 10k in 14 weeks at 41. Some things I wish I had known',
    body: 'Slow is fine. Slower than you think. I could not run for two minutes at the start.\n\nBuy shoes at a running shop where they watch you run, not online because they look nice.\n\nRest days are training days. My shins hurt in week 5 because I ignored this.\n\nAnd nobody is looking at you. Everyone else is thinking about their own breathing.',
    replies: [
      '"Nobody is looking at you" needs to be on every beginner guide.',
      'Congratulations! 41 is a great age to start.',
      'The shin splints in week 5 are a rite of passage, sadly.',
    ],
  },
  {
    style: 'self',
    title: 'Pain on the outside of my knee after 8 km, every time',
    body: 'It starts at around 8 km, gets sharp, and goes away a few hours after. No pain walking. I have upped my mileage from 20 to 35 km a week over the last month. IT band?',
    replies: [
      'Classic IT band. Too much too soon. Back off and see a physio.',
      'Strengthen your hips. Glute work fixed mine.',
      'Going from 20 to 35 in a month is a big jump, that is probably it.',
    ],
  },
  {
    style: 'self',
    title: 'Do you run with music, podcasts or nothing?',
    body: 'I have always run with music but I tried silence this week and it was oddly peaceful. Curious what everyone does.',
    replies: [
      'Podcasts for easy runs, music for intervals.',
      'Nothing. It is the only quiet hour of my day.',
    ],
  },
  {
    style: 'poll',
    title: 'When do you run?',
    options: ['Before work', 'Lunch break', 'After work', 'Whenever I can'],
  },
  {
    style: 'poll',
    title: 'Your longest ever run?',
    options: ['Under 10 km', '10 to 21 km', 'Half to full marathon', 'Ultra'],
  },
  {
    style: 'self',
    title: 'Ran my first sub-25 5k this morning!',
    body: '24:51. Three years ago I could not run to the end of my road. Just had to tell someone who would understand.',
    replies: [
      'Huge! Well done.',
      'Sub 25 is such a great milestone.',
      'Three years of work right there. Enjoy it.',
    ],
  },
];

const replies: string[] = [
  'Easy runs easy, hard runs hard.',
  'Congratulations, that is a huge achievement!',
  'Rest is part of training, do not skip it.',
  'Listen to your body, not your watch.',
  'See a physio before it gets worse.',
  'The hardest part is getting out the door.',
  'Run slower on the easy days. Slower than that.',
  'What shoes are you running in?',
  'Consistency beats intensity every time.',
  'Hydrate, fuel, and go get it.',
  'The last 5 km of a marathon is a completely different race.',
  'I remember my first 10k, the best feeling.',
  'Strength training fixed most of my niggles.',
  'Do not try anything new on race day.',
  'Proud of you, internet stranger.',
  'Rain runs are the best runs, fight me.',
  'That is a seriously good time.',
  'The running community is the best community.',
  'Take the rest day. Your legs will thank you.',
  'Negative split! Textbook.',
  'Cold mornings build character.',
  'Hill repeats are evil and they work.',
  'Your watch is lying about that VO2 max, do not worry.',
  'Ten percent rule, do not increase mileage too fast.',
  'Gels every 30 to 40 minutes on long runs.',
  'Taper madness is real, trust your training.',
  'Enjoy the recovery, you earned it.',
  'What was your training plan?',
  'Slow running is still running.',
  'Foam roller and patience.',
  'Love seeing beginners on here.',
  'See you at the start line.',
  'I am injured and living vicariously through this thread.',
  'Happy running!',
  'Winter miles, summer smiles.',
  'Every run counts, even the bad ones.',
  'You are a runner. No qualifiers needed.',
];

export const running: Subject = {
  id: 'running',
  language: 'en',
  storylines: runningStories,
  posts: [...posts, ...runningMore],
  replies,
  mediaReplies: [
    'That view makes the early alarm worth it.',
    'The medal looks great, the run looks harder.',
    'Great pacing, very even splits.',
  ],
  captions: ['Start line', 'Kilometre 30', 'Finish', 'The medal', 'Post-race breakfast'],
  hashtags: ['#running', '#marathon', '#runnersofinstagram', '#trainingrun'],
  domains: ['runnersdesk.example', 'strideweekly.example'],
  videos: runningVideos,
  shorts: runningShorts,
};
