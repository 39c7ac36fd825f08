import { describe, expect, it } from 'vitest';
import { buildDigest, digest } from '@/summarizer/digest/digest';
import { orbitTimeline, patchThread, popularListing } from '@/summarizer/digest/story-feeds';
import { telegramChat } from '@/summarizer/digest/test-feeds';
import type { DigestFeed, DigestItem } from '@/summarizer/digest/types';
import { TONES } from '@socialpulse/contract';

describe('themes of a busy thread', () => {
  const { result, themes } = buildDigest(patchThread());
  const markdown = result.markdown;

  it('finds the complaint carried by many middling comments, with its true counts', () => {
    const matchmaking = themes.find((t) => t.label === 'matchmaking change');
    // Nine replies name the matchmaking change (one defends it); the post itself does not.
    expect(matchmaking?.items).toEqual([]);
    expect(matchmaking?.replies.map((u) => u.reply?.author)).toEqual([
      'kestrel',
      'oaktree',
      'mira_v',
      'dunlin',
      'pallas',
      'tern',
      'grebe',
      'wren',
      'harrier',
    ]);
    expect(matchmaking?.engagement).toBe(412 + 388 + 240 + 205 + 150 + 96 + 71 + 40 + 33);
    expect(markdown).toContain('9 comments took this up (1.6K upvotes).');
    const maps = themes.find((t) => t.label === 'new maps');
    // The thread's own post is told in the lead, not counted in a theme of its replies.
    expect(maps?.items).toEqual([]);
    expect(maps?.replies.map((u) => u.reply?.author)).toEqual([
      'lark',
      'sable',
      'ibis',
      'finch',
      'plover',
    ]);
    expect(markdown).toContain('5 comments took this up (1.2K upvotes).');
  });

  it('says in the headline what the thread is about and in the lead what the replies said', () => {
    expect(markdown.split('\n')[0]).toBe(
      '## Patch 2.1 is live: two new maps, ranked matchmaking rework and balance changes',
    );
    expect(markdown).not.toMatch(/story of/iu);
    const lead = markdown.split('\n\n')[1]!;
    expect(lead).toMatch(
      /^Over the past 7 days, r\/Skyforge had 1 post \(3\.4K upvotes, 1\.1K comments\)\./u,
    );
    // The post says what it is, then the replies' themes with their counts.
    expect(lead).toContain(
      'u/SkyforgeDevs posted [Patch 2.1 is live: two new maps, ranked matchmaking rework and balance changes](https://www.reddit.com/r/Skyforge/comments/patch21/): “Patch 2.1 is now live on all platforms.',
    );
    // 16 of the 17 replies say something of their own ("[deleted]" does not).
    expect(lead).toContain(
      'Of the 16 comments read, the subjects that came up most were **matchmaking change** (9 comments) and **new maps** (5 comments).',
    );
  });

  it('gives the top reply in the lead and never quotes it again below', () => {
    expect(markdown.split('\n\n')[1]).toContain(
      'The top reply, from **u/lark** (650 upvotes): “The new maps are gorgeous, especially the harbour one at night.”',
    );
    expect(markdown.match(/The new maps are gorgeous/gu)).toHaveLength(1);
  });

  it('quotes the opening of a reply being answered once, then only names its author', () => {
    const feed = patchThread();
    const thread = feed.items[0]!;
    const parent = {
      id: 'q1',
      author: 'quail',
      text: 'Is the matchmaking change here to stay?',
      score: 5,
    };
    const answer = (id: string, author: string, text: string, score: number) => ({
      id,
      parentId: 'q1',
      author,
      text,
      score,
    });
    const replies = [
      ...thread.replies,
      parent,
      answer(
        'q2',
        'rook',
        'The matchmaking change stays, the studio said so on stream yesterday.',
        500,
      ),
      answer(
        'q3',
        'jay',
        'The matchmaking change will be reverted if queues stay this long, they said.',
        450,
      ),
    ];
    const text = digest({ ...feed, items: [{ ...thread, replies }] }).markdown;
    expect(
      text.match(/in reply to u\/quail: “Is the matchmaking change here to stay\?”/gu),
    ).toHaveLength(1);
    expect(text).toMatch(/u\/jay\*\*\]\([^)]*\), 450 upvotes, in reply to u\/quail\n/u);
  });

  it('gives what the post’s author answered in its own thread', () => {
    const feed = patchThread();
    const thread = feed.items[0]!;
    const replies = [
      ...thread.replies,
      {
        id: 'd1',
        author: 'SkyforgeDevs',
        text: 'We are looking at queue times this week and will post numbers on Friday.',
        score: 540,
      },
      {
        id: 'd2',
        author: 'SkyforgeDevs',
        text: 'Harbour was made by two of our artists.',
        score: 90,
      },
    ];
    const lead = digest({ ...feed, items: [{ ...thread, replies }] }).markdown.split('\n\n')[1]!;
    expect(lead).toContain(
      '**u/SkyforgeDevs** answered 2 times in the thread; the best-received answer (540 upvotes): “We are looking at queue times this week and will post numbers on Friday.”',
    );
  });

  it('makes no theme of a side conversation nobody upvoted in a busy thread', () => {
    const feed = patchThread();
    const thread = feed.items[0]!;
    const aside = (id: string, text: string) => ({ id, author: `fan_${id}`, text, score: 1 });
    const replies = [
      ...thread.replies,
      aside('n1', 'The Nerdist podcast covered this studio last year.'),
      aside('n2', 'Nerdist should interview the map designers about it.'),
      aside('n3', 'I only know this game from the Nerdist episode about it.'),
    ];
    const { themes: found } = buildDigest({ ...feed, items: [{ ...thread, replies }] });
    expect(found.map((t) => t.label)).not.toContain('Nerdist');
  });

  it('names the author of a reply that says nothing on its own instead of quoting it', () => {
    const feed = patchThread();
    const thread = feed.items[0]!;
    const replies = [
      ...thread.replies,
      { id: 'k1', author: 'kite', text: 'Thanks!', score: 3 },
      {
        id: 'k2',
        parentId: 'k1',
        author: 'loon',
        text: 'The matchmaking change broke ranked for everyone I play with, thanks for nothing.',
        score: 300,
      },
    ];
    const text = digest({ ...feed, items: [{ ...thread, replies }] }).markdown;
    expect(text).toMatch(/u\/loon\*\*\]\([^)]*\), 300 upvotes, in reply to u\/kite\n/u);
    expect(text).not.toContain('“Thanks!”');
  });

  it('quotes whole sentences with author, number and link, and gives the dissent', () => {
    expect(markdown).toContain(
      '> “The matchmaking change is a disaster. I waited eleven minutes for a ranked game last night.” — [**u/kestrel**](https://www.reddit.com/r/Skyforge/comments/patch21/), 412 upvotes',
    );
    expect(markdown).toMatch(
      /\*\*Dissent:\*\* \(a reply that says it goes against most replies here\) “Unpopular opinion: the matchmaking change is fine[^\n]*u\/harrier/u,
    );
  });

  it('strips the parent text a reply quotes and never prints a sentence twice', () => {
    // mira_v's reply opens with "> Queue times doubled since the matchmaking change" (oaktree's words).
    const mira = markdown.split('\n').find((l) => l.includes('u/mira\\_v'));
    expect(mira).toContain('The matchmaking change put me against players two ranks above me');
    expect(mira).not.toContain('Queue times doubled');
    // wren repeats "Ten minute queues." in one reply: quoted once at most.
    expect(markdown.match(/Ten minute queues\./gu)?.length ?? 0).toBeLessThanOrEqual(1);
    const sentences = markdown
      .split('\n')
      .filter((l) => l.startsWith('> “'))
      .flatMap((l) =>
        l
          .replace(/” — .*$/u, '')
          .slice(3)
          .split(/(?<=[.!?])\s+/u),
      );
    expect(new Set(sentences).size).toBe(sentences.length);
  });
});

