import { chatSubject, type Storyline } from '@/platforms/sandbox/corpus/subject';

/**
 * Weekend Hikers, a small friends' group: each storyline is a plan unfolding over the week (who is
 * coming, the weather, the day itself, the photos). A beat's title opens the day's conversation and
 * its replies are the next messages, in order.
 */
const storylines: Storyline[] = [
  {
    id: 'ridge-walk',
    beats: [
      {
        title:
          'Saturday plan: the ridge walk from Kettle Bridge to the old quarry? About 16 km, 700 m up.',
        body: '',
        replies: [
          'In! Been wanting to do that one since spring.',
          '700 m up is a lot for my knees but I will come and complain the whole way.',
          'Can someone pick me up? My car is at the garage.',
          'I can, I go past yours anyway. 7:30 ok?',
          '7:30 on a Saturday. The things I do for you people.',
        ],
      },
      {
        title: 'Forecast update: rain until 11 on Saturday, dry afternoon. Start at 11:30 instead?',
        body: '',
        replies: [
          'Yes please, walking in the rain up a ridge is not fun.',
          'Works for me. More sleep.',
          'We will be coming down in the dark then, bring head torches.',
          'Good shout. I have a spare one if anyone needs it.',
        ],
      },
      {
        title: 'At the car park, where is everyone? 😅',
        body: '',
        replies: [
          'Five minutes away, a tractor is blocking the whole road',
          'Just parked, I see you! Green jacket?',
          'No that is a stranger. I am the one with the ridiculous orange hat.',
          'Found you. Let us go before it starts raining again.',
        ],
      },
      {
        title: 'Photos from Saturday are in the shared album. That view from the quarry at sunset!',
        body: '',
        replies: [
          'The one of all of us on the rock is going on my wall',
          'My legs are still not speaking to me',
          'Worth every metre. Next month the lake loop?',
          'Lake loop, yes. Something flat, please 🙏',
        ],
      },
    ],
  },
  {
    id: 'lost-glove',
    beats: [
      {
        title: 'Did anyone pick up a black glove at the summit? I came home with one.',
        body: '',
        replies: [
          'Not me, sorry. Check the car door pocket?',
          'I have a glove but it is grey. Also not mine. Whose is this?',
          'That grey one is mine! I thought I dropped it at the café.',
          'So one mystery solved, one glove still on the mountain.',
        ],
      },
      {
        title:
          'UPDATE on the glove: someone put it on the fence post at the top, a walker sent a photo to the hiking forum',
        body: '',
        replies: [
          'Hikers are the best people',
          'Are you going to go back up to get it? 😂',
          'It is a 700 m climb for a 15 euro glove. It lives there now.',
          'Let us all touch the glove next time we go up. Tradition.',
        ],
      },
      {
        title: 'New glove bought. This time with a clip for my backpack.',
        body: '',
        replies: [
          'Character development',
          'Bring the old single one, we can leave it next to its twin',
          'This group is ridiculous and I love it',
        ],
      },
      {
        title:
          'Walked past the fence post today: the glove is still there, someone added a tiny sign "Lost & Found"',
        body: '',
        replies: [
          'It has become a landmark',
          'Famous glove 🧤',
          'I am genuinely emotional about this glove now',
        ],
      },
    ],
  },
  {
    id: 'hut-trip',
    beats: [
      {
        title:
          'Who is up for two nights in a mountain hut in January? The one by the lake has beds free on the 17th.',
        body: '',
        replies: [
          'YES. Always wanted to do a winter hut.',
          'Depends on snow, do we need snowshoes to get there?',
          'The path is usually packed down, the warden says spikes are enough.',
          'Count me in, I will bring the card games.',
        ],
      },
      {
        title:
          'Booked: 5 beds, 17th to 19th. Half board. 45 each per night, please send me the money when you can.',
        body: '',
        replies: [
          'Sent!',
          'Sent, thank you for organising',
          'Will send on Friday after payday 🙈',
          'No rush. The warden says bring slippers, boots stay in the hall.',
        ],
      },
      {
        title: 'Packing list for the hut, tell me what I forgot:',
        body: 'Sleeping bag liner, head torch, spikes, thermos, slippers, warm layer, cards, chocolate.',
        replies: [
          'Earplugs. Someone always snores.',
          'Looking at nobody in particular',
          'Cash, they do not take cards up there',
          'And a power bank, there are no sockets in the rooms',
        ],
      },
      {
        title:
          'Warden update: heavy snow last week, path is fine with spikes, lake is frozen solid',
        body: '',
        replies: [
          'A frozen lake! Photos are going to be amazing',
          'Do NOT walk on it, I know you',
          'I was not going to... ok I was going to',
          'Counting the days ❄️',
        ],
      },
    ],
  },
];

const replies: string[] = [
  'Anyone up for a short walk on Sunday morning?',
  'My new boots are finally broken in 🥾',
  'Look at this map, there is a path along the river I never knew about',
  'Weather looks perfect this weekend',
  'Who has my thermos? The blue one',
  'Just saw a deer on my run in the woods',
  'Reminder to check your head torch batteries',
  'Can we do something flat next time please',
  'The café at the top has reopened!',
  'That hill nearly killed me, let us do it again',
  'Sending the route file now',
  'Sorry, cannot make it this week, family stuff',
  'I will bring snacks',
  'Anyone know if dogs are allowed on that trail?',
  'Yes on a lead, there are sheep up there',
  'Still thinking about those views',
  'Blister update: healing nicely, thank you for asking',
  'Found a great second-hand shop for outdoor gear',
  'Are we meeting at the car park or the station?',
  'Station, 9:15 train',
  'Cold but sunny, perfect walking weather',
  'My knees say no but my heart says yes',
  'Just booked the train tickets',
  'Whose turn is it to plan the next one?',
  'Not mine, I planned the bog walk 😅',
  'We do not talk about the bog walk',
  'Lunch spot idea: the old bridge, there are benches',
  'Bring layers, it is windy on the top',
  'Home safe, thanks for a great day everyone',
  'Great day, same time next month?',
  'Does anyone have a spare pair of gaiters I could borrow?',
  'The bus back only runs every two hours on Sundays, heads up',
  'Saw the first snow on the peaks from my window this morning',
  'I printed the map this time, my phone died last trip',
  'Who fancies a night walk for the full moon?',
  'Is the footbridge still closed after the storm?',
  'Reopened last week, I walked over it on Tuesday',
  'New waterproof jacket test: it passed',
  'Thermos of soup is the best part of winter hiking',
  'Just found an old photo from our first hike together, we look so young',
];

export const hiking = chatSubject('hiking', 'en', storylines, replies);
