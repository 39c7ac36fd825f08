import type { Storyline } from '@/platforms/sandbox/corpus/subject';

/** Programming and self-hosting stories: a compiler release, a supply-chain scare, a licence change. */
export const programmingStories: Storyline[] = [
  {
    id: 'ts-release',
    beats: [
      {
        title:
          'TypeScript 6.1 beta is out: isolated declarations by default and a faster watch mode',
        body: 'The beta turns on isolatedDeclarations for new projects, drops support for the old node module resolution, and claims watch-mode rebuilds are up to 3x faster on large monorepos. The RC is planned in four weeks.',
        link: true,
        replies: [
          'Faster watch mode is the headline for me. Our monorepo takes 40 seconds to recheck on save.',
          '↳ Try it and report back, the 3x number is from their own benchmark repo.',
          'Dropping node10 resolution is going to break half the internal packages at work.',
          '↳ Those packages were already broken, you just had not noticed yet.',
          'isolatedDeclarations by default is the right call. Parallel builds finally.',
        ],
      },
      {
        title:
          'Tried the 6.1 beta on a 400-package monorepo: numbers and the two things that broke',
        body: 'Full build went from 212 s to 131 s. Watch rebuilds after touching a leaf package from 9 s to 2.5 s. Two breakages: an old package still using "main" without "exports", and a generated d.ts file that relied on inferred return types. Both took under an hour to fix.\n\nOverall: worth it. I would wait for the RC before upgrading CI though.',
        replies: [
          'This is the kind of post I wish the release notes had.',
          'The inferred return type thing is going to bite a lot of people with codegen.',
          '↳ Our GraphQL codegen output hits exactly that. Filed an issue upstream.',
          'What machine? 131 s on a laptop or a CI runner?',
          '↳ 8 core CI runner, 16 GB. Laptop is a bit faster, oddly.',
        ],
      },
      {
        title: 'TypeScript 6.1 RC: the node10 resolution removal is postponed to 6.2',
        body: 'After feedback from the beta, the team is keeping node10 resolution as deprecated (with a warning) for one more release. Everything else from the beta stays, plus a fix for the watch mode crash on Windows symlinks.',
        link: true,
        replies: [
          'Good call. A deprecation warning first is how it should have been from the start.',
          'So my internal packages live another three months. I will take it.',
          'The Windows symlink fix is the real news for anyone on pnpm.',
          'Listening to the beta feedback is exactly what a beta is for.',
        ],
      },
      {
        title: 'Correction: the 6.1 watch-mode speedup needs incremental turned on',
        body: 'A maintainer clarified in the issue tracker that the 3x number assumes incremental: true. Without it, rebuilds are only about 20% faster. The release notes have been updated.',
        replies: [
          'That explains why I saw almost no difference. Turning it on now.',
          'Why is incremental not the default by now, honestly.',
          '↳ It writes a .tsbuildinfo file and people kept committing it.',
          'Still a nice improvement, just not the miracle it looked like.',
        ],
      },
    ],
  },
  {
    id: 'npm-compromise',
    beats: [
      {
        title: 'Popular npm package "tiny-env-loader" published with a credential stealer in 3.4.1',
        body: 'Version 3.4.1 appeared four hours ago with a postinstall script that reads environment variables and sends them to a remote host. The package has around 2 million weekly downloads. The maintainer account appears to have been phished. Pin to 3.4.0 and rotate anything that ran an install today.',
        replies: [
          'Postinstall scripts strike again. I run everything with ignore-scripts now.',
          '↳ And then half your native modules do not build. There is no easy answer here.',
          'Rotating keys on a Tuesday afternoon, my favourite hobby.',
          'Lockfiles saved us, CI never pulled the new version.',
          '2 million weekly downloads for a package that reads a .env file. We did this to ourselves.',
        ],
      },
      {
        title: 'tiny-env-loader: registry removed 3.4.1, maintainer explains the phishing email',
        body: 'The malicious version was pulled after about six hours. The maintainer posted the phishing email: a fake "2FA reset required" notice that looked exactly like the registry\'s own. The account had 2FA, but the page asked for a one-time code and replayed it.',
        replies: [
          'That phishing page was good. I would probably have fallen for it too.',
          'Hardware keys would have stopped this cold. TOTP codes can be relayed.',
          '↳ Passkeys for publishing should be mandatory for packages this size.',
          'Respect to the maintainer for posting the whole thing openly.',
        ],
      },
      {
        title: 'Registry will require phishing-resistant 2FA for packages over 1M weekly downloads',
        body: 'Announced today: maintainers of high-impact packages must use a security key or passkey to publish from next quarter. Granular tokens for CI publishing remain allowed.',
        link: true,
        replies: [
          'Should have happened years ago, but I am glad it is happening.',
          'What about the long tail? The next attack will be on a package with 900k downloads.',
          '↳ You have to draw the line somewhere, and they said it will go lower over time.',
          'As a maintainer: fine by me, as long as CI tokens keep working.',
        ],
      },
      {
        title:
          'tiny-env-loader postmortem: 1,900 installs ran the payload, exfiltration server was down',
        body: 'The maintainer and the registry published a joint postmortem. About 1,900 installs executed the postinstall script. The collection server had been taken down by its host within two hours, so most stolen values never arrived. Rotating is still advised.',
        replies: [
          'Lucky break with the server going down. We will not be that lucky next time.',
          'Only 1,900 because most people use lockfiles. Lockfiles are security.',
          'Good postmortem. Clear timeline, no blame, concrete changes.',
          'Rotated everything anyway. Sleep is worth more than the hour it took.',
        ],
      },
    ],
  },
  {
    id: 'photo-app-licence',
    beats: [
      {
        title: 'Self-hosted photo app Lumen is moving from AGPL to a "source available" licence',
        body: 'The company behind Lumen announced that version 3 will ship under a licence that forbids offering it as a hosted service without a commercial agreement. Personal self-hosting stays free. The repo will stay public.',
        replies: [
          'Here we go again. Every popular self-hosted project does this eventually.',
          'For home users nothing changes, right? I run it on a NAS for my family.',
          '↳ Today nothing changes. The question is what the next change looks like.',
          'I understand they need money. I still hate it.',
          'AGPL already stopped cloud providers from free-riding. This is about something else.',
        ],
      },
      {
        title: 'Community fork of Lumen announced from the last AGPL release',
        body: 'Several long-time contributors announced a fork named Lantern, based on the last AGPL commit. They promise database compatibility for at least a year so people can switch in either direction.',
        replies: [
          'Forks like this usually fizzle out after six months. Hope this one is different.',
          'Database compatibility for a year is a smart promise, lowers the risk of trying it.',
          '↳ Until the schemas diverge. They always diverge.',
          'Starred. I will wait and see who actually commits.',
        ],
      },
      {
        title: 'I migrated my 180k photo library from Lumen to Lantern this weekend',
        body: 'Stopped the Lumen container, pointed Lantern at the same Postgres and media volume, ran its migration check. Face recognition had to re-index overnight. Everything else, albums, sharing links, the mobile app, just worked.\n\nOne tip: take a database dump first. I did not need it, but I slept better.',
        replies: [
          'Exactly the report I was waiting for. Thanks for being the guinea pig.',
          'Did the mobile app really just work? Same app, different server?',
          '↳ Same app, they kept the API identical for now.',
          'Re-indexing 180k faces overnight on what hardware?',
          '↳ An old i5 with an Intel iGPU. Took about nine hours.',
        ],
      },
      {
        title:
          'Lumen clarifies: the new licence allows hosting for family and friends, not just yourself',
        body: 'After a week of confusion, the Lumen team updated the licence FAQ. Running an instance for people you know, without charging them, is explicitly allowed. Paid hosting is what needs a commercial agreement.',
        replies: [
          'That is much more reasonable than the first announcement made it sound.',
          'They should have led with this FAQ. A week of drama for nothing.',
          '↳ Not nothing, the fork exists now, and competition is good for both.',
          'Staying on Lantern anyway. Once bitten.',
        ],
      },
    ],
  },
];
