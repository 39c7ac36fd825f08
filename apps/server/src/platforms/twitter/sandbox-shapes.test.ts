import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { createPkcePair } from '@/platforms/shared/pkce';
import type { TokenProvider } from '@/platforms/shared/token-provider';
import { memoryTokens } from '@/platforms/testing/memory-tokens';
import {
  startSandboxServer,
  submitConsent,
  testClock,
  type RunningSandbox,
} from '@/platforms/testing/sandbox-server';
import { TwitterConnector } from '@/platforms/twitter/connector';
import { tweetSchema, type XTweet } from '@/platforms/twitter/mappers';
import { twitterSandbox } from '@/platforms/twitter/sandbox/plugin';
import { decodeXText } from '@/platforms/twitter/tweets';
import type { ContentItem } from '@/platforms/types';

const clock = testClock('2026-11-18T15:30:00Z');
const WINDOW = { since: new Date('2026-10-19T00:00:00Z'), until: clock.now() };
let server: RunningSandbox;
let c: TwitterConnector;
let auth: TokenProvider;
let listId: string;
/** The raw list timeline, as the connector asks for it, and the connector's items for it. */
const raw: XTweet[] = [];
let items: ContentItem[] = [];

beforeAll(async () => {
  server = await startSandboxServer((app) =>
    app.register(twitterSandbox, { prefix: '/x', now: clock.now }),
  );
  c = new TwitterConnector({
    clientId: 'x-client',
    authorizeBase: `${server.origin}/x`,
    apiBase: `${server.origin}/x`,
    sandboxed: true,
    now: clock.now,
  });
  const pkce = createPkcePair();
  const redirect = await submitConsent(
    c.buildAuthorizeUrl({
      state: 's',
      redirectUri: 'http://localhost:8080/auth/callback/twitter',
      codeChallenge: pkce.challenge,
    }),
    'allow',
  );
  const tokens = await c.exchangeCode({
    code: redirect.searchParams.get('code') ?? '',
    redirectUri: 'http://localhost:8080/auth/callback/twitter',
    codeVerifier: pkce.verifier,
  });
  auth = memoryTokens('twitter', tokens, (rt) => c.refresh(rt), clock.now).provider;
  listId = (await c.listSources(auth)).find((s) => s.name === 'Tech voices')?.id ?? '';
  items = (await c.fetchItems(auth, listId, WINDOW)).items;
  let token: string | undefined;
  for (let page = 0; page < 20; page++) {
    const body = z
      .object({
        data: z.array(tweetSchema).default([]),
        meta: z.object({ next_token: z.string().optional() }),
      })
      .parse(
        await c.api.get(auth, `/2/lists/${listId.slice(5)}/tweets`, {
          'tweet.fields': 'created_at,note_tweet,referenced_tweets',
          max_results: 100,
          pagination_token: token,
        }),
      );
    raw.push(...body.data.filter((t) => new Date(t.created_at) >= WINDOW.since));
    token = body.meta.next_token;
    if (!token || body.data.some((t) => new Date(t.created_at) < WINDOW.since)) break;
  }
});
afterAll(() => server.close());

const ofType = (type: string) =>
  raw.filter((t) => t.referenced_tweets?.some((r) => r.type === type));

describe('the X sandbox serves the real shapes, and the connector maps them', () => {
  it('retweets arrive as cut "RT @" copies and become their originals', () => {
    const retweets = ofType('retweeted');
    expect(retweets.length).toBeGreaterThan(2);
    expect(retweets.every((t) => t.text.startsWith('RT @'))).toBe(true);
    const ids = new Set(items.map((i) => i.id));
    for (const t of retweets) {
      expect(ids.has(t.id)).toBe(false);
      expect(ids.has(t.referenced_tweets?.[0]?.id ?? '')).toBe(true);
    }
    expect(items.some((i) => i.text.startsWith('RT @'))).toBe(false);
  });

  it('quotes carry the quoted text', () => {
    const quotes = ofType('quoted');
    expect(quotes.length).toBeGreaterThan(0);
    for (const t of quotes)
      expect(items.find((i) => i.id === t.id)?.text).toMatch(/\n\nQuoting @\w+: /);
  });

  it('long posts come whole from note_tweet', () => {
    const long = raw.filter((t) => t.note_tweet);
    expect(long.length).toBeGreaterThan(0);
    for (const t of long) {
      const item = items.find((i) => i.id === t.id);
      expect(item?.text).toBe(decodeXText(t.note_tweet?.text ?? ''));
      expect(item?.text.length).toBeGreaterThan(280);
    }
  });

  it('escaped & < > arrive decoded', () => {
    const escaped = raw.filter((t) => /&(amp|lt|gt);/.test(t.text) && !t.referenced_tweets);
    expect(escaped.length).toBeGreaterThan(0);
    for (const t of escaped) {
      const item = items.find((i) => i.id === t.id);
      expect(item?.text).toBe(decodeXText(t.note_tweet?.text ?? t.text));
      expect(item?.text).not.toMatch(/&(amp|lt|gt);/);
    }
  });

  it('replies can be left out', async () => {
    const replies = ofType('replied_to').map((t) => t.id);
    expect(replies.length).toBeGreaterThan(0);
    const kept = await c.fetchItems(auth, listId, { ...WINDOW, excludeReplies: true });
    expect(kept.items.some((i) => replies.includes(i.id))).toBe(false);
    expect(items.some((i) => replies.includes(i.id))).toBe(true);
  });
});