describe('a listing of many communities', () => {
  const feed = popularListing();
  const { result, themes } = buildDigest(feed);

  it('groups small posts on one subject above the biggest stray post', () => {
    expect(themes[0]?.label).toBe('Artemis III');
    expect(themes[0]?.items.map((i) => i.id)).toEqual(['l2', 'l3', 'l4']);
    expect(result.markdown.split('\n')[0]).toBe('## r/popular: Artemis III');
    expect(result.markdown).toContain('3 posts on this theme (44K upvotes).');
  });

  it('names the community of every post it lists', () => {
    const listed = result.markdown.split('\n').filter((l) => /^- \[/u.test(l));
    expect(listed.length).toBe(feed.items.length);
    for (const line of listed)
      expect(line).toMatch(/\]\(https:\/\/www\.reddit\.com\/r\/(\w+)\/[^)]*\) \(r\/\1, /u);
  });
});

describe('a timeline with reposts', () => {
  const { markdown } = digest(orbitTimeline());

  it('separates the account’s own posts from its reposts and names the reposted authors', () => {
    expect(markdown).toContain(
      '3 posts by @orbitlab and 2 reposts of other accounts (@spacejournal and @esa).',
    );
    const reposts = markdown.split('### Reposts')[1] ?? '';
    expect(reposts).toContain('(repost of @spacejournal, 2.8K likes)');
    expect(reposts).toContain('(repost of @esa, 1.9K likes)');
    expect(reposts).not.toContain('RT @');
    // The theme holds only the account's own posts.
    const theme = markdown.split('### Reposts')[0]!;
    expect(theme).not.toContain('congratulates');
  });
});

