import type { ShortPlan, VideoPlan } from '@/platforms/sandbox/corpus/subject';

export const programmingVideos: VideoPlan[] = [
  {
    title: 'Upgrading a real monorepo to TypeScript 6.1: what broke and how I fixed it',
    summary:
      'A screen-share of upgrading a 40-package monorepo, including the two errors you will probably hit and the tsconfig flags that make watch mode fast.',
    chapters: [
      {
        name: 'Intro',
        lines: [
          'Today we upgrade a real project, not a hello world.',
          'This repo has forty packages and about two hundred thousand lines of TypeScript.',
        ],
      },
      {
        name: 'Bumping the version',
        lines: [
          'First step, bump TypeScript in the root package and run the build.',
          'And there we go, eleven errors. Not bad for a major change.',
          'Most of them are the same thing, so let us look at the first one.',
          'It says the exported function needs an explicit return type.',
          'That is isolated declarations. Each file has to describe its own types.',
        ],
      },
      {
        name: 'Fixing the errors',
        lines: [
          'The fix is boring. We just write the return type down.',
          'Your editor can do it for you, there is a quick fix for it.',
          'The second kind of error is an old package without an exports field.',
          'We add exports to its package json, point it at the built files, done.',
          'Build again. Zero errors. I love that sound.',
        ],
      },
      {
        name: 'Watch mode',
        lines: [
          'Now the fun part. Let us time watch mode before and after.',
          'Before, touching this leaf package took about nine seconds to recheck.',
          'Now, with incremental turned on, it is two and a half.',
          'Without incremental it is barely faster, so do not forget that flag.',
        ],
      },
      {
        name: 'Wrap-up',
        lines: [
          'So, worth it? For this repo, absolutely.',
          'Wait for the release candidate before touching CI, though.',
          'Questions in the comments, see you next week.',
        ],
      },
    ],
  },
  {
    title: 'My homelab tour 2026: one mini PC, twelve services, 18 watts',
    summary:
      'Everything I self-host, how it is backed up, and what I stopped running. No rack, no noise, no huge power bill.',
    chapters: [
      {
        name: 'Intro',
        lines: [
          'People keep asking what I actually run at home, so here is the full tour.',
          'Spoiler, it is all on one small box under the TV.',
        ],
      },
      {
        name: 'The hardware',
        lines: [
          'This is a mini PC with a low-power laptop chip, 32 gigabytes of memory and two SSDs.',
          'At idle it pulls about eighteen watts from the wall.',
          'The second SSD holds the photos and nightly snapshots.',
          'That is it. No rack. My neighbours are very relieved.',
        ],
      },
      {
        name: 'What runs on it',
        lines: [
          'Everything runs in containers with one compose file per service.',
          'Photos, the password manager, a wiki for the family and home automation.',
          'There is a reverse proxy in front that handles certificates.',
          'And a DNS filter, which my kids hate because it blocks their games ads.',
        ],
      },
      {
        name: 'Backups',
        lines: [
          'Backups are the part I actually care about.',
          'Every night, restic sends encrypted snapshots to a storage bucket.',
          'Once a month I restore a random service onto my laptop to check it works.',
          'If you take one thing from this video, test your restores.',
        ],
      },
      {
        name: 'Wrap-up',
        lines: [
          'That is the whole setup. Small, quiet and boring, which is exactly the goal.',
          'Tell me what you run in the comments.',
        ],
      },
    ],
  },
  {
    title: 'How the tiny-env-loader attack worked, and five habits that protect you',
    summary:
      'A walkthrough of the npm supply-chain attack: the phishing page, the postinstall script, and the habits that made most teams safe.',
    chapters: [
      {
        name: 'Intro',
        lines: [
          'This week a package with two million weekly downloads shipped a credential stealer.',
          'Let us look at exactly how it happened, then what you can do.',
        ],
      },
      {
        name: 'The phishing page',
        lines: [
          'It started with an email saying the maintainer had to reset two-factor authentication.',
          'The link went to a page that looked exactly like the registry.',
          'It asked for the one-time code and used it immediately on the real site.',
          'This is why one-time codes are not enough. They can be relayed.',
        ],
      },
      {
        name: 'The payload',
        lines: [
          'The malicious version added a postinstall script.',
          'Postinstall runs automatically when you install the package.',
          'It read the environment variables and posted them to a server.',
          'On a CI machine, that means your deploy keys.',
        ],
      },
      {
        name: 'Five habits',
        lines: [
          'One, commit your lockfile and use a clean install in CI.',
          'Two, do not auto-update dependencies on the day a version is published.',
          'Three, give CI the fewest secrets it needs.',
          'Four, use a security key for anything you publish.',
          'Five, know how to rotate your secrets before you need to.',
        ],
      },
      {
        name: 'Wrap-up',
        lines: [
          'None of this is exciting, and that is the point.',
          'Stay safe, and see you next time.',
        ],
      },
    ],
  },
];

export const programmingShorts: ShortPlan[] = [
  {
    title: 'The satisfies operator in 40 seconds',
    lines: [
      'Type annotation checks the object but throws away its literal types.',
      'Satisfies checks the object and keeps them.',
      'Use it for config objects and lookup tables. You will never go back.',
    ],
  },
  {
    title: 'Why your Docker image is huge',
    lines: [
      'You copied node modules and the whole build toolchain into the final image.',
      'Use a multi-stage build. Build in one stage, copy only the output into a slim one.',
      'I just took an image from two gigabytes to ninety megabytes.',
    ],
  },
  {
    title: 'One command to check your backups actually restore',
    lines: [
      'A backup you have never restored is a hope, not a backup.',
      'Pick a random snapshot, restore it into a temp folder, and open a file.',
      'Put it in your calendar once a month.',
    ],
  },
  {
    title: 'Stop using any, use unknown',
    lines: [
      'Any switches the type checker off.',
      'Unknown makes you check the value before you use it.',
      'Same flexibility, none of the bugs.',
    ],
  },
];
