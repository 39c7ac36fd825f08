import { describe, expect, it } from 'vitest';
import { buildDigest, digest } from '@/summarizer/digest/digest';
import { orbitTimeline, patchThread, popularListing } from '@/summarizer/digest/story-feeds';
import { telegramChat } from '@/summarizer/digest/test-feeds';
import type { DigestFeed, DigestItem, DigestReply } from '@/summarizer/digest/types';
import { TONES } from '@socialpulse/contract';

/** A top-level reply of a test thread, by `r_<id>`. */
function reply(id: string, text: string, score: number): DigestReply {
  return { id, author: `r_${id}`, text, score };
}

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

  it('does not quote a reply again as the context of its answer once it was quoted', () => {
    const feed = patchThread();
    const thread = feed.items[0]!;
    const replies = [
      ...thread.replies,
      {
        id: 'q1',
        author: 'quail',
        text: 'The matchmaking change broke solo queue completely for me.',
        score: 600,
      },
      {
        id: 'q2',
        parentId: 'q1',
        author: 'rook',
        text: 'The matchmaking change stays, the studio said so on stream yesterday.',
        score: 500,
      },
    ];
    const text = digest({ ...feed, items: [{ ...thread, replies }] }).markdown;
    expect(text.match(/The matchmaking change broke solo queue completely/gu)).toHaveLength(1);
    expect(text).toMatch(/u\/rook\*\*\]\([^)]*\), 500 upvotes, in reply to u\/quail\n/u);
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

  it('makes no theme of words the lead’s top reply carries alone', () => {
    const feed = patchThread();
    const thread = feed.items[0]!;
    // The thread's top reply names "Team Mystic" in passing; three 1-upvote jokes repeat it.
    const replies = [
      ...thread.replies,
      {
        id: 'm0',
        author: 'hostfan',
        text: 'Best patch in years, well done. PS - Team Mystic',
        score: 5_000,
      },
      {
        id: 'm1',
        parentId: 'm0',
        author: 'a1',
        text: 'Team Mystic is for losers, go Instinct.',
        score: 1,
      },
      { id: 'm2', parentId: 'm0', author: 'a2', text: 'Team Mystic forever and always.', score: 1 },
      {
        id: 'm3',
        parentId: 'm0',
        author: 'a3',
        text: 'Why bring Team Mystic into this thread?',
        score: 1,
      },
    ];
    const { themes: found } = buildDigest({ ...feed, items: [{ ...thread, replies }] });
    expect(found.map((t) => t.label)).not.toContain('Team Mystic');
  });

  it('names a person in full when several replies wrote the full name', () => {
    const feed = patchThread();
    const thread = feed.items[0]!;
    const fan = (id: string, text: string, score: number) => ({
      id,
      author: `f_${id}`,
      text,
      score,
    });
    const replies = [
      ...thread.replies,
      fan('c1', 'Chris Hardwick streamed the patch for three hours.', 300),
      fan('c2', 'Chris Hardwick of all people showing up here is wild.', 250),
      fan('c3', 'Chris said the harbour map is his favourite.', 200),
      fan('c4', 'Did Chris really play ranked after the patch?', 150),
      fan('c5', 'Chris is a good sport about the queue times.', 120),
      fan('c6', 'Chris asked for a solo queue too.', 110),
      fan('c7', 'Someone tell Chris the harbour map has a secret room.', 100),
    ];
    const { themes: found } = buildDigest({ ...feed, items: [{ ...thread, replies }] });
    expect(found.map((t) => t.label)).toContain('Chris Hardwick');
  });

  it('quotes the sentence that says what the post is for, not only its greeting and opening', () => {
    const feed = patchThread();
    const thread = feed.items[0]!;
    const post = {
      ...thread,
      title: 'I am Ken Bone, the undecided voter from the debate, AMA',
      text:
        'Hello Reddit,\n\nI am just a normal guy who spends his free time with his wife and cat. ' +
        'Nobody saw this coming. ' +
        'I am donating a portion of the proceeds from my Represent T-Shirt campaign to the St. Patrick Center to fight homelessness in St. Louis.\n\n' +
        'Edit: signing off now, thanks everyone!',
    };
    const lead = digest({ ...feed, items: [post] }).markdown.split('\n\n')[1]!;
    expect(lead).toContain(
      '“I am just a normal guy who spends his free time with his wife and cat. … I am donating a portion of the proceeds from my Represent T-Shirt campaign to the St. Patrick Center to fight homelessness in St. Louis.”',
    );
    expect(lead).not.toContain('Hello Reddit');
    expect(lead).not.toContain('signing off');
  });

  it('makes no theme of the phrase a question thread asks about', () => {
    const feed = patchThread();
    const thread = feed.items[0]!;
    const asked = {
      ...thread,
      title: 'Which conspiracy theory makes you cringe the most?',
      text: '',
      replies: [
        reply(
          'q1',
          'The flat earth conspiracy theory, because the footage is all CGI to them.',
          900,
        ),
        reply('q2', 'Any conspiracy theory about the moon landing being filmed in a studio.', 700),
        reply('q3', 'That conspiracy theory where every photo from NASA is fake.', 500),
        reply('q4', 'They say NASA hires actors as astronauts.', 300),
        reply('q5', 'The conspiracy theory that birds are government drones.', 200),
      ],
    };
    const { themes: found } = buildDigest({ ...feed, items: [asked] });
    const labels = found.map((t) => t.label);
    expect(labels.map((l) => l.toLowerCase())).not.toContain('conspiracy theory');
  });

  it('makes no theme of the name an AMA is about', () => {
    const feed = patchThread();
    const thread = feed.items[0]!;
    const ama = {
      ...thread,
      title: 'I am undecided voter Ken Bone, welcome to the Bone Zone! AMA',
      text: '',
      replies: [
        reply('b1', 'Ken Bone for president, honestly the best moment of the debate.', 900),
        reply('b2', 'Talking Dead with Ken Bone would be the show of the year.', 700),
        reply('b3', 'Ken Bone, what was in the red sweater pocket that night?', 500),
        reply('b4', 'Is Ken Bone still wearing that sweater on every interview?', 300),
        reply('b5', 'The Bone Zone merch sold out before lunch, Ken Bone is a brand now.', 200),
      ],
    };
    const { themes: found } = buildDigest({ ...feed, items: [ama] });
    expect(found.map((t) => t.label.toLowerCase())).not.toContain('ken bone');
  });

  it('quotes no 1-upvote aside beside a well-received reply on the same line', () => {
    const feed = patchThread();
    const thread = feed.items[0]!;
    const side = {
      ...thread,
      replies: [
        reply('t0', 'Great patch, the queue feels quicker already.', 40),
        reply('t1', 'Put the new maps on the Talking Dead show and let them argue about it.', 88),
        reply('t2', 'Please get the whole team on the Talking Dead next week!!!', 1),
        reply('t3', 'The Talking Dead host would love these maps, honestly.', 1),
        reply('t4', 'Watching Talking Dead while the queue runs is my new routine.', 1),
      ],
    };
    const text = digest({ ...feed, items: [side] }).markdown;
    expect(text).toContain('Put the new maps on the Talking Dead show');
    expect(text).not.toContain('Please get the whole team');
    expect(text).not.toContain('The Talking Dead host would love');
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
    const mira = markdown.split('\n').find((l) => l.includes('u/mira_v'));
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

  it('puts a post in a theme by its title, not by words met only in its text', () => {
    const items = [
      ...feed.items,
      {
        ...feed.items[4]!,
        id: 'l6',
        title: 'Set a twenty minute timer to get started on chores',
        text: 'It works for anything: homework, the garden, even the Artemis launch livestream backlog.',
      },
    ];
    const found = buildDigest({ ...feed, items }).themes.find((t) => t.label === 'Artemis III');
    expect(found?.items.map((i) => i.id)).not.toContain('l6');
  });

  it('links every post once at least, each with the community it came from', () => {
    const links = [
      ...result.markdown.matchAll(
        /\]\((https:\/\/www\.reddit\.com\/r\/(\w+)\/[^)]*)\) \(([^,)]*)/gu,
      ),
    ];
    expect(new Set(links.map((m) => m[1])).size).toBe(feed.items.length);
    for (const [, , community, where] of links) expect(where).toBe(`r/${community}`);
  });
});

