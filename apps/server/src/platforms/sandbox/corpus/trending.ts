import { rngFor } from '@/platforms/sandbox/prng';
import type { ThemeId } from '@/platforms/sandbox/corpus/theme';

/**
 * Stories that surface on several platforms on the same days, so the Pulse page has real
 * cross-platform trends to find. Which stories trend is decided per two-day period.
 */
export interface TrendingStory {
  id: string;
  theme: ThemeId;
  keywords: readonly string[];
  headlines: readonly string[];
  sentences: readonly string[];
  hashtag: string;
}

export const TRENDING_STORIES: readonly TrendingStory[] = [
  {
    id: 'quantum-chip',
    theme: 'science',
    keywords: ['quantum', 'error correction', 'qubits'],
    headlines: [
      'Quantum chip passes an error-correction milestone',
      'What the new quantum error-correction result really means',
      'Qubits that fix their own errors: the quantum breakthrough explained',
    ],
    sentences: [
      'The chip kept logical qubits stable for longer than its physical qubits.',
      'Researchers say useful quantum computers are still years away.',
      'Error rates fell as the code grew larger, the key threshold result.',
    ],
    hashtag: '#Quantum',
  },
  {
    id: 'open-model',
    theme: 'tech',
    keywords: ['open-weight model', 'AI', 'benchmark'],
    headlines: [
      'A new open-weight AI model tops coding benchmarks',
      'Running the new open-weight model locally: first impressions',
      'Open-weight AI model release shakes up the leaderboard',
    ],
    sentences: [
      'The open-weight model runs on a single consumer GPU when quantised.',
      'Benchmarks look strong, but real-world tests are still coming in.',
      'The licence allows commercial use, which surprised many.',
    ],
    hashtag: '#AI',
  },
  {
    id: 'heatwave',
    theme: 'science',
    keywords: ['heatwave', 'record temperatures', 'climate'],
    headlines: [
      'Record heatwave grips southern Europe',
      'Heatwave: scientists link record temperatures to warming oceans',
      'How cities are coping with the record heatwave',
    ],
    sentences: [
      'Temperatures passed 44°C in several cities.',
      'Night-time temperatures stayed unusually high, a health risk.',
      'Authorities opened cooling centres and restricted outdoor work.',
    ],
    hashtag: '#Heatwave',
  },
  {
    id: 'rate-cut',
    theme: 'finance',
    keywords: ['rate cut', 'central bank', 'inflation'],
    headlines: [
      'Central bank surprises markets with a rate cut',
      'Rate cut: what it means for mortgages and savings',
      'Stocks jump after the surprise rate cut',
    ],
    sentences: [
      'The cut was a quarter of a percentage point.',
      'Officials cited cooling inflation and a softer labour market.',
      'Savers will see lower rates on deposit accounts soon.',
    ],
    hashtag: '#RateCut',
  },
  {
    id: 'console-launch',
    theme: 'gaming',
    keywords: ['handheld', 'console launch', 'preorders'],
    headlines: [
      'New handheld console sells out of preorders in hours',
      'Handheld console launch: the games worth buying first',
      'Hands-on with the new handheld console',
    ],
    sentences: [
      'Preorders sold out within hours in most regions.',
      'Battery life is the big question for the new handheld.',
      'Backwards compatibility covers most of the old library.',
    ],
    hashtag: '#Handheld',
  },
  {
    id: 'cup-final',
    theme: 'sport',
    keywords: ['cup final', 'penalties', 'underdogs'],
    headlines: [
      'Underdogs win the cup final on penalties',
      'Cup final: the penalty shootout everyone is talking about',
      'Inside the dressing room after the cup final upset',
    ],
    sentences: [
      'The shootout went to sudden death.',
      'The goalkeeper saved two penalties.',
      "It is the club's first major trophy in decades.",
    ],
    hashtag: '#CupFinal',
  },
  {
    id: 'sourdough-trend',
    theme: 'cooking',
    keywords: ['sourdough', 'starter', 'bread'],
    headlines: [
      'Sourdough is back: the starter trend sweeping kitchens',
      'Why everyone is baking sourdough again',
      "A beginner's sourdough schedule that actually fits a workday",
    ],
    sentences: [
      'Flour sales jumped again this month.',
      'A healthy starter doubles within about six hours.',
      'Cold fermentation overnight gives the best flavour.',
    ],
    hashtag: '#Sourdough',
  },
  {
    id: 'night-trains',
    theme: 'travel',
    keywords: ['night train', 'rail travel', 'sleeper'],
    headlines: [
      'New night train routes announced across Europe',
      'Night trains vs flights: the real cost comparison',
      'Sleeper trains are booming again',
    ],
    sentences: [
      'Tickets for the first month sold out quickly.',
      'Sleeper cabins start at a lower price than many expected.',
      'Rail operators plan more routes next year.',
    ],
    hashtag: '#NightTrain',
  },
  {
    id: 'browser-zero-day',
    theme: 'tech',
    keywords: ['zero-day', 'browser update', 'security patch'],
    headlines: [
      'Browser zero-day exploited in the wild: update now',
      'Emergency security patch fixes a browser zero-day',
      'How the browser zero-day was discovered',
    ],
    sentences: [
      'The flaw was in the JavaScript engine.',
      'All major browsers shipped patches within a day.',
      'Security teams urge everyone to restart their browser.',
    ],
    hashtag: '#ZeroDay',
  },
  {
    id: 'comet',
    theme: 'science',
    keywords: ['comet', 'night sky', 'visible'],
    headlines: [
      'Bright comet visible to the naked eye this week',
      'How to photograph the comet with your phone',
      'Comet brightens faster than astronomers expected',
    ],
    sentences: [
      'Look low on the western horizon just after sunset.',
      'Binoculars help, but it is visible without them from dark sites.',
      'It will not return for thousands of years.',
    ],
    hashtag: '#Comet',
  },
];

const PERIOD_MS = 2 * 86_400_000;

/** Three stories trend in each two-day period; the choice is seeded, so every platform agrees. */
export function trendingAt(at: number): readonly TrendingStory[] {
  const period = Math.floor(at / PERIOD_MS);
  return rngFor('trending', period).sample(TRENDING_STORIES, 3);
}
