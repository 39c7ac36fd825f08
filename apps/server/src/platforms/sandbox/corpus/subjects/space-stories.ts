import type { Storyline } from '@/platforms/sandbox/corpus/subject';

/** Three space stories, each told over four days: announcement, reactions, follow-up, correction. */
export const spaceStories: Storyline[] = [
  {
    id: 'kestrel-launch',
    beats: [
      {
        title: 'Kestrel-2 cargo launch set for Thursday, first reuse of a recovered upper stage',
        body: 'The launch window opens at 06:42 UTC and lasts 14 minutes. The upper stage flew eight months ago and was caught by the recovery barge, refurbished in 11 weeks. If it works this is the first time anyone has flown an orbital upper stage twice.',
        link: true,
        replies: [
          'Catching the upper stage was the part everyone said was impossible. Flying it again is the real test.',
          '↳ Eleven weeks of refurbishment is not exactly rapid reuse, but you have to start somewhere.',
          '↳ ↳ The first booster reflight took over a year. Eleven weeks is a great start.',
          'Weather looks marginal, 60% go last I saw.',
          'Setting an alarm for 6:30 on a Thursday. The things I do for this hobby.',
        ],
      },
      {
        title: 'Kestrel-2 scrubbed at T-40 seconds: ground sensor on the second stage LOX line',
        body: 'Hold called automatically at T-40s. The launch director said on the stream that the vehicle is healthy and the fault looks like a sensor reading, not the stage itself. Next attempt no earlier than Saturday.',
        replies: [
          'A scrub is a good day compared to the alternative. Nobody wants to find out on ascent.',
          'Woke up at 6 for this. Worth it for the sunrise at least.',
          '↳ Same. The coffee was good, the launch less so.',
          'Sensor faults at T-40 are almost always the sensor. Saturday should be fine.',
          'Anyone know if the payload needs to be swapped out? Some of the science samples are time sensitive.',
          '↳ The mission page says the biology experiments can wait up to a week.',
        ],
      },
      {
        title:
          'LIFTOFF: Kestrel-2 flies its reused upper stage, payload deployed, stage caught again',
        body: 'Clean ascent, nominal orbit, cargo capsule separated at T+9:12. And the upper stage came back and was caught for the second time. Absolutely textbook.',
        replies: [
          'I did not expect to get emotional about a metal tube landing on a barge, and yet.',
          'Two flights on one upper stage. This changes the cost math for everyone.',
          '↳ Let us see the refurbishment numbers before we rewrite the economics.',
          'The onboard camera shot of the stage lighting up over the clouds is my new wallpaper.',
          'Saturday launches are the best launches, the whole family watched.',
        ],
      },
      {
        title:
          'Correction on the Kestrel-2 recovery: the stage landed, but the catch arm did not engage',
        body: 'The agency clarified today that the upper stage touched down on the barge deck and was secured by hand. The catch arm had a hydraulic fault and never closed. Still a successful recovery, but not the "second catch" widely reported on Saturday.',
        replies: [
          'Good on them for correcting it themselves instead of letting the headline stand.',
          'So the stage is fine, the arm is not. Still a win.',
          '↳ Landing on a deck without the arm is arguably harder. Pilot wind was 20 knots.',
          'This is why I wait two days before believing launch-day coverage.',
        ],
      },
    ],
  },
  {
    id: 'halden-telescope',
    beats: [
      {
        title:
          'Halden Space Telescope finds water vapour in the atmosphere of a temperate sub-Neptune',
        body: 'The planet orbits a red dwarf 41 light years away and gets roughly the same sunlight as Earth. The team saw a clear water absorption feature at 1.4 microns in three separate transits. The paper is on the preprint server and has not been peer reviewed yet.',
        link: true,
        replies: [
          'Sub-Neptune, so probably a thick hydrogen envelope. Not a second Earth, but still a lovely result.',
          '↳ Yes, please nobody write "habitable" in the headline.',
          'Three transits is decent. I would love to see a fourth with a different instrument.',
          'Red dwarf flares worry me for anything living there, but water is water.',
        ],
      },
      {
        title: 'Astronomers question the Halden water result: starspots can mimic the signal',
        body: 'A response posted today argues that cool starspots on the host star produce a similar dip near 1.4 microns. The original team says they modelled spots, the critics say the model was too simple. Classic science fight, fairly polite so far.',
        replies: [
          'This is the peer review process working in public. It is a good thing.',
          'Starspot contamination is the bane of red dwarf transit spectroscopy. Not a surprise.',
          '↳ Which is exactly why the original team should have led with it.',
          'I understood maybe a third of the rebuttal, but I enjoyed the figures.',
          '↳ Figure 3 is the one that matters. The spot model reproduces the feature almost exactly.',
        ],
      },
      {
        title: 'Halden team gets extra observing time to settle the water debate',
        body: "The allocation committee granted 22 hours of director's time for two more transits, this time with simultaneous ground-based photometry to track the starspots. Results expected in about two months.",
        replies: [
          'Best possible outcome. More data instead of more arguing.',
          "Director's discretionary time exists for exactly this.",
          'Two months. I will be refreshing the arXiv every morning.',
          'Kudos to both teams, the rebuttal made the follow-up better.',
        ],
      },
      {
        title: 'Halden preprint revised: water detection downgraded from "clear" to "tentative"',
        body: 'The authors uploaded version 2. With a better starspot model the significance drops from 4.1 to 2.7 sigma. They still see a feature, but say it is not a detection until the new transits are in.',
        replies: [
          'Honest update. This is how it should work.',
          '2.7 sigma is "interesting", not "discovery". Good call.',
          '↳ And the press releases from last week are still up with the old numbers.',
          'Respect to the team for revising in public instead of digging in.',
        ],
      },
    ],
  },
  {
    id: 'comet-brightening',
    beats: [
      {
        title:
          'Comet C/2026 K3 is brightening faster than predicted, could reach naked eye by next month',
        body: 'It jumped from magnitude 9 to 7.5 in ten days. Comets are famously unpredictable, but if the trend holds it should be visible from dark skies in the evening west after sunset.',
        replies: [
          'Comets are like cats. They do what they want.',
          'I got burned by the last "great comet" prediction. Keeping my expectations low.',
          '↳ Same. Binoculars ready, hopes in a drawer.',
          'It is already a nice target in a 200 mm scope, I saw a short tail last night.',
        ],
      },
      {
        title: 'My first photo of C/2026 K3 from a Bortle 4 site, 90 second exposure',
        body: 'Tracked mount, 135 mm lens, ISO 1600. The ion tail is faint but you can see it pointing away from the sun. Cold fingers, happy heart.',
        replies: [
          'That green coma is gorgeous.',
          'Ninety seconds on a 135 mm and no trailing, your polar alignment is on point.',
          '↳ Thank you! It took me three tries.',
          'I looked for it from the city and saw nothing. Time to drive out.',
          'Saving this to compare with next week.',
        ],
      },
      {
        title: 'C/2026 K3 has started to fragment, according to new images',
        body: 'Two observatories report a second condensation in the coma, about 2,000 km from the main nucleus. Fragmenting comets can flare briefly, then fade fast.',
        replies: [
          'Oh no. Here we go again.',
          'A breakup is scientifically more interesting than a bright comet, to be fair.',
          '↳ Tell that to everyone who bought binoculars last week.',
          'The fragment is visible in amateur stacks too if you push the contrast.',
        ],
      },
      {
        title: 'Comet K3 fades after the breakup, observers call it: no naked-eye show this time',
        body: 'Brightness dropped back to magnitude 9. The fragments are still being tracked and could tell us about the nucleus structure. The binoculars will keep until the next one.',
        replies: [
          'Called it. Comets always break my heart.',
          'Still got three nights of great photos out of it, so I am not complaining.',
          'The fragment spectra are going to keep some grad students busy for a year.',
          'Next one will be the big one. It always is.',
          '↳ The optimism of this community never fails.',
        ],
      },
    ],
  },
];
