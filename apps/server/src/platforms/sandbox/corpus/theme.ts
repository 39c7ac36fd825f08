import type { Rng } from '@/platforms/sandbox/prng';

export type ThemeId = 'tech' | 'science' | 'gaming' | 'finance' | 'sport' | 'cooking' | 'travel';

/**
 * Templates use `{slot}` placeholders filled from `vocab` (theme words) or the common slots below.
 * Headlines read like news or link posts; questions like discussion threads; sentences build bodies;
 * opinions are comments and chat replies.
 */
export interface Theme {
  id: ThemeId;
  vocab: Readonly<Record<string, readonly string[]>>;
  headlines: readonly string[];
  questions: readonly string[];
  sentences: readonly string[];
  opinions: readonly string[];
  hashtags: readonly string[];
}

const WEEKDAYS = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'];
const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];

function commonSlot(name: string, rng: Rng, at: number | undefined): string | undefined {
  switch (name) {
    case 'n':
      return String(rng.int(2, 12));
    case 'pct':
      return String(rng.int(3, 45));
    case 'big':
      return rng.chance(0.5) ? `${rng.int(2, 950)}K` : `${(rng.int(11, 95) / 10).toFixed(1)}M`;
    case 'price':
      return `$${rng.int(9, 1999)}`;
    case 'weekday':
      return rng.pick(WEEKDAYS);
    case 'month':
      // "The state of X in {month}" should name the month the item was posted in.
      return at !== undefined
        ? (MONTHS[new Date(at).getUTCMonth()] ?? 'January')
        : rng.pick(MONTHS);
    case 'hours':
      return String(rng.int(2, 60));
    default:
      return undefined;
  }
}

export function fill(
  template: string,
  rng: Rng,
  vocab: Readonly<Record<string, readonly string[]>>,
  /** When the item was posted, so {month} names its month. */
  at?: number,
): string {
  return template.replace(/\{(\w+)\}/g, (match, name: string) => {
    const words = vocab[name];
    if (words && words.length > 0) return rng.pick(words);
    return commonSlot(name, rng, at) ?? match;
  });
}

export function capitalise(text: string): string {
  return text.length === 0 ? text : text[0]!.toUpperCase() + text.slice(1);
}
