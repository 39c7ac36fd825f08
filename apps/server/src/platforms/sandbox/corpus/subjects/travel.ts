import type { Piece, Subject } from '@/platforms/sandbox/corpus/subject';
import { travelMore } from '@/platforms/sandbox/corpus/subjects/more-b';
import { travelStories } from '@/platforms/sandbox/corpus/subjects/travel-stories';
import { travelShorts, travelVideos } from '@/platforms/sandbox/corpus/subjects/travel-videos';

/** Travel: trains, trip reports, practical questions and photos from the road. */
const posts: Piece[] = [
  { style: 'joke', title: 'Packed for a week. Wore the same hoodie for six days. Classic.' },
  {
    style: 'joke',
    title: 'Me at home: goes to bed at 10. Me on holiday: "Let us see one more church at 11 pm."',
  },
  { style: 'joke', title: 'The real souvenir is the 14 hotel soaps in my bathroom cupboard.' },
  { style: 'image', title: 'Morning fog over the Douro valley from the train window' },
  {
    style: 'image',
    title: 'The tiny mountain hut we slept in, no electricity, best night of the trip',
  },
  { style: 'image', title: 'Found this empty beach after a two-hour hike' },
  { style: 'image', title: 'Street food market in Taipei, I ate everything in this photo' },
  { style: 'image', title: 'My well-travelled backpack after 14 countries' },
  {
    style: 'video',
    title: 'Ten seconds of the coastal train in Cinque Terre going in and out of tunnels',
  },
  { style: 'link', title: 'Interrail passes get cheaper for travellers under 28 next year' },
  { style: 'link', title: 'The best countries for travelling by train, ranked by reach and price' },
  { style: 'link', title: 'Passport renewals are taking up to ten weeks, apply early' },
  {
    style: 'self',
    title: 'Three weeks around the Balkans by bus on a small budget, what I spent',
    body: 'Total: 1,480 euros, including the flight home.\n\nAccommodation averaged 22 a night in hostels and guesthouses. Buses between cities cost 8 to 20. Food was cheap if you eat where locals eat: bakeries in the morning, a grill at night.\n\nHighlights: the old bridge at dawn before the crowds, a family-run guesthouse where the grandmother fed us for an hour, and a bus driver who stopped so we could photograph a lake.\n\nLowlights: one 11-hour bus ride that was supposed to be six.',
    replies: [
      '1,480 for three weeks including flights is impressive.',
      'The grandmother guesthouses are the best part of the Balkans.',
      'Which route did you take?',
      '↳ North to south, starting in Ljubljana and ending in Tirana.',
    ],
  },
  {
    style: 'self',
    title: 'Solo travel for the first time at 52, tips?',
    body: 'Kids have moved out, husband hates travelling. I want to do two weeks in Portugal on my own. I am a bit nervous about eating alone and evenings. How do you handle it?',
    replies: [
      'Take a walking tour on day one, you meet people and get your bearings.',
      'Eat lunch as your main meal, it is less awkward than dinner alone.',
      'Portugal is perfect for a first solo trip. You will love it.',
    ],
  },
  {
    style: 'self',
    title: 'Is travel insurance worth it for short trips in Europe?',
    body: 'I have the European health card. Is separate insurance worth it for a four-day city break?',
    replies: [
      'The health card does not cover repatriation or cancellations. Get insurance.',
      'An annual policy is cheap if you travel more than twice a year.',
    ],
  },
  {
    style: 'poll',
    title: 'Window or aisle?',
    options: ['Window', 'Aisle', 'Whatever gets me off the plane first', 'Train, no planes'],
  },
  {
    style: 'poll',
    title: 'How do you plan a trip?',
    options: [
      'Spreadsheet, every hour',
      'A rough list',
      'Book the flight, figure it out there',
      'My partner does it',
    ],
  },
  {
    style: 'self',
    title: 'Lost my wallet in Naples and a stranger ran after me to give it back',
    body: 'Everyone warned me about pickpockets. Instead a teenager chased me down a street with my wallet, everything still inside, and refused any reward. Faith in humanity restored.',
    replies: ['Naples has a bad reputation it does not deserve.', 'This made my morning.'],
  },
];

const replies: string[] = [
  'Adding this to my list.',
  'Go in shoulder season, half the crowds and half the price.',
  'Trains over planes whenever possible.',
  'The best trips are the ones that go a bit wrong.',
  'Eat where the locals eat. Always.',
  'Pack half the clothes and twice the money.',
  'How did you get around, car or public transport?',
  'I was there last year, it is even better in person.',
  'Thanks for the budget breakdown, super helpful.',
  'Travel insurance, every time. Learned that the hard way.',
  'Learn five words of the local language. It changes everything.',
  'Get up early, you will have the place to yourself.',
  'Night trains are back and I am here for it.',
  'Bookmarking for my trip in spring.',
  'How many days would you recommend?',
  'Skip the main square, the side streets are where it is at.',
  'Carry-on only is freedom.',
  'The ferry is slower but so much nicer.',
  'Careful with that road in winter.',
  'Solo travel is the best teacher.',
  'Check the visa rules before you book anything.',
  'Local buses are an adventure in themselves.',
  'Best meal of my life was in a place like that.',
  'Is it safe to drink the tap water there?',
  'Great write-up, you should start a blog.',
  'Overtourism is real, be a respectful visitor.',
  'Keep a photocopy of your passport somewhere separate.',
  'I went in August and it was too hot to function.',
  'Walking tours are underrated.',
  'Slow travel is the best travel.',
  'Offline maps saved me so many times.',
  'My feet hurt just reading this itinerary.',
  'Take the train along the coast, thank me later.',
  'Jealous. Enjoy every minute.',
  'Markets in the morning, museums at lunch, views at sunset.',
  'Nothing beats that first coffee in a new city.',
];

export const travel: Subject = {
  id: 'travel',
  language: 'en',
  storylines: travelStories,
  posts: [...posts, ...travelMore],
  replies,
  mediaReplies: [
    'That view! Where exactly is this?',
    'Great photo, very calm.',
    'The sunsets there are unreal.',
    'This is the kind of place I dream about on a Monday.',
  ],
  captions: ['From the window', 'Day one', 'The view from the top', 'Dinner', 'Last morning'],
  hashtags: ['#travel', '#slowtravel', '#nighttrain', '#interrail'],
  domains: ['wanderlog.example', 'railjournal.example', 'slowroad.example'],
  videos: travelVideos,
  shorts: travelShorts,
};
