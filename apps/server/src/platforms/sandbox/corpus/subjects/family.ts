import { chatSubject, type Storyline } from '@/platforms/sandbox/corpus/subject';

/** The family group chat: a grandmother's birthday, a new phone, holiday plans, daily check-ins. */
const storylines: Storyline[] = [
  {
    id: 'grandma-80',
    beats: [
      {
        title: 'Grandma turns 80 on the 12th. Lunch at her favourite place, the one by the river?',
        body: '',
        replies: [
          'Yes! She talks about that place all the time',
          'I can pick her up, she should not drive',
          'Do not tell her she should not drive, she will drive out of spite',
          'Fair 😂 I will say I was in the area',
        ],
      },
      {
        title: 'Table booked for 12 people, 12:30 on Sunday',
        body: '',
        replies: [
          'Who is doing the present?',
          'I thought a photo book with pictures from every decade',
          'Perfect. I have loads of old photos, will scan them this weekend',
          'Send me the one from the caravan holiday, the one with the goat',
        ],
      },
      {
        title: 'Photo book is ordered! Arrives Thursday.',
        body: '',
        replies: [
          'Did the goat make it in?',
          'The goat is on the cover',
          'She is going to cry. Happy tears.',
        ],
      },
      {
        title: 'Thank you all for today ❤️ She has not stopped looking at the book',
        body: '',
        replies: [
          'She told the waiter about the goat',
          'Best lunch in years',
          'Same again at 90!',
          'She said "if you are lucky" 😂',
        ],
      },
    ],
  },
  {
    id: 'dad-phone',
    beats: [
      {
        title: 'Dad here. New phone. How do I make the letters bigger',
        body: '',
        replies: [
          'Settings, then Display, then Text size',
          'Dad you are typing in capitals again',
          'I AM NOT',
          '😂😂',
        ],
      },
      {
        title: 'Why does my phone say storage full',
        body: '',
        replies: [
          'Dad how many photos of the garden are there',
          'Only a few',
          'The phone says 4,213',
          'The roses were very good this year',
        ],
      },
      {
        title: 'I have set up the photo backup for Dad, phone is fine now',
        body: '',
        replies: [
          'Thank you! Saved a trip',
          'Now the roses are safe forever',
          'Thank you. Here is a photo of the roses to celebrate',
        ],
      },
      {
        title: 'Dad has discovered video calls. He called me three times today to show me the cat.',
        body: '',
        replies: [
          'He called me during a meeting to show me a bird',
          'It was a very nice bird to be fair',
          'We created a monster 😄',
        ],
      },
    ],
  },
  {
    id: 'summer-house',
    beats: [
      {
        title: 'Shall we rent the house by the coast again in July? Same week as last year?',
        body: '',
        replies: [
          'Yes please, the kids still talk about the rock pools',
          'We can only do the second half of the week this year',
          'That is fine, come when you can',
        ],
      },
      {
        title:
          'The owner says the house is free the 12th to the 19th. Price went up a bit, 1,400 for the week.',
        body: '',
        replies: [
          'Split four ways that is still fine',
          'I will send my part at the end of the month',
          'Book it before someone else does!',
        ],
      },
      {
        title: 'Booked! Deposit paid.',
        body: '',
        replies: [
          'Something to look forward to in January ☀️',
          'I am already planning the barbecue menu',
          'Nobody let Uncle Tom near the barbecue this time',
        ],
      },
      {
        title: 'The owner sent new photos, they redid the kitchen',
        body: '',
        replies: [
          'Oh that is much nicer',
          'A dishwasher! Finally',
          'Family dinners for 12 just got easier',
        ],
      },
    ],
  },
];

const replies: string[] = [
  'Good morning everyone ☀️',
  'Did everyone get home ok?',
  "Who has the spare key to Mum's?",
  'Sunday lunch at ours this week?',
  'Look what the little one drew today',
  'So cute ❤️',
  'Happy birthday!! 🎂',
  'Can someone remind Dad to take his tablets',
  'Already did',
  'The cat knocked over the Christmas tree again',
  'Has anyone heard from Grandma today?',
  'I called her this morning, she is fine, she was at bingo',
  'Photo from the walk today',
  'Beautiful!',
  'What do you want for dinner on Sunday?',
  'Anything but fish',
  'Love you all',
  'Drive safe',
  'Landed! 🛬',
  'Is the washing machine still making that noise?',
  'Who wants the leftover lasagne?',
  'Me! Save me some',
  "Reminder: Mum's birthday is next week",
  'Good luck at school today ✏️',
  'Thank you for the flowers, they are lovely',
  'Remember to put the bins out',
  'The baby said her first word! It was "no"',
  'Takes after her mother',
  'Night night 🌙',
  'Call me when you can',
];

export const family = chatSubject('family', 'en', storylines, replies);
