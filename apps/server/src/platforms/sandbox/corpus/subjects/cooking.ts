import type { Piece, Subject } from '@/platforms/sandbox/corpus/subject';
import { cookingMore } from '@/platforms/sandbox/corpus/subjects/more-a';
import { cookingStories } from '@/platforms/sandbox/corpus/subjects/cooking-stories';
import { cookingShorts, cookingVideos } from '@/platforms/sandbox/corpus/subjects/cooking-videos';

/** Home cooking and bread: weeknight dinners, sourdough, kitchen questions. */
const posts: Piece[] = [
  {
    style: 'joke',
    title: 'Recipe says "prep time 10 minutes". Recipe has never seen me chop an onion.',
  },
  {
    style: 'joke',
    title:
      'My sourdough starter is called Clint Yeastwood and he is the only one in the house who gets fed on time.',
  },
  { style: 'joke', title: 'Measured the garlic with my heart. My heart said the whole bulb.' },
  { style: 'image', title: 'First loaf that actually has an ear!' },
  { style: 'image', title: 'Crumb shot of my 80% hydration loaf, 3 days cold retard' },
  { style: 'image', title: 'Sunday roast for eight, nothing burnt this year' },
  { style: 'image', title: 'Homemade ramen, broth simmered for 12 hours' },
  { style: 'image', title: "My grandmother's handwritten recipe for plum cake" },
  { style: 'image', title: 'Focaccia with cherry tomatoes and rosemary from the garden' },
  { style: 'video', title: 'How I shape a batard, slowed down so you can actually see it' },
  {
    style: 'link',
    title:
      'Why you should salt your steak 40 minutes before cooking, or right before, but never in between',
  },
  { style: 'link', title: 'The science of caramelised onions, and why they take 45 minutes' },
  { style: 'link', title: "A beginner's guide to knife skills: the five cuts you actually need" },
  {
    style: 'self',
    title: 'What is a cheap weeknight dinner your family actually asks for?',
    body: 'Two kids, two adults, a budget that is getting tighter every month. I need things that are cheap, take under 30 minutes and do not cause a revolt. Share your family favourites.',
    replies: [
      'Black bean quesadillas. Ten minutes, everyone builds their own.',
      'Fried rice with whatever vegetables are dying in the fridge.',
      'Lentil bolognese. The kids have no idea.',
      '↳ Mine figured it out and still eat it. Win.',
    ],
  },
  {
    style: 'self',
    title: 'Cast iron people: is it really that bad to use soap?',
    body: 'My partner is horrified every time I use a drop of washing-up liquid on our skillet. From what I read, modern soap does not strip seasoning. Who is right before this ends our relationship?',
    replies: [
      'You are right. Modern soap is fine. Just do not soak it.',
      'Lye soap was the problem, decades ago. Tell your partner they are living in 1950.',
    ],
  },
  {
    style: 'self',
    title: 'I cooked every recipe in one cookbook over a year. Here is what I learned',
    body: '143 recipes, one year, one very patient household.\n\nThe biggest lesson: recipes are written for perfect ingredients. Real tomatoes in February need more salt and some sugar. Real onions take twice as long to soften.\n\nSecond lesson: mise en place is not fussy, it is what stops you burning the garlic while you look for the cumin.\n\nThird: the simplest recipes were the ones we kept making. The showstoppers we made once.',
    replies: [
      'The February tomatoes point is so true.',
      'Which cookbook? I want to try this.',
      '↳ A general home-cooking one. I will not name it, it is not an ad.',
    ],
  },
  {
    style: 'poll',
    title: 'How do you store your bread?',
    options: ['Bread bin', 'Paper bag', 'Freezer, sliced', 'It never lasts long enough'],
  },
  {
    style: 'poll',
    title: 'Pineapple on pizza?',
    options: ['Yes, proudly', 'No, never', 'Only with chilli', 'I just want to watch the comments'],
  },
  {
    style: 'self',
    title: 'Starter smells like nail polish remover, is it dead?',
    body: 'Week two, fed once a day with 50 g flour and 50 g water. It rises a bit then smells sharp and acetone-like. Should I throw it away?',
    replies: [
      'Not dead, hungry. Feed it twice a day or at a higher ratio.',
      'Acetone smell is normal at this stage. Keep going, it settles in a week.',
    ],
  },
];

const replies: string[] = [
  'Saving this recipe for the weekend.',
  'More garlic. The answer is always more garlic.',
  'Salt your pasta water like you mean it.',
  'Weigh your flour. Cups are lying to you.',
  'Can I swap the butter for olive oil here?',
  'My kitchen smells like this right now and I am very happy.',
  'The trick is low heat and patience.',
  'Did you let it rest before cutting? It makes a big difference.',
  'Tried it last night, the whole family loved it.',
  'Add a squeeze of lemon at the end. Trust me.',
  'Using the same pan for everything is my kind of cooking.',
  'What temperature was your kitchen? That changes everything with dough.',
  'Nothing beats homemade stock.',
  'That is exactly how my nan made it.',
  'Could use a pinch more salt, but looks great.',
  'Frozen spinach works just as well here, and it is cheaper.',
  'A thermometer changed my cooking more than any knife.',
  'Under-proofed, I think. Give it another hour next time.',
  'Please post the recipe!',
  'Brown butter makes everything better.',
  'Those knife skills are better than mine after ten years.',
  'A pinch of sugar with the tomatoes fixes winter tomatoes.',
  'Cooking for one is harder than cooking for six, honestly.',
  'Toast the spices first. Changes everything.',
  'The second day leftovers are always better.',
  'Mise en place saves lives. Or at least garlic.',
  'I made this and it did not look like yours at all, but it tasted great.',
  'Cheap, fast and the kids eat it. The holy trinity.',
  'I would eat this every day of the week.',
  'Rest the meat. Rest the meat. Rest the meat.',
  'Bread flour vs all-purpose really matters here.',
  'You can freeze the dough at this stage if you need to.',
];

export const cooking: Subject = {
  id: 'cooking',
  language: 'en',
  storylines: cookingStories,
  posts: [...posts, ...cookingMore],
  replies,
  mediaReplies: [
    'That crumb looks perfect. What hydration?',
    'That looks restaurant level, well done.',
    'Beautiful colour on that crust.',
    'Oven spring on that is incredible.',
    'The ear on that loaf though.',
    'Your starter looks very happy.',
    'Is that a Dutch oven or a cloche? Asking for my wallet.',
    'Stop it, I just ate and now I am hungry again.',
  ],
  captions: [
    'The dough after bulk',
    'Scored and ready',
    'Out of the oven',
    'Crumb',
    'Ingredients laid out',
  ],
  hashtags: ['#sourdough', '#homecooking', '#baking', '#dinner'],
  domains: ['kitchenlab.example', 'seriousplates.example', 'breadnotes.example'],
  videos: cookingVideos,
  shorts: cookingShorts,
};
