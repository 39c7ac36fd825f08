import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { RedditConnector } from '@/platforms/reddit/connector';
import { memoryTokens } from '@/platforms/testing/memory-tokens';
import { submitConsent } from '@/platforms/testing/sandbox-server';
import {
  REDDIT_REDIRECT as REDIRECT,
  startRedditFixture,
  type RedditFixture,
} from '@/platforms/testing/reddit-fixture';
import { rejection } from '@/platforms/testing/rejection';

let f: RedditFixture;
beforeAll(async () => {
  f = await startRedditFixture();
});
afterAll(() => f.server.close());
beforeEach(() => f.state.faults.clear());

describe('Reddit data calls against the sandbox', () => {
  let c: RedditConnector;
  let stored: ReturnType<typeof memoryTokens>;
  beforeAll(async () => {
    c = f.connector({ pageSize: 5 });
    const tokens = await f.connect(c);
    stored = memoryTokens('reddit', tokens, (rt) => c.refresh(rt), f.clock.now);
  });
  const provider = () => stored;

  it('pages through subscriptions to the end, with types, member counts and avatars', async () => {
    const sources = await c.listSources(provider().provider);
    expect(sources.length).toBe(18);
    expect(new Set(sources.map((s) => s.type))).toEqual(new Set(['public', 'private', 'archived']));
    expect(sources.find((s) => s.id === 'typescript')).toMatchObject({
      name: 'r/typescript',
      type: 'public',
      memberCount: 182_344,
    });
    expect(sources.find((s) => s.id === 'IndieGaming')?.avatar).toBeUndefined();
    expect(sources.find((s) => s.id === 'science')?.type).toBe('public');
  });

  it('401 on a data call → one refresh → retry succeeds and the rotated tokens are stored', async () => {
    const stored = memoryTokens('reddit', await f.connect(c), (rt) => c.refresh(rt), f.clock.now);
    const before = stored.current();
    await f.state.store.expireAccessTokens();
    const profile = await c.getProfile(stored.provider);
    expect(profile.username).toBe('sandbox_reader');
    expect(stored.current().accessToken).not.toBe(before.accessToken);
    expect(stored.current().refreshToken).not.toBe(before.refreshToken);
  });

  it('403 private subreddit → forbidden with a clear message', async () => {
    const error = await rejection(
      c.fetchItems(provider().provider, 'insidersclub', {
        since: new Date('2026-11-18T00:00:00Z'),
        until: f.clock.now(),
      }),
    );
    expect(error.kind).toBe('forbidden');
    expect(error.upstreamCode).toBe('private');
    expect(error.message).toContain('private');
  });

  it('an over18 subreddit flags every post NSFW', async () => {
    const sources = await c.listSources(provider().provider);
    expect(sources.some((s) => s.id === 'horrorgames')).toBe(true);
    const result = await c.fetchItems(provider().provider, 'horrorgames', {
      since: new Date(f.clock.now().getTime() - 30 * 86_400_000),
      until: f.clock.now(),
      caps: { maxItems: 5, maxPages: 1, maxCommentedItems: 0 },
    });
    expect(result.items.length).toBeGreaterThan(0);
    expect(result.items.every((i) => i.nsfw === true)).toBe(true);
  });

  it('unknown (302 to search) and banned (404) subreddits → not_found', async () => {
    const window = { since: new Date('2026-11-18T00:00:00Z'), until: f.clock.now() };
    expect((await rejection(c.fetchItems(provider().provider, 'nosuchplace', window))).kind).toBe(
      'not_found',
    );
    const banned = await rejection(c.fetchItems(provider().provider, 'bannedplace', window));
    expect(banned.kind).toBe('not_found');
    expect(banned.upstreamCode).toBe('banned');
  });

  it('429 with x-ratelimit headers → rate_limited with resetAt, then calls wait for the window', async () => {
    await f.state.faults.arm({ fault: 'rate_limited', times: 1 });
    const error = await rejection(c.getProfile(provider().provider));
    expect(error.kind).toBe('rate_limited');
    expect(error.status).toBe(429);
    expect(error.resetAt!.getTime()).toBeGreaterThan(f.clock.now().getTime());
    // The client remembers remaining=0 and refuses to spend a call until the reset.
    expect((await rejection(c.getProfile(provider().provider))).kind).toBe('rate_limited');
    c.api.rateLimit = null;
  });

  it('5xx → unavailable', async () => {
    await f.state.faults.arm({ fault: 'server_error', times: 1 });
    expect((await rejection(c.listSources(provider().provider))).kind).toBe('unavailable');
  });

  it('empty pages → no items, no error', async () => {
    await f.state.faults.arm({ fault: 'empty' });
    const result = await c.fetchItems(provider().provider, 'typescript', {
      since: new Date('2026-11-18T00:00:00Z'),
      until: f.clock.now(),
    });
    expect(result.items).toEqual([]);
  });

  it('slow answers beyond the timeout → unavailable', async () => {
    const impatient = f.connector({ timeoutMs: 200 });
    const t = await f.connect(impatient);
    await f.state.faults.arm({ fault: 'slow', delayMs: 600, times: 1 });
    expect(
      (
        await rejection(
          impatient.getProfile(memoryTokens('reddit', t, (rt) => impatient.refresh(rt)).provider),
        )
      ).kind,
    ).toBe('unavailable');
  });

  it('generic User-Agents are throttled, as on the real service', async () => {
    const rude = f.connector({ userAgent: 'node' });
    const redirect = await submitConsent(
      rude.buildAuthorizeUrl({ state: 's', redirectUri: REDIRECT }),
      'allow',
    );
    expect(
      (
        await rejection(
          rude.exchangeCode({
            code: redirect.searchParams.get('code') ?? '',
            redirectUri: REDIRECT,
          }),
        )
      ).kind,
    ).toBe('rate_limited');
  });
});
