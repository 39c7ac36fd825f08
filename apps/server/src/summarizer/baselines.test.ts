import { describe, expect, it } from 'vitest';
import { lead, lexRank, longest, textRank } from './baselines';

const units = [
  'Intro about nothing in particular.',
  'The river flooded the town after heavy rain.',
  'Heavy rain made the river rise over the town walls.',
  'A cat was seen on a roof.',
  'Town officials said the flooded river will fall after the rain stops.',
];

describe('baselines', () => {
  it('Lead-3 takes the first three units', () => {
    expect(lead(units)).toEqual(units.slice(0, 3));
  });

  it('Longest-3 takes the three longest units by words, in document order', () => {
    expect(longest(units)).toEqual([units[1], units[2], units[4]]);
    expect(longest(['a b', 'c d', 'e f', 'g h'])).toEqual(['a b', 'c d', 'e f']);
  });

  it('LexRank and TextRank pick the three most central units, in document order', () => {
    for (const pick of [lexRank(units), textRank(units)]) {
      expect(pick).toHaveLength(3);
      expect(pick).toEqual([units[1], units[2], units[4]]);
    }
  });

  it('return all units when there are three or fewer', () => {
    expect(lexRank(units.slice(0, 2))).toEqual(units.slice(0, 2));
    expect(textRank([])).toEqual([]);
  });
});
