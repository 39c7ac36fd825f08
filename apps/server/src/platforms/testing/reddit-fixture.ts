import { expect } from 'vitest';
import { RedditConnector, type RedditConnectorOptions } from '@/platforms/reddit/connector';
import { redditSandbox } from '@/platforms/reddit/sandbox/plugin';
import { RedditSandboxState } from '@/platforms/reddit/sandbox/state';
import {
  startSandboxServer,
  submitConsent,
  testClock,
  type RunningSandbox,
} from '@/platforms/testing/sandbox-server';
import type { TokenSet } from '@/platforms/types';

export const REDDIT_REDIRECT = 'http://localhost:8080/auth/callback/reddit';
export const REDDIT_AGENT = 'node:dev.socialpulse.test:v0.1.0 (by /u/socialpulse)';

export interface RedditFixture {
  clock: ReturnType<typeof testClock>;
  state: RedditSandboxState;
  server: RunningSandbox;
  base: string;
  connector(overrides?: Partial<RedditConnectorOptions>): RedditConnector;
  connect(c: RedditConnector, user?: string): Promise<TokenSet>;
}

/** A Reddit sandbox on an ephemeral port with a small rate-limit window, and a client pointed at it. */
export async function startRedditFixture(
  options: { rateLimitPerWindow?: number } = {},
): Promise<RedditFixture> {
  const clock = testClock('2026-11-18T15:30:00Z');
  const state = new RedditSandboxState({
    now: clock.now,
    rateLimitPerWindow: options.rateLimitPerWindow ?? 40,
  });
  const server = await startSandboxServer((app) =>
    app.register(redditSandbox, { prefix: '/sandbox/reddit', state }),
  );
  const base = `${server.origin}/sandbox/reddit`;
  const connector = (overrides: Partial<RedditConnectorOptions> = {}) =>
    new RedditConnector({
      clientId: 'test-client',
      clientSecret: 'test-secret',
      wwwBase: base,
      oauthBase: base,
      webBase: 'https://www.reddit.com',
      userAgent: REDDIT_AGENT,
      sandboxed: true,
      now: clock.now,
      ...overrides,
    });
  const connect = async (c: RedditConnector, user?: string) => {
    const redirect = await submitConsent(
      c.buildAuthorizeUrl({ state: 'st-1', redirectUri: REDDIT_REDIRECT }),
      'allow',
      user ? { sandbox_user: user } : {},
    );
    expect(redirect.searchParams.get('state')).toBe('st-1');
    return c.exchangeCode({
      code: redirect.searchParams.get('code') ?? '',
      redirectUri: REDDIT_REDIRECT,
    });
  };
  return { clock, state, server, base, connector, connect };
}
