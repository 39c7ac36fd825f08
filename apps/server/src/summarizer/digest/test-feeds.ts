/** Small hand-written feeds for the digest's tests: every rule has something here to break it. */
import type { DigestFeed, DigestItem } from '@/summarizer/digest/types';
import type { SummaryLanguage, Tone } from '@/summarizer/types';

const WEEK = { start: '2026-11-13T00:00:00.000Z', end: '2026-11-20T00:00:00.000Z' };

function post(n: number, title: string, text: string, score: number, comments: number): DigestItem {
  return {
    id: `p${n}`,
    url: `https://www.reddit.com/r/selfhosted/comments/p${n}/`,
    author: `user${n}`,
    title,
    text,
    publishedAt: `2026-11-1${n % 7}T10:00:00.000Z`,
    engagement: { score, comments },
    replies: [],
  };
}

export function redditFeed(tone: Tone = 'engaging', language: SummaryLanguage = 'en'): DigestFeed {
  const items: DigestItem[] = [
    {
      ...post(
        1,
        'Immich 2.0 released: a self-hosted Google Photos replacement',
        'Immich 2.0 is out today with a new timeline and face search. It is twice as fast on the same hardware. Under the hood it is a fairly simple design.',
        24_800,
        1_900,
      ),
      replies: [
        {
          author: 'alex',
          text: 'Moved my whole family library over last night &amp; it just works.',
          score: 3_100,
        },
        {
          author: 'sam',
          text: 'Does it still need a separate machine-learning container?',
          score: 1_200,
        },
        { author: 'kim', text: '[deleted]', score: 900 },
      ],
    },
    post(
      2,
      'Immich 2.0 is out and it is great',
      'Immich 2.0 landed with face search and a faster timeline for everyone.',
      9_000,
      400,
    ),
    post(
      3,
      'My homelab power bill after moving to a mini PC',
      'I replaced two old servers with one mini PC &amp; my power bill dropped by 40%. Idle draw is now 9 watts.',
      17_100,
      1_200,
    ),
    post(
      4,
      'Vaultwarden security update, patch now',
      'A security fix for Vaultwarden shipped this morning &#8212; upgrade your containers. Versions before 1.32 are affected.',
      12_400,
      800,
    ),
    post(
      5,
      'Show and tell: my rack &lt;3',
      'Finally finished cable management on my rack. Took me three weekends.',
      6_300,
      350,
    ),
    post(
      6,
      'Which reverse proxy do you use?',
      'Caddy, Traefik or nginx? I keep switching between them and cannot decide.',
      4_200,
      900,
    ),
    post(
      7,
      'Backups: the 3-2-1 rule explained for beginners',
      'Keep three copies on two kinds of media with one off site. That is the whole rule.',
      3_900,
      150,
    ),
    post(
      8,
      'Nextcloud or Seafile for file sync in 2026?',
      'Seafile syncs faster in my tests, but Nextcloud has more apps.',
      2_100,
      300,
    ),
    post(
      9,
      'Jellyfin 10.11 brings a new web player',
      'The Jellyfin team shipped a rewritten web player with better subtitle support.',
      1_800,
      120,
    ),
    post(
      10,
      'Pi-hole blocklists worth adding',
      'These three blocklists cut my ad traffic in half without breaking sites.',
      950,
      60,
    ),
    post(
      11,
      'Cheap UPS recommendations?',
      'Looking for a small UPS that can signal a clean shutdown over USB.',
      700,
      80,
    ),
    post(
      12,
      'Tailscale vs WireGuard for remote access',
      'Tailscale is WireGuard with a coordination server, so it is easier to set up.',
      650,
      140,
    ),
  ];
  return {
    id: 'reddit-week',
    platform: 'reddit',
    source: { id: 'selfhosted', title: 'r/selfhosted' },
    period: WEEK,
    tone,
    language,
    items,
  };
}

function turn(n: number, author: string, text: string, likes = 0): DigestItem {
  return {
    id: `m${n}`,
    url: `https://t.me/c/1169914330/${n}`,
    author,
    text,
    publishedAt: `2026-11-19T18:${String(n).padStart(2, '0')}:00.000Z`,
    engagement: likes > 0 ? { likes } : {},
    replies: [],
  };
}

export function telegramChat(
  tone: Tone = 'professional',
  language: SummaryLanguage = 'en',
): DigestFeed {
  return {
    id: 'hikers-day',
    platform: 'telegram',
    source: { id: '-1001169914330', title: 'Weekend Hikers' },
    period: { start: '2026-11-19T00:00:00.000Z', end: '2026-11-20T00:00:00.000Z' },
    tone,
    language,
    items: [
      turn(1, 'Anna', 'Are we still doing the Zugspitze hike on Saturday?'),
      turn(2, 'Ben', 'Weather looks good, sunny and 12 degrees at the top.', 4),
      turn(3, 'Carla', 'But the cable car is closed for maintenance until Sunday.'),
      turn(4, 'Anna', 'Then we take the Reintal route up, it is longer but easier.', 6),
      turn(5, 'Ben', 'How long does the Reintal route take?'),
      turn(6, 'Carla', 'About seven hours to the Knorrhütte, so we should start at 6 am.'),
      turn(
        7,
        'Dmitri',
        'I can drive four people from Munich &amp; pick everyone up at the station.',
        9,
      ),
      turn(8, 'Anna', "Let's meet at the Hauptbahnhof at 5:30 then.", 3),
      turn(9, 'Ben', 'Sounds good, I will bring the first aid kit.'),
      turn(10, 'Carla', 'Agreed. I booked two rooms at the hut for Saturday night.', 5),
    ],
  };
}

export function youtubeVideo(tone: Tone = 'engaging'): DigestFeed {
  const said = [
    'Welcome back, today we are building a tiny weather station with an ESP32.',
    'First we wire the BME280 sensor to the I2C pins of the board.',
    'The sensor runs on 3.3 volts, so do not connect it to the 5 volt rail.',
    'Next we flash the firmware with the Arduino IDE and check the serial monitor.',
    'The readings arrive every ten seconds and look plausible right away.',
    'Finally we send the data to Home Assistant over MQTT.',
    'With deep sleep the battery lasts about four months on one charge.',
    'Thanks for watching, the code is linked in the description.',
  ];
  return {
    id: 'video',
    platform: 'youtube',
    source: { id: 'dQw4w9WgXcQ', title: 'Build a tiny weather station' },
    period: WEEK,
    tone,
    language: 'en',
    items: [
      {
        id: 'dQw4w9WgXcQ',
        url: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ',
        author: 'Maker Lab',
        title: 'Build a tiny weather station with an ESP32',
        text: 'Everything you need to build it.\n0:00 Intro\n1:30 Wiring the sensor\n4:00 Firmware\n7:00 Home Assistant and battery life',
        publishedAt: '2026-11-15T12:00:00.000Z',
        engagement: { views: 182_000, likes: 9_400, comments: 610 },
        replies: [
          {
            author: 'Tom',
            text: 'Built it this weekend, works perfectly with my Home Assistant.',
            score: 420,
          },
          { author: 'Lea', text: 'Which battery did you use for the four months?', score: 130 },
        ],
      },
    ],
    transcript: said.map((text, k) => ({ start: k * 60, text })),
  };
}
