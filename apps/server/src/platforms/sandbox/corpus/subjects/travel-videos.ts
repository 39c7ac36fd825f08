import type { ShortPlan, VideoPlan } from '@/platforms/sandbox/corpus/subject';

export const travelVideos: VideoPlan[] = [
  {
    title: 'Lisbon to Madrid by night train: the first journey, cabin tour and honest review',
    summary:
      'We took the first departure of the new Luar Rail night train. Cabin tour, the bumpy border, breakfast, and whether it beats flying.',
    chapters: [
      {
        name: 'Intro',
        lines: [
          'We are at Santa Apolónia station and this is the first night train to Madrid in years.',
          'We managed to get a private cabin. Let us see if it is worth it.',
        ],
      },
      {
        name: 'Cabin tour',
        lines: [
          'So this is cabin four. It is small, but really clean.',
          'Two beds, a little sink here, and a window that actually opens a bit.',
          'There are towels, slippers and a bottle of water each. Nice touch.',
          'The luggage goes under the bottom bed. Bring a soft bag, not a huge suitcase.',
        ],
      },
      {
        name: 'The night',
        lines: [
          'We left at twenty-one thirty-five, right on time.',
          'I slept well until about two, when we crossed the border.',
          'That section is bumpy. The rails are old and they are being replaced.',
          'After that, rocked back to sleep like a baby.',
        ],
      },
      {
        name: 'Arrival',
        lines: [
          'Breakfast was a little box with a croissant, juice and coffee.',
          'We arrived in Madrid twenty minutes late, at ten to eight.',
          'And we walked straight out into the city centre. No airport, no transfer.',
        ],
      },
      {
        name: 'Verdict',
        lines: [
          'Is it faster than flying? No. Is it a better trip? Absolutely.',
          'You save a hotel night and you arrive rested. We are doing it again.',
        ],
      },
    ],
  },
  {
    title: 'How to travel Europe by train on a budget: passes, booking tricks and night trains',
    summary:
      'When a rail pass is worth it, when point-to-point tickets are cheaper, how early to book, and our favourite slow routes.',
    chapters: [
      {
        name: 'Intro',
        lines: [
          'People ask us all the time how we travel by train without spending a fortune.',
          'Here is everything we have learned in five years.',
        ],
      },
      {
        name: 'Rail passes',
        lines: [
          'A rail pass is worth it if you take a lot of long trains in a short time.',
          'For a few short trips, individual tickets are usually cheaper.',
          'Remember that many fast trains need a seat reservation on top of the pass.',
        ],
      },
      {
        name: 'Booking',
        lines: [
          'Most operators open bookings three to six months ahead.',
          'The cheapest fares go first, so book as soon as you know your dates.',
          'Regional trains often have fixed prices, so you can buy them on the day.',
        ],
      },
      {
        name: 'Night trains',
        lines: [
          'Night trains save you a hotel night and a day of travel.',
          'A couchette is a good middle ground, cheaper than a cabin and you can lie down.',
          'Bring earplugs. Always bring earplugs.',
        ],
      },
      {
        name: 'Wrap-up',
        lines: ['Slow travel is better travel. See you on the next train.'],
      },
    ],
  },
  {
    title: 'Valmora: visiting a beautiful town without being part of the problem',
    summary:
      'We spent three nights in Valmora to understand the new day-visitor fee and the holiday rental limits, and talked to people who live there.',
    chapters: [
      {
        name: 'Intro',
        lines: [
          'Valmora is one of the most beautiful towns on this coast.',
          'It is also one of the most crowded. So how do you visit responsibly?',
        ],
      },
      {
        name: 'The crowds',
        lines: [
          'On a summer Saturday, up to twenty thousand day visitors arrive.',
          'The town has three thousand residents.',
          'By eleven in the morning, the main street is shoulder to shoulder.',
        ],
      },
      {
        name: 'Talking to residents',
        lines: [
          'We met Ana, who has lived on the same street for forty years.',
          'She told us that thirty-one of the forty houses are now holiday rentals.',
          'She does not want fewer tourists. She wants neighbours.',
        ],
      },
      {
        name: 'How to visit well',
        lines: [
          'Stay overnight instead of coming for the day. You pay no day fee and you see it quiet.',
          'Walk the old town early in the morning or after dinner.',
          'Eat and shop in places owned by people who live there.',
        ],
      },
      {
        name: 'Wrap-up',
        lines: ['Travel slowly and the places we love stay worth loving. Thanks for watching.'],
      },
    ],
  },
];

export const travelShorts: ShortPlan[] = [
  {
    title: 'Pack for a week in a carry-on',
    lines: [
      'Roll your clothes, do not fold them.',
      'Three tops, two bottoms, one warm layer. That is it.',
      'Wash things in the sink. Nobody will know.',
    ],
  },
  {
    title: 'The night train earplug rule',
    lines: [
      'Trains are noisy at night. Brakes, stations, doors.',
      'Earplugs and an eye mask turn a bad night into a good one.',
      'They weigh nothing. Bring them.',
    ],
  },
  {
    title: 'What to do if your flight is cancelled',
    lines: [
      'You can choose a refund or rebooking. Ask for another airline if theirs is days away.',
      'Keep receipts for meals and hotels.',
      'Claim compensation afterwards. It is your right.',
    ],
  },
  {
    title: 'The best seat on the coastal train',
    lines: [
      'Heading south, sit on the right.',
      'You get the sea the whole way, between the tunnels.',
      'You are welcome.',
    ],
  },
];
