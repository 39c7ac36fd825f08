import type { Piece, Subject } from '@/platforms/sandbox/corpus/subject';
import { programmingMore } from '@/platforms/sandbox/corpus/subjects/more-b';
import { programmingStories } from '@/platforms/sandbox/corpus/subjects/programming-stories';
import {
  programmingShorts,
  programmingVideos,
} from '@/platforms/sandbox/corpus/subjects/programming-videos';

/** Programming, TypeScript and self-hosting: the sandbox's developer sources share this subject. */
const posts: Piece[] = [
  {
    style: 'joke',
    title: 'It works on my machine. Then we ship your machine. That is how Docker was born.',
  },
  {
    style: 'joke',
    title: 'Spent four hours debugging. It was a missing await. It is always a missing await.',
  },
  {
    style: 'joke',
    title: 'My homelab has 99.9% uptime, as long as nobody in the house touches the router.',
  },
  {
    style: 'joke',
    title: 'The two hardest problems: naming things, cache invalidation, and off-by-one errors.',
  },
  {
    style: 'self',
    title: 'Is it worth learning Rust if I mostly write TypeScript backends?',
    body: 'I have five years of Node and TypeScript, mostly REST APIs and queues. Everyone online says Rust will make me a better programmer. My job will not switch any time soon. Is it worth the evenings?',
    replies: [
      'Learn it for fun, not for your CV. The borrow checker does change how you think about ownership.',
      'Go might be more useful for backend work if you want a second language.',
      '↳ Go is easier to pick up, Rust teaches you more. Depends on what you want.',
    ],
  },
  {
    style: 'self',
    title: 'We deleted 40% of our microservices and nobody noticed',
    body: 'Two years ago we had 31 services for a team of nine. Every feature touched four repos. Deploys needed a spreadsheet.\n\nWe merged them back into three: the API, the worker, and the thing that talks to the payment provider. Latency went down, on-call pages went down, and new hires ship in their first week now.\n\nMicroservices solve an organisational problem. If you do not have that problem, you just get the costs.',
    replies: [
      "Conway's law in action. Nine people do not need 31 services.",
      'We did the same. The hardest part was convincing people it was not a step backwards.',
      '↳ Tell them it is "service consolidation" and put it on a roadmap slide. Works every time.',
      'Monolith with good module boundaries is underrated.',
    ],
  },
  {
    style: 'self',
    title: 'What do you use for backups of your self-hosted services?',
    body: 'Running about ten containers on a mini PC: photos, a password manager, a wiki, home automation. Right now my "backup" is a USB disk I plug in when I remember. I want something automatic, encrypted and off-site. What does your setup look like?',
    replies: [
      'restic to a cheap S3-compatible bucket, nightly cron, and a monthly restore test.',
      'The restore test is the part everyone skips. Do not skip it.',
      "Borg to a friend's NAS, and he backs up to mine. Free off-site.",
    ],
  },
  {
    style: 'self',
    title: 'Code review tip that changed our team: review the tests first',
    body: 'Reading the tests before the implementation tells you what the author thinks the change does. If the tests do not explain it, the code probably does not either. We started doing this a year ago and reviews got shorter and better.',
    replies: [
      'Stealing this for our review guidelines.',
      'And if there are no tests, the review is already done.',
    ],
  },
  {
    style: 'poll',
    title: 'Where do you run your self-hosted stuff?',
    options: ['Old laptop or mini PC', 'A proper server or NAS', 'A cheap VPS', 'Raspberry Pi'],
  },
  {
    style: 'poll',
    title: 'Tabs or spaces in 2026, final answer?',
    options: ['Spaces', 'Tabs', 'Whatever the formatter says'],
  },
  { style: 'image', title: 'My homelab after three years of "just one more thing"' },
  { style: 'image', title: 'Finally tidied the cables in the rack. Before and after.' },
  { style: 'image', title: 'The error message our intern got today. Framed it.' },
  {
    style: 'link',
    title: 'How SQLite handles millions of writes a day in production, a practical guide',
  },
  {
    style: 'link',
    title: 'An interactive explanation of how garbage collectors decide what to free',
  },
  { style: 'link', title: 'Postgres 19 beta adds native temporal tables' },
  { style: 'link', title: 'Why your Docker images are 2 GB and how to get them under 100 MB' },
  { style: 'video', title: 'Live-coding a tiny HTTP server in 15 minutes, no framework' },
  {
    style: 'self',
    title: 'TIL the satisfies operator catches typos in config objects',
    body: 'I had a routes object typed as Record<string, Route>, so a typo in a key was just a new key. With "satisfies Record<RouteName, Route>" the typo is an error and the object keeps its literal types. Small thing, saved me a bug today.',
    replies: [
      'satisfies is the most underrated feature of the last few years.',
      'Wait until you combine it with as const.',
    ],
  },
];

