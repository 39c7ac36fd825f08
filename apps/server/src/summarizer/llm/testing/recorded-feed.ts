/**
 * The feed behind the recorded model answers in ./recorded: a week of a city cycling community,
 * written for these tests. The answers were written against the material the app builds from it.
 */
import type { DigestFeed } from '@/summarizer/digest/types';

const base = 'https://www.reddit.com/r/lindencycling/comments';

export function cyclingWeek(): DigestFeed {
  return {
    id: 'lindencycling-week',
    platform: 'reddit',
    source: { id: 'lindencycling', title: 'r/lindencycling' },
    period: { start: '2026-11-13T00:00:00Z', end: '2026-11-20T00:00:00Z' },
    tone: 'professional',
    language: 'en',
    items: [
      {
        id: 'k1',
        url: `${base}/k1/`,
        author: 'spoke_and_mirror',
        title: 'The Canal Street protected lane opened on Monday',
        text: 'The Canal Street lane is finally open: 2.4 km with a kerb between bikes and cars. My ride to the station took 14 minutes instead of 22.',
        publishedAt: '2026-11-16T08:10:00Z',
        engagement: { score: 2310, comments: 184 },
        replies: [
          {
            author: 'rainjacket',
            text: 'Rode it twice today. The kerb makes all the difference for my kids.',
            score: 412,
          },
          {
            author: 'bus_driver_linden',
            text: 'The loading bay at the bakery now blocks the lane every morning.',
            score: 268,
          },
          {
            author: 'oldframe',
            text: 'Still no fix for the junction at Mill Road, where the lane simply ends.',
            score: 197,
          },
        ],
      },
      {
        id: 'k2',
        url: `${base}/k2/`,
        author: 'mudguard',
        title: 'Delivery vans parked on the new lane, day three',
        text: 'Third morning in a row with vans on the Canal Street lane. I reported it to the council.',
        publishedAt: '2026-11-18T07:40:00Z',
        engagement: { score: 960, comments: 88 },
        replies: [
          {
            author: 'rainjacket',
            text: 'Same at the bakery. A bollard would end this overnight.',
            score: 150,
          },
        ],
      },
      {
        id: 'k3',
        url: `${base}/k3/`,
        author: 'frame_number',
        title: 'Bike stolen from the station racks, locked with a cable lock',
        text: 'My commuter was taken from the station racks between 8 and 6. Lesson learned: cable locks are useless.',
        publishedAt: '2026-11-17T19:05:00Z',
        engagement: { score: 740, comments: 121 },
        replies: [
          {
            author: 'oldframe',
            text: 'Register the frame number with the police, it is how mine came back.',
            score: 233,
          },
        ],
      },
      {
        id: 'k4',
        url: `${base}/k4/`,
        author: 'wool_socks',
        title: 'Which winter gloves keep your fingers warm below zero?',
        text: 'Looking for gloves that still let me use the brakes properly.',
        publishedAt: '2026-11-19T12:00:00Z',
        engagement: { score: 310, comments: 64 },
        replies: [],
      },
    ],
  };
}
