import { SANDBOX_EMAIL_DOMAIN, type AuthResult, type User } from '@socialpulse/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '@/db/schema';
import { GOOGLE_START_PER_MINUTE } from '@/features/auth/google-sign-in.routes';
import { GOOGLE_SIGN_IN_ERRORS } from '@/features/auth/google-sign-in.service';
import { submitConsent } from '@/platforms/testing/sandbox-server';
import { authData, body, dataOf } from '@/test/http';
import { createPlatformTestApp, type PlatformTestApp } from '@/test/platform-app';
import { signInCookie } from '@/test/sign-in-cookie';
import { bearer, registerUser } from '@/test/users';

let t: PlatformTestApp;
beforeAll(async () => {
  t = await createPlatformTestApp();
});
afterAll(async () => {
  await t.close();
});

const sandboxEmail = (name: string) => `${name}@${SANDBOX_EMAIL_DOMAIN}`;

/** This file's one browser: the sign-in cookie of its latest start goes with every callback. */
let browserCookie: { cookie: string } | undefined;

async function googleStartUrl(): Promise<string> {
  const start = await t.app.inject({ method: 'GET', url: '/api/auth/google' });
  expect(start.statusCode).toBe(200);
  browserCookie = signInCookie(start);
  return dataOf<{ url: string }>(start).url;
}

/**
 * The popup: GET /api/auth/google (signed out), the Google sandbox's account chooser ("Use another
 * account" with `name` typed, or the first offered account), the redirect.
 */
async function googleConsent(name?: string, decision: 'allow' | 'deny' = 'allow') {
  const extra: Record<string, string> = name
    ? { sandbox_email: 'other', sandbox_other_name: name }
    : {};
  const redirect = await submitConsent(await googleStartUrl(), decision, extra);
  expect(redirect.origin + redirect.pathname).toBe(`${t.origin}/auth/callback/google`);
  return {
    code: redirect.searchParams.get('code'),
    state: redirect.searchParams.get('state') ?? '',
    error: redirect.searchParams.get('error'),
  };
}

const callback = (payload: object) =>
  t.app.inject({
    method: 'POST',
    url: '/api/auth/google/callback',
    payload,
    ...(browserCookie ? { headers: browserCookie } : {}),
  });

async function signIn(name?: string): Promise<AuthResult> {
  const res = await callback(await googleConsent(name));
  if (res.statusCode !== 200) throw new Error(`google callback: ${res.statusCode} ${res.body}`);
  return authData(res);
}

