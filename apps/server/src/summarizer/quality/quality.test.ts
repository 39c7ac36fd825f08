import { describe, expect, it } from 'vitest';
import { countsAboveWhole } from '@/summarizer/quality/counts-above-whole';
import { fillerLines } from '@/summarizer/quality/filler';
import { plainText } from '@/summarizer/quality/markdown-lines';
import { defectCount, measureDigest } from '@/summarizer/quality/measure';
import { periodContradictions } from '@/summarizer/quality/period-words';
import { repeatsInParagraphs } from '@/summarizer/quality/repetition';
import { statedCounts } from '@/summarizer/quality/stated-counts';
import { themeCounts } from '@/summarizer/quality/theme-counts';
import { topLinked } from '@/summarizer/quality/top-linked';
import { readNumber } from '@/summarizer/text/written-numbers';
import { BOARDGAMES_THEMES, boardgamesFeed, CLEAN_DIGEST } from '@/summarizer/quality/test-digest';

const feed = boardgamesFeed();

/** The clean digest with one more line after its lead paragraph. */
function plant(line: string): string {
  return CLEAN_DIGEST.replace('\n\n### Harbour', `\n\n${line}\n\n### Harbour`);
}

describe('the clean test digest', () => {
  it('has no defect in any measure', () => {
    const q = measureDigest(feed, { markdown: CLEAN_DIGEST, themes: BOARDGAMES_THEMES });
    expect(q.themes.checked).toBe(2);
    expect(q.top).toEqual({ linked: 5, of: 5, missing: [] });
    expect(defectCount(q)).toBe(0);
  });
});

describe('filler lines', () => {
  it.each([
    'Then the conversation turned:',
    '*Next up 👇*',
    'Don’t miss this one:',
    'That’s the pulse of r/boardgames for now. See you next time! 🚀',
    '✨ 🎲 ✨',
    '> 👇',
    'Und es gibt noch mehr:',
    'À la prochaine !',
    'Тем временем…',
  ])('finds "%s"', (line) => {
    expect(fillerLines(plant(line))).toEqual([line]);
  });

  it('keeps lines that carry a link, a number or a quote, whatever their wording', () => {
    expect(fillerLines(plant('Next up: [the sleeves](https://example.com/s) 👇'))).toEqual([]);
    expect(fillerLines(plant('Meanwhile, 3 posts asked about inserts.'))).toEqual([]);
    expect(
      fillerLines(plant('> One paragraph.\n>\n> Another paragraph of the same quote.')),
    ).toEqual([]);
  });
});

describe('plain text of a line', () => {
  it('drops link targets and emphasis but keeps escaped characters', () => {
    expect(plainText('> **kim** on [@major\\_williams](https://x.com/a) said *this*')).toBe(
      'kim on @major_williams said this',
    );
  });
});

describe('repeats inside a paragraph', () => {
  it('finds a quote printed twice, a doubled sentence and a doubled word', () => {
    const found = repeatsInParagraphs(
      [
        '> **kim**: Is it worth it? Is it worth it? I think so.',
        'The box is heavy. It is expensive. The box is heavy.',
        '“No rack.”: No rack.',
        'The sleeves sleeves last.',
        'A fine line with different words.',
      ].join('\n'),
    );
    expect(found.map((r) => r.repeated)).toEqual([
      'is it worth it',
      'the box is heavy',
      'no rack',
      'sleeves',
    ]);
  });

  it('reads a quote and the name after its dash as two texts', () => {
    expect(
      repeatsInParagraphs('> “A new way to tip on Twitter 💸” — **@Twitter**, 5K likes'),
    ).toEqual([]);
  });
});

describe('period words', () => {
  const eightDays = { start: '2026-11-12T00:00:00Z', end: '2026-11-20T00:00:00Z' };
  const halfMonth = { start: '2026-11-01T00:00:00Z', end: '2026-11-16T00:00:00Z' };
  const calendarDay = { start: '2026-11-19T00:00:00Z', end: '2026-11-20T00:00:00Z' };
  const rollingDay = { start: '2026-11-19T13:30:00Z', end: '2026-11-20T13:30:00Z' };

  it('finds words that contradict the window', () => {
    const phrases = (text: string, window: typeof eightDays) =>
      periodContradictions(text, window).map((p) => p.phrase);
    expect(phrases('It was a busy past month.', eightDays)).toEqual(['past month']);
    expect(phrases('Over the past week, 6 posts.', eightDays)).toEqual(['past week']);
    expect(phrases('Il y a eu 6 publications ce mois.', halfMonth)).toEqual(['ce mois']);
    expect(phrases('6 publications au cours des dernières 24 heures.', calendarDay)).toEqual([
      'dernières 24 heures',
    ]);
    expect(phrases('In den letzten 7 Tagen gab es 6 Beiträge.', eightDays)).toEqual([
      'letzten 7 Tagen',
    ]);
    expect(phrases('За последний месяц было 6 публикаций.', halfMonth)).toEqual([
      'последний месяц',
    ]);
  });

  it('leaves the words of a linked title or a quotation to their authors', () => {
    const quoted = [
      '- [Last Week Tonight: the oil episode](https://example.com/1) (5K upvotes)',
      '> “I will do a livestream later this week.” — **@dev**',
    ].join('\n');
    expect(periodContradictions(quoted, halfMonth)).toEqual([]);
    expect(periodContradictions('Over the past week, 6 posts.', halfMonth)).toHaveLength(1);
  });

  it('accepts words that fit the window', () => {
    expect(periodContradictions(CLEAN_DIGEST, feed.period)).toEqual([]);
    expect(periodContradictions('Over the past 8 days, 6 posts.', eightDays)).toEqual([]);
    expect(periodContradictions('In the last 24 hours, 6 posts.', rollingDay)).toEqual([]);
    expect(periodContradictions('En el último mes hubo 6 publicaciones.', halfMonth)).toHaveLength(
      1,
    );
  });
});

