import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { callbackError } from '@/platforms/connector';
import { redditSandbox } from '@/platforms/reddit/sandbox/plugin';
import { memoryTokens } from '@/platforms/testing/memory-tokens';
import { startSandboxServer, submitConsent } from '@/platforms/testing/sandbox-server';
import {
  REDDIT_AGENT as AGENT,
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

describe('Reddit OAuth against the sandbox', () => {
  it('shows a consent page with the app name, scopes, Allow and Deny', async () => {
    const html = await (
      await fetch(f.connector().buildAuthorizeUrl({ state: 's', redirectUri: REDIRECT }))
    ).text();
    expect(html).toContain('SocialPulse wants to access your Reddit account');
    for (const scope of ['identity', 'mysubreddits', 'read', 'history'])
      expect(html).toContain(scope);
    expect(html).toMatch(/value="allow">Allow</);
    expect(html).toMatch(/value="deny"[^>]*>Deny</);
  });

  it('allows: code, then tokens with a refresh token and the granted scopes, then the profile', async () => {
    const c = f.connector();
    const tokens = await f.connect(c, 'night_owl');
    expect(tokens.refreshToken).toBeTruthy();
    expect(tokens.scopes).toEqual(['identity', 'mysubreddits', 'read', 'history']);
    expect(tokens.expiresAt?.getTime()).toBe(f.clock.now().getTime() + 86_400_000);
    const profile = await c.getProfile(
      memoryTokens('reddit', tokens, (rt) => c.refresh(rt)).provider,
    );
    expect(profile.username).toBe('night_owl');
    expect(profile.externalId).toMatch(/^t2_/);
  });

  it('denies: redirects with error=access_denied, which reads as the product message', async () => {
    const redirect = await submitConsent(
      f.connector().buildAuthorizeUrl({ state: 'st-2', redirectUri: REDIRECT }),
      'deny',
    );
    expect(redirect.searchParams.get('error')).toBe('access_denied');
    expect(redirect.searchParams.get('state')).toBe('st-2');
    expect(callbackError('reddit', 'access_denied').message).toBe(
      'You declined to authorize the application',
    );
  });

  it('answers invalid_grant (HTTP 200 quirk) for an unknown or reused code', async () => {
    const c = f.connector();
    expect((await rejection(c.exchangeCode({ code: 'nope', redirectUri: REDIRECT }))).kind).toBe(
      'invalid_grant',
    );
    const redirect = await submitConsent(
      c.buildAuthorizeUrl({ state: 's', redirectUri: REDIRECT }),
      'allow',
    );
    const code = redirect.searchParams.get('code') ?? '';
    await c.exchangeCode({ code, redirectUri: REDIRECT });
    const reused = await rejection(c.exchangeCode({ code, redirectUri: REDIRECT }));
    expect(reused.kind).toBe('invalid_grant');
    expect(reused.needsReconnect).toBe(true);
  });

  it('refreshes with rotation: the new refresh token works, the old one is dead', async () => {
    const c = f.connector();
    const first = await f.connect(c);
    const second = await c.refresh(first.refreshToken ?? '');
    expect(second.refreshToken).toBeTruthy();
    expect(second.refreshToken).not.toBe(first.refreshToken);
    expect(second.accessToken).not.toBe(first.accessToken);
    expect((await rejection(c.refresh(first.refreshToken ?? ''))).kind).toBe('invalid_grant');
    await expect(c.refresh(second.refreshToken ?? '')).resolves.toMatchObject({
      accessToken: expect.any(String) as string,
    });
  });

  it('revokes: the refresh token and its access tokens stop working', async () => {
    const c = f.connector();
    const tokens = await f.connect(c);
    await c.revoke(tokens);
    expect((await rejection(c.refresh(tokens.refreshToken ?? ''))).kind).toBe('invalid_grant');
    const probe = memoryTokens('reddit', { ...tokens, refreshToken: null }, (rt) => c.refresh(rt));
    const error = await rejection(c.getProfile(probe.provider));
    expect(error.kind).toBe('auth_expired');
    expect(error.message).toMatch(/expired/);
    expect(error.message).toMatch(/Connect Reddit/);
  });

  it('answers a revoked refresh token (fault switch) with invalid_grant, and the provider asks for reconnection', async () => {
    const c = f.connector();
    const stored = memoryTokens('reddit', await f.connect(c), (rt) => c.refresh(rt));
    await f.state.faults.arm({ fault: 'revoked_refresh' });
    await f.state.faults.arm({ fault: 'expired_token', times: 1 });
    const error = await rejection(c.getProfile(stored.provider));
    expect(error.kind).toBe('auth_expired');
    expect(stored.reconnectNeeded()).toBe(true);
  });

  it('refuses token calls without Basic client credentials (401)', async () => {
    const answer = await fetch(`${f.base}/api/v1/access_token`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', 'user-agent': AGENT },
      body: 'grant_type=refresh_token&refresh_token=x',
    });
    expect(answer.status).toBe(401);
    expect(answer.headers.get('www-authenticate')).toBe('Basic realm="reddit"');
  });

  it.each(['/api/v1/access_token', '/api/v1/revoke_token'])(
    '%s answers 429 to a generic User-Agent before looking at credentials, and 401 without them',
    async (path) => {
      const generic = await fetch(`${f.base}${path}`, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded', 'user-agent': 'node' },
        body: 'token=x',
      });
      expect(generic.status).toBe(429);
      const anonymous = await fetch(`${f.base}${path}`, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded', 'user-agent': AGENT },
        body: 'token=x',
      });
      expect(anonymous.status).toBe(401);
    },
  );

  it('shows an error page, not a redirect, for a redirect URI other than the registered one', async () => {
    const strict = await startSandboxServer((app) =>
      app.register(redditSandbox, { prefix: '/r', redirectUris: [REDIRECT] }),
    );
    const c = f.connector({ wwwBase: `${strict.origin}/r` });
    const answer = await fetch(
      c.buildAuthorizeUrl({ state: 's', redirectUri: 'http://evil.example/cb' }),
      { redirect: 'manual' },
    );
    expect(answer.status).toBe(400);
    await strict.close();
  });
});
