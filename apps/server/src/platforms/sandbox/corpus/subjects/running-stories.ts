import type { Storyline } from '@/platforms/sandbox/corpus/subject';

/** Running stories: a city marathon with a short course, a shoe rule, a park run under threat. */
export const runningStories: Storyline[] = [
  {
    id: 'city-marathon',
    beats: [
      {
        title: 'Riverside Marathon is on Sunday: 18,000 starters, forecast 8 degrees and dry',
        body: 'Perfect conditions on paper. The course is flat with one nasty bridge at 34 km. Who is running? Post your goals and bib numbers so we can cheer.',
        replies: [
          'First marathon! Goal is to finish smiling. Secondary goal: sub 4:30.',
          'Eight degrees and dry is PB weather. Go get it, everyone.',
          'That bridge at 34 km broke me two years ago. Save something for it.',
          '↳ Noted. Walking up it is also allowed, right?',
          '↳ ↳ Walking up it is a time-honoured tradition.',
        ],
      },
      {
        title: 'Riverside Marathon race report: 3:14, a 9 minute PB, and I cried at the bridge',
        body: 'Went out at 4:35/km and held it until 30 km. Bridge at 34 was as bad as promised, dropped to 4:50 for that kilometre. Last 5 km was pure stubbornness. Crossed at 3:14:08.\n\nWhat worked: gels every 35 minutes, not starting too fast, and the stranger with the "touch here for power" sign.',
        replies: [
          'Nine minutes! That is a massive improvement, congratulations.',
          'The power sign people are the real heroes of every marathon.',
          'Very even pacing, this is how it is done.',
          'What was your longest training run?',
          '↳ Two runs of 32 km, three weeks apart.',
        ],
      },
      {
        title: 'Riverside Marathon course was 300 m short, organisers admit',
        body: 'A cone was placed in the wrong spot at a turnaround near 22 km. The organisers apologised and say times will not count for records or championship qualifying.',
        replies: [
          'My 3:14 PB is now a 3:15ish PB. I will live.',
          'That is brutal for anyone who just scraped a qualifying time.',
          '↳ Exactly. Some people trained years for that.',
          'How does this still happen with GPS everywhere?',
        ],
      },
      {
        title: 'Riverside Marathon update: qualifying bodies will accept adjusted times after all',
        body: 'After talks with the organisers, the national federation agreed to accept results with a standard adjustment for the 300 m, about 60 to 75 seconds depending on pace. Records still do not count.',
        replies: [
          'Fair compromise. Good outcome for the qualifiers.',
          'Records not counting is right, the rest is sensible.',
          'Still celebrating my adjusted PB, thank you very much.',
        ],
      },
    ],
  },
  {
    id: 'shoe-rule',
    beats: [
      {
        title: 'Federation proposes a 35 mm stack height limit for all road races, not just elite',
        body: 'Currently the limit only applies to elite competition. The proposal would cover every sanctioned road race from next season, including amateurs.',
        link: true,
        replies: [
          'Why on earth would amateurs need a shoe limit? We are not breaking world records.',
          'Age-group records are a thing though. Fairness matters there too.',
          'Half the shoes I own would be illegal. Great.',
        ],
      },
      {
        title: 'Runners push back on the stack height proposal: "Let us run in the shoes we have"',
        body: 'A petition passed 40,000 signatures in three days. Running clubs say checking amateur shoes at the start line is impossible anyway.',
        replies: [
          'Who is going to measure 18,000 pairs of shoes at a start line?',
          'Signed. Cushioning is also about protecting old knees.',
          '↳ My knees thank you for signing.',
          'Elite rules for elite races. Simple.',
        ],
      },
      {
        title:
          'Federation clarifies: the limit would only apply to prize and age-group record eligibility',
        body: 'In a Q&A the federation said nobody would be stopped from racing. Only runners chasing prize money or age-group records would need compliant shoes.',
        replies: [
          'So basically nothing changes for 99% of us. Why not say that first?',
          'That is actually reasonable.',
          'Communication failure, not a policy failure.',
        ],
      },
      {
        title: 'Stack height rule approved in its narrow form, comes in next season',
        body: 'The final rule: 40 mm for road races, applying only to prize money and age-group records. The 35 mm figure in the first proposal was dropped.',
        replies: [
          '40 mm and only for records. Everyone can calm down.',
          'My max-cushion shoes survive. Excellent.',
          'The petition worked, or at least it helped.',
        ],
      },
    ],
  },
  {
    id: 'park-run',
    beats: [
      {
        title:
          'Our free Saturday 5k in Millfield Park may end: the council wants a 2,000 a year fee',
        body: 'We have run every Saturday for nine years, volunteer-led, free, about 300 people a week. The council says new rules mean events must pay for "park use". We have no budget at all.',
        replies: [
          'This is the one thing that got me off the sofa three years ago. Cannot lose it.',
          'Charging a free volunteer event is absurd.',
          'Write to your councillor. It works more often than you think.',
        ],
      },
      {
        title: 'Millfield 5k update: 4,000 letters sent to the council in a week',
        body: "Thank you all. The council has agreed to discuss the fee at next week's meeting. Several local businesses have offered to help if it comes to it.",
        replies: [
          'Four thousand! The running community shows up.',
          'The bakery by the gate offered to pay half, I heard.',
          '↳ They sell 200 coffees every Saturday morning, makes sense.',
        ],
      },
      {
        title: 'Council meeting tonight on the Millfield 5k fee, come and show support',
        body: 'The meeting is public, 19:00 at the town hall. Wear your run shirts. Please be polite, we want them on our side.',
        replies: [
          'Will be there in my tenth-run shirt.',
          'Bringing the kids, they do the junior run every Sunday.',
          'Polite, but loud. Got it.',
        ],
      },
      {
        title: 'We did it: the council waives the fee for free community running events',
        body: 'The council voted unanimously to exempt free, volunteer-run events. The Millfield 5k continues. See you Saturday, 9 am, as always.',
        replies: [
          'Best news of the year. Saturday will be emotional.',
          'Unanimous! Thank you to everyone who wrote.',
          'I am going to set a PB out of pure happiness.',
        ],
      },
    ],
  },
];
