import type { Piece, Subject } from '@/platforms/sandbox/corpus/subject';
import { financeMore } from '@/platforms/sandbox/corpus/subjects/more-a';
import { financeStories } from '@/platforms/sandbox/corpus/subjects/finance-stories';
import { financeShorts, financeVideos } from '@/platforms/sandbox/corpus/subjects/finance-videos';

/** Personal finance and investing: budgets, debt, index funds, rates. Calm voices, few meme stocks. */
const posts: Piece[] = [
  {
    style: 'joke',
    title: 'My budget has three categories: bills, groceries, and things I will regret.',
  },
  {
    style: 'joke',
    title:
      'Checked my portfolio. Closed the app. Opened it again to make sure. Closed it for a month.',
  },
  {
    style: 'joke',
    title:
      'Financial advice from my grandfather: "Buy land, they are not making any more." He lived in a flat.',
  },
  {
    style: 'self',
    title: 'I paid off 23,000 of debt in 26 months. Here is exactly how',
    body: 'Two credit cards and a car loan. No windfall, no side business. What worked:\n\n1. I wrote down every expense for a month. I was spending 340 a month on takeaways.\n2. Avalanche method: minimums on everything, every spare penny on the highest interest card.\n3. Moved the car loan to a 0% balance transfer card once my credit score improved.\n4. Every raise went straight to the debt, not into my lifestyle.\n\nThe last payment was yesterday. I just sat in the car for ten minutes.',
    replies: [
      'Congratulations! The car moment is so real.',
      'The takeaway number is always the shock.',
      '↳ Mine was 410. Do not ask.',
      'Now point that same payment at an emergency fund.',
    ],
  },
  {
    style: 'self',
    title: 'Is an emergency fund of 3 months enough if I rent and have no kids?',
    body: 'I am 27, stable job in the public sector, rent a flat. I have 3 months of expenses saved. Should I keep building it or start investing?',
    replies: [
      'Stable job and no dependants, three months is fine. Start investing.',
      'Three months of expenses, not of income. Check the number again.',
    ],
  },
  {
    style: 'self',
    title: 'My parents are 60 and have no retirement savings. Where do we even start?',
    body: 'They own their house, no mortgage, but only the state pension. Both still working. I want to help without taking over. What questions should I ask them first?',
    replies: [
      'Start with their state pension forecast, it is free to check.',
      'Ask what they want retirement to look like before talking numbers.',
      '↳ This. Money plans come after life plans.',
    ],
  },
  {
    style: 'poll',
    title: 'How much of your income do you save?',
    options: ['Under 5%', '5-15%', '15-30%', 'Over 30%'],
  },
  {
    style: 'poll',
    title: 'Do you check your investments more than once a month?',
    options: ['Daily, I have a problem', 'Weekly', 'Monthly', 'Once a year'],
  },
  {
    style: 'image',
    title: 'My net worth chart over 8 years. The dip is 2020, the flat bit is having a baby.',
  },
  { style: 'image', title: 'The budget spreadsheet that finally worked for our household' },
  {
    style: 'link',
    title: 'Why most active funds underperform their index over 15 years, the latest data',
  },
  { style: 'link', title: 'Household savings rate falls to its lowest level in three years' },
  { style: 'link', title: 'A plain-language guide to how bond prices move when rates change' },
  { style: 'link', title: 'Landlords warn of rent increases as mortgage costs stay high' },
  { style: 'video', title: 'Explaining compound interest to my 10-year-old with a jar of sweets' },
  {
    style: 'self',
    title: 'Got a 6,000 pay rise. What would you do with it?',
    body: 'Currently saving 10%, no debt apart from a mortgage at 4.1%. Pension matches up to 5% and I put in 5%. Options: bigger pension contribution, overpay the mortgage, or an index fund in my tax-free account.',
    replies: [
      'Tax relief on pension beats a 4.1% mortgage for most people.',
      'Do all three a bit. Perfect is the enemy of good.',
      'Keep living on your old salary and save the difference. Easy win.',
    ],
  },
];

const replies: string[] = [
  'Emergency fund first, then invest. Always.',
  'Time in the market beats timing the market.',
  'This is not financial advice, but it is what I did.',
  'Congrats, that is a huge milestone.',
  'Check the fees. Then check them again.',
  'Index funds, low fees, and leave it alone. Boring works.',
  'Read the wiki in the sidebar, it covers exactly this.',
  'Pay off the high-interest debt before anything else.',
  'Get the full employer match, it is free money.',
  'Your future self will thank you.',
  'Rent is not throwing money away, it buys you flexibility.',
  'Do not invest money you need in the next five years.',
  'That interest rate is criminal, refinance if you can.',
  'Automate it and forget it.',
  'What is the interest rate on each debt?',
  'Good on you for asking before acting.',
  'The best budget is the one you actually stick to.',
  'Ignore the noise, stay the course.',
  'Inflation quietly eats cash savings.',
  'Keep some in cash anyway, for sleep.',
  'A financial adviser who charges a flat fee is worth it for this.',
  'This thread is a good reminder to check my own pension.',
  'Nobody knows where markets go next week. Nobody.',
  'Lifestyle creep is real, watch out for it.',
  'Great progress. Keep going.',
  'Spreadsheets are the real superpower here.',
  'The tax wrapper matters more than the fund choice for most people.',
  'Talk to your partner before making this decision.',
  'Diversify. No single stock is safe.',
  'Your house is not your retirement plan.',
  'Buy insurance for what you cannot afford to lose.',
  'Markets go down. Markets also recover. History is long.',
  'The first 10k is the hardest.',
  'If it sounds too good to be true, it is a scam.',
  'Start small, even 50 a month matters.',
  'You are doing better than you think.',
  'Check if your bank has a better savings rate for existing customers.',
  'The maths says invest, the psychology says pay the mortgage. Both are fine.',
  'Low fees compound too.',
  'Write down your plan, it stops panic selling.',
];

export const finance: Subject = {
  id: 'finance',
  language: 'en',
  storylines: financeStories,
  posts: [...posts, ...financeMore],
  replies,
  captions: ['Year one', 'The spreadsheet', 'Debt tracker', 'Final payment', 'Savings goal'],
  hashtags: ['#personalfinance', '#investing', '#markets', '#budgeting'],
  domains: ['marketwire.example', 'moneydesk.example', 'ratewatch.example'],
  videos: financeVideos,
  shorts: financeShorts,
};
