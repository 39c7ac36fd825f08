import type { ShortPlan, VideoPlan } from '@/platforms/sandbox/corpus/subject';

export const cookingVideos: VideoPlan[] = [
  {
    title: 'One-pan lemon pasta in 15 minutes (with the corrected salt)',
    summary:
      'Our most requested weeknight dinner, now with the right amount of salt: 2 teaspoons, not tablespoons. Sorry again about the typo.',
    chapters: [
      {
        name: 'Intro',
        lines: [
          'First things first. Last week our description said two tablespoons of salt.',
          'It should have been two teaspoons. Sorry to everyone who had a very salty dinner.',
        ],
      },
      {
        name: 'Ingredients',
        lines: [
          'You need 350 grams of spaghetti or linguine.',
          'One litre of low-salt stock, one lemon, a big handful of spinach and 60 grams of parmesan.',
          'Low-salt stock matters, because the parmesan brings plenty of salt too.',
        ],
      },
      {
        name: 'Cooking the pasta',
        lines: [
          'Put the dry pasta in a wide pan and pour over the stock.',
          'Bring it to a boil and stir every minute or so, so nothing sticks.',
          'See how the liquid gets cloudy? That is starch, and that is our sauce.',
          'After about twelve minutes most of the stock is gone and the pasta is just cooked.',
        ],
      },
      {
        name: 'Finishing',
        lines: [
          'Heat off. Zest the whole lemon straight into the pan, then squeeze in half the juice.',
          'Add the spinach, it wilts in about thirty seconds.',
          'Now the parmesan, and toss it like you are angry at it.',
          'Taste it now, and only now add salt if it needs any.',
        ],
      },
      {
        name: 'Wrap-up',
        lines: [
          'That is dinner. One pan, fifteen minutes, very little washing up.',
          'Try it with peas and mint, too. See you next week.',
        ],
      },
    ],
  },
  {
    title: 'Sourdough for complete beginners: my everyday country loaf',
    summary:
      'The exact loaf from the community bake-along, step by step: mixing, stretch and folds, reading the bulk ferment, shaping and baking in a Dutch oven.',
    chapters: [
      {
        name: 'Intro',
        lines: [
          'Today, the loaf I bake every week, made as simply as possible.',
          'If your starter doubles within six hours of feeding, you are ready.',
        ],
      },
      {
        name: 'Mixing',
        lines: [
          'Five hundred grams of bread flour, fifty of wholemeal, 375 grams of water.',
          'Mix it until there is no dry flour and leave it for thirty minutes.',
          'Then add 110 grams of starter and 11 grams of salt. Eleven grams, weigh it.',
          'Squeeze it through your fingers until it comes together again.',
        ],
      },
      {
        name: 'Bulk ferment',
        lines: [
          'Over the next two hours, do four sets of stretch and folds.',
          'Grab one side, stretch it up, fold it over. Turn the bowl, repeat.',
          'Then leave it. Do not watch the clock, watch the dough.',
          'You want it about 50 to 75 percent bigger, with bubbles on the sides.',
          'In a warm kitchen this can be four hours. In winter it can be eight.',
        ],
      },
      {
        name: 'Shaping and baking',
        lines: [
          'Tip it out, pre-shape into a round and rest it for twenty minutes.',
          'Then shape it tight, put it in a floured basket, and into the fridge overnight.',
          'Next morning, bake in a very hot Dutch oven, lid on for twenty minutes.',
          'Lid off, another twenty to twenty-five, until it is properly dark.',
          'Darker than you think. Colour is flavour.',
        ],
      },
      {
        name: 'Wrap-up',
        lines: [
          'Wait at least an hour before you cut it. I know. I know.',
          'Show me your loaves in the comments. À bientôt!',
        ],
      },
    ],
  },
  {
    title: 'Five cheap dinners for a family of four, all under 30 minutes',
    summary:
      'Lentil bolognese, black bean quesadillas, fried rice, egg curry and a tray-bake. Budget dinners our kids actually ask for.',
    chapters: [
      {
        name: 'Intro',
        lines: [
          'Food prices are up again, so this week it is all about cheap dinners.',
          'Five meals, all under thirty minutes, all tested on two very honest children.',
        ],
      },
      {
        name: 'Lentil bolognese',
        lines: [
          'Red lentils cook in the sauce in about twenty minutes.',
          'Onion, garlic, a tin of tomatoes and a spoon of tomato paste fried until dark.',
          'Serve it exactly like a meat bolognese. Nobody complained.',
        ],
      },
      {
        name: 'Quesadillas and fried rice',
        lines: [
          'Quesadillas: mashed black beans, cheese, whatever is in the fridge.',
          'Everyone builds their own, which means nobody can complain about the filling.',
          'Fried rice wants cold rice from yesterday. Fresh rice goes mushy.',
          'Eggs, frozen peas, soy sauce, and a little sesame oil right at the end.',
        ],
      },
      {
        name: 'Egg curry and the tray-bake',
        lines: [
          'Egg curry is the cheapest meal in this video, and maybe my favourite.',
          'Hard-boiled eggs in a simple tomato and onion sauce with garam masala.',
          'The tray-bake is sausages, potatoes and whatever vegetables are left, all in one tin.',
          'Forty minutes in the oven, but only five of those are actual work.',
        ],
      },
      {
        name: 'Wrap-up',
        lines: [
          'That is a whole week sorted for not much money.',
          'Share your cheapest family favourite in the comments, I read them all.',
        ],
      },
    ],
  },
];

export const cookingShorts: ShortPlan[] = [
  {
    title: 'Stop crying when you chop onions',
    lines: [
      'Use a sharp knife. A blunt one crushes the cells and releases more of the gas.',
      'Chill the onion for ten minutes first.',
      'And leave the root on until the very end.',
    ],
  },
  {
    title: 'How to tell if your starter is ready',
    lines: [
      'It should double within four to eight hours of feeding.',
      'Lots of bubbles, a domed top, and a pleasant sour smell.',
      'The float test is fun, but it lies sometimes.',
    ],
  },
  {
    title: 'The pasta water trick everyone should know',
    lines: [
      'Before you drain the pasta, save a mug of the water.',
      'It is full of starch, and a splash turns butter and cheese into a silky sauce.',
      'That is the whole secret of most restaurant pasta.',
    ],
  },
  {
    title: 'Why you rest meat after cooking',
    lines: [
      'The juices settle back into the meat as it cools slightly.',
      'Cut it straight away and they run all over the board.',
      'Five minutes for a steak, twenty for a roast.',
    ],
  },
];
