import { describe, expect, it } from 'vitest';
import { checkAgainstMaterial, groundingOf } from '@/summarizer/llm/grounding';

const grounding = groundingOf(
  ['https://www.reddit.com/r/town/comments/a1/', 'https://www.reddit.com/r/town/comments/b2/'],
  [
    'TOP ITEM: The bridge reopened (24.8K upvotes, 1,300 comments)',
    'Repairs took 2 years.',
    '6 items and 11 replies from 2026-11-13 to 2026-11-20 (7 days).',
  ],
);

describe('checking a model’s text against its material', () => {
  it('keeps numbers from the material however they are rounded, and its links', () => {
    const text =
      '## The bridge is back\n\nThe bridge reopened after 2 years (24,800 upvotes, 1.3K comments) [post](https://www.reddit.com/r/town/comments/a1). Of 6 posts from Nov 13 to 20, it led.\n';
    const checked = checkAgainstMaterial(text, grounding);
    expect(checked.dropped).toEqual([]);
    expect(checked.markdown).toBe(text);
  });

  it('takes a number written into a word as the number a model writes apart', () => {
    const listing = groundingOf([], ['TOP ITEM: Nos vemos lá #Área51 (156 likes)']);
    const checked = checkAgainstMaterial('## Area 51 memes\n\nThe raid on Area 51 led.\n', listing);
    expect(checked.dropped).toEqual([]);
    // Only that number: 52 is nowhere in the material.
    expect(checkAgainstMaterial('Area 52 led.\n', listing).dropped).toHaveLength(1);
  });

  it('drops the sentence with an invented number and keeps the rest of its line', () => {
    const checked = checkAgainstMaterial(
      'The bridge reopened [post](https://www.reddit.com/r/town/comments/a1/). It cost 4.5 million euros. Readers were glad.\n',
      grounding,
    );
    expect(checked.markdown).toBe(
      'The bridge reopened [post](https://www.reddit.com/r/town/comments/a1/). Readers were glad.\n',
    );
    expect(checked.dropped).toEqual([
      { sentence: 'It cost 4.5 million euros.', links: [], numbers: ['4.5'] },
    ]);
    expect(checked.sentences).toBe(3);
  });

  it('drops a bullet with an invented link, and a heading left with nothing under it', () => {
    const checked = checkAgainstMaterial(
      '## Town\n\nThe bridge reopened.\n\n### Plans\n\n- A new tunnel is planned [plan](https://council.example/tunnel).\n- The old ferry stops [post](https://www.reddit.com/r/town/comments/zz/).\n',
      grounding,
    );
    expect(checked.markdown).toBe('## Town\n\nThe bridge reopened.\n');
    expect(checked.dropped.map((d) => d.links)).toEqual([
      ['https://council.example/tunnel'],
      ['https://www.reddit.com/r/town/comments/zz/'],
    ]);
  });

  it('does not split a sentence at a dot inside a link', () => {
    const checked = checkAgainstMaterial(
      '- [The bridge reopened. Finally](https://www.reddit.com/r/town/comments/b2/) after 3 years.\n',
      grounding,
    );
    expect(checked.dropped).toEqual([
      {
        sentence:
          '[The bridge reopened. Finally](https://www.reddit.com/r/town/comments/b2/) after 3 years.',
        links: [],
        numbers: ['3'],
      },
    ]);
  });
});
