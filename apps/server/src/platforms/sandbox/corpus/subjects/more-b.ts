import type { Piece } from '@/platforms/sandbox/corpus/subject';

/** More standalone posts for programming, gaming, running and travel (see more-a.ts for why). */
export const programmingMore: Piece[] = [
  {
    style: 'self',
    title: 'How do you keep your self-hosted stuff updated without breaking it?',
    body: 'I have fifteen containers and every update weekend is a gamble. Do you pin versions, auto-update, or update by hand?',
    replies: [
      'Pin major versions, auto-update patches, read changelogs for majors.',
      'Snapshot before updates. Roll back when it breaks.',
    ],
  },
  {
    style: 'self',
    title: 'What was the first program you were proud of?',
    body: 'Mine was a terrible text adventure in BASIC with exactly three rooms. I was twelve. I still remember the room descriptions.',
    replies: [
      'A script that renamed my MP3 collection. Life-changing at 15.',
      'A calculator that crashed on division by zero. Proudly.',
    ],
  },
  {
    style: 'self',
    title: 'Junior dev here: how do you read a huge unfamiliar codebase?',
    body: 'New job, 400k lines, no documentation to speak of. Where do I even start?',
    replies: [
      'Pick one request and follow it from the route to the database.',
      'Read the tests. They tell you what the code is supposed to do.',
    ],
  },
  {
    style: 'joke',
    title:
      'Wrote a script to automate a 5-minute task. It took two days. I will run it four times.',
  },
  { style: 'joke', title: 'Git blame says it was me. Git blame is a liar.' },
  { style: 'image', title: 'Raspberry Pi cluster in a shoebox, running my whole smart home' },
  { style: 'image', title: 'My desk setup after finally getting a second monitor' },
  { style: 'image', title: 'Grafana dashboard for my homelab, slightly obsessed' },
  { style: 'link', title: 'A visual guide to how HTTPS certificates are validated' },
  { style: 'link', title: 'Type-safe database queries without an ORM, a comparison' },
  { style: 'link', title: 'What we learned running Postgres on a single VPS for five years' },
  {
    style: 'poll',
    title: 'What does your team use for code review?',
    options: ['Pull requests', 'Pair programming', 'Both', 'YOLO'],
  },
];

export const gamingMore: Piece[] = [
  {
    style: 'self',
    title: 'What game has the best soundtrack of all time?',
    body: 'I still listen to a certain RPG soundtrack while working, fifteen years later. What is yours?',
    replies: [
      'Anything by the composer of that one space opera series.',
      'The cozy harbour game has a surprisingly lovely soundtrack.',
    ],
  },
  {
    style: 'self',
    title: 'Do you replay old favourites or always play something new?',
    body: 'I have replayed the same three games every winter for ten years. My backlog is furious.',
    replies: [
      'Replaying is comfort food. No shame.',
      'New games only, life is short and the backlog is long.',
    ],
  },
  {
    style: 'joke',
    title: 'Difficulty settings: Easy, Normal, Hard, and "I have a job and two kids".',
  },
  {
    style: 'joke',
    title: 'Me in games: saves every village. Me in real life: cannot reply to one email.',
  },
  { style: 'image', title: 'Built a tiny arcade cabinet from an old bedside table' },
  { style: 'image', title: 'My son beat his first boss today, he made me take this photo' },
  { style: 'image', title: 'Sunrise in my survival base, 200 hours in' },
  { style: 'video', title: 'Physics glitch launched my horse into orbit' },
  { style: 'link', title: 'How a tiny team built a procedural world in under a year' },
  { style: 'link', title: 'Why game prices are rising again, explained by the developers' },
  {
    style: 'poll',
    title: 'Best genre for winter evenings?',
    options: ['Cozy', 'RPG', 'Strategy', 'Horror'],
  },
  {
    style: 'self',
    title: 'Looking for a game to play with friends across different platforms',
    body: 'Four of us: two on PC, one on console, one on a handheld. Something co-op, not too competitive.',
    replies: [
      'Check crossplay lists, there are more options now than ever.',
      'Anything with drop-in co-op and no grinding.',
    ],
  },
];

export const runningMore: Piece[] = [
  {
    style: 'self',
    title: 'How do you stay motivated to run in winter?',
    body: 'Dark at 4:30, cold, wet. My mileage always falls off a cliff in December.',
    replies: [
      'Sign up for a spring race. Fear is a great motivator.',
      'Run with a club. You cannot cancel on 20 people.',
    ],
  },
  {
    style: 'self',
    title: 'What is a sensible first marathon time goal?',
    body: 'Half marathon PB is 1:58. Training for my first full in April.',
    replies: [
      'Roughly double your half plus 10 to 15 minutes. Around 4:10.',
      'For a first marathon, finishing strong is the goal.',
    ],
  },
  {
    style: 'joke',
    title: 'I run because I really like cake. That is the whole training philosophy.',
  },
  {
    style: 'joke',
    title: 'My running watch congratulated me on a "recovery day". I was on the sofa.',
  },
  { style: 'image', title: 'Trail shoes after the muddiest race of my life' },
  { style: 'image', title: "Running club's Christmas jumper run, 60 of us this year" },
  { style: 'image', title: 'My first ultra finish line, 50 km of hills' },
  { style: 'link', title: 'Running in the cold: what to wear at every temperature' },
  { style: 'link', title: 'Why your heart rate drifts up on long easy runs' },
  {
    style: 'poll',
    title: 'Race distance you enjoy most?',
    options: ['5k', '10k', 'Half marathon', 'Marathon and beyond'],
  },
];

export const travelMore: Piece[] = [
  {
    style: 'self',
    title: 'What is the most underrated city you have visited?',
    body: 'Somewhere that is not on every list, but you would go back to tomorrow.',
    replies: [
      'Ghent. Bruges without the crowds.',
      'Porto is known now, but Braga is just up the road and lovely.',
    ],
  },
  {
    style: 'self',
    title: 'How do you deal with jet lag on a short trip?',
    body: 'Flying eight hours east for five days. Is it even worth adjusting?',
    replies: [
      'For five days, stay on a middle schedule and use coffee tactically.',
      'Get outside in daylight on the first morning, it helps a lot.',
    ],
  },
  {
    style: 'joke',
    title: 'Travel tip: the hotel breakfast is a buffet, not a challenge. I learned this too late.',
  },
  {
    style: 'joke',
    title: 'My passport photo looks like I am being arrested for crimes against fashion.',
  },
  { style: 'image', title: 'Autumn colours from the mountain railway' },
  { style: 'image', title: 'A tiny bookshop in Lisbon that has been open since 1732' },
  { style: 'image', title: 'Ferry at sunrise between two Greek islands' },
  {
    style: 'link',
    title: 'New border entry system starts next year, what travellers need to know',
  },
  { style: 'link', title: 'The quietest national parks to visit in spring' },
  {
    style: 'poll',
    title: 'Hostel, hotel or rental?',
    options: ['Hostel', 'Hotel', 'Holiday rental', 'Tent'],
  },
];
