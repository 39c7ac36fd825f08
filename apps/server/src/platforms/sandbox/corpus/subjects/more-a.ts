import type { Piece } from '@/platforms/sandbox/corpus/subject';

/**
 * More standalone posts for the busiest subjects (space, football, cooking, finance): short
 * questions, photos, links and one-liners, so a week of a busy source rarely shows a post twice.
 */
export const spaceMore: Piece[] = [
  {
    style: 'self',
    title: 'Why do we still not have a permanent base on the Moon after 50+ years?',
    body: 'Genuine question, not trolling. We landed in 1969. What actually stopped us from staying?',
    replies: [
      'Money, mostly. Apollo was a political sprint, not a plan to stay.',
      'Radiation, dust and the cost of every kilo you send there.',
    ],
  },
  {
    style: 'self',
    title: 'What is the most underrated space mission in your opinion?',
    body: 'Everyone knows the famous ones. I want the quiet little probes that did something amazing on a tiny budget.',
    replies: [
      'The comet lander that bounced and still sent back data.',
      'Any of the small solar observatories. They run for decades.',
    ],
  },
  { style: 'joke', title: 'Astronomy is just looking at old light and arguing about it politely.' },
  {
    style: 'joke',
    title: 'Bought a star map. Now I know exactly which clouds are blocking which constellations.',
  },
  { style: 'image', title: 'Orion Nebula, 3 hours of data from my back garden' },
  { style: 'image', title: 'Partial solar eclipse through a welding glass, safely!' },
  { style: 'image', title: 'Venus and the crescent Moon at dusk tonight' },
  { style: 'image', title: 'Andromeda from a dark site, 50 mm lens on a tracker' },
  { style: 'link', title: 'Mars helicopter team shares what they learned from 70 flights' },
  {
    style: 'link',
    title: 'Radio telescopes detect a repeating fast radio burst with a 16-day cycle',
  },
  {
    style: 'link',
    title:
      'Satellite megaconstellations are brightening the night sky, new study measures how much',
  },
  {
    style: 'poll',
    title: 'Which mission would you fund next?',
    options: ['Europa lander', 'Uranus orbiter', 'Crewed Mars flyby', 'Big space telescope'],
  },
];

export const footballMore: Piece[] = [
  {
    style: 'self',
    title: 'Which away ground has the best food?',
    body: 'Asking for a very important research project. Pies, sausages, anything goes. Bonus points for a decent cup of tea.',
    replies: [
      'Westmoor. The steak pie is a religious experience.',
      'Anywhere with a proper burger van outside.',
    ],
  },
  {
    style: 'self',
    title: 'What is the best match you have ever been to in person?',
    body: 'Not the best on TV. The one you were actually there for, cold, soaked, losing your voice.',
    replies: [
      'A 4-3 comeback in the rain in 2011. Still hoarse.',
      'My first derby. We lost and I still loved it.',
    ],
  },
  {
    style: 'self',
    title: 'Anyone else find the international break unbearable?',
    body: 'Two weeks of nothing. I have started watching lower-league highlights at 1 am.',
    replies: [
      'I use it to catch up on sleep and my family.',
      'Lower league highlights are honestly better football.',
    ],
  },
  {
    style: 'joke',
    title: 'Our striker has not scored since August. He has, however, scored a very nice haircut.',
  },
  {
    style: 'joke',
    title:
      'My fantasy team is doing better than my real team. My fantasy team is also in last place.',
  },
  { style: 'joke', title: 'Added time: 6 minutes. Actual time played in added time: 40 seconds.' },
  { style: 'image', title: 'Empty stadium an hour before kick-off, my favourite view' },
  { style: 'image', title: 'Scarf collection, 30 years of away days' },
  { style: 'image', title: 'The pitch after the snow was cleared this morning' },
  { style: 'image', title: 'Our under-10s won their first trophy today' },
  { style: 'video', title: 'The crowd singing after the late winner, sound on' },
  { style: 'video', title: 'Goalkeeper scores from his own box with a wind-assisted kick' },
  {
    style: 'link',
    title: "Women's league attendance breaks its record for the third season in a row",
  },
  { style: 'link', title: 'How clubs use GPS vests to manage player fatigue' },
  { style: 'link', title: 'The lost art of the sweeper, a history' },
  {
    style: 'poll',
    title: 'Who wins the league?',
    options: ['Northbridge', 'Almeira', 'Porto Vale', 'Someone surprising'],
  },
];

