import type { ShortPlan, VideoPlan } from '@/platforms/sandbox/corpus/subject';

export const financeVideos: VideoPlan[] = [
  {
    title: 'The rate cut explained: what it means for your mortgage and your savings',
    summary:
      'A 0.25% cut to 3.5%, a 6-3 vote and a lot of confusing headlines. What changes for borrowers and savers, and what the minutes really said.',
    chapters: [
      {
        name: 'Intro',
        lines: [
          'The central bank cut rates for the first time in over a year.',
          'Let us go through what that actually means for your money.',
        ],
      },
      {
        name: 'The decision',
        lines: [
          'The base rate goes from 3.75 to 3.5 percent.',
          'Six members voted to cut, three wanted to wait.',
          'The minutes show the three agreed a cut was coming, just not yet.',
        ],
      },
      {
        name: 'Mortgages',
        lines: [
          'If you have a tracker or variable mortgage, your payment drops next month.',
          'On a 200,000 mortgage, that is roughly forty a month.',
          'Fixed rates were already priced for this, so they moved only a little.',
          'If you remortgage soon, reserve a rate now and switch if it falls.',
        ],
      },
      {
        name: 'Savings',
        lines: [
          'Savers, the news is worse. Easy-access rates are already coming down.',
          'Fixed-term savings accounts still pay more than four percent at some banks.',
          'If you do not need the money for a year, now is the time to lock one in.',
        ],
      },
      {
        name: 'Wrap-up',
        lines: [
          'That is the decision in plain words. No predictions, nobody knows what comes next.',
          'See you before the bell tomorrow.',
        ],
      },
    ],
  },
  {
    title: 'How I budget on an average salary: the whole system in 12 minutes',
    summary:
      'The three-account system we use at home, the categories that matter, and why we stopped tracking every coffee.',
    chapters: [
      {
        name: 'Intro',
        lines: [
          'People keep asking how we actually budget, so here is the whole system.',
          'No apps you have to pay for. A spreadsheet and three bank accounts.',
        ],
      },
      {
        name: 'Three accounts',
        lines: [
          'Account one is for bills. Rent, energy, insurance, phone.',
          'Account two is for spending. Food, fuel, fun.',
          'Account three is savings, and we do not have a card for it on purpose.',
          'On payday, automatic transfers split the salary between them.',
        ],
      },
      {
        name: 'The categories that matter',
        lines: [
          'We track maybe six categories, not forty.',
          'Groceries, transport, eating out, kids, gifts, and everything else.',
          'Eating out was the surprise. It was almost as much as groceries.',
        ],
      },
      {
        name: 'What we stopped doing',
        lines: [
          'We stopped tracking every single coffee. It made us miserable.',
          'If the spending account has money at the end of the month, it was a good month.',
          'That is the whole trick. The structure does the work, not our willpower.',
        ],
      },
      {
        name: 'Wrap-up',
        lines: [
          'Start with the three accounts. It takes one afternoon to set up.',
          'Tell me in the comments what your biggest surprise category was.',
        ],
      },
    ],
  },
  {
    title: 'Index fund fees: does 0.1% really matter? I ran the numbers',
    summary:
      'The fee war between index providers, total cost versus fund fee, and when switching is worth it.',
    chapters: [
      {
        name: 'Intro',
        lines: [
          'Harbourline cut its global fund fee to 0.12 percent, and the others followed.',
          'Does a tenth of a percent matter? Let us do the maths.',
        ],
      },
      {
        name: 'The maths',
        lines: [
          'Five hundred a month, thirty years, seven percent growth.',
          'With 0.22 percent fees you end up with roughly 585,000.',
          'With 0.12 percent, about 596,000. That is eleven thousand for doing nothing.',
        ],
      },
      {
        name: 'The hidden part',
        lines: [
          'But the fund fee is not the whole cost.',
          'Platforms charge their own fee on top, often 0.15 to 0.45 percent.',
          'So always compare the total, not the number in the headline.',
        ],
      },
      {
        name: 'Should you switch?',
        lines: [
          'Inside a tax-free account, switching costs you almost nothing. Do it.',
          'In a taxable account with large gains, selling may cost more in tax than you save.',
          'Ask your platform about transferring without selling first.',
        ],
      },
      {
        name: 'Wrap-up',
        lines: ['Small numbers, long time, big difference. Thanks for watching.'],
      },
    ],
  },
];

export const financeShorts: ShortPlan[] = [
  {
    title: 'Avalanche vs snowball: which debt first?',
    lines: [
      'Avalanche pays the highest interest rate first. It saves the most money.',
      'Snowball pays the smallest balance first. It feels better.',
      'The best one is the one you will stick with.',
    ],
  },
  {
    title: 'The 50 a month habit',
    lines: [
      'Fifty a month, invested for thirty years at seven percent, is about sixty thousand.',
      'You put in eighteen thousand. Compound growth did the rest.',
      'Start small, start today.',
    ],
  },
  {
    title: 'What an emergency fund is actually for',
    lines: [
      'Not holidays. Not a new phone.',
      'A broken boiler, a car repair, a gap between jobs.',
      'Three to six months of expenses, in an easy-access account.',
    ],
  },
  {
    title: 'Why your savings rate dropped this week',
    lines: [
      'The central bank cut rates, and banks pass cuts on to savers fast.',
      'Check if your bank has a better rate for existing customers.',
      'Or lock in a fixed-term account while rates are still high.',
    ],
  },
];
