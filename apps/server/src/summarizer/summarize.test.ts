import { SUMMARY_LANGUAGES, TONES } from '@socialpulse/contract';
import { describe, expect, it } from 'vitest';
import { extractText, summarize } from './summarize';
import { CHAT, POSTS } from '@/summarizer/test/fixtures';

describe('summarize', () => {
  it('writes Markdown in which every point links to the item it came from', () => {
    const result = summarize(POSTS, {
      words: 80,
      tone: 'professional',
      language: 'en',
      sourceTitle: 'r/tech',
    });
    expect(result.status).toBe('completed');
    const points = result.topics.flatMap((t) => t.points);
    expect(points.length).toBeGreaterThan(2);
    const byId = new Map(POSTS.map((p) => [p.id, p]));
    for (const point of points) {
      expect(point.url).toBe(byId.get(point.itemId)!.url);
      const line = result.markdown.split('\n').find((l) => l.includes(point.url))!;
      expect(line).toBeDefined();
    }
    const pointLines = result.markdown.split('\n').filter((l) => l.startsWith('- '));
    expect(pointLines).toHaveLength(points.length);
    for (const line of pointLines)
      expect(line).toMatch(/\(https:\/\/reddit\.com\/r\/\w+\/p\d\)\)$/u);
  });

  it('keeps extracted text verbatim in the structured topics and reports what it grouped', () => {
    const result = summarize(POSTS, { words: 80 });
    const texts = result.topics.flatMap((t) => t.points.map((p) => p.text));
    const source = POSTS.map((p) => `${p.title ?? ''}\n${p.text}`).join('\n');
    for (const text of texts) expect(source).toContain(text.replace(/…$/u, ''));
    expect(result.topics.every((t) => t.label.length > 0 && t.itemIds.length > 0)).toBe(true);
    expect(result.stats.duplicates).toBe(1);
  });

  it('counts posts, not the comments fetched with them', () => {
    const comments = POSTS.slice(0, 2).map((post, k) => ({
      id: `${post.id}:c${k}`,
      parentId: post.id,
      text: `A reply that adds a distinct point number ${k} about scheduling and budgets.`,
      ...(post.url !== undefined ? { url: post.url } : {}),
    }));
    const result = summarize([...POSTS, ...comments], { tone: 'professional' });
    const topLevel = result.stats.distinctTopLevel;
    expect(topLevel).toBe(result.stats.distinct - comments.length);
    expect(result.markdown).toContain(`covers ${topLevel} posts`);
  });

  it('heads topics with telling words, not vague ones', () => {
    const items = [1, 2, 3, 4].map((k) => ({
      id: `p${k}`,
      title: `Kubernetes autoscaler actually works ${k}`,
      text: `The Kubernetes autoscaler actually handled the spike. Autoscaler settings actually matter, node ${k}.`,
    }));
    const { topics } = summarize(items, { tone: 'professional' });
    const words = topics.flatMap((t) => t.keywords.map((w) => w.toLowerCase()));
    expect(words).toContain('autoscaler');
    expect(words).not.toContain('actually');
  });

  it('speaks in three clearly different voices', () => {
    const outputs = TONES.map(
      (tone) => summarize(POSTS, { words: 60, tone, language: 'en' }).markdown,
    );
    const firstLines = outputs.map((m) => m.split('\n')[0]);
    const lastLines = outputs.map((m) => m.trim().split('\n').at(-1));
    expect(new Set(firstLines).size).toBe(3);
    expect(new Set(lastLines).size).toBe(3);
    expect(outputs[0]).not.toMatch(/[✨🔥🎨🚀]/u); // professional: sober
    expect(outputs[1]).toMatch(/🔥/u); // engaging: lively section headings
    expect(outputs[2]).toMatch(/Chapter 1/u); // creative: a story in chapters
    expect(outputs[2]).toMatch(/^> /mu);
  });

  it('renders every language and tone, translating the wording and never the content', () => {
    const headings = new Set<string>();
    for (const language of SUMMARY_LANGUAGES) {
      for (const tone of TONES) {
        const result = summarize(POSTS, { words: 60, tone, language, sourceTitle: 'r/tech' });
        expect(result.language).toBe(language);
        expect(result.markdown).not.toMatch(/\{\w+\}/u); // no placeholder left unfilled
        expect(result.markdown).toContain('r/tech');
        expect(result.markdown).toContain('https://reddit.com/r/tech/p1');
        headings.add(result.markdown.split('\n')[0]!);
      }
    }
    expect(headings.size).toBe(SUMMARY_LANGUAGES.length * TONES.length);
    const ru = summarize(POSTS, { words: 60, language: 'ru', tone: 'professional' }).markdown;
    expect(ru).toMatch(/4 поста/u);
    expect(ru).toContain('Pixel 10'); // content stays as written
  });

  it('answers "no content" instead of failing on empty or unusable input', () => {
    for (const items of [
      [],
      [{ id: 'a', text: '' }],
      [{ id: 'b', text: '🙂 https://t.co/x <file_gif>' }],
    ]) {
      const result = summarize(items, { language: 'fr' });
      expect(result.status).toBe('no_content');
      expect(result.topics).toEqual([]);
      expect(result.markdown).toContain('Aucun contenu');
    }
    expect(extractText([])).toBe('');
  });

  it('is deterministic', () => {
    expect(summarize(POSTS, { tone: 'creative', language: 'de' })).toEqual(
      summarize(POSTS, { tone: 'creative', language: 'de' }),
    );
  });

  it('shows chat speakers in bold and links items without a URL to an in-page anchor', () => {
    const result = summarize(CHAT, { words: 30, tone: 'engaging' });
    expect(result.markdown).toMatch(/\*\*(Hannah|Amanda)\*\*: /u);
    expect(result.markdown).toMatch(/\(#item-m\d\)/u);
  });

  it('escapes Markdown in content and never links to a non-web URL', () => {
    const result = summarize(
      [
        {
          id: 'x y',
          url: 'javascript:alert(1)',
          text: 'Read [the notes](javascript:alert(1)) on *free* <b>stuff</b> today, everyone.',
        },
      ],
      { words: 30 },
    );
    expect(result.markdown).not.toContain('javascript:');
    expect(result.markdown).toContain('(#item-x%20y)');
    expect(result.markdown).toContain('Read the notes on \\*free\\* stuff today, everyone.');
  });

  it('gives the plain extraction one sentence per line', () => {
    const text = extractText(POSTS, { words: 50 });
    expect(text.split('\n').length).toBeGreaterThan(1);
    expect(text).not.toMatch(/##|\]\(/u);
  });
});
