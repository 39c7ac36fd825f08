import type { Storyline } from '@/platforms/sandbox/corpus/subject';

/** Money stories with fictional institutions: a rate decision, a fee war, a banking app outage. */
export const financeStories: Storyline[] = [
  {
    id: 'rate-decision',
    beats: [
      {
        title: 'Central bank decision on Thursday: markets price a 70% chance of a 0.25% cut',
        body: 'Inflation came in at 2.4% last month, close to target, and unemployment ticked up. Most economists expect a cut, a few think the bank waits until the new year.',
        link: true,
        replies: [
          'If they cut, my variable mortgage drops about 40 a month. I will take it.',
          'Savers get punished again. My easy-access rate will be down by Friday.',
          '↳ Lock a fixed-term deal now if you can, they reprice fast.',
          '70% priced in means the surprise would be a hold, not a cut.',
        ],
      },
      {
        title: 'Rates cut by 0.25% to 3.5%, first cut in over a year, vote was 6-3',
        body: 'Three members voted to hold. The statement says future cuts will be "gradual and data dependent". Bond yields fell slightly, the currency dipped.',
        replies: [
          '6-3 is a lot closer than the market expected. Do not count on a run of cuts.',
          'Already got an email from my bank lowering my savings rate. That was fast.',
          '↳ Funny how they never move that fast the other way.',
          'Gradual and data dependent, the most predictable phrase in central banking.',
        ],
      },
      {
        title: 'Mortgage lenders start cutting fixed rates after the decision — what I am seeing',
        body: 'Broker here. Three of the big lenders cut two-year fixes by 0.15 to 0.2 overnight. Five-year fixes barely moved. If you are remortgaging in the next six months, it is worth getting a rate reserved now and switching if it drops further.',
        replies: [
          'This is genuinely useful, thank you. Reserved a rate this morning.',
          'Is there a fee for reserving and then switching?',
          '↳ With most lenders no, but check the product fee, that is where they get you.',
          'Five-year fixes not moving tells you what the market expects long term.',
        ],
      },
      {
        title:
          'Correction from the minutes: the bank did not signal more cuts, the 6-3 split was about timing',
        body: 'The published minutes show the three dissenters agreed a cut was coming but wanted to wait for one more inflation print. Several news reports had described the statement as "signalling further cuts". It did not.',
        replies: [
          'Headlines said one thing, the minutes say another. Always read the minutes.',
          'So the hawks were not hawks, just patient. Makes more sense.',
          'Markets moved on a misreading. Not for the first time.',
        ],
      },
    ],
  },
  {
    id: 'fee-war',
    beats: [
      {
        title: 'Harbourline cuts the fee on its global index fund from 0.22% to 0.12%',
        body: 'The fund is one of the most popular all-world trackers for retail investors. The cut applies from the first of next month and needs no action from existing holders.',
        link: true,
        replies: [
          'On a 50k portfolio that is 50 a year, every year, for doing nothing. Lovely.',
          'The fee war is the best thing to happen to small investors.',
          'Watch the others match it within a week.',
        ],
      },
      {
        title: 'Is it worth switching to Harbourline for 0.1%? My maths on a 30-year horizon',
        body: 'At 7% nominal growth and 500 a month for 30 years, 0.1% lower fees adds roughly 11,000 at the end. But selling to switch might trigger capital gains tax, and you are out of the market for a few days. For a tax-sheltered account: switch. For a taxable account with big gains: probably do not.',
        replies: [
          'Great breakdown. People underestimate the tax side of switching.',
          '11k over 30 years for one afternoon of paperwork is a good hourly rate.',
          '↳ Best paid afternoon of your life, basically.',
          'You can usually transfer in specie and avoid selling at all.',
        ],
      },
      {
        title: "Two more providers match Harbourline's 0.12% fee within a week",
        body: 'Both announced fee cuts on their equivalent global trackers this morning. One went to 0.12%, the other to 0.11%.',
        replies: [
          'Called it.',
          '0.11%! The race to zero continues.',
          'Nice for everyone, no switching needed now.',
        ],
      },
      {
        title:
          "Clarification: Harbourline's 0.12% fee is the fund charge; the platform fee is unchanged",
        body: 'Harbourline confirmed that the 0.15% platform fee for investing through its own app stays the same. So the total cost on its platform is 0.27%, not 0.12% as some posts claimed.',
        replies: [
          'Always add the platform fee. The fund fee is only half the story.',
          'Still cheaper than before, but the headlines were misleading.',
          'Glad I read this before switching platforms.',
        ],
      },
    ],
  },
  {
    id: 'bank-outage',
    beats: [
      {
        title:
          'Nestbank app and card payments down since 7 am, customers cannot pay or see balances',
        body: 'Thousands of reports on outage trackers. The bank says it is "aware of an issue" and working on it. Card payments are failing in shops.',
        replies: [
          'Stuck at the petrol station with a full tank and a declined card. Fun morning.',
          'This is why I keep a second account at a different bank.',
          '↳ And some cash. Boring, but it works when everything else does not.',
          'Payday is tomorrow. Please be fixed by then.',
        ],
      },
      {
        title: 'Nestbank outage fixed after 9 hours, bank blames a failed database upgrade',
        body: 'Services were back around 16:00. The bank said no data was lost and no one lost money, and apologised for the disruption.',
        replies: [
          'Nine hours for a bank is a very long time.',
          'Who upgrades a database on a Tuesday morning?',
          '↳ Someone who will be writing a long report this week.',
          'Everything looks right on my account, transactions caught up.',
        ],
      },
      {
        title: 'Nestbank offers compensation for the outage: how to claim',
        body: 'Customers who paid fees or extra costs because of the outage can claim them back through the app. The bank will also pay a flat 30 to anyone who had a card payment declined that day.',
        replies: [
          'Claimed the 30 in two minutes, it was in my account the same day.',
          'Good they are doing it automatically-ish, most banks make you fight.',
          'Keep your receipts if you paid extra, they ask for proof for anything over 30.',
        ],
      },
      {
        title:
          'Regulator opens review of the Nestbank outage; the bank corrects its figure to 11 hours',
        body: 'The regulator asked for a full report. In its update, Nestbank said some customers could not use their cards until 18:00, so the outage lasted up to 11 hours, not 9.',
        replies: [
          'A correction that makes them look worse. At least it is honest.',
          'The regulator stepping in is the right call for something this size.',
          'Moved my salary to a second bank anyway. Not taking chances.',
        ],
      },
    ],
  },
];
