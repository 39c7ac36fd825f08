import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sandboxGoogleEndpoints } from '@/platforms/google/endpoints';
import { googleSandbox } from '@/platforms/google/sandbox/plugin';
import { GoogleSandboxState } from '@/platforms/google/sandbox/state';
import { GoogleSignIn } from '@/platforms/google/sign-in';
import { createPkcePair, randomToken } from '@/platforms/shared/pkce';
import { rejection } from '@/platforms/testing/rejection';
import {
  startSandboxServer,
  submitConsent,
  testClock,
  type RunningSandbox,
} from '@/platforms/testing/sandbox-server';

const clock = testClock('2026-11-18T15:30:00Z');
const REDIRECT = 'http://localhost:8080/auth/callback/google';
let server: RunningSandbox;
let signIn: GoogleSignIn;
let mount: string;

beforeAll(async () => {
  const state = new GoogleSandboxState({ now: clock.now });
  server = await startSandboxServer((app) =>
    app.register(googleSandbox, { prefix: '/sandbox/google', state }),
  );
  mount = `${server.origin}/sandbox/google`;
  signIn = new GoogleSignIn({
    clientId: 'sandbox-google-client',
    clientSecret: 'sandbox-secret',
    endpoints: sandboxGoogleEndpoints(mount),
    sandboxed: true,
    now: clock.now,
  });
});
afterAll(() => server.close());

async function start(extra: Record<string, string> = {}, decision: 'allow' | 'deny' = 'allow') {
  const pkce = createPkcePair();
  const nonce = randomToken();
  const state = randomToken();
  const redirect = await submitConsent(
    signIn.buildAuthorizeUrl({
      state,
      codeChallenge: pkce.challenge,
      nonce,
      redirectUri: REDIRECT,
    }),
    decision,
    extra,
  );
  return { pkce, nonce, state, redirect, code: redirect.searchParams.get('code') ?? '' };
}

describe('Google sign-in against the sandbox', () => {
  it('offers sandbox accounts and another email on the consent page', async () => {
    const html = await (
      await fetch(
        signIn.buildAuthorizeUrl({
          state: 's',
          codeChallenge: 'c',
          nonce: 'n',
          redirectUri: REDIRECT,
        }),
      )
    ).text();
    expect(html).toContain('alex.rivera@gmail.com');
    expect(html).toContain('sam.chen@example.org');
    expect(html).toContain('Use another account');
    expect(html).toContain('See your primary Google Account email address');
  });

  it('signs in with a verified id_token (PKCE, nonce, iss) and returns the identity', async () => {
    const flow = await start();
    expect(flow.redirect.searchParams.get('state')).toBe(flow.state);
    expect(signIn.acceptsCallbackIssuer(flow.redirect.searchParams.get('iss') ?? undefined)).toBe(
      true,
    );
    const identity = await signIn.completeSignIn({
      code: flow.code,
      codeVerifier: flow.pkce.verifier,
      redirectUri: REDIRECT,
      nonce: flow.nonce,
    });
    expect(identity).toMatchObject({
      email: 'alex.rivera@gmail.com',
      emailVerified: true,
      name: 'Alex Rivera',
      hostedDomain: null,
    });
    expect(identity.sub).toMatch(/^\d{21}$/);
  });

  it('lets the person type another email, and reports unverified emails as such', async () => {
    const typed = await start({
      sandbox_email: 'other',
      sandbox_other_email: 'Dana.Ortiz@example.net',
    });
    const identity = await signIn.completeSignIn({
      code: typed.code,
      codeVerifier: typed.pkce.verifier,
      redirectUri: REDIRECT,
      nonce: typed.nonce,
    });
    expect(identity).toMatchObject({ email: 'dana.ortiz@example.net', name: 'Dana Ortiz' });
    const unverified = await start({ sandbox_email: 'jordan.lee@unverified.example' });
    const jordan = await signIn.completeSignIn({
      code: unverified.code,
      codeVerifier: unverified.pkce.verifier,
      redirectUri: REDIRECT,
      nonce: unverified.nonce,
    });
    expect(jordan.emailVerified).toBe(false);
  });

  it('gives the same sub to the same email every time', async () => {
    const a = await start({ sandbox_email: 'sam.chen@example.org' });
    const b = await start({ sandbox_email: 'sam.chen@example.org' });
    const first = await signIn.completeSignIn({
      code: a.code,
      codeVerifier: a.pkce.verifier,
      redirectUri: REDIRECT,
      nonce: a.nonce,
    });
    const second = await signIn.completeSignIn({
      code: b.code,
      codeVerifier: b.pkce.verifier,
      redirectUri: REDIRECT,
      nonce: b.nonce,
    });
    expect(first.sub).toBe(second.sub);
    expect(first.hostedDomain).toBe('example.org');
  });

  it('denied consent redirects with error=access_denied', async () => {
    const flow = await start({}, 'deny');
    expect(flow.redirect.searchParams.get('error')).toBe('access_denied');
    expect(flow.redirect.searchParams.get('state')).toBe(flow.state);
  });

  it('rejects a wrong PKCE verifier, a reused code and a wrong nonce', async () => {
    const flow = await start();
    expect(
      (
        await rejection(
          signIn.completeSignIn({
            code: flow.code,
            codeVerifier: 'wrong-verifier-wrong-verifier-wrong-verifier',
            redirectUri: REDIRECT,
            nonce: flow.nonce,
          }),
        )
      ).kind,
    ).toBe('invalid_grant');
    const ok = await start();
    await signIn.completeSignIn({
      code: ok.code,
      codeVerifier: ok.pkce.verifier,
      redirectUri: REDIRECT,
      nonce: ok.nonce,
    });
    expect(
      (
        await rejection(
          signIn.completeSignIn({
            code: ok.code,
            codeVerifier: ok.pkce.verifier,
            redirectUri: REDIRECT,
            nonce: ok.nonce,
          }),
        )
      ).kind,
    ).toBe('invalid_grant');
    const other = await start();
    expect(
      (
        await rejection(
          signIn.completeSignIn({
            code: other.code,
            codeVerifier: other.pkce.verifier,
            redirectUri: REDIRECT,
            nonce: 'another-nonce',
          }),
        )
      ).kind,
    ).toBe('invalid_request');
  });

  it('serves a discovery document pointing at its own endpoints', async () => {
    const doc = (await (await fetch(`${mount}/.well-known/openid-configuration`)).json()) as Record<
      string,
      unknown
    >;
    expect(doc.issuer).toBe(mount);
    expect(doc.jwks_uri).toBe(`${mount}/oauth2/v3/certs`);
    expect(doc.code_challenge_methods_supported).toEqual(['plain', 'S256']);
  });
});
