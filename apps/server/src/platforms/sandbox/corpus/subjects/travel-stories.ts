import type { Storyline } from '@/platforms/sandbox/corpus/subject';

/** Travel stories: a new night train, a cabin crew strike, a town's day-visitor fee. */
export const travelStories: Storyline[] = [
  {
    id: 'night-train',
    beats: [
      {
        title: 'New Lisbon to Madrid night train announced, first departure in three weeks',
        body: 'Operator Luar Rail will run three nights a week with sleeper cabins, couchettes and seats. Tickets from 39 euros for a seat, 129 for a private cabin. Booking opens Friday.',
        link: true,
        replies: [
          'Finally! The last one stopped in 2020 and I have missed it ever since.',
          'Three nights a week is a cautious start. Hope it grows.',
          'A private cabin for 129 is cheaper than a flight plus a hotel.',
          '↳ And you wake up in the city centre instead of an airport an hour out.',
        ],
      },
      {
        title: 'The Lisbon to Madrid night train sold out its first month in six hours',
        body: 'Booking opened at 9:00 and every cabin for the first four weeks was gone by 15:00. Seats are still available on some dates.',
        replies: [
          'Six hours! Somebody tell the operators people want night trains.',
          'Got a couchette for the second week, very happy.',
          'This always happens and then they do not add capacity.',
          '↳ They said they are looking at extra carriages in spring.',
        ],
      },
      {
        title: 'Trip report: the first Lisbon to Madrid night train, cabin 4, car 7',
        body: 'Left Lisbon at 21:35, arrived in Madrid at 07:50, 20 minutes late. The cabin was small but spotless, the bed was comfortable and there was a little breakfast box. The ride over the border got bumpy around 2 am. Would do it again tomorrow.',
        replies: [
          'Exactly what I wanted to know, thank you.',
          'Bumpy border section is an old track problem, apparently being fixed.',
          'Was there a restaurant car?',
          '↳ No, only a vending machine and the breakfast box. Bring snacks.',
        ],
      },
      {
        title:
          'Correction: Luar Rail says the night train runs four nights a week from March, not daily',
        body: 'Several travel sites reported that the service goes daily from spring. The operator clarified that it adds a fourth night (Sunday) in March, and daily service depends on getting more rolling stock.',
        replies: [
          'Four nights is still progress.',
          "Sites copy each other's mistakes, always check the operator.",
          'Sunday night is the one I need, so I am happy.',
        ],
      },
    ],
  },
  {
    id: 'crew-strike',
    beats: [
      {
        title: 'Cabin crew at SkyMar announce a three-day strike from next Friday',
        body: 'The union says talks over pay and rest times have failed. The airline expects to cancel about 60% of flights on strike days and will contact affected passengers.',
        link: true,
        replies: [
          'Of course it is the weekend I fly. Of course.',
          'Crew rest times affect safety, I am on their side even if it ruins my trip.',
          'Check the rules: if they cancel, you are entitled to rebooking or a refund.',
        ],
      },
      {
        title: 'SkyMar strike: how to rebook, and what you are owed',
        body: 'If your flight is cancelled you can choose a refund, a rebooking on the next available flight, or rebooking on another airline in some cases. The airline must also provide meals and a hotel if you are stuck overnight.',
        replies: [
          'Saved this. Very clear, thank you.',
          'They offered me a flight four days later. I asked for another airline and got it.',
          '↳ Always ask. They rarely offer the better option first.',
          'Keep every receipt for meals and taxis.',
        ],
      },
      {
        title: 'SkyMar strike called off at the last minute after an overnight deal',
        body: 'The union and the airline reached an agreement at 3 am. All flights will run, but some cancelled ones cannot be restored and passengers have been rebooked.',
        replies: [
          'Great news, but my flight was already cancelled and rebooked. Chaos.',
          'Glad the crew got a deal. Fair rest times matter.',
          'Typical. Rebooked on Thursday, and now Friday runs normally.',
        ],
      },
      {
        title:
          'SkyMar says passengers whose flights were cancelled in advance can still claim compensation',
        body: 'The airline confirmed that anyone whose flight was cancelled because of the strike notice, even though the strike never happened, can claim under the usual rules.',
        replies: [
          'This is more generous than I expected. Claiming now.',
          'The form takes five minutes, do it.',
          'Good way to end the week. Strike off, compensation on.',
        ],
      },
    ],
  },
  {
    id: 'day-fee',
    beats: [
      {
        title: 'The old town of Valmora will charge day visitors 5 euros from spring',
        body: 'The small coastal town gets up to 20,000 visitors a day in summer for 3,000 residents. The fee will apply on weekends and holidays from April to October.',
        link: true,
        replies: [
          'Twenty thousand tourists for three thousand residents. I understand why.',
          'Five euros is nothing if it keeps the place liveable.',
          'It will not stop crowds, it will just make money.',
          '↳ Money for the town is not a bad outcome either.',
        ],
      },
      {
        title: 'Valmora resident here: what the day-visitor fee debate looks like from inside',
        body: 'My street has 40 houses and 31 are holiday rentals. The bakery closed last year. Most of us are not against tourists, we are against the town becoming a museum with nobody living in it. The fee is a small step, not a solution.',
        replies: [
          'Thank you for writing this. We forget people live in these places.',
          '31 of 40 houses is heartbreaking.',
          'The rentals are the real problem, not the day trippers.',
          '↳ Both are, honestly. But rentals are the bigger one.',
        ],
      },
      {
        title: 'Valmora clarifies: people staying overnight in town pay no day fee',
        body: 'The town council explained that the fee is only for day visitors. Hotel and rental guests already pay a tourist tax and are exempt, as are residents of the region.',
        replies: [
          'Makes sense. Encourages staying over rather than bus tours.',
          'Clear and reasonable.',
          'Good, because I was going to stay three nights.',
        ],
      },
      {
        title: 'Valmora will also limit new holiday rental licences, council decides',
        body: 'In a follow-up vote the council agreed that no new holiday rental licences will be issued in the old town for five years.',
        replies: [
          'This is the measure that will actually matter.',
          'Maybe the bakery can reopen one day.',
          'Other towns will be watching this closely.',
        ],
      },
    ],
  },
];
