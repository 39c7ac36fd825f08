import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { PlatformError } from '@/platforms/errors';
import { createPkcePair } from '@/platforms/shared/pkce';
import { rejection } from '@/platforms/testing/rejection';
import { memoryTokens } from '@/platforms/testing/memory-tokens';
import {
  startSandboxServer,
  submitConsent,
  testClock,
  type RunningSandbox,
} from '@/platforms/testing/sandbox-server';
import { TwitterConnector } from '@/platforms/twitter/connector';
import { accountId } from '@/platforms/twitter/sandbox/catalog';
import { twitterSandbox } from '@/platforms/twitter/sandbox/plugin';
import { TwitterSandboxState } from '@/platforms/twitter/sandbox/state';
import type { TokenSet } from '@/platforms/types';

const clock = testClock('2026-11-18T15:30:00Z');
const REDIRECT = 'http://localhost:8080/auth/callback/twitter';
let server: RunningSandbox;
let state: TwitterSandboxState;
let c: TwitterConnector;

async function authorize(decision: 'allow' | 'deny' = 'allow') {
  const pkce = createPkcePair();
  const redirect = await submitConsent(
    c.buildAuthorizeUrl({ state: 'x-state', redirectUri: REDIRECT, codeChallenge: pkce.challenge }),
    decision,
  );
  return { pkce, redirect, code: redirect.searchParams.get('code') ?? '' };
}

async function connect(): Promise<TokenSet> {
  const flow = await authorize();
  return c.exchangeCode({
    code: flow.code,
    redirectUri: REDIRECT,
    codeVerifier: flow.pkce.verifier,
  });
}

beforeAll(async () => {
  state = new TwitterSandboxState({ now: clock.now });
  server = await startSandboxServer((app) =>
    app.register(twitterSandbox, { prefix: '/sandbox/twitter', state }),
  );
  const base = `${server.origin}/sandbox/twitter`;
  c = new TwitterConnector({
    clientId: 'x-client',
    clientSecret: 'x-secret',
    authorizeBase: base,
    apiBase: base,
    sandboxed: true,
    now: clock.now,
    followingPageSize: 5,
  });
});
afterAll(() => server.close());
beforeEach(() => state.faults.clear());

describe('X OAuth 2.0 with PKCE against the sandbox', () => {
  it('allows: tokens with rotation-ready refresh token and the requested scopes', async () => {
    const tokens = await connect();
    expect(tokens.refreshToken).toBeTruthy();
    expect(tokens.scopes).toEqual([
      'tweet.read',
      'users.read',
      'follows.read',
      'list.read',
      'offline.access',
    ]);
    expect(tokens.expiresAt?.getTime()).toBe(clock.now().getTime() + 7_200_000);
  });

  it('denies with error=access_denied', async () => {
    const flow = await authorize('deny');
    expect(flow.redirect.searchParams.get('error')).toBe('access_denied');
    expect(flow.redirect.searchParams.get('state')).toBe('x-state');
  });

  it('refuses to build an authorize URL without PKCE, and rejects a wrong verifier', async () => {
    expect(() => c.buildAuthorizeUrl({ state: 's', redirectUri: REDIRECT })).toThrow(PlatformError);
    const flow = await authorize();
    expect(
      (
        await rejection(
          c.exchangeCode({ code: flow.code, redirectUri: REDIRECT, codeVerifier: 'x'.repeat(43) }),
        )
      ).kind,
    ).toBe('invalid_grant');
  });

  it('codes live 30 seconds', async () => {
    const flow = await authorize();
    clock.advance(31_000);
    const error = await rejection(
      c.exchangeCode({ code: flow.code, redirectUri: REDIRECT, codeVerifier: flow.pkce.verifier }),
    );
    clock.set('2026-11-18T15:30:00Z');
    expect(error.kind).toBe('invalid_grant');
  });

  it('rotates refresh tokens (single use) and revokes', async () => {
    const first = await connect();
    const second = await c.refresh(first.refreshToken ?? '');
    expect(second.refreshToken).not.toBe(first.refreshToken);
    expect((await rejection(c.refresh(first.refreshToken ?? ''))).kind).toBe('invalid_grant');
    await c.revoke(second);
    expect((await rejection(c.refresh(second.refreshToken ?? ''))).kind).toBe('invalid_grant');
  });
});

