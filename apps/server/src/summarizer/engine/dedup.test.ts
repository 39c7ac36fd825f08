import { describe, expect, it } from 'vitest';
import { dedupe } from './dedup';

const post =
  'The city council approved the new cycling lanes on Main Street after a long debate on Tuesday evening';

describe('dedupe', () => {
  it('groups exact duplicates, ignoring case and punctuation, under the heaviest item', () => {
    const { representative } = dedupe(
      ['Hello there!', 'hello, THERE', 'Something else'],
      [1, 5, 1],
    );
    expect(representative).toEqual([1, 1, 2]);
  });

  it('finds near duplicates (a repost with a few words changed)', () => {
    const texts = [
      post,
      `${post} — what do you think?`,
      post.replace('Tuesday', 'Wednesday'),
      'A completely different story about football transfers and the summer window',
    ];
    const { representative } = dedupe(texts, [3, 1, 1, 1]);
    expect(representative).toEqual([0, 0, 0, 3]);
  });

  it('keeps short texts apart unless they are identical', () => {
    expect(dedupe(['I agree', 'I disagree', 'I agree.'], [1, 1, 1]).representative).toEqual([
      0, 1, 0,
    ]);
  });

  it('breaks weight ties by input order and is deterministic', () => {
    const texts = [post, post, post];
    expect(dedupe(texts, [1, 1, 1]).representative).toEqual([0, 0, 0]);
    expect(dedupe(texts, [1, 1, 1])).toEqual(dedupe(texts, [1, 1, 1]));
  });
});
