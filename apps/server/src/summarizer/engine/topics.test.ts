import { describe, expect, it } from 'vitest';
import { tfidfVectors } from './graph';
import { clusterUnits } from './topics';
import { contentTerms } from '@/summarizer/text/terms';

describe('clusterUnits', () => {
  it('puts units about the same thing in one topic', () => {
    const texts = [
      'The new phone has a faster chip and a better camera',
      'Camera tests show the phone chip handles low light well',
      'The football club signed a striker for the summer',
      'The striker scored twice in his first match for the club',
    ];
    const { vectors } = tfidfVectors(texts.map(contentTerms));
    const { unitTopic } = clusterUnits(vectors, [4, 3, 2, 1]);
    expect(unitTopic[0]).toBe(unitTopic[1]);
    expect(unitTopic[2]).toBe(unitTopic[3]);
    expect(unitTopic[0]).not.toBe(unitTopic[2]);
  });

  it('clusters whole items when given a unit → item map', () => {
    const texts = [
      'Phone camera review',
      'Battery life is great',
      'Club striker signing',
      'Fans love the striker',
    ];
    const { vectors } = tfidfVectors(texts.map(contentTerms));
    const { unitTopic } = clusterUnits(vectors, [1, 1, 1, 1], [0, 0, 1, 1]);
    expect(unitTopic[0]).toBe(unitTopic[1]);
    expect(unitTopic[2]).toBe(unitTopic[3]);
  });
});
