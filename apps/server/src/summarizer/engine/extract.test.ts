import { describe, expect, it } from 'vitest';
import { autoBudget, extract } from './extract';
import { countWords } from '@/summarizer/text/normalize';
import { CHAT, POSTS } from '@/summarizer/test/fixtures';

const words = (points: { text: string }[]): number =>
  points.reduce((s, p) => s + countWords(p.text), 0);

describe('extract', () => {
  it('never exceeds the word budget', () => {
    for (const budget of [5, 12, 25, 40, 80]) {
      const result = extract(POSTS, { words: budget });
      expect(result.points.length).toBeGreaterThan(0);
      expect(words(result.points)).toBeLessThanOrEqual(budget);
      expect(result.stats.selectedWords).toBe(words(result.points));
    }
  });

  it('defaults the budget to grow with the square root of the input', () => {
    expect(autoBudget(100)).toBeLessThan(autoBudget(400));
    expect(autoBudget(900)).toBeLessThan(4 * autoBudget(100));
    expect(autoBudget(0)).toBe(15);
    expect(autoBudget(10_000_000)).toBe(250);
  });

  it('is deterministic: same input, same output; input order of ties does not matter', () => {
    expect(extract(POSTS, { words: 40 })).toEqual(extract(POSTS, { words: 40 }));
    const a = extract(POSTS, { words: 40 })
      .points.map((p) => p.itemId)
      .sort();
    const b = extract([...POSTS].reverse(), { words: 40 })
      .points.map((p) => p.itemId)
      .sort();
    expect(a).toEqual(b);
  });

  it('drops the repost and never repeats a sentence', () => {
    const result = extract(POSTS, { words: 120 });
    expect(result.stats.duplicates).toBe(1);
    expect(result.points.some((p) => p.itemId === 'p4')).toBe(false);
    const texts = result.points.map((p) => p.text);
    expect(new Set(texts).size).toBe(texts.length);
  });

  it('ranks by engagement: the most engaging post scores highest, and loses its lead without it', () => {
    const best = (items: typeof POSTS): string | undefined =>
      extract(items, { words: 15 }).points.reduce((a, b) => (b.score > a.score ? b : a)).itemId;
    expect(best(POSTS)).toBe('p1');
    const quiet = POSTS.map((p) => (p.id === 'p1' ? { ...p, engagement: {} } : p));
    expect(best(quiet)).not.toBe('p1');
  });

  it('weights platforms by the user preference', () => {
    const mixed = POSTS.map((p) => (p.id === 'p3' ? { ...p, platform: 'telegram' } : p));
    const picks = (weights: Record<string, number>): string[] =>
      extract(mixed, { words: 15, platformWeights: weights }).points.map((p) => p.itemId);
    expect(picks({ reddit: 0.5, telegram: 0 })).not.toContain('p3');
    expect(picks({ reddit: 0, telegram: 1 })).toContain('p3');
  });

  it('groups posts into topics that list their items (duplicates included)', () => {
    const { topics } = extract(POSTS, { words: 120 });
    const phone = topics.find((t) => t.itemIds.includes('p1'));
    const football = topics.find((t) => t.itemIds.includes('p3'));
    expect(phone).toBeDefined();
    expect(football).toBeDefined();
    expect(phone).not.toBe(football);
    expect(phone!.itemIds).toContain('p2');
    expect(football!.itemIds).toEqual(expect.arrayContaining(['p3', 'p4', 'p5']));
    expect(phone!.keywords.join(' ').toLowerCase()).toMatch(/pixel|camera|chip/);
    for (const topic of topics)
      for (const point of topic.points) expect(topic.itemIds).toContain(point.itemId);
  });

  it('reads a chat as `Author: text` turns in their order', () => {
    const result = extract(CHAT, { words: 30 });
    expect(result.mode).toBe('conversation');
    for (const point of result.points)
      expect(point.text.startsWith(`${point.author}: `)).toBe(true);
    const order = result.points.map((p) => p.itemIndex);
    expect(order).toEqual([...order].sort((a, b) => a - b));
    expect(new Set(result.points.map((p) => p.author)).size).toBeGreaterThan(1);
  });

  it('returns no points for empty or content-free input', () => {
    expect(extract([]).points).toEqual([]);
    expect(
      extract([
        { id: 'x', text: '   ' },
        { id: 'y', text: 'https://example.com <file_gif>' },
      ]).points,
    ).toEqual([]);
  });

  it('copes with emoji, right-to-left text and one huge item', () => {
    const odd = extract(
      [
        { id: 'e', text: '🎉🎉🎉 Launch day is here 🚀 Everyone is excited about the launch 🔥' },
        { id: 'r', text: 'שלום לכולם. ההשקה הייתה מוצלחת מאוד היום.' },
        { id: 'a', text: 'مرحبا بكم. كان الإطلاق ناجحا جدا اليوم؟' },
      ],
      { words: 30 },
    );
    expect(odd.points.length).toBeGreaterThan(0);
    const sentence =
      'The committee reviewed the budget and approved funding for new schools in the region. ';
    const huge = extract(
      [
        {
          id: 'h',
          url: 'https://x.test/h',
          text: sentence.repeat(30_000) + 'Finally the mayor resigned.',
        },
      ],
      { words: 50 },
    );
    expect(huge.points.length).toBeGreaterThan(0);
    expect(words(huge.points)).toBeLessThanOrEqual(50);
    const single = extract([{ id: 'long', text: 'word '.repeat(500) }], { words: 20 });
    expect(single.points).toHaveLength(1);
    expect(countWords(single.points[0]!.text)).toBeLessThanOrEqual(20);
  });
});
