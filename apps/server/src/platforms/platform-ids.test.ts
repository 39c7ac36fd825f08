import { isPlatformSourceId, type Platform } from '@socialpulse/contract';
import { describe, expect, it } from 'vitest';
import { isPlatformError } from '@/platforms/errors';
import { RedditConnector } from '@/platforms/reddit/connector';
import { staticTokenProvider } from '@/platforms/shared/token-provider';
import { recordedFetch } from '@/platforms/testing/recorded-fetch';
import { TwitterConnector } from '@/platforms/twitter/connector';

const NOW = new Date('2026-11-18T15:30:00Z');
const WINDOW = { since: new Date('2026-11-18T00:00:00Z'), until: NOW };

/** Ids as each platform writes them, and ids written to break out of an upstream path or query. */
const GOOD: Record<Platform, string[]> = {
  reddit: ['typescript', 'r/awkward', '/r/AskReddit/', 'u_someuser', 'typescript+node'],
  twitter: ['user:2244994945', 'list:1588874412054040576', '123', '@nasa', '@A_1'],
  youtube: ['UC_x5XG1OV2P6uZZ5FSM9Ttw', 'dQw4w9WgXcQ', 'PLrAXtmErZgOeiKm4sgNOknGvNjby9efdf', 'LL'],
  telegram: ['-1001234567890', '5123456789', '-123456'],
};
const BAD: Record<Platform, string[]> = {
  reddit: ['../api/health', 'r/a', 'type script', 'x?y=1', 'a'.repeat(22), 'typescript+', 'r/x%2F'],
  twitter: [
    'list:../../../../api/health',
    'list:1?x=',
    'list:',
    'user:1/2',
    '@nasa/x',
    'nasa',
    'list:1'.padEnd(40, '1'),
  ],
  youtube: ['UC_x5XG1OV2P6uZZ5FSM9Ttw/..', 'a b', '?id=1', 'x', 'v%2F'],
  telegram: ['@durov', '1;2', '../1', '1.5', 'abc'],
};

describe('platform id grammars', () => {
  it('take the ids each platform writes', () => {
    for (const [platform, ids] of Object.entries(GOOD) as [Platform, string[]][])
      for (const id of ids)
        expect(isPlatformSourceId(platform, id), `${platform} ${id}`).toBe(true);
  });

  it('refuse path, query and encoding tricks', () => {
    for (const [platform, ids] of Object.entries(BAD) as [Platform, string[]][])
      for (const id of ids)
        expect(isPlatformSourceId(platform, id), `${platform} ${id}`).toBe(false);
  });
});

describe('connectors never put a malformed id in a request', () => {
  it('X: a list id that is not a number is not_found, and nothing is requested', async () => {
    const recorded = recordedFetch({});
    const c = new TwitterConnector({
      clientId: 'x-client',
      authorizeBase: 'https://x.test',
      apiBase: 'https://api.x.test',
      sandboxed: false,
      fetch: recorded.fetch,
      now: () => NOW,
    });
    for (const id of ['list:../../../../api/health', 'list:1?x=', 'list:1#x', 'user:1%2F..']) {
      const error: unknown = await c
        .fetchItems(staticTokenProvider('twitter', 'token'), id, WINDOW)
        .then(
          () => undefined,
          (e: unknown) => e,
        );
      expect(isPlatformError(error) && error.kind, id).toBe('not_found');
    }
    expect(recorded.calls.map((u) => u.pathname)).toEqual([]);
  });

  it('Reddit: a multi-subreddit keeps its + and nothing else leaves the path segment', async () => {
    const recorded = recordedFetch({
      '/r/typescript+node/new': { body: { kind: 'Listing', data: { after: null, children: [] } } },
    });
    const c = new RedditConnector({
      clientId: 'id',
      clientSecret: 'secret',
      wwwBase: 'https://oauth.reddit.test',
      oauthBase: 'https://oauth.reddit.test',
      webBase: 'https://www.reddit.com',
      userAgent: 'node:dev.socialpulse.test:v0.1.0 (by /u/socialpulse)',
      sandboxed: false,
      fetch: recorded.fetch,
      now: () => NOW,
    });
    const auth = staticTokenProvider('reddit', 'token');
    await c.fetchItems(auth, 'typescript+node', WINDOW);
    const error: unknown = await c
      .fetchItems(auth, '../api/health', WINDOW)
      .catch((e: unknown) => e);
    expect(isPlatformError(error) && error.kind).toBe('not_found');
    expect(recorded.calls.map((u) => u.pathname)).toEqual(['/r/typescript+node/new']);
  });
});