describe('a timeline with reposts', () => {
  const { markdown } = digest(orbitTimeline());

  it('separates the account’s own posts from its reposts and names the reposted authors', () => {
    expect(markdown).toContain(
      '@orbitlab wrote 3 posts and shared 2 reposts of other accounts (@spacejournal and @esa).',
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

describe('a timeline’s answers to other accounts', () => {
  const feed = orbitTimeline();
  const answer = (n: number, text: string, likes: number): DigestItem => ({
    ...feed.items[0]!,
    id: `a${n}`,
    url: `https://x.com/orbitlab/status/9${n}`,
    text,
    engagement: { likes },
  });
  const { markdown } = digest({
    ...feed,
    items: [
      ...feed.items,
      answer(1, '@kestrelfan yes, the full 120 seconds!', 900),
      answer(2, '@ravi_n see you in Bremen', 300),
      answer(3, '@orbitlab thread: more photos below', 50),
    ],
  });

  it('counts and lists them apart from the account’s own posts', () => {
    // Two answer other accounts; a post addressing the account itself opens its own thread.
    expect(markdown).toContain('@orbitlab wrote 4 posts and shared 2 reposts of other accounts');
    expect(markdown).toContain('It also replied to other accounts: 2 posts (1.2K likes).');
    const answers = markdown.split('### Replies to other accounts')[1]!.split('###')[0]!;
    expect(answers).toContain('@kestrelfan yes, the full 120 seconds!');
    expect(answers).toContain('@ravi_n see you in Bremen');
    expect(markdown.split('### Replies to other accounts')[0]).not.toContain('@kestrelfan');
  });
});

describe('a brand timeline’s announcements', () => {
  const own = (n: number, text: string, likes: number): DigestItem => ({
    id: `b${n}`,
    url: `https://x.com/orbitlab/status/${n}`,
    author: 'orbitlab',
    text,
    publishedAt: '2026-11-14T12:00:00.000Z',
    engagement: { likes },
    replies: [],
  });
  const { markdown } = digest({
    ...orbitTimeline(),
    items: [
      own(1, 'open the hangar close the hangar', 9_000),
      own(2, 'rockets are just tall birds', 7_000),
      own(
        3,
        'no engine too small\n\nintroducing the Kestrel 2, our lightest engine yet https://t.co/k2',
        5_000,
      ),
      own(4, 'who else is up for the launch tonight', 3_000),
    ],
  });

  it('lists the posts that announce something apart from the one-liners', () => {
    const news = markdown.split('### Announcements')[1]!.split('###')[0]!;
    expect(news).toContain('introducing the Kestrel 2, our lightest engine yet');
    expect(news).not.toContain('tall birds');
    expect(markdown.split('### The most engaged')[1]).toContain('tall birds');
  });
});

describe('the same words from a network of accounts', () => {
  const post = (n: number, author: string, text: string, likes: number): DigestItem => ({
    id: `n${n}`,
    url: `https://x.com/${author}/status/${n}`,
    author,
    text,
    publishedAt: '2026-11-14T12:00:00.000Z',
    engagement: { likes },
    replies: [],
  });
  const song = 'Jesse Tyler Ferguson sings an enthusiastic version of a friend’s new single.';
  const feed: DigestFeed = {
    id: 'moments',
    platform: 'twitter',
    source: { id: 'list:1', title: 'Moments (list)' },
    period: { start: '2026-11-14T00:00:00.000Z', end: '2026-11-15T00:00:00.000Z' },
    tone: 'professional',
    language: 'en',
    items: [
      post(1, 'MomentsBR', 'O Brasil venceu o Irã no tie-break e está na semifinal.', 156),
      post(2, 'TwitterMoments', song, 10),
      post(3, 'UKMoments', song, 2),
      post(4, 'MomentsAU', song, 1),
      post(5, 'TwitterGov', 'Follow these accounts for the latest on the storm.', 26),
      post(6, 'ArtHouse', 'Day two of the art house at the convention.', 5),
    ],
  };
  const { markdown } = digest(feed);

  it('tells the story once under its most engaged copy and names the other accounts', () => {
    expect(markdown.match(/Jesse Tyler Ferguson/gu)).toHaveLength(1);
    expect(markdown).toContain(
      '(@TwitterMoments, also posted by [@UKMoments](https://x.com/UKMoments/status/3) and [@MomentsAU](https://x.com/MomentsAU/status/4), 10 likes)',
    );
  });

  it('headlines the biggest post when no theme comes near it', () => {
    expect(markdown.split('\n')[0]).toContain('O Brasil venceu');
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
