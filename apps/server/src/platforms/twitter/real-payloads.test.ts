import { describe, expect, it } from 'vitest';
import { staticTokenProvider } from '@/platforms/shared/token-provider';
import { fixture, recordedFetch, type RecordedRoute } from '@/platforms/testing/recorded-fetch';
import { rejection } from '@/platforms/testing/rejection';
import { TwitterConnector } from '@/platforms/twitter/connector';
import type { ContentItem } from '@/platforms/types';

const NOW = new Date('2026-11-18T15:30:00Z');
const WINDOW = { since: new Date('2026-11-18T00:00:00Z'), until: NOW };
const auth = staticTokenProvider('twitter', 'token');
const LIST = '/2/lists/1588874412054040576/tweets';

function connector(routes: Record<string, RecordedRoute>) {
  const recorded = recordedFetch(routes);
  const c = new TwitterConnector({
    clientId: 'x-client',
    authorizeBase: 'https://x.test',
    apiBase: 'https://api.x.test',
    sandboxed: false,
    fetch: recorded.fetch,
    now: () => NOW,
  });
  return { c, calls: recorded.calls };
}

async function listItems(excludeReplies = false): Promise<ContentItem[]> {
  const { c } = connector({ [LIST]: { body: fixture(import.meta.url, 'list-tweets') } });
  const result = await c.fetchItems(auth, 'list:1588874412054040576', {
    ...WINDOW,
    excludeReplies,
  });
  return result.items;
}

const byId = (items: ContentItem[], id: string) => items.find((i) => i.id === id);

describe('X recorded payloads', () => {
  it('asks for note_tweet and the referenced posts with their authors', async () => {
    const { c, calls } = connector({ [LIST]: { body: { meta: { result_count: 0 } } } });
    await c.fetchItems(auth, 'list:1588874412054040576', WINDOW);
    const query = calls[0]?.searchParams;
    expect(query?.get('tweet.fields')?.split(',')).toEqual(
      expect.arrayContaining(['note_tweet', 'referenced_tweets']),
    );
    expect(query?.get('expansions')?.split(',')).toEqual(
      expect.arrayContaining(['referenced_tweets.id', 'referenced_tweets.id.author_id']),
    );
  });

  it('decodes the HTML-escaped text once', async () => {
    expect(byId(await listItems(), '1858538000000000001')?.text).toBe(
      'Q&A tonight at 18:00: is 3 < 5 > 2? Typing &lt;b&gt; shows the tag literally.',
    );
  });

  it('folds a retweet into its original: full text, real author, original counts and link', async () => {
    const original = byId(await listItems(), '1858500000000000010');
    expect(original).toMatchObject({
      author: '@orbitdesk',
      url: 'https://x.com/orbitdesk/status/1858500000000000010',
      createdAt: '2026-11-18T11:00:00.000Z',
      engagement: { likes: 900, views: 54000 },
    });
    expect(original?.text).toMatch(/^Launch window opens/);
    expect(original?.text).toContain('from T-60 minutes & answer questions live.');
  });

  it('no item is a retweet copy; an original posted and retweeted counts once; a lost original is dropped', async () => {
    const items = await listItems();
    expect(items.some((i) => i.text.startsWith('RT @'))).toBe(false);
    expect(items.filter((i) => i.id === '1858538000000000003')).toHaveLength(1);
    expect(items.map((i) => i.id)).not.toContain('1858538000000000005');
    expect(items.map((i) => i.id)).not.toContain('1858400000000000099');
  });

  it('a quote post carries the quoted text, attributed', async () => {
    expect(byId(await listItems(), '1858538000000000006')?.text).toBe(
      'This is the number everyone should read twice. https://t.co/quote6\n\n' +
        'Quoting @reactorlab: Reactor test hit a >100 s burn at full power & held it.',
    );
  });

  it('a long post is read from note_tweet, uncut', async () => {
    const long = byId(await listItems(), '1858538000000000007');
    expect(long?.text).toMatch(/demand is finally here\.$/);
    expect(long?.text).not.toContain('https://t.co/lng9post');
  });

  it('replies are kept by default and left out on request, in lists and user timelines', async () => {
    expect(byId(await listItems(), '1858538000000000008')).toBeDefined();
    expect(byId(await listItems(true), '1858538000000000008')).toBeUndefined();
    const { c, calls } = connector({ '/2/users/783214/tweets': { body: { meta: {} } } });
    await c.fetchItems(auth, 'user:783214', { ...WINDOW, excludeReplies: true });
    expect(calls[0]?.searchParams.get('exclude')).toBe('retweets,replies');
  });

  it('avatars use the 400x400 variant instead of _normal', async () => {
    const { c } = connector({
      '/2/users/me': {
        body: {
          data: {
            id: '2244994945',
            name: 'Dev Digest',
            username: 'devdigest',
            profile_image_url:
              'https://pbs.twimg.com/profile_images/1683325380441128960/yRsRRjGO_normal.jpg',
          },
        },
      },
    });
    expect((await c.getProfile(auth)).avatar).toBe(
      'https://pbs.twimg.com/profile_images/1683325380441128960/yRsRRjGO_400x400.jpg',
    );
  });

  it('a successful answer with x-rate-limit-remaining 0 stops calls to that endpoint until the reset', async () => {
    const reset = Math.floor(NOW.getTime() / 1000) + 600;
    const { c, calls } = connector({
      '/2/users/me': {
        body: { data: { id: '2244994945', name: 'Dev Digest', username: 'devdigest' } },
        headers: {
          'x-rate-limit-limit': '75',
          'x-rate-limit-remaining': '0',
          'x-rate-limit-reset': String(reset),
        },
      },
      '/2/users/by/username': {
        body: { data: { id: '783214', name: 'Orbit Desk', username: 'orbitdesk' } },
      },
    });
    await c.getProfile(auth);
    const error = await rejection(c.getProfile(auth));
    expect(error.kind).toBe('rate_limited');
    expect(error.resetAt?.getTime()).toBe(reset * 1000);
    expect(calls).toHaveLength(1);
    // Other endpoints have their own windows.
    expect((await c.lookupUser(auth, '@orbitdesk')).username).toBe('orbitdesk');
  });
});

