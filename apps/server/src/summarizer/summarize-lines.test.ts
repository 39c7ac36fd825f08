import { describe, expect, it } from 'vitest';
import { guessId, summarizeLines } from '@/summarizer/summarize-lines';

type Out = { id: string | null; markdown?: string; stats?: { items: number }; error?: string };

function feed(id: string, items: unknown[], extra: Record<string, unknown> = {}): string {
  return JSON.stringify({
    id,
    platform: 'reddit',
    source: { id: 'gardening', title: 'r/gardening' },
    period: { start: '2026-11-13T00:00:00Z', end: '2026-11-20T00:00:00Z' },
    items,
    ...extra,
  });
}

function post(id: string, fields: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    id,
    url: `https://www.reddit.com/r/gardening/comments/${id}/`,
    author: 'fern_grower',
    title: `Tomatoes split after the rain in bed ${id}`,
    text: 'The skins cracked overnight after three dry weeks and one heavy storm.',
    publishedAt: '2026-11-15T10:00:00Z',
    engagement: { score: 120, comments: 14 },
    ...fields,
  };
}

async function run(...lines: string[]): Promise<{ out: Out[]; errors: number }> {
  const { lines: written, errors } = await summarizeLines(lines.join('\n'));
  return { out: written.map((l) => JSON.parse(l) as Out), errors: errors.length };
}

describe('summarizeLines reads real feeds', () => {
  it('accepts negative scores on posts and replies', async () => {
    const { out, errors } = await run(
      feed('neg', [
        post('a', {
          engagement: { score: -14, comments: 3 },
          replies: [{ author: 'u1', text: 'Water them evenly, that is all.', score: -3 }],
        }),
        post('b'),
      ]),
    );
    expect(errors).toBe(0);
    expect(out[0]).toMatchObject({ id: 'neg', stats: { items: 2 } });
    expect(out[0]!.markdown).toContain('Tomatoes split');
  });

  it('accepts [deleted] and null authors, null and empty bodies', async () => {
    const { out, errors } = await run(
      feed('deleted', [
        post('a', {
          author: '[deleted]',
          text: null,
          replies: [
            { author: null, text: '[removed]', score: 1 },
            { author: '[deleted]', text: null },
          ],
        }),
        post('b', { text: '' }),
      ]),
    );
    expect(errors).toBe(0);
    expect(out[0]!.markdown).toContain('Tomatoes split');
  });

  it('accepts a media-only post and folds gallery captions into the text', async () => {
    const { out, errors } = await run(
      feed('media', [
        post('gallery', {
          title: 'My balcony garden, month by month',
          text: '',
          media: [
            { caption: 'March: the first basil seedlings under a grow light.' },
            { caption: null },
            { caption: 'June: the chillies finally turned red on the railing.' },
          ],
        }),
        post('picture', { title: null, text: '', media: [{}] }),
      ]),
    );
    expect(errors).toBe(0);
    expect(out[0]!.markdown).toMatch(/basil seedlings|chillies finally turned red/u);
  });

  it('accepts a feed whose items are in several languages', async () => {
    const { out, errors } = await run(
      feed('mixed', [
        post('en'),
        post('de', {
          title: 'Tomaten nach dem Regen geplatzt',
          text: 'Nach drei trockenen Wochen kam ein Gewitter, und die Schalen sind gerissen.',
        }),
        post('ru', {
          title: 'Помидоры треснули после дождя',
          text: 'После трёх сухих недель прошла гроза, и кожица лопнула.',
        }),
        post('ja', { title: '雨の後にトマトが割れた', text: '三週間の乾燥の後、嵐が来ました。' }),
      ]),
    );
    expect(errors).toBe(0);
    expect(out[0]).toMatchObject({ id: 'mixed', stats: { items: 4 } });
  });

  it('writes an error line for a bad line and still writes every other line', async () => {
    const { lines, errors } = await summarizeLines(
      [
        feed('good-1', [post('a')]),
        '{"id": "cut-short", "platform": "reddit", "items": [',
        feed('bad-score', [post('a', { engagement: { score: 'many' } })]),
        feed('bad-items', [], { items: {} }),
        '',
        'not json at all',
        JSON.stringify({ id: 7, document: 'The bridge reopened on Monday after repairs.' }),
        feed('good-2', [post('b')]),
      ].join('\n'),
    );
    const out = lines.map((l) => JSON.parse(l) as Out & { line?: number });
    expect(out.map((o) => o.id)).toEqual([
      'good-1',
      'cut-short',
      'bad-score',
      'bad-items',
      null,
      '7',
      'good-2',
    ]);
    expect(out[1]).toMatchObject({ line: 2 });
    expect(out[1]!.error).toMatch(/^invalid JSON/u);
    expect(out[2]).toEqual({
      id: 'bad-score',
      line: 3,
      error: '"items[0].engagement.score" must be a number',
    });
    expect(out[3]!.error).toBe('"items" must be an array');
    expect(out[4]).toMatchObject({ id: null, line: 6 });
    expect(out[5]).toEqual({ id: '7', summary: 'The bridge reopened on Monday after repairs.' });
    expect(out[6]!.markdown).toContain('Tomatoes split');
    expect(errors.map((e) => e.line)).toEqual([2, 3, 4, 6]);
  });
});

describe('guessId', () => {
  it('reads the id of a parsed line, of a line cut short, or gives null', () => {
    expect(guessId('{"id": 42, "x": 1}')).toBe('42');
    expect(guessId('{"platform": "x", "id": "week\\"s best", "items": [')).toBe('week"s best');
    expect(guessId('{"items": []}')).toBeNull();
    expect(guessId('garbage')).toBeNull();
  });
});