/** Work-team chatter: only the developer group chats say these (Dev Team, TypeScript Community). */
const chat: string[] = [
  'Anyone else getting flaky tests on main since this morning?',
  'Deploy is green, going to lunch before something changes that',
  'Who owns the staging database? It is full again',
  'PR is up for the retry logic, reviews welcome',
  'Left a few comments on your PR, mostly naming, nothing blocking',
  'Can someone with admin rights rotate the CI token?',
  'The new linter rule caught three real bugs already',
  'Is the incident channel still active or are we done?',
  'Rolled back, error rate is back to normal',
  'Which Node version are we on in production again?',
  '22, the upgrade to 24 is on the board for next sprint',
  'TIL you can type-check JS files with a JSDoc comment and checkJs',
  'Hot take: most of our microservices should be modules',
  'Coffee machine on the third floor is fixed, this is the real news today',
  'Does anyone have a good article on database indexing for beginners?',
  'I am pairing with the new starter this afternoon if anyone needs me',
  'Our bundle went from 900 KB to 310 KB after dropping the date library',
  'Reminder: retro at 4, bring one good thing and one annoying thing',
  'My homelab UPS just saved me from a power cut, worth every penny',
  'Renovate opened 14 PRs overnight, send help',
];

const replies: string[] = [
  'Have you tried turning it off and on again? I am only half joking.',
  'This is the way.',
  'Read the changelog before upgrading. Every time. Ask me how I know.',
  'Works fine here on the same version, must be something in your config.',
  'Pinning dependencies is not optional anymore.',
  'Great write-up. Bookmarked.',
  'The real answer is always "it depends".',
  'Can you share the repo? Happy to take a look.',
  'We had exactly this bug last month. It was DNS. It is always DNS.',
  'Please add a README with how to run it. Future you will thank you.',
  'That error message is doing a lot of heavy lifting.',
  'Boring technology wins again.',
  'Thanks for posting the numbers and not just the conclusion.',
  'Have you profiled it, or is this a guess?',
  'Strong types saved me from myself again this week.',
  'I learned more from this thread than from the docs.',
  'Counterpoint: the simple version is fine until it is not.',
  'Your backup is only as good as your last restore test.',
  'Nice. Now write tests for it.',
  'The fix is one line. Finding it took three days.',
  'Every framework is great until you need to do the thing it does not do.',
  'I run the same setup at home, zero problems in two years.',
  'Check the file permissions on the volume. Nine times out of ten.',
  'This would make a great conference talk.',
  'Legacy code is just code that makes money.',
  'Did you set the memory limit on the container? It might be getting OOM killed.',
  'The docs for this are terrible, so thank you.',
  'Friday deploy? Brave.',
  'Our CI takes 25 minutes. I would kill for this speedup.',
  'Just use Postgres. Seriously.',
  'Clean solution, much nicer than what I had.',
  'Good luck, and may your logs be verbose.',
  'Been there. It gets better, I promise.',
  'My homelab electricity bill disagrees with "cheap".',
  'Whoever wrote the original code: we forgive you.',
  'There is an issue open for exactly this, go thumbs it up.',
  'Not every project needs Kubernetes.',
  'The comments in this thread are better than the article.',
  'Step one: write it down. Step two: automate it.',
  'Love seeing small teams ship real things.',
];

export const programming: Subject = {
  id: 'programming',
  language: 'en',
  storylines: programmingStories,
  posts: [...posts, ...programmingMore],
  replies,
  chat,
  mediaReplies: ['Upvoted for the diagram.'],
  captions: [
    'Front of the rack',
    'Behind the rack, do not judge',
    'The power meter',
    'Label maker was worth it',
    'Old setup for comparison',
  ],
  hashtags: ['#TypeScript', '#programming', '#selfhosted', '#homelab', '#webdev'],
  domains: ['devweekly.example', 'dailybyte.example', 'engineering-notes.example'],
  videos: programmingVideos,
  shorts: programmingShorts,
};
