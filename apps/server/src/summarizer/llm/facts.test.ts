import { describe, expect, it } from 'vitest';
import { factsLine } from '@/summarizer/llm/facts';

describe('the totals told to the model', () => {
  it('counts in English a model can copy: one item, one day', () => {
    expect(
      factsLine({
        items: 1,
        replies: 492,
        period: { start: '2020-03-24T00:00:00Z', end: '2020-03-25T00:00:00Z' },
      }),
    ).toBe('1 item and 492 replies from 2020-03-24 to 2020-03-25 (1 day).');
    expect(factsLine({ items: 6, replies: 1 })).toBe('6 items and 1 reply in all.');
  });

  it('says nothing of replies when none were fetched (a listing, read without its comments)', () => {
    expect(factsLine({ items: 100, replies: 0 })).toBe('100 items in all.');
  });
});
