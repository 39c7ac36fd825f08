import { describe, expect, it } from 'vitest';
import { digestMaterial } from '@/summarizer/digest/material';
import { patchThread } from '@/summarizer/digest/story-feeds';
import { redditFeed, telegramChat } from '@/summarizer/digest/test-feeds';

describe('material for a model', () => {
  it('gives the top items with their numbers first, then stories with replies and related items', () => {
    const lines = digestMaterial(redditFeed());
    expect(lines.slice(0, 5).map((l) => l.text)).toEqual([
      'TOP ITEM: Immich 2.0 released: a self-hosted Google Photos replacement (24.8K upvotes, 1.9K comments)',
      'TOP ITEM: My homelab power bill after moving to a mini PC (17.1K upvotes, 1.2K comments)',
      'TOP ITEM: Vaultwarden security update, patch now (12.4K upvotes, 800 comments)',
      'TOP ITEM: Immich 2.0 is out and it is great (9K upvotes, 400 comments)',
      'TOP ITEM: Show and tell: my rack <3 (6.3K upvotes, 350 comments)',
    ]);
    expect(lines).toContainEqual({
      text: 'REPLY: Moved my whole family library over last night & it just works. (3.1K upvotes)',
      url: 'https://www.reddit.com/r/selfhosted/comments/p1/',
      author: 'u/alex',
    });
    // A theme names the posts its count is made of, so the model can say what they were about.
    expect(lines.map((l) => l.text)).toContain(
      'THEME POST: Immich 2.0 is out and it is great (9K upvotes, 400 comments)',
    );
    expect(lines.some((l) => l.text.startsWith('RELATED: Immich 2.0 is out'))).toBe(true);
    for (const line of lines) expect(line.text).not.toMatch(/&(?:amp|lt|#\d+);/u);
  });

  it('links a quoted Reddit comment to the comment itself', () => {
    const feed = patchThread();
    const [post] = feed.items;
    post!.replies = post!.replies.map((r, i) => ({ ...r, id: `t1_c${i}` }));
    const quote = digestMaterial(feed).find((l) => l.text.startsWith('THEME REPLY: The new maps'));
    expect(quote?.url).toMatch(
      /^https:\/\/www\.reddit\.com\/r\/Skyforge\/comments\/patch21\/_\/c\d+\/$/u,
    );
  });

  it('gives the themes with the digest’s own counts and the replies that show them', () => {
    const lines = digestMaterial(patchThread());
    expect(lines.map((l) => l.text)).toContain(
      'THEME: matchmaking change: 9 comments (1.6K upvotes)',
    );
    expect(lines).toContainEqual({
      text: 'THEME REPLY: The new maps are gorgeous, especially the harbour one at night. (650 upvotes)',
      url: 'https://www.reddit.com/r/Skyforge/comments/patch21/',
      author: 'u/lark',
    });
  });

  it('gives a chat’s messages in order, with who said them', () => {
    const lines = digestMaterial(telegramChat());
    expect(lines[0]).toEqual({
      text: 'Are we still doing the Zugspitze hike on Saturday?',
      url: 'https://t.me/c/1169914330/1',
      author: 'Anna',
    });
    expect(lines[6]!.text).toBe(
      'I can drive four people from Munich & pick everyone up at the station. (9 reactions)',
    );
  });
});