describe('stated counts', () => {
  it('reads the numbers of the five languages', () => {
    expect(readNumber('1,300')).toEqual({ value: 1300, tolerance: 0 });
    expect(readNumber('1.300')).toEqual({ value: 1300, tolerance: 0 });
    expect(readNumber('24,8', 'K')).toEqual({ value: 24_800, tolerance: 50 });
    expect(readNumber('2', 'M')).toEqual({ value: 2e6, tolerance: 500_000 });
    const counts = statedCounts('about 15 comments, 1 300 commentaires and 2,1K Beiträge');
    expect(counts.map((c) => [c.value, c.counts, c.approximate])).toEqual([
      [15, 'replies', true],
      [1300, 'replies', false],
      [2100, 'items', false],
    ]);
  });
});

describe('counts above the whole', () => {
  it('finds a count of posts above the feed, of comments above any counter, and a fetch cap', () => {
    const reasons = (text: string, f = feed) => countsAboveWhole(f, text).map((d) => d.reason);
    expect(reasons(plant('r/boardgames filled up with 300 posts.'))).toEqual(['above the items']);
    expect(reasons(plant('Readers left 2,000 comments.'))).toEqual(['above the replies']);
    const full = {
      ...feed,
      items: Array.from({ length: 100 }, (_, k) => ({ ...feed.items[k % 6]!, id: `x${k}` })),
    };
    expect(reasons('The list filled up with 100 posts.', full)).toEqual(['a fetch cap']);
    expect(countsAboveWhole(feed, CLEAN_DIGEST)).toEqual([]);
    expect(countsAboveWhole(feed, 'Readers left 955 comments in all.')).toEqual([]);
  });
});

describe('theme counts', () => {
  it('finds a theme count that is not the number of grouped items or replies', () => {
    const wrongItems = CLEAN_DIGEST.replace('3 posts and 9 replies', '5 posts and 9 replies');
    expect(themeCounts(feed, wrongItems, BOARDGAMES_THEMES).wrong).toEqual([
      { theme: 'Harbour Lights second edition', stated: '5 posts', truth: 3 },
    ]);
    const wrongReplies = CLEAN_DIGEST.replace('3 posts and 9 replies', '3 posts and 15 replies');
    expect(themeCounts(feed, wrongReplies, BOARDGAMES_THEMES).wrong).toHaveLength(1);
  });

  it('checks a theme in its own section before one whose heading merely contains its label', () => {
    const both = CLEAN_DIGEST.replace(
      '### Harbour Lights second edition',
      '### Harbour Lights second edition reprint\n\n2 posts took this up.\n\n### Harbour Lights second edition',
    );
    expect(themeCounts(feed, both, BOARDGAMES_THEMES).wrong).toEqual([]);
  });

  it('finds the section by the links to its items when the heading is reworded', () => {
    const reworded = CLEAN_DIGEST.replace(
      '### Harbour Lights second edition',
      '### A beloved game comes back',
    ).replace('3 posts and 9 replies', '4 posts and 9 replies');
    expect(themeCounts(feed, reworded, BOARDGAMES_THEMES).wrong).toHaveLength(1);
  });

  it('counts what it cannot check when the result exposes no themes', () => {
    expect(themeCounts(feed, CLEAN_DIGEST, undefined)).toEqual({
      checked: 0,
      wrong: [],
      unchecked: 2,
    });
  });
});

describe('top items linked', () => {
  it('names the most-engaged item that is not linked', () => {
    const unlinked = CLEAN_DIGEST.replace(`(https://www.reddit.com/r/boardgames/comments/b1/)`, '');
    expect(topLinked(feed, unlinked)).toEqual({ linked: 4, of: 5, missing: ['b1'] });
  });
});
