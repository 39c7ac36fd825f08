import type { Storyline } from '@/platforms/sandbox/corpus/subject';

/** Gaming stories with fictional games: a delay, an indie surprise hit, a disputed world record. */
export const gamingStories: Storyline[] = [
  {
    id: 'ashen-reach-delay',
    beats: [
      {
        title: 'Ashen Reach gets a new gameplay trailer and a March release date',
        body: "Twelve minutes of gameplay from the studio's open-world RPG: the grappling traversal, a boss fight, and the crafting system. Release date announced for March 12 on PC and consoles.",
        link: true,
        replies: [
          'The grappling looks incredible. Finally traversal that is fun on its own.',
          'March 12. Book it. Actually, do not book anything, it will slip.',
          '↳ Pessimism is the only sane position with this studio.',
          'Boss fight looked a bit floaty, hope they tune the hit reactions.',
        ],
      },
      {
        title: 'Rumour: Ashen Reach is running at 25 fps on base consoles, insiders say',
        body: 'A well-known leaker claims the console builds are struggling in the open-world areas and that a delay is being discussed internally. Take it with salt, nothing official.',
        replies: [
          'That leaker was right about the last two delays, just saying.',
          'I would take a delay over a broken launch any day.',
          '↳ Everyone says that until the delay is actually announced.',
          'The trailer was clearly PC footage. This does not surprise me.',
        ],
      },
      {
        title:
          'Official: Ashen Reach delayed to June "to make sure it runs well on every platform"',
        body: 'The studio posted a short statement confirming a three-month delay. Pre-orders can be refunded. The PC version will not launch earlier.',
        replies: [
          'Called it in the first thread. No joy in being right though.',
          'Good. Let them cook.',
          'Honest statement, no corporate waffle. I respect that.',
          'June is a crowded month, this might hurt their sales.',
        ],
      },
      {
        title:
          'Correction: Ashen Reach is delayed to June 4, not "June" — and the PC preload starts May 30',
        body: "The studio's follow-up FAQ gives the exact date and clarifies that the leaked 25 fps figure came from a months-old build. Current builds are said to target 30 fps in quality mode and 60 in performance mode.",
        replies: [
          'An exact date and fps targets. This studio is learning.',
          'Old build or not, I will wait for the performance reviews.',
          'June 4 is my birthday. Best present possible.',
        ],
      },
    ],
  },
  {
    id: 'tiny-harbour',
    beats: [
      {
        title: 'Tiny Harbour, a cozy fishing-village builder by a two-person studio, is out today',
        body: 'Build a little harbour town, fish, trade with passing boats, decorate everything. No combat, no timers. 15 euros, 10% off in launch week.',
        replies: [
          'The art style is adorable. Buying it for my partner and "borrowing" it.',
          'Two people made this? The water alone looks better than some AAA games.',
          'Cozy games are exactly what I need in November.',
          '↳ Blanket, tea, fishing game. The dream.',
        ],
      },
      {
        title: "Tiny Harbour's online trading is down, devs say they did not expect 40,000 players",
        body: 'The optional trading server went down within hours. The single-player game works fine. The developers posted a very tired but cheerful update from what looks like their kitchen.',
        replies: [
          'The nicest possible problem to have.',
          'Server plan was sized for 2,000 players. Cannot blame them.',
          'Please do not review-bomb a two-person studio over an optional feature.',
          '↳ The reviews are 96% positive, people are being reasonable for once.',
        ],
      },
      {
        title: 'Tiny Harbour patch 1.0.2 fixes trading, adds a photo mode the community asked for',
        body: 'Trading is back on a bigger server. The patch also adds a photo mode, fixes a save bug with the lighthouse, and lets you pet the harbour cat. The cat was the most requested feature.',
        replies: [
          'You can pet the cat. Game of the year.',
          'Photo mode within a week of launch, great dev team.',
          'The lighthouse bug ate two hours of my save, glad it is fixed.',
        ],
      },
      {
        title: 'Tiny Harbour passes 500,000 copies sold in its first two weeks',
        body: 'The developers say they will use the money to hire two more people and add a winter season in the spring. They also promised to keep the game free of microtransactions.',
        replies: [
          'Half a million! Well deserved.',
          'No microtransactions, written down publicly. Love to see it.',
          'Winter season with snow on the harbour, I am already in.',
          'This is what happens when you make a game people want to relax in.',
        ],
      },
    ],
  },
  {
    id: 'gravebound-record',
    beats: [
      {
        title:
          'New Gravebound any% world record: 24:51 by runner Vexa, beating the old time by 14 seconds',
        body: 'The run uses a new skip in the cathedral that nobody had pulled off in a real run before. Fourteen seconds is a huge gap in a category this old.',
        replies: [
          'That cathedral skip is frame perfect. Insane.',
          'The chat when it worked was pure chaos.',
          'Fourteen seconds in a ten-year-old category. Unreal.',
        ],
      },
      {
        title:
          'Some runners question the Gravebound record: audio in the cathedral section looks spliced',
        body: 'A thread on the speedrun forum points at a 0.3 second audio gap during the skip. Vexa says it is a capture card glitch and has offered the raw footage.',
        replies: [
          'Offering raw footage straight away is what an innocent runner does.',
          'Audio gaps happen with capture cards all the time.',
          '↳ Sure, but right during the new skip is an unlucky place for one.',
          'Let the moderators look at it. No pitchforks please.',
        ],
      },
      {
        title: 'Moderators verify the Gravebound record after reviewing the raw footage',
        body: 'The leaderboard moderators say the raw recording shows the skip clean, and the audio gap comes from the stream encoder dropping a chunk. The run is verified.',
        replies: [
          'Good. Vexa deserves this.',
          'The whole community behaved pretty well, honestly.',
          'Now everyone will learn the skip and the record will fall in a month.',
        ],
      },
      {
        title:
          'Correction: the verified Gravebound time is 24:53, load removal adjusted it by two seconds',
        body: 'Moderators retimed the run with the load-removal tool, as with every run, and the official time is 24:53. Still a 12-second improvement.',
        replies: [
          'Two seconds of loading screens. Still a massive record.',
          'Proper process, even for the famous runs. Good moderation.',
          'Twelve seconds or fourteen, nobody is catching that soon.',
        ],
      },
    ],
  },
];
