import { chatSubject, type Storyline } from '@/platforms/sandbox/corpus/subject';

/** One-to-one chats with friends: plans that take a few days to sort out, and everyday small talk. */
const storylines: Storyline[] = [
  {
    id: 'concert',
    beats: [
      {
        title: 'The band we saw in 2019 is touring again!! Tickets go on sale Friday at 10',
        body: '',
        replies: [
          'NO WAY. We are going. Obviously.',
          'Set an alarm, last time it sold out in 20 minutes',
          'I will try on my laptop, you try on your phone?',
          'Deal. Standing or seats?',
          'Standing. We are not that old yet.',
        ],
      },
      {
        title: 'GOT THEM. Two standing tickets, 14th of March 🎉',
        body: '',
        replies: [
          'You legend!!! How much do I owe you?',
          '58 with the fees, the fees are criminal',
          'Sending now. I am so happy',
          'Already making a playlist for the train there',
        ],
      },
      {
        title: 'Just checked, the venue moved the show to the bigger hall because of demand',
        body: '',
        replies: [
          'Does that change our tickets?',
          'No, same tickets, they said in the email',
          'Bigger hall means better sound I hope',
          'And more space to dance badly',
        ],
      },
      {
        title: 'Train tickets for the 14th are booked too. Back on the last train, 23:50.',
        body: '',
        replies: [
          'Perfect. If there is an encore we run',
          'There is always an encore',
          'Then we run 😂',
        ],
      },
    ],
  },
  {
    id: 'moving',
    beats: [
      {
        title: 'Big favour: could you help me move on Saturday? I will pay in pizza',
        body: '',
        replies: [
          'Of course. What time?',
          'Van is booked for 9. Lots of boxes, one very heavy sofa',
          'The sofa from hell. I remember carrying it in.',
          'That one. Sorry in advance.',
        ],
      },
      {
        title: 'Packing update: 34 boxes and I have not started the kitchen',
        body: '',
        replies: [
          'Wrap the glasses in towels, saves paper and space',
          'Good idea. Why do I own eleven mugs',
          'Everybody owns eleven mugs. It is a law.',
        ],
      },
      {
        title: 'Thank you SO much for today. The sofa is in. Nobody died.',
        body: '',
        replies: [
          'My back disagrees, but you are welcome',
          'The pizza was excellent, worth it',
          'Come for dinner next week, when I find the plates',
        ],
      },
      {
        title: 'Found the plates. Dinner on Thursday? 7?',
        body: '',
        replies: [
          'Thursday works. I will bring dessert',
          'Perfect, see you then',
          'Can I see the new place properly this time, without a box in my arms',
        ],
      },
    ],
  },
  {
    id: 'sam-birthday',
    beats: [
      {
        title:
          'Sam turns 40 next month. Surprise party? I am thinking the back room of the Italian place',
        body: '',
        replies: [
          'Love it. How many people?',
          'Around 25, I will make a list',
          'I can do the cake. Chocolate, obviously.',
        ],
      },
      {
        title: 'Booked the back room for the 20th, 7:30. Do NOT mention it to Sam',
        body: '',
        replies: [
          'My lips are sealed 🤐',
          'How do we get Sam there without suspicion?',
          'I will say it is just us two for dinner',
        ],
      },
      {
        title: 'Emergency: I think Sam saw the group chat on my phone',
        body: '',
        replies: [
          'Oh no. What did they see?',
          'Only "back room" and "cake". Could be anything?',
          'Tell them it is for your work thing. Act natural.',
          'Acting natural is not my strongest skill',
        ],
      },
      {
        title: 'Sam had NO idea. The look on their face when they walked in!',
        body: '',
        replies: [
          'Best party in years. Photos please!',
          'The cake survived the journey, I am very proud',
          'Sam just messaged me "I hate you all, thank you" 😂',
        ],
      },
    ],
  },
];

const replies: string[] = [
  'How was your day?',
  'Long. Tell you later',
  'Haha yes exactly',
  'Are you free for a coffee this week?',
  'Thursday after work?',
  'Thursday works 👍',
  'Did you watch the last episode yet?',
  'No spoilers!!',
  'Running 10 minutes late, sorry',
  'No worries, I will grab a table',
  'Just saw this and thought of you',
  'That is hilarious',
  'Call you in a bit?',
  'Can you send me that recipe?',
  'On my way',
  'Home safe 🏠',
  'Thank you for yesterday, it was lovely',
  'Happy Monday 🙃',
  'Good luck with the interview!',
  'How did it go??',
  'I think well? They said they will let me know next week',
  'Fingers crossed for you',
  'Lunch tomorrow?',
  'Can not tomorrow, Friday?',
  'Friday is good',
  'Did you get my voice message?',
  'Listening now',
  'Sounds good',
  'Let me check and get back to you',
  'Miss you, we need to catch up properly',
];

export const friends = chatSubject('friends', 'en', storylines, replies);
