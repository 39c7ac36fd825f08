import { SANDBOX_EMAIL_DOMAIN } from '@socialpulse/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPlatformRegistry } from '@/platforms/registry';
import { createPkcePair, randomToken } from '@/platforms/shared/pkce';
import { startSandboxedWorld, type SandboxedWorld } from '@/platforms/testing/sandboxed-registry';
import { submitConsent, testClock } from '@/platforms/testing/sandbox-server';

const clock = testClock('2026-11-18T15:30:00Z');
let world: SandboxedWorld;

beforeAll(async () => {
  world = await startSandboxedWorld(clock.now);
});
afterAll(() => world.server.close());

describe('registry without credentials', () => {
  it('runs every platform and Google sign-in against the sandbox, with sandbox URLs', () => {
    expect(world.registry.sandboxedServices().sort()).toEqual([
      'google',
      'reddit',
      'telegram',
      'twitter',
      'youtube',
    ]);
    const url = new URL(
      world.registry
        .get('reddit')
        .buildAuthorizeUrl({ state: 's', redirectUri: 'http://localhost:8080/cb' }),
    );
    expect(url.origin + url.pathname).toBe(
      `${world.server.origin}/sandbox/reddit/api/v1/authorize`,
    );
    expect(world.registry.all().map((c) => c.platform)).toEqual([
      'reddit',
      'youtube',
      'twitter',
      'telegram',
    ]);
  });

  it('connects each OAuth platform end to end and lists sources', async () => {
    for (const platform of ['reddit', 'youtube', 'twitter'] as const) {
      const tokens = await world.connect(platform);
      const connector = world.registry.get(platform);
      expect((await connector.getProfile(tokens)).username).toBeTruthy();
      expect((await connector.listSources(tokens)).length).toBeGreaterThan(5);
    }
    const session = await world.telegramSession();
    expect((await world.registry.get('telegram').listSources({ session })).length).toBe(18);
  });

  it('signs in with Google through the mounted sandbox', async () => {
    const pkce = createPkcePair();
    const nonce = randomToken();
    const redirectUri = 'http://localhost:8080/auth/callback/google';
    const redirect = await submitConsent(
      world.registry.googleSignIn.buildAuthorizeUrl({
        state: 'g',
        codeChallenge: pkce.challenge,
        nonce,
        redirectUri,
      }),
      'allow',
    );
    const identity = await world.registry.googleSignIn.completeSignIn({
      code: redirect.searchParams.get('code') ?? '',
      codeVerifier: pkce.verifier,
      redirectUri,
      nonce,
    });
    expect(identity.email).toBe(`alex.rivera@${SANDBOX_EMAIL_DOMAIN}`);
  });

  it('serves the fault switches over HTTP for browser journeys', async () => {
    const base = `${world.server.origin}/sandbox/reddit/__sandbox/faults`;
    const armed = await fetch(base, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ fault: 'server_error', times: 1, path: '/subreddits/' }),
    });
    expect(((await armed.json()) as { faults: unknown[] }).faults).toHaveLength(1);
    const tokens = await world.connect('reddit');
    await expect(world.registry.get('reddit').listSources(tokens)).rejects.toMatchObject({
      kind: 'unavailable',
    });
    await expect(world.registry.get('reddit').listSources(tokens)).resolves.toHaveLength(18);
  });

  it('switches a fault for one request with the x-sandbox-fault header, with real rate-limit headers', async () => {
    const token = await (await world.connect('reddit')).getAccessToken();
    const answer = await fetch(`${world.server.origin}/sandbox/reddit/api/v1/me`, {
      headers: {
        authorization: `Bearer ${token}`,
        'user-agent': 'node:test:v1 (by /u/t)',
        'x-sandbox-fault': 'rate_limited',
      },
    });
    expect(answer.status).toBe(429);
    expect(answer.headers.get('x-ratelimit-remaining')).toBe('0.0');
    expect(Number(answer.headers.get('x-ratelimit-reset'))).toBeGreaterThan(0);
    expect(await answer.text()).toBe('');
  });
});

describe('registry with credentials', () => {
  it('points at the real hosts and marks nothing sandboxed', () => {
    const registry = createPlatformRegistry({
      publicUrl: 'https://pulse.example.com',
      appVersion: '1.0.0',
      credentials: {
        reddit: { clientId: 'r', clientSecret: 's', username: 'me' },
        google: { clientId: 'g', clientSecret: 's' },
        twitter: { clientId: 'x' },
      },
    });
    expect(
      registry
        .get('reddit')
        .buildAuthorizeUrl({ state: 's', redirectUri: 'https://pulse.example.com/cb' }),
    ).toMatch(/^https:\/\/www\.reddit\.com\/api\/v1\/authorize\?/);
    expect(
      registry.get('youtube').buildAuthorizeUrl({
        state: 's',
        redirectUri: 'https://pulse.example.com/cb',
        codeChallenge: 'c',
      }),
    ).toMatch(/^https:\/\/accounts\.google\.com\/o\/oauth2\/v2\/auth\?.*access_type=offline/);
    expect(
      registry.get('twitter').buildAuthorizeUrl({
        state: 's',
        redirectUri: 'https://pulse.example.com/cb',
        codeChallenge: 'c',
      }),
    ).toMatch(/^https:\/\/x\.com\/i\/oauth2\/authorize\?/);
    expect(registry.sandboxedServices()).toEqual(['telegram']);
  });
});