describe('an account writing about itself', () => {
  const own = (n: number, text: string, likes: number): DigestItem => ({
    id: `o${n}`,
    url: `https://x.com/orbitlab/status/${n}`,
    author: 'orbitlab',
    text,
    publishedAt: '2026-11-14T12:00:00.000Z',
    engagement: { likes },
    replies: [],
  });
  const feed: DigestFeed = {
    ...orbitTimeline(),
    items: [
      own(1, 'open Orbitlab\nclose Orbitlab\nopen Orbitlab again', 9_000),
      own(2, 'Orbitlab at night: close Orbitlab, sleep.', 3_000),
      own(3, 'We close Orbitlab for the holidays.', 2_000),
      own(4, 'no crop too short\nintroducing bigger images in the Orbitlab app', 1_500),
    ],
  };
  const { result, themes } = buildDigest(feed);
  const markdown = result.markdown;

  it('makes no theme of its own name, alone or in a pair of words', () => {
    expect(themes.map((t) => t.label.toLowerCase())).not.toContain('close orbitlab');
    expect(themes.map((t) => t.label.toLowerCase())).not.toContain('orbitlab');
  });

  it('reads a post’s line breaks as rhythm, not a title, and gives what follows its opening', () => {
    expect(markdown).toContain('[“open Orbitlab close Orbitlab”](https://x.com/orbitlab/status/1)');
    expect(markdown).toContain(': “introducing bigger images in the Orbitlab app”');
  });
});

describe('every line informs', () => {
  const FILLER =
    /Then the conversation turned|Next up|Don’t miss|See you next time|And there’s more|Also buzzing|Meanwhile…|Elsewhere in the feed|pulse of|story of/iu;
  const feeds: DigestFeed[] = TONES.flatMap((tone) => [
    patchThread(tone),
    popularListing(tone),
    { ...orbitTimeline(), tone },
    telegramChat(tone),
  ]);

  it.each(feeds.map((f) => [`${f.id} ${f.tone}`, f] as const))('%s', (_, feed) => {
    const { markdown } = digest(feed);
    expect(markdown).not.toMatch(FILLER);
    expect(markdown).not.toMatch(/\p{Extended_Pictographic}/u);
    for (const heading of markdown.split('\n').filter((l) => l.startsWith('#')))
      expect(heading).not.toMatch(/[\p{L}]…$/u);
  });
});

describe('a chat’s most reacted messages', () => {
  it('are ordered by reactions, not by views', () => {
    const chat = telegramChat();
    const items = chat.items.map((item) => ({ ...item, engagement: { ...item.engagement } }));
    // A 1-reaction message seen by many people must not rank above messages with more reactions.
    items[5] = { ...items[5]!, engagement: { likes: 1, views: 5_000 } };
    const { markdown } = digest({ ...chat, items });
    const section = markdown.split('### Most reacted messages')[1] ?? '';
    const counts = [...section.matchAll(/(\d+) reactions?/gu)].map((m) => Number(m[1]));
    expect(counts.length).toBeGreaterThan(1);
    expect(counts).toEqual([...counts].sort((a, b) => b - a));
  });
});