describe('X polls', () => {
  it('asks for polls and reads their options into the text, marked as a poll', async () => {
    const { c, calls } = connector({
      '/2/users/2244994945/tweets': { body: fixture(import.meta.url, 'poll-tweets') },
    });
    const { items } = await c.fetchItems(auth, 'user:2244994945', WINDOW);
    expect(calls[0]?.searchParams.get('expansions')?.split(',')).toContain('attachments.poll_ids');
    expect(calls[0]?.searchParams.get('poll.fields')?.split(',')).toContain('options');
    expect(items[0]?.text).toBe(
      'Which launch window should the crew pick? Vote below & share\n\nPoll: Thursday dawn / Friday night / Wait & see',
    );
    expect(items[0]?.media).toEqual(['poll']);
  });
});

describe('X look-up errors in plain words', () => {
  const answers = fixture(import.meta.url, 'lookup-errors') as Record<string, unknown>;
  const lookup = (name: string, body: unknown, status = 200) =>
    rejection(
      connector({ [`/2/users/by/username/${name}`]: { status, body } }).c.lookupUser(
        auth,
        `@${name}`,
      ),
    );

  it('an unknown username names the handle, without X’s bracketed wording', async () => {
    const error = await lookup('nouser', answers.unknown);
    expect(error.kind).toBe('not_found');
    expect(error.message).toBe(
      'There is no X account named @nouser. Check the spelling of the username.',
    );
  });

  it('a suspended account says it is suspended', async () => {
    const error = await lookup('spamdesk', answers.suspended);
    expect(error.kind).toBe('not_found');
    expect(error.upstreamCode).toBe('suspended');
    expect(error.message).toBe(
      'The X account @spamdesk is suspended, so its posts cannot be read.',
    );
  });

  it('a protected account’s timeline says who can see it', async () => {
    const { c } = connector({
      '/2/users/1700000000000000001/tweets': { body: answers.protected },
    });
    const error = await rejection(c.fetchItems(auth, 'user:1700000000000000001', WINDOW));
    expect(error.kind).toBe('forbidden');
    expect(error.message).toBe(
      'This X account is protected: only the people it approves can see its posts.',
    );
  });

  it('a 400 does not quote parameter names or patterns', async () => {
    const error = await lookup('bad_name', answers.badRequest, 400);
    expect(error.kind).toBe('invalid_request');
    expect(error.message).not.toMatch(/\^|`|\[/u);
    expect(error.message).toContain('X did not accept this request');
  });

  it('a username X could never have is explained before asking X', async () => {
    const error = await rejection(connector({}).c.lookupUser(auth, 'bad-name!'));
    expect(error.message).toBe(
      '"bad-name!" is not an X username: a username has 1 to 15 letters, digits or underscores.',
    );
  });
});