describe('X data against the sandbox', () => {
  let stored: ReturnType<typeof memoryTokens>;
  beforeAll(async () => {
    stored = memoryTokens('twitter', await connect(), (rt) => c.refresh(rt), clock.now);
  });

  it('pages through followed accounts to the end, then owned and followed lists', async () => {
    const sources = await c.listSources(stored.provider);
    expect(sources.filter((s) => s.type === 'account')).toHaveLength(16);
    expect(sources.filter((s) => s.type === 'list').map((s) => s.name)).toEqual([
      'Tech voices',
      'Kitchen crew',
      'Markets',
      'Space news',
      'Matchday',
    ]);
    expect(sources[0]?.id).toMatch(/^user:\d+$/);
  });

  it('looks up any @username, and reports unknown ones as not_found (HTTP 200 with errors)', async () => {
    expect(await c.lookupUser(stored.provider, '@orbitdesk')).toMatchObject({
      type: 'account',
      username: 'orbitdesk',
      name: 'Orbit Desk',
    });
    const missing = await rejection(c.lookupUser(stored.provider, '@nobody_here'));
    expect(missing.kind).toBe('not_found');
    expect(missing.message).toContain('nobody_here');
  });

  it("fetches a user's posts in the window and a list's posts", async () => {
    // A month: each sandbox account posts every day or two.
    const window = { since: new Date('2026-10-19T00:00:00Z'), until: clock.now() };
    const user = await c.fetchItems(stored.provider, `user:${accountId(6)}`, window);
    expect(user.items.length).toBeGreaterThan(5);
    expect(
      user.items.every(
        (i) =>
          i.author === '@pixelcourier' && i.url.startsWith('https://x.com/pixelcourier/status/'),
      ),
    ).toBe(true);
    const sources = await c.listSources(stored.provider);
    const list = await c.fetchItems(
      stored.provider,
      sources.find((s) => s.name === 'Tech voices')?.id ?? '',
      window,
    );
    expect(new Set(list.items.map((i) => i.author)).size).toBeGreaterThan(1);
    const byName = await c.fetchItems(stored.provider, '@devdigest', window);
    expect(byName.items.length).toBeGreaterThan(0);
  });

  it('401 → refresh (rotated) → retry', async () => {
    const before = stored.current();
    await state.faults.arm({ fault: 'expired_token', times: 1 });
    await c.getProfile(stored.provider);
    expect(stored.current().refreshToken).not.toBe(before.refreshToken);
  });

  it('a protected account is forbidden', async () => {
    const error = await rejection(
      c.fetchItems(stored.provider, `user:${accountId(15)}`, {
        since: new Date('2026-11-11T00:00:00Z'),
        until: clock.now(),
      }),
    );
    expect(error.kind).toBe('forbidden');
    expect(error.message).toContain('protected');
  });

  it('429 → rate_limited with resetAt from the epoch x-rate-limit-reset header; usage cap → quota_exceeded', async () => {
    await state.faults.arm({ fault: 'rate_limited', times: 1 });
    const error = await rejection(c.getProfile(stored.provider));
    expect(error.kind).toBe('rate_limited');
    expect(error.resetAt?.getTime()).toBe(
      Math.ceil((clock.now().getTime() + 15 * 60_000) / 1000) * 1000,
    );
    await state.faults.arm({ fault: 'quota_exceeded', times: 1 });
    expect((await rejection(c.getProfile(stored.provider))).kind).toBe('quota_exceeded');
  });

  it('a natural 429 once the per-endpoint window is used up', async () => {
    const strict = await startSandboxServer((app) =>
      app.register(twitterSandbox, { prefix: '/x', now: clock.now, rateLimitOverride: 2 }),
    );
    const x = new TwitterConnector({
      clientId: 'x-client',
      authorizeBase: `${strict.origin}/x`,
      apiBase: `${strict.origin}/x`,
      sandboxed: true,
      now: clock.now,
    });
    const pkce = createPkcePair();
    const redirect = await submitConsent(
      x.buildAuthorizeUrl({ state: 's', redirectUri: REDIRECT, codeChallenge: pkce.challenge }),
      'allow',
    );
    const tokens = await x.exchangeCode({
      code: redirect.searchParams.get('code') ?? '',
      redirectUri: REDIRECT,
      codeVerifier: pkce.verifier,
    });
    const provider = memoryTokens('twitter', tokens, (rt) => x.refresh(rt)).provider;
    await x.getProfile(provider);
    await x.getProfile(provider);
    expect((await rejection(x.getProfile(provider))).kind).toBe('rate_limited');
    await strict.close();
  });

  it('5xx → unavailable; empty pages → no items', async () => {
    await state.faults.arm({ fault: 'server_error', times: 1 });
    expect((await rejection(c.getProfile(stored.provider))).kind).toBe('unavailable');
    await state.faults.arm({ fault: 'empty' });
    const result = await c.fetchItems(stored.provider, `user:${accountId(0)}`, {
      since: new Date('2026-11-18T00:00:00Z'),
      until: clock.now(),
    });
    expect(result.items).toEqual([]);
  });
});
