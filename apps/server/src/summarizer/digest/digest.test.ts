import { describe, expect, it } from 'vitest';
import { digest } from '@/summarizer/digest/digest';
import { DIGEST_PACKS } from '@/summarizer/digest/i18n/packs';
import {
  countsConsistent,
  hasNearDuplicateLines,
  hasRawEntities,
  headings,
  isKeywordList,
  leadNamesTop,
  topCoverage,
} from '@/summarizer/digest/measures';
import { redditFeed, telegramChat } from '@/summarizer/digest/test-feeds';
import type { DigestFeed } from '@/summarizer/digest/types';
import { TONES, type SummaryLanguage } from '@socialpulse/contract';

function lead(markdown: string): string {
  return markdown.split('\n').find((l) => l.trim() !== '' && !l.startsWith('#')) ?? '';
}

describe('digest of a feed of posts', () => {
  it('shows the five most-engaged items with their numbers, formatted like the app', () => {
    const feed = redditFeed();
    const { markdown } = digest(feed);
    expect(topCoverage(feed, markdown)).toBe(1);
    expect(markdown).toContain('24.8K upvotes');
    expect(markdown).toContain('17.1K upvotes');
    expect(markdown).toContain('12.4K upvotes');
  });

  it('keeps the top five even when fewer stories are shown than five', () => {
    const feed = redditFeed('professional');
    // Four stories for twelve posts: the rest of the top five still appear with their figures.
    const few: DigestFeed = { ...feed, items: feed.items.slice(0, 12) };
    expect(topCoverage(few, digest(few).markdown)).toBe(1);
  });

  it('states counts that agree with the statistics (all items, duplicates included)', () => {
    const feed = redditFeed();
    const twice: DigestFeed = { ...feed, items: [...feed.items, { ...feed.items[1]!, id: 'dup' }] };
    const { markdown, stats } = digest(twice);
    expect(stats.items).toBe(13);
    expect(markdown).toContain('13 posts');
    expect(countsConsistent(twice, markdown)).toBe(true);
    expect(markdown).toContain('(92.9K upvotes, 6.8K comments)');
  });

  it('leads with the biggest story and its number', () => {
    const feed = redditFeed('professional');
    const { markdown } = digest(feed);
    expect(leadNamesTop(feed, markdown)).toBe(true);
    expect(lead(markdown)).toMatch(/Immich 2\.0 released.*\(24\.8K upvotes\)/u);
  });

  it('heads sections with short theme labels, never keyword lists or cut sentences', () => {
    const { markdown } = digest(redditFeed());
    const hs = headings(markdown);
    expect(hs.length).toBeGreaterThanOrEqual(2);
    for (const h of hs) {
      expect(isKeywordList(h)).toBe(false);
      expect(h).not.toMatch(/…$/u);
      expect(h.replace(/^#+ /u, '').split(/\s+/u).length).toBeLessThanOrEqual(6);
    }
    // Both Immich posts sit under one theme named as people named it.
    expect(hs).toContain('### Immich 2.0');
    expect(markdown.split('\n')[0]).toMatch(/^## r\/selfhosted: Immich 2\.0\b/u);
    expect(hasNearDuplicateLines(markdown)).toBe(false);
  });

  it('counts a repost under the same title as a similar post, not as another item', () => {
    const feed = redditFeed();
    const repost = { ...feed.items[2]!, id: 'repost', text: 'Crossposting for visibility.' };
    const { markdown } = digest({
      ...feed,
      items: [...feed.items, { ...repost, engagement: { score: 10 } }],
    });
    // Named once in its theme (the lead names only the biggest item), the copy linked beside it.
    expect(markdown.match(/My homelab power bill after moving to a mini PC/gu)).toHaveLength(1);
    expect(markdown).toMatch(/, posted 2 times: \[open\]\([^)]+\)/u);
  });

  it('decodes HTML entities from the platform text', () => {
    const { markdown } = digest(redditFeed());
    expect(hasRawEntities(markdown)).toBe(false);
    expect(markdown).toContain('library over last night & it just works');
  });

  it('quotes what people said under the leading post, and never a deleted comment', () => {
    const { markdown } = digest(redditFeed());
    expect(markdown).toMatch(
      /> “Moved my whole family library over last night & it just works\.” — \[\*\*u\/alex\*\*\]\(https:\/\/www\.reddit\.com\/r\/selfhosted\/comments\/p1\/\), 3\.1K upvotes/u,
    );
    expect(markdown).not.toContain('[deleted]');
  });

  it('links every item to its address', () => {
    const { markdown } = digest(redditFeed());
    const targets = [...markdown.matchAll(/\]\(([^)]*)\)/gu)].map((m) => m[1]!);
    expect(targets.length).toBeGreaterThan(8);
    for (const url of targets) expect(url).toMatch(/^https:\/\/www\.reddit\.com\//u);
  });

  it('never quotes a sentence that leans on the one before it without that one', () => {
    const { markdown } = digest(redditFeed('creative'));
    for (const line of markdown.split('\n').filter((l) => l.startsWith('> ')))
      expect(line).not.toMatch(/^> (?:It|This|They|But|Also|That's why)\b/u);
  });
});

describe('tones', () => {
  const [pro, eng, cre] = TONES.map((tone) => digest(redditFeed(tone)).markdown);

  it('differ in the wording of the lead, never in connector lines or decoration', () => {
    expect(new Set([lead(pro!), lead(eng!), lead(cre!)]).size).toBe(3);
    for (const md of [pro!, eng!, cre!]) {
      // No line that only leads into the next ("Next up 👇", "Then the conversation turned:").
      expect(md.split('\n').filter((l) => /^\*[^*].*\*$/u.test(l))).toEqual([]);
      expect(md).not.toMatch(/Next up|Don’t miss|See you next time|conversation turned/u);
      expect(md).not.toMatch(/\p{Extended_Pictographic}/u);
    }
    // The same themes in every tone: tones change words, not what is reported.
    expect(headings(pro!)).toEqual(headings(cre!));
  });

  it('professional is compact; the others quote more', () => {
    expect(pro!.length).toBeLessThan(eng!.length);
    expect(eng!.length).toBeLessThanOrEqual(cre!.length);
  });
});

/** Every word of a pack, lower-cased: what a digest in that language may say in its own words. */
function packWords(language: SummaryLanguage): Set<string> {
  const words = new Set<string>();
  const walk = (value: unknown): void => {
    if (typeof value === 'string')
      for (const w of value.toLowerCase().match(/\p{L}+/gu) ?? []) words.add(w);
    else if (value && typeof value === 'object') Object.values(value).forEach(walk);
  };
  walk(DIGEST_PACKS[language]);
  return words;
}

/** The digest without what it quotes: item names and links, names in bold, quotes and quoted text. */
function ownWords(markdown: string, feed: DigestFeed): string[] {
  let text = markdown
    .split('\n')
    // Headings and the headline carry theme labels: the posts' own words.
    .filter((l) => !l.startsWith('>') && !l.startsWith('#'))
    .map((l) => l.replace(/^### [IVX]+\. /u, '### '))
    .join('\n')
    .replace(/\[[^\]]*\]\([^)]*\)/gu, ' ')
    .replace(/\*\*[^*]+\*\*/gu, ' ')
    .replace(/[«“„][^»”“]*[»”“]/gu, ' ');
  for (const item of feed.items)
    for (const name of [item.title ?? '', item.author])
      if (name !== '') text = text.split(name).join(' ');
  text = text.split(feed.source.title).join(' ');
  for (const item of feed.items) {
    // Shortened titles in headings end in "…": remove their words through the first ten.
    const start = (item.title ?? '').split(' ').slice(0, 3).join(' ');
    if (start !== '')
      text = text.replace(
        new RegExp(`${start.replace(/[.*+?^${}()|[\]\\]/gu, '\\$&')}[^\n]*`, 'gu'),
        ' ',
      );
  }
  return (text.toLowerCase().match(/\p{L}+/gu) ?? []).filter((w) => !['u', 'k', 'm'].includes(w));
}

describe('language', () => {
  it.each(['es', 'de', 'ru'] as const)(
    'a %s digest writes every word of its own in that language',
    (language) => {
      for (const tone of TONES) {
        for (const feed of [redditFeed(tone, language), telegramChat(tone, language)]) {
          const { markdown } = digest(feed);
          const allowed = packWords(language);
          // The notice names the posts' language in the digest's (Intl's word, not the pack's).
          const english = new Intl.DisplayNames([language], { type: 'language' }).of('en')!;
          // A calendar day is named by its date, the month written by Intl in the language.
          const month = new Intl.DateTimeFormat(language, {
            day: 'numeric',
            month: 'long',
            timeZone: 'UTC',
          }).format(Date.UTC(2026, 10, 19));
          for (const w of `${english} ${month}`.toLowerCase().match(/\p{L}+/gu) ?? [])
            allowed.add(w);
          const foreign = ownWords(markdown, feed).filter((w) => !allowed.has(w));
          expect(foreign, `${tone} ${feed.id}:\n${markdown}`).toEqual([]);
        }
      }
    },
  );

  it('keeps quoted text in its own language, shown as a quote', () => {
    const { markdown } = digest(redditFeed('engaging', 'es'));
    expect(markdown).toMatch(/> «Moved my whole family library[^\n]*» — \[\*\*u\/alex\*\*\]/u);
    expect(markdown).toContain('publicaciones');
    expect(markdown).not.toMatch(/\bposts\b|\bupvotes\b|Related/u);
  });
});
