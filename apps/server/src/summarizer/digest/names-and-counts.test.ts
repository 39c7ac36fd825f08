import { describe, expect, it } from 'vitest';
import { SUMMARY_LANGUAGES, TONES } from '@socialpulse/contract';
import { digest } from '@/summarizer/digest/digest';
import { countedAfter } from '@/summarizer/digest/format';
import { DIGEST_PACKS } from '@/summarizer/digest/i18n/packs';
import { keysOf } from '@/summarizer/digest/phrases';
import { telegramChat } from '@/summarizer/digest/test-feeds';
import type { DigestFeed, DigestItem } from '@/summarizer/digest/types';
import { countsAboveWhole } from '@/summarizer/quality/counts-above-whole';

function namesOf(text: string): string[] {
  return [...keysOf(text, text, 'en').names];
}

describe('names in a text', () => {
  it('reads an acronym opening a sentence as itself, never as the stem of its tail', () => {
    const names = namesOf('CERN announced a new particle. The team at CERN was thrilled.');
    expect(names).toContain('cern');
    expect(names).not.toContain('ern');
  });

  it('takes a name that opens a sentence when a reporting verb follows it', () => {
    expect(namesOf('Trump said the tariffs would stay.')).toContain('trump');
    expect(namesOf('Merkel sagte nichts dazu.')).toContain('merkel');
  });

  it('takes a name that opens a sentence when it is capitalised in mid-sentence elsewhere', () => {
    expect(namesOf('Biden met the press. Later, Biden left.')).toContain('biden');
  });

  it('does not take an ordinary word for a name because it opens a sentence', () => {
    expect(namesOf('Everyone laughed at the joke. Nobody cried.')).toEqual([]);
  });
});

describe('counted nouns after a preposition', () => {
  it('uses the German dative after "mit"', () => {
    const w = { pack: DIGEST_PACKS.de, language: 'de' as const, platform: 'reddit' as const };
    expect(countedAfter(w, 35, 'post')).toBe('35 Beiträgen');
    expect(countedAfter(w, 1, 'post')).toBe('1 Beitrag');
  });

  it('uses the Russian genitive after "от", by Intl.PluralRules', () => {
    const w = { pack: DIGEST_PACKS.ru, language: 'ru' as const, platform: 'telegram' as const };
    expect(countedAfter(w, 1, 'person')).toBe('1 человека');
    expect(countedAfter(w, 4, 'person')).toBe('4 человек');
    expect(countedAfter(w, 5, 'person')).toBe('5 человек');
    expect(countedAfter(w, 21, 'person')).toBe('21 человека');
  });

  it('writes a Russian chat lead "от 4 человек" in every tone', () => {
    for (const tone of TONES) {
      const feed = telegramChat(tone, 'ru');
      const people = new Set(feed.items.map((i) => i.author)).size;
      const markdown = digest(feed).markdown;
      expect(markdown).toContain(`от ${people} человек`);
      expect(markdown).not.toMatch(/от \d+ человека\b/u);
    }
  });
});

function listing(
  n: number,
  language: DigestFeed['language'],
  tone: DigestFeed['tone'],
): DigestFeed {
  const items: DigestItem[] = Array.from({ length: n }, (_, k) => ({
    id: `p${k}`,
    url: `https://www.reddit.com/r/sub${k % 7}/comments/p${k}/`,
    author: `user${k}`,
    title: `Post number ${k} about item ${k * 7}`,
    text: '',
    publishedAt: '2026-11-20T10:00:00Z',
    engagement: { score: 1000 - k, comments: 10 },
    replies: [],
  }));
  return {
    id: `cap-${language}-${tone}`,
    platform: 'reddit',
    source: { id: 'popular', title: 'r/popular' },
    period: { start: '2026-11-20T00:00:00Z', end: '2026-11-21T00:00:00Z' },
    tone,
    language,
    items,
  };
}

/** The first paragraph after the heading and any language notice. */
function leadOf(markdown: string): string {
  return markdown.split('\n\n').find((p) => !p.startsWith('#') && !p.startsWith('*')) ?? '';
}

describe('a listing cut at the fetch cap', () => {
  it.each(SUMMARY_LANGUAGES)(
    'names its 100 posts as the top of the source (%s, every tone)',
    (language) => {
      for (const tone of TONES) {
        const feed = listing(100, language, tone);
        const markdown = digest(feed).markdown;
        const lead = leadOf(markdown);
        expect(lead, `${language}/${tone}`).toMatch(/\btop\b|топ-100/iu);
        expect(countsAboveWhole(feed, markdown), `${language}/${tone}`).toEqual([]);
      }
    },
  );

  it('states a count below the cap as it is', () => {
    const feed = listing(40, 'en', 'professional');
    const lead = leadOf(digest(feed).markdown);
    expect(lead).toContain('40 posts');
    expect(lead).not.toMatch(/\btop\b/iu);
  });

  it('still flags a cap stated as if it were everything', () => {
    const feed = listing(100, 'en', 'professional');
    expect(countsAboveWhole(feed, 'On November 20, r/popular had 100 posts.\n')).toHaveLength(1);
  });
});
