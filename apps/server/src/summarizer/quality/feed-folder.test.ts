import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { boardgamesFeed } from '@/summarizer/quality/test-digest';
import { loadFeeds } from '@/summarizer/quality/feed-folder';

const dir = mkdtempSync(path.join(tmpdir(), 'feed-folder-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('loadFeeds', () => {
  it('reads every feed of the folder once and names the lines it skips', () => {
    const feed = boardgamesFeed();
    const other = { ...feed, id: 'other-week' };
    writeFileSync(
      path.join(dir, 'all.jsonl'),
      `${JSON.stringify(feed)}\n${JSON.stringify(other)}\n`,
    );
    writeFileSync(
      path.join(dir, 'reddit.jsonl'),
      `${JSON.stringify(feed)}\n\n{"id":"doc","document":"Not a feed."}\n{"id":"cut`,
    );
    writeFileSync(path.join(dir, 'notes.txt'), 'not read');
    const { feeds, skipped } = loadFeeds(dir);
    expect(feeds.map((f) => f.id)).toEqual(['boardgames-week', 'other-week']);
    expect(feeds[0]!.items).toHaveLength(6);
    expect(skipped).toHaveLength(2);
    expect(skipped[0]).toBe('reddit.jsonl:3: not a feed (no "platform" and "items")');
    expect(skipped[1]).toMatch(/^reddit\.jsonl:4: /u);
  });
});
