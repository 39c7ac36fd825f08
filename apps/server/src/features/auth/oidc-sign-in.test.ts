import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { oauthStates, userIdentities } from '@/db/schema';
import { findUserByEmail } from '@/features/auth/users.repository';
import { signInAtProvider } from '@/test/oidc-provider';
import {
  callback,
  claimSession,
  createOidcTestApp,
  errorCode,
  OIDC_CALLBACK,
  ssoCookie,
  ssoSignIn,
  startSso,
  type OidcTestApp,
} from '@/test/oidc-app';
import { bearer, registerUser } from '@/test/users';
import { optionsData, userData } from '@/test/http';

/** Single sign-on against a real OpenID provider (panva's oidc-provider) started for this file. */
let t: OidcTestApp;
beforeAll(async () => {
  t = await createOidcTestApp();
});
afterAll(() => t.close());

async function identitiesOf(userId: string) {
  return t.database.db.select().from(userIdentities).where(eq(userIdentities.userId, userId));
}

describe('single sign-on with an OpenID provider', () => {
  it('sends the browser to the provider with PKCE (S256), state and nonce', async () => {
    const url = await startSso(t);
    expect(url.origin).toBe(t.provider.issuer);
    expect(url.searchParams.get('client_id')).toBe(t.provider.clientId);
    expect(url.searchParams.get('redirect_uri')).toBe(OIDC_CALLBACK);
    expect(url.searchParams.get('code_challenge_method')).toBe('S256');
    expect(url.searchParams.get('code_challenge')).toMatch(/^[\w-]{43}$/);
    expect(url.searchParams.get('state')?.length).toBeGreaterThan(20);
    expect(url.searchParams.get('nonce')?.length).toBeGreaterThan(10);
    expect(url.searchParams.get('scope')).toBe('openid email profile');
  });

  it('creates the account on the first sign-in (being first makes nobody an administrator) and reuses it after', async () => {
    const first = await ssoSignIn(t, 'ada');
    expect(first.auth?.user).toMatchObject({
      username: 'ada',
      email: 'ada@sso.example.test',
      isEmailVerified: true,
      hasPassword: false,
      googleId: null,
      isAdmin: false,
    });
    const id = first.auth?.user.id ?? '';
    expect(await identitiesOf(id)).toEqual([
      expect.objectContaining({ issuer: t.provider.issuer, subject: 'ada' }),
    ]);
    // The session works like a password login's.
    const me = await t.app.inject({
      url: '/api/auth/me',
      headers: bearer(first.auth?.accessToken ?? ''),
    });
    expect(userData(me).id).toBe(id);

    const second = await ssoSignIn(t, 'ada');
    expect(second.auth?.user.id).toBe(id);
    expect(await identitiesOf(id)).toHaveLength(1);
    const other = await ssoSignIn(t, 'grace');
    expect(other.auth?.user.id).not.toBe(id);
    expect(other.auth?.user.isAdmin).toBe(false);
  });

  it('hands the session over once: the cookie is spent by its claim', async () => {
    const returned = await signInAtProvider((await startSso(t)).href, 'linus', OIDC_CALLBACK);
    const res = await callback(t, returned);
    const setCookie = String(res.headers['set-cookie']);
    expect(setCookie).toMatch(/HttpOnly/);
    expect(setCookie).toMatch(/SameSite=Lax/);
    expect(setCookie).toMatch(/Path=\/api\/auth\/oidc/);
    const cookie = ssoCookie(res);
    expect((await claimSession(t, cookie)).statusCode).toBe(200);
    expect((await claimSession(t, cookie)).statusCode).toBe(401);
    expect((await claimSession(t, undefined)).statusCode).toBe(401);
  });

  it('refuses a replayed callback, an unknown state and a state without a code', async () => {
    const returned = await signInAtProvider((await startSso(t)).href, 'ken', OIDC_CALLBACK);
    expect(errorCode(await callback(t, returned))).toBeNull();
    const replay = await callback(t, returned);
    expect(errorCode(replay)).toBe('invalid_request');
    expect(replay.headers['set-cookie']).toBeUndefined();

    const forged = new URL(returned);
    forged.searchParams.set('state', 'not-a-state-we-issued');
    expect(errorCode(await callback(t, forged))).toBe('invalid_request');
    expect(errorCode(await callback(t, new URL(OIDC_CALLBACK)))).toBe('invalid_request');
  });

  it("refuses a code presented with another sign-in's state (PKCE and state do not match)", async () => {
    const mine = await signInAtProvider((await startSso(t)).href, 'mallory', OIDC_CALLBACK);
    const victimStart = await startSso(t);
    const swapped = new URL(mine);
    swapped.searchParams.set('state', victimStart.searchParams.get('state') ?? '');
    const res = await callback(t, swapped);
    expect(errorCode(res)).toBe('sso_failed');
    expect(await findUserByEmail(t.database.db, 'mallory@sso.example.test')).toBeUndefined();
  });

  it('checks the nonce: an ID token minted for another nonce is refused', async () => {
    const returned = await signInAtProvider((await startSso(t)).href, 'eve', OIDC_CALLBACK);
    // What the server expects changes; the provider's ID token still carries the original nonce.
    await t.database.db
      .update(oauthStates)
      .set({ nonce: 'a-different-nonce' })
      .where(eq(oauthStates.purpose, 'oidc'));
    const res = await callback(t, returned);
    expect(errorCode(res)).toBe('sso_failed');
    expect(await findUserByEmail(t.database.db, 'eve@sso.example.test')).toBeUndefined();
  });

  it('refuses an email that belongs to a local account and links nothing', async () => {
    const local = await registerUser(t.app, { email: 'taken@example.com', username: 'taken' });
    t.provider.accounts.set('intruder', { email: 'Taken@Example.com' });
    const { callback: res, auth } = await ssoSignIn(t, 'intruder');
    expect(auth).toBeUndefined();
    expect(errorCode(res)).toBe('sso_email_taken');
    expect(await identitiesOf(local.user.id)).toEqual([]);
    const [{ n } = { n: -1 }] = await t.database.db
      .select({ n: sql<number>`count(*)::int` })
      .from(userIdentities)
      .where(eq(userIdentities.subject, 'intruder'));
    expect(n).toBe(0);
  });

  it('refuses a provider account without an email', async () => {
    t.provider.accounts.set('anonymous', { email: null });
    const { callback: res } = await ssoSignIn(t, 'anonymous');
    expect(errorCode(res)).toBe('sso_no_email');
  });

  it('passes on "access denied" at the provider as its own code', async () => {
    const started = await startSso(t);
    const denied = new URL(OIDC_CALLBACK);
    denied.searchParams.set('error', 'access_denied');
    denied.searchParams.set('state', started.searchParams.get('state') ?? '');
    expect(errorCode(await callback(t, denied))).toBe('access_denied');
  });

  it('says which ways in exist in /api/options', async () => {
    expect(optionsData(await t.app.inject({ url: '/api/options' })).signIn).toEqual({
      password: true,
      google: true,
      googleSandbox: true,
      sso: { name: 'Test ID' },
    });
  });

  it('documents its three routes in the OpenAPI document', async () => {
    const res = await t.app.inject({ url: '/api/docs/json' });
    expect(res.statusCode).toBe(200);
    const paths = Object.keys(res.json<{ paths: Record<string, unknown> }>().paths);
    expect(paths).toEqual(
      expect.arrayContaining([
        '/api/auth/oidc/start',
        '/api/auth/oidc/callback',
        '/api/auth/oidc/session',
      ]),
    );
  });
});