export const cookingMore: Piece[] = [
  {
    style: 'self',
    title: 'What is one kitchen tool you use every single day?',
    body: 'Mine is a cheap bench scraper. Dough, chopped veg, cleaning the counter. Best 5 euros I ever spent.',
    replies: [
      'Microplane. Zest, garlic, parmesan, everything.',
      'A good pair of tongs. Extension of my hand.',
    ],
  },
  {
    style: 'self',
    title: 'How do you stop rice sticking to the bottom of the pan?',
    body: 'Every time I make rice on the hob, there is a layer glued to the bottom. What am I doing wrong?',
    replies: [
      'Rinse it, lowest heat, lid on, and do not peek.',
      'Let it rest off the heat for ten minutes with the lid on.',
    ],
  },
  {
    style: 'self',
    title: 'Meal prep people: what actually reheats well?',
    body: 'I want to cook on Sunday for the week, but everything I make tastes sad by Wednesday.',
    replies: [
      'Curries and stews get better. Pasta and fried things do not.',
      'Cook the base, add fresh things on the day.',
    ],
  },
  { style: 'joke', title: 'Me: I will have a light dinner. Also me: opens a block of cheese.' },
  { style: 'joke', title: 'My smoke alarm is my oven timer and I am at peace with that.' },
  { style: 'image', title: 'Cinnamon buns for the neighbours, the whole street smells amazing' },
  { style: 'image', title: 'My first attempt at handmade pasta, wonky but delicious' },
  { style: 'image', title: 'Rye loaf with caraway, 100% rye, no regrets' },
  { style: 'image', title: 'Dinner for two under 5 euros: shakshuka' },
  { style: 'image', title: 'Jars of pickles from the allotment harvest' },
  { style: 'video', title: 'Watch this dough double in 4 hours, timelapse' },
  { style: 'link', title: 'Why resting cookie dough overnight makes better cookies' },
  { style: 'link', title: 'Which oils to use for high-heat cooking, and which to save for salads' },
  { style: 'link', title: "The beginner's guide to a sourdough discard you will actually use" },
  {
    style: 'poll',
    title: 'Best comfort food on a cold evening?',
    options: ['Soup', 'Pasta bake', 'Curry', 'Toast, honestly'],
  },
];

export const financeMore: Piece[] = [
  {
    style: 'self',
    title: 'Should I pay off my student loan early?',
    body: 'The interest is 3.2% and the balance is 14,000. I have 9,000 in savings. Overpay, or invest the extra?',
    replies: [
      'At 3.2%, investing has historically won, but the guaranteed return is nice.',
      'Check if the loan gets written off after a number of years. That changes everything.',
    ],
  },
  {
    style: 'self',
    title: 'How do couples split money? We earn very different salaries',
    body: 'I earn about twice what my partner does. 50/50 feels unfair, everything joint feels like a big step. What works for you?',
    replies: [
      'Proportional to income for shared costs, the rest is personal.',
      'Joint account for bills, separate for everything else. Zero arguments since.',
    ],
  },
  {
    style: 'self',
    title: 'First payslip from my first real job! Where do I start?',
    body: '22, living with parents for another year, no debt. I want to do this right from the start.',
    replies: [
      'Pension match first, emergency fund second, index fund third.',
      'Pay your parents something. Good habit, and fair.',
    ],
  },
  {
    style: 'self',
    title: 'Is it ever worth buying an extended warranty?',
    body: 'The shop keeps pushing a 3-year warranty on a 600 euro washing machine for 120 euros. Worth it?',
    replies: [
      'Almost never. They are priced to make money.',
      'Self-insure: put the 120 in a savings pot instead.',
    ],
  },
  {
    style: 'self',
    title: 'Our energy bill doubled, how are people coping?',
    body: 'Two adults, small flat, nothing changed except the price. What have you cut that actually made a difference?',
    replies: [
      'Radiator reflectors and a thermostat schedule saved us about 15%.',
      'Call the supplier about a fixed deal, we saved a lot.',
    ],
  },
  {
    style: 'self',
    title: 'What financial mistake taught you the most?',
    body: 'Mine: buying a new car on finance at 23. Four years of payments for something worth half the price.',
    replies: [
      'Not starting a pension until 35.',
      'Lending money to a friend without writing anything down.',
    ],
  },
  { style: 'joke', title: 'Inflation is when your grocery receipt becomes a horror novel.' },
  {
    style: 'joke',
    title: 'My investing strategy is to buy and hold, mostly because I forgot my password.',
  },
  {
    style: 'poll',
    title: 'How many months of expenses is your emergency fund?',
    options: ['None yet', 'Under 3', '3 to 6', 'More than 6'],
  },
  { style: 'image', title: 'Paid off the mortgage today, after 22 years' },
  { style: 'link', title: 'New rules cap overdraft fees at the biggest banks' },
  { style: 'link', title: 'The real cost of owning a car, broken down per kilometre' },
];
