import { SANDBOX_EMAIL_DOMAIN } from '@socialpulse/contract';
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
  it('offers sandbox accounts and another name in the reserved domain on the consent page', async () => {
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
    expect(html).toContain(`alex.rivera@${SANDBOX_EMAIL_DOMAIN}`);
    expect(html).toContain(`sam.chen@${SANDBOX_EMAIL_DOMAIN}`);
    expect(html).toContain('Use another account');
    expect(html).toContain('name="sandbox_other_name"');
    expect(html).toContain(`<span>@${SANDBOX_EMAIL_DOMAIN}</span>`);
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
      email: `alex.rivera@${SANDBOX_EMAIL_DOMAIN}`,
      emailVerified: true,
      name: 'Alex Rivera',
      hostedDomain: null,
    });
    expect(identity.sub).toMatch(/^\d{21}$/);
  });

  it('lets the person type another name, and reports unverified emails as such', async () => {
    const typed = await start({ sandbox_email: 'other', sandbox_other_name: 'Dana.Ortiz' });
    const identity = await signIn.completeSignIn({
      code: typed.code,
      codeVerifier: typed.pkce.verifier,
      redirectUri: REDIRECT,
      nonce: typed.nonce,
    });
    expect(identity).toMatchObject({
      email: `dana.ortiz@${SANDBOX_EMAIL_DOMAIN}`,
      name: 'Dana Ortiz',
    });
    const unverified = await start({ sandbox_email: `jordan.lee@${SANDBOX_EMAIL_DOMAIN}` });
    const jordan = await signIn.completeSignIn({
      code: unverified.code,
      codeVerifier: unverified.pkce.verifier,
      redirectUri: REDIRECT,
      nonce: unverified.nonce,
    });
    expect(jordan.emailVerified).toBe(false);
  });

  it('gives the same sub to the same email every time', async () => {
    const a = await start({ sandbox_email: `sam.chen@${SANDBOX_EMAIL_DOMAIN}` });
    const b = await start({ sandbox_email: 'other', sandbox_other_name: 'sam.chen' });
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
    expect(first.hostedDomain).toBe(SANDBOX_EMAIL_DOMAIN);
  });

  it('issues no identity outside the reserved domain: a clear error page, no redirect, no code', async () => {
    const url = signIn.buildAuthorizeUrl({
      state: 's',
      codeChallenge: 'c',
      nonce: 'n',
      redirectUri: REDIRECT,
    });
    const hidden = new URLSearchParams(new URL(url).search);
    const refused: Record<string, string>[] = [
      { sandbox_email: 'other', sandbox_other_name: 'someone@example.org' },
      { sandbox_email: 'someone@example.org' },
      { sandbox_email: 'other', sandbox_other_name: `a@evil.${SANDBOX_EMAIL_DOMAIN}.example` },
      { sandbox_email: 'other', sandbox_other_name: '' },
      { sandbox_email: 'other', sandbox_other_name: '..' },
      { sandbox_email: 'other', sandbox_other_name: 'x'.repeat(65) },
    ];
    for (const extra of refused) {
      const form = new URLSearchParams(hidden);
      form.set('decision', 'allow');
      for (const [key, value] of Object.entries(extra)) form.set(key, value);
      const answer = await fetch(url.split('?')[0] ?? '', {
        method: 'POST',
        body: form,
        redirect: 'manual',
      });
      expect(answer.status).toBe(400);
      expect(answer.headers.get('location')).toBeNull();
      expect(await answer.text()).toContain(
        `Sandbox Google accounts are always name@${SANDBOX_EMAIL_DOMAIN}.`,
      );
    }
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
