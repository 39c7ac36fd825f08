import { describe, expect, it } from 'vitest';
import { plainPreview, plainText, safeHref, truncate } from '@/lib/markdown-text';

describe('Markdown text helpers', () => {
  it('truncate keeps text up to the limit and cuts longer text with an ellipsis', () => {
    expect(truncate('a'.repeat(150), 150)).toBe('a'.repeat(150));
    expect(truncate('a'.repeat(151), 150)).toBe(`${'a'.repeat(150)}…`);
    expect(truncate('word  '.repeat(30), 150)).toMatch(/word…$/u);
    // Code points, not UTF-16 units: an emoji is never split in half.
    expect(truncate('😀'.repeat(151), 150)).toBe(`${'😀'.repeat(150)}…`);
  });

  it('safeHref allows web links only', () => {
    expect(safeHref('https://example.com/a?b=1')).toBe('https://example.com/a?b=1');
    expect(safeHref('http://example.com')).toBe('http://example.com/');
    expect(safeHref('javascript:alert(1)')).toBeUndefined();
    expect(safeHref('data:text/html,hi')).toBeUndefined();
    expect(safeHref('/relative')).toBeUndefined();
  });

  it('plainText drops Markdown marks for previews', () => {
    expect(
      plainText('## Title\n\n- **Bold** and `code`\n- [link](https://x.y) ![img](a.png)'),
    ).toBe('Title Bold and code link');
  });

  it('plainPreview is the plain text cut at 150 characters by default, escapes undone', () => {
    expect(plainPreview('## Heading\n\nA \\*literal\\* star.')).toBe('Heading A *literal* star.');
    expect(plainPreview(`- ${'x'.repeat(200)}`)).toBe(`${'x'.repeat(150)}…`);
  });
});