describe('Continue with Google', () => {
  it('asks for openid email profile with PKCE and a nonce, redirecting to the popup page', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/auth/google' });
    const url = new URL(dataOf<{ url: string }>(res).url);
    expect(url.pathname).toBe('/sandbox/google/o/oauth2/v2/auth');
    expect(url.searchParams.get('scope')).toBe('openid email profile');
    expect(url.searchParams.get('code_challenge_method')).toBe('S256');
    expect(url.searchParams.get('nonce')).toBeTruthy();
    expect(url.searchParams.get('redirect_uri')).toBe(`${t.origin}/auth/callback/google`);
  });

  it('creates an account on first sign-in and signs the same account in the next time', async () => {
    const email = sandboxEmail('morgan.blake');
    const first = await signIn('morgan.blake');
    expect(first.accessToken).toBeTruthy();
    expect(first.refreshToken).toBeTruthy();
    expect(first.user).toMatchObject({
      email,
      username: 'Morgan_Blake',
      isEmailVerified: true,
    });
    expect(first.user.googleId).toMatch(/^\d{21}$/);
    expect(first.user.avatar).toMatch(/^data:image\/svg\+xml/);
    // The same AuthResult as a password login: the tokens work.
    const me = await t.app.inject({
      method: 'GET',
      url: '/api/auth/me',
      headers: bearer(first.accessToken),
    });
    expect(dataOf<User>(me).id).toBe(first.user.id);
    const refreshed = await t.app.inject({
      method: 'POST',
      url: '/api/auth/refresh-token',
      payload: { refreshToken: first.refreshToken },
    });
    expect(refreshed.statusCode).toBe(200);

    const second = await signIn('morgan.blake');
    expect(second.user.id).toBe(first.user.id);
    expect(second.accessToken).not.toBe(first.accessToken);
  });

  it('never signs in as, or links to, a registered user whose address is typed or posted', async () => {
    const victim = await registerUser(t.app, { email: 'sam.chen@example.org' });
    const attempts: Record<string, string>[] = [
      // What a visitor types under "Use another account", and a crafted POST of the radio value.
      { sandbox_email: 'other', sandbox_other_name: victim.email },
      { sandbox_email: victim.email },
      { sandbox_email: 'other', sandbox_other_name: 'SAM.CHEN@EXAMPLE.ORG' },
    ];
    for (const extra of attempts)
      await expect(submitConsent(await googleStartUrl(), 'allow', extra)).rejects.toThrow(
        'consent answered 400 without a redirect',
      );
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: victim.email, password: victim.password },
    });
    expect(authData(login).user.googleId).toBeNull();
  });

  it('a typed name becomes an account in the reserved domain, never a registered address', async () => {
    const { user } = await signIn('Sam.Chen');
    expect(user.email).toBe(sandboxEmail('sam.chen'));
    const full = await signIn(sandboxEmail('sam.chen'));
    expect(full.user.id).toBe(user.id);
  });

  it('an unverified email with no account yet creates one, marked unverified', async () => {
    // The sandbox's one account whose email Google has not verified.
    const { user } = await signIn('jordan.lee');
    expect(user.email).toBe(sandboxEmail('jordan.lee'));
    expect(user.isEmailVerified).toBe(false);
  });

  it('refuses an unlinked account holding a sandbox address (made before the domain was reserved), verified or not', async () => {
    for (const name of ['jordan.lee', 'alex.rivera']) {
      const email = sandboxEmail(name);
      await t.database.db.delete(users).where(eq(users.email, email));
      const legacy = await registerUser(t.app);
      await t.database.db.update(users).set({ email }).where(eq(users.id, legacy.user.id));
      const res = await callback(await googleConsent(name));
      expect(res.statusCode).toBe(409);
      expect(body(res)).toMatchObject({
        error: 'CONFLICT',
        message: GOOGLE_SIGN_IN_ERRORS.emailTaken,
      });
      expect(res.body).not.toContain('accessToken');
      const login = await t.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: { email, password: legacy.password },
      });
      expect(authData(login).user.googleId).toBeNull();
    }
  });

  it('picks another username when the derived one is taken', async () => {
    await registerUser(t.app, { username: 'Casey_Quinn' });
    const { user } = await signIn('casey.quinn');
    expect(user.username).toMatch(/^Casey_Quinn_\d{4}$/);
  });

  it('Deny, reused, foreign and unknown states are refused with clear messages', async () => {
    const denied = await googleConsent(undefined, 'deny');
    expect(denied.error).toBe('access_denied');
    const res = await callback({ state: denied.state, error: denied.error });
    expect(res.statusCode).toBe(400);
    expect(body(res).message).toBe('You declined to authorize the application');

    const once = await googleConsent('riley.park');
    expect((await callback(once)).statusCode).toBe(200);
    const twice = await callback(once);
    expect(twice.statusCode).toBe(400);
    expect(body(twice).message).toBe('Invalid or missing authorization code or state');

    // A state issued to a signed-in user for connecting a platform does not sign anyone in.
    const user = await registerUser(t.app);
    const connectState = await t.consent(user, 'youtube');
    const foreign = await callback({ code: connectState.code, state: connectState.state });
    expect(body(foreign).message).toBe('Invalid or missing authorization code or state');

    expect(body(await callback({ code: 'c', state: 'nope' })).message).toBe(
      'Invalid or missing authorization code or state',
    );
    expect((await callback({})).statusCode).toBe(400);
  });
});

describe('GET /api/auth/google is public, so it is rate limited on its own', () => {
  it(`answers 429 after ${GOOGLE_START_PER_MINUTE} starts a minute from one address`, async () => {
    // Another loopback address than the other tests' (the sandbox is offered on loopback only).
    const start = () =>
      t.app.inject({ method: 'GET', url: '/api/auth/google', remoteAddress: '127.0.0.9' });
    for (let i = 0; i < GOOGLE_START_PER_MINUTE; i++) expect((await start()).statusCode).toBe(200);
    const limited = await start();
    expect(limited.statusCode).toBe(429);
    expect(body(limited).error).toBe('RATE_LIMITED');
  });
});
