import type { Storyline } from '@/platforms/sandbox/corpus/subject';

/** Cooking stories: a community bake-along, a flour recall, a viral recipe with a typo. */
export const cookingStories: Storyline[] = [
  {
    id: 'bake-along',
    beats: [
      {
        title: 'Community bake-along this week: a basic country loaf, same recipe for everyone',
        body: '500 g bread flour, 50 g wholemeal, 375 g water, 110 g active starter, 11 g salt. Mix Monday evening, bake Tuesday or Wednesday. Post your crumb shots in this thread, good or bad. Beginners especially welcome.',
        replies: [
          'In! My starter is three weeks old, wish me luck.',
          '75% hydration for beginners is a bit brave, no?',
          '↳ It is manageable with stretch and folds. 70% if you are nervous, nobody will tell.',
          'Can I use all-purpose flour? It is all I have.',
          '↳ Yes, just hold back 20 g of water, it absorbs less.',
        ],
      },
      {
        title: 'Bake-along day 2: my dough is a puddle, what went wrong?',
        body: 'Followed the recipe exactly, four sets of stretch and folds, bulk for 7 hours at about 24 degrees. It is spreading out flat on the counter and will not hold a shape at all. Photo in the comments.',
        replies: [
          'Seven hours at 24 degrees is probably over-proofed, especially with a lively starter.',
          '↳ Agree, look for 50-75% rise in bulk, not the clock.',
          'Bake it anyway in a tin. Over-proofed dough still makes great toast.',
          'Happened to me last week. The loaf was flat but tasted amazing.',
          'You are in good company, half this thread is puddles.',
        ],
      },
      {
        title: 'Bake-along results: 140 loaves posted, here are some favourites',
        body: 'Thanks to everyone who joined. The most common problem by far was over-proofing in warm kitchens, the second was under-baking. A few people nailed it on their first ever loaf, which is just unfair.',
        replies: [
          'Mine is in there! The slightly lopsided one. Proud anyway.',
          'Great idea, please do this every month.',
          "Loved seeing everyone's ovens and kitchens, so much variety.",
          'Next time, can we do a rye loaf? I want to suffer properly.',
        ],
      },
      {
        title:
          'Correction for the bake-along recipe: salt is 11 g, not 1 tbsp as the pinned image said',
        body: 'The pinned recipe card had "1 tbsp salt" instead of 11 g. A tablespoon of fine salt is roughly 18 g, which explains a few "my bread tastes like the sea" comments. The text recipe was always right. Sorry!',
        replies: [
          'THAT explains it. I thought my taste buds were broken.',
          'This is why weights are better than spoons, every single time.',
          'Honestly the salty loaf was great with butter.',
        ],
      },
    ],
  },
  {
    id: 'flour-recall',
    beats: [
      {
        title: 'Recall: Millbrook strong white flour, 1.5 kg bags with best-before dates in March',
        body: 'The food safety agency says some batches may contain small pieces of metal from a damaged sieve at the mill. Do not use it, return it to the shop for a refund. Other Millbrook flours are not affected.',
        link: true,
        replies: [
          'I have two bags of exactly this. Checking the dates now.',
          '↳ Mine are April, phew.',
          'Metal from a sieve, that is genuinely scary for bread.',
          'Good that they caught it. Returning mine tomorrow.',
        ],
      },
      {
        title: 'Millbrook recall expanded to the 3 kg bags and the wholemeal flour',
        body: 'The agency updated the notice today: the same mill produced the 3 kg strong white and the 1.5 kg wholemeal in the same period. Check the batch codes listed in the notice.',
        replies: [
          'Well, there goes my whole baking shelf.',
          'They should just list every batch from that mill at this point.',
          'Supermarket near me has taken everything Millbrook off the shelves.',
          '↳ Same here, the flour aisle looks like a pandemic again.',
        ],
      },
      {
        title: 'What flour are you using while Millbrook is off the shelves?',
        body: 'Most bakers here used Millbrook as the cheap reliable option. What are you switching to for sourdough and for everyday baking?',
        replies: [
          'Local mill, 20% more expensive but the bread is noticeably better.',
          'Supermarket own brand. Honestly no difference for sandwich bread.',
          'Italian tipo 0 for pizza, anything strong for loaves.',
          'This was a nice excuse to try a stone-ground flour. No regrets.',
        ],
      },
      {
        title: 'Millbrook recall closed: the mill has replaced its sieves, new stock is safe',
        body: 'The agency closed the recall today. Nobody was reported injured. Stock with new batch codes is back in shops from Monday.',
        replies: [
          'Good outcome. The recall system works.',
          'I am staying with my local mill, the bread converted me.',
          'Glad no one got hurt. Back to baking.',
        ],
      },
    ],
  },
  {
    id: 'pasta-typo',
    beats: [
      {
        title:
          "Weeknight Kitchen's one-pan lemon pasta is everywhere this week. Has anyone tried it?",
        body: 'Pasta, stock, lemon, parmesan and spinach, all cooked in one pan in 15 minutes. Four million views in two days. It looks too easy to be good.',
        replies: [
          'Made it last night. Easy, creamy, kids ate it. Ten out of ten.',
          'One-pan pasta is always a bit gluey. The starch has nowhere to go.',
          '↳ That starch is the sauce. It is a feature.',
          'Fifteen minutes is a lie, it took me twenty-five.',
        ],
      },
      {
        title: 'Made the viral lemon pasta and it was inedibly salty. Did I do something wrong?',
        body: 'Used the recipe from the description: 2 tbsp salt in the cooking liquid, plus the stock and parmesan. I could not eat more than two bites.',
        replies: [
          'Two tablespoons with stock AND parmesan? That cannot be right.',
          'The video says two teaspoons. The description is wrong.',
          '↳ Oh no. I followed the description too.',
          'Stock cubes are already very salty. Add salt at the end, always.',
        ],
      },
      {
        title: 'Weeknight Kitchen fixes the lemon pasta recipe: it was 2 tsp salt, not 2 tbsp',
        body: 'The channel pinned a comment and fixed the description: "That was our typo, we are very sorry about your salty dinners." They also suggest low-salt stock.',
        replies: [
          'Respect for owning it quickly.',
          'Half the internet just ate a salt lick because of one letter.',
          'Try it again with the fix, it really is good.',
        ],
      },
      {
        title: 'Lemon pasta, take two: with the fixed salt it is actually excellent',
        body: 'Made it again with 2 tsp and low-salt stock, added some chilli flakes and extra lemon zest at the end. Bright, creamy, fast. The hype is deserved.',
        replies: [
          'Chilli flakes are the move, I add them to everything.',
          'Glad the second try worked out. It is a keeper in our house now.',
          'Try it with peas instead of spinach, kids prefer it.',
          '↳ Peas and a bit of mint. Trust me.',
        ],
      },
    ],
  },
];
