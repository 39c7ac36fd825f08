import { gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { cassetteFeeds, type CassetteFile } from '@/summarizer/quality/cassettes/convert';
import { readInteractions } from '@/summarizer/quality/cassettes/interactions';
import { threadItem } from '@/summarizer/quality/cassettes/reddit';
import { periodOf } from '@/summarizer/quality/cassettes/shape';
import { postTime } from '@/summarizer/quality/cassettes/x';

/** A betamax cassette (praw's format): bodies kept as text, or as base64 of gzip when asked. */
function betamax(name: string, answers: { uri: string; body: unknown; gzip?: boolean }[]) {
  const interactions = answers.map(({ uri, body, gzip }) => ({
    request: { method: 'GET', uri },
    response: {
      status: { code: 200 },
      body: gzip
        ? { base64_string: gzipSync(JSON.stringify(body)).toString('base64') }
        : { string: JSON.stringify(body) },
    },
  }));
  return { name, content: JSON.stringify({ interactions, version: 1 }) };
}

const HOUR = 3600;
const START = Date.UTC(2024, 2, 5, 9) / 1000;

function post(n: number, sub = 'boardgames') {
  return {
    kind: 't3',
    data: {
      id: `p${n}`,
      name: `t3_p${n}`,
      subreddit: sub,
      author: `player${n}`,
      title: `What is the best game with ${n} players and the rules you would change?`,
      selftext: 'We tried it last night and the table could not agree on the rules.',
      permalink: `/r/${sub}/comments/p${n}/post_${n}/`,
      score: 100 - n,
      num_comments: n,
      created_utc: START + n * HOUR,
    },
  };
}

const listing = (children: unknown[]) => ({ kind: 'Listing', data: { children } });

function comment(id: string, parent: string, extra: object = {}, replies: unknown = '') {
  return {
    kind: 't1',
    data: {
      id,
      name: `t1_${id}`,
      parent_id: parent,
      author: `reader_${id}`,
      body: `I think comment ${id} says it well.`,
      score: 3,
      replies,
      ...extra,
    },
  };
}

describe('readInteractions', () => {
  it('reads plain, base64-gzip and YAML !!binary gzip bodies', () => {
    const json = betamax('a.json', [
      { uri: 'https://oauth.reddit.com/r/x/hot', body: { ok: 1 } },
      { uri: 'https://oauth.reddit.com/r/x/new', body: { ok: 2 }, gzip: true },
    ]);
    expect(readInteractions(json.name, json.content).map((i) => i.body)).toEqual([
      '{"ok":1}',
      '{"ok":2}',
    ]);
    const binary = gzipSync('{"data":[]}').toString('base64');
    const yaml = [
      'interactions:',
      '- request:',
      '    method: GET',
      '    uri: https://api.twitter.com/2/lists/7/tweets',
      '  response:',
      '    body:',
      `      string: !!binary ${binary}`,
      'version: 1',
    ].join('\n');
    expect(readInteractions('b.yaml', yaml)).toEqual([
      { uri: 'https://api.twitter.com/2/lists/7/tweets', body: '{"data":[]}' },
    ]);
  });

  it('names a file that is not a cassette', () => {
    expect(() => readInteractions('c.json', '{"hello":1}')).toThrow('c.json: not a cassette');
    expect(() => readInteractions('d.json', '{"interactions": [')).toThrow(/^d\.json: /u);
  });
});

describe('threadItem', () => {
  it('flattens the comment tree in reading order and leaves out "more" stubs', () => {
    const body = [
      listing([post(1)]),
      listing([
        comment(
          'a',
          't3_p1',
          { score: -4 },
          listing([
            comment('b', 't1_a', { author: '[deleted]', body: '[deleted]' }),
            { kind: 'more', data: { count: 12, children: ['x', 'y'] } },
          ]),
        ),
        comment('c', 't3_p1', { score_hidden: true }),
      ]),
    ];
    const item = threadItem(body)!;
    expect(item.id).toBe('t3_p1');
    expect(item.replies).toEqual([
      {
        id: 't1_a',
        parentId: 't3_p1',
        author: 'reader_a',
        text: 'I think comment a says it well.',
        score: -4,
      },
      { id: 't1_b', parentId: 't1_a', author: '[deleted]', text: '[deleted]', score: 3 },
      {
        id: 't1_c',
        parentId: 't3_p1',
        author: 'reader_c',
        text: 'I think comment c says it well.',
      },
    ]);
  });
});

describe('cassetteFeeds', () => {
  const posts = Array.from({ length: 9 }, (_, n) => post(n + 1));
  const praw: CassetteFile[] = [
    betamax('TestSub.test_new.json', [
      { uri: 'https://oauth.reddit.com/r/boardgames/new?limit=100', body: listing(posts) },
    ]),
    betamax('TestSub.test_hot.json', [
      // Two pages of one listing, the second compressed.
      {
        uri: 'https://oauth.reddit.com/r/boardgames/hot?limit=5',
        body: listing(posts.slice(0, 5)),
      },
      {
        uri: 'https://oauth.reddit.com/r/boardgames/hot?after=t3_p5',
        body: listing(posts.slice(5)),
        gzip: true,
      },
      // A comment page too small to be a feed of its own.
      {
        uri: 'https://oauth.reddit.com/comments/p1/',
        body: [listing([post(1)]), listing([comment('a', 't3_p1')])],
      },
      // A moderation queue is not a listing anyone subscribes to.
      { uri: 'https://oauth.reddit.com/r/boardgames/about/modqueue/', body: listing(posts) },
    ]),
  ];
  const status = (n: number, text: string, extra: object = {}) => ({
    id_str: String(1_700_000_000_000_000_000n + BigInt(n)),
    created_at: `Tue Mar 05 1${n % 10}:00:00 +0000 2024`,
    text,
    user: { screen_name: `writer${n}` },
    favorite_count: n,
    retweet_count: 1,
    ...extra,
  });
  const german =
    'Wir haben heute die neue Version veröffentlicht und sie ist nicht mehr so langsam wie die alte.';
  const timeline = Array.from({ length: 8 }, (_, n) =>
    n === 0
      ? status(0, 'RT @origin: cut…', {
          favorite_count: 0,
          retweeted_status: status(42, german, { favorite_count: 77 }),
        })
      : status(n, german),
  );
  const tweepy: CassetteFile[] = [
    {
      name: 'testlisttimeline.json',
      content: JSON.stringify({
        interactions: [
          {
            request: {
              uri: 'https://api.twitter.com/1.1/lists/statuses.json?owner_screen_name=dev&slug=makers',
            },
            response: { body: { string: JSON.stringify(timeline) } },
          },
        ],
      }),
    },
  ];

  it('keeps one feed per source, joins its pages and drops what is too small', () => {
    const feeds = cassetteFeeds(praw, tweepy);
    expect(feeds.map((f) => f.id)).toEqual(['reddit-r-boardgames-hot', 'x-v1-list-makers']);
    const reddit = feeds[0]!;
    expect(reddit.source).toEqual({ id: 'boardgames', title: 'r/boardgames' });
    expect(reddit.items.map((i) => i.id)).toEqual(posts.map((p) => p.data.name));
    expect(reddit.items[0]!.engagement).toEqual({ score: 99, comments: 1 });
    expect(reddit.period).toEqual({
      start: '2024-03-05T00:00:00.000Z',
      end: '2024-03-06T00:00:00.000Z',
    });
    expect(reddit.language).toBe('en');
  });

  it('writes a repost as the original under "RT @author:" and tells the content language', () => {
    const x = cassetteFeeds([], tweepy)[0]!;
    expect(x.platform).toBe('twitter');
    expect(x.language).toBe('de');
    expect(x.items[0]!.text).toBe(`RT @writer42: ${german}`);
    expect(x.items[0]!.engagement).toEqual({ likes: 77, shares: 1 });
    expect(x.items[0]!.url).toBe(`https://x.com/writer0/status/${x.items[0]!.id}`);
  });
});

describe('times', () => {
  it('reads a post time from its id when the request left created_at out', () => {
    // Milliseconds since X's epoch shifted left by 22 bits, plus 12345 in the machine bits.
    const id = (
      ((BigInt(Date.UTC(2024, 2, 5, 12)) - 1_288_834_974_657n) << 22n) +
      12_345n
    ).toString();
    expect(id).toBe('1764984201016258617');
    expect(postTime(id, undefined)).toBe('2024-03-05T12:00:00.000Z');
    expect(postTime('1764984201016258617', 'Tue Mar 05 13:30:00 +0000 2024')).toBe(
      '2024-03-05T13:30:00.000Z',
    );
  });

  it('rounds a period out to whole days', () => {
    const at = (publishedAt: string) => ({
      id: publishedAt,
      url: '',
      author: '',
      text: '',
      publishedAt,
      engagement: {},
      replies: [],
    });
    expect(periodOf([at('2024-03-05T10:00:00Z'), at('2024-03-07T00:00:00Z')])).toEqual({
      start: '2024-03-05T00:00:00.000Z',
      end: '2024-03-07T00:00:00.000Z',
    });
  });
});
