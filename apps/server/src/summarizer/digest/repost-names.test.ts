import { describe, expect, it } from 'vitest';
import { buildDigest } from '@/summarizer/digest/digest';
import { origins } from '@/summarizer/digest/sources';
import type { DigestFeed, DigestItem } from '@/summarizer/digest/types';

/**
 * An X timeline's lead names the account and the accounts it reposted; an "@" goes only before a
 * real X username, never before a display name or a name X could not have given.
 */
const post = (id: string, author: string, text: string, likes: number): DigestItem => ({
  id,
  url: `https://x.com/i/status/${id}`,
  author,
  text,
  publishedAt: '2026-11-20T10:00:00Z',
  engagement: { likes, shares: 3 },
  replies: [],
});

function timeline(title: string, author: string, reposted: DigestItem[]): DigestFeed {
  return {
    id: 'x-timeline',
    platform: 'twitter',
    source: { id: 'user:42', title },
    period: { start: '2026-11-20T00:00:00Z', end: '2026-11-21T00:00:00Z' },
    tone: 'professional',
    language: 'en',
    items: [
      post('1', author, 'Our rover found layered rock near the crater rim today', 120),
      post('2', author, 'The crater rim photos are up on the mission page', 80),
      post('3', author, 'Next week the rover drives toward the delta', 60),
      ...reposted,
    ],
  };
}

describe('names in an X timeline’s lead', () => {
  it('writes a display name as it is, never as "@Ravi Nguyen"', () => {
    // The account's username was unknown, so its posts and the source carry the person's name.
    const feed = timeline('Ravi Nguyen', 'Ravi Nguyen', [
      post('4', 'Maria Garcia', 'Layered rock on Mars, explained simply', 40),
    ]);
    const found = origins(feed, (a) => `repost of ${a}`);
    expect(found.account).toBe('Ravi Nguyen');
    expect([...found.reposts.values()]).toEqual(['Maria Garcia']);

    const markdown = buildDigest(feed).result.markdown;
    expect(markdown).toContain('Ravi Nguyen');
    expect(markdown).not.toMatch(/@ravi nguyen|@Maria Garcia/iu);
  });

  it('writes a username with its "@" as the posts write it, and a reposted name only if X could have given it', () => {
    const feed = timeline('@NASA', '@NASA', [
      post('4', '@NASA', 'RT @esa: The delta is older than we thought', 0),
      post('5', '@NASA', 'RT @Zoë: Watching the rover drive tonight', 0),
    ]);
    const found = origins(feed, (a) => `repost of ${a}`);
    expect(found.account).toBe('NASA');
    expect([...found.reposts.values()].sort()).toEqual(['@esa', 'Zoë']);

    const markdown = buildDigest(feed).result.markdown;
    expect(markdown).toContain('@NASA');
    expect(markdown).not.toContain('@nasa');
    expect(markdown).not.toContain('@Zoë');
  });
});
