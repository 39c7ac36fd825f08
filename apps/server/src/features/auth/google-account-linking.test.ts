import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createPlatformsFromEnv } from '@/config/platforms';
import { GOOGLE_SIGN_IN_ERRORS } from '@/features/auth/google-sign-in.service';
import { GOOGLE_REAL_ENDPOINTS } from '@/platforms/google/endpoints';
import { GoogleSignIn, type GoogleIdentity } from '@/platforms/google/sign-in';
import { authData, body, dataOf } from '@/test/http';
import { createTestApp, testEnv, type TestApp } from '@/test/test-app';
import { registerUser } from '@/test/users';
import { signInCookie } from '@/test/sign-in-cookie';

/**
 * Real Google, as far as the app can tell: credentials configured, and an id_token that verified
 * (the verification itself is covered in platforms/google). Only the identity it carries is
 * scripted, so these tests are about what the app does with a verified Google identity.
 */
class VerifiedGoogle extends GoogleSignIn {
  identity: GoogleIdentity | undefined;

  override completeSignIn(): Promise<GoogleIdentity> {
    if (!this.identity) throw new Error('no identity scripted');
    return Promise.resolve(this.identity);
  }
}

const GOOGLE_ENV = {
  GOOGLE_CLIENT_ID: 'app.apps.googleusercontent.com',
  GOOGLE_CLIENT_SECRET: 's',
};
let t: TestApp;
let google: VerifiedGoogle;

beforeAll(async () => {
  google = new VerifiedGoogle({
    clientId: GOOGLE_ENV.GOOGLE_CLIENT_ID,
    clientSecret: GOOGLE_ENV.GOOGLE_CLIENT_SECRET,
    endpoints: GOOGLE_REAL_ENDPOINTS,
    sandboxed: false,
  });
  const platforms = createPlatformsFromEnv(testEnv(GOOGLE_ENV));
  t = await createTestApp({ env: GOOGLE_ENV, platforms: { ...platforms, googleSignIn: google } });
});
afterAll(async () => {
  await t.close();
});
beforeEach(() => {
  google.identity = undefined;
});

let subs = 0;
function verifiedIdentity(email: string): GoogleIdentity {
  subs += 1;
  return {
    sub: `1180000000000000000${subs.toString().padStart(2, '0')}`,
    email,
    emailVerified: true,
    name: 'Sam Chen',
    picture: null,
    hostedDomain: null,
  };
}

/** The popup's round trip with a real-shaped state: GET /api/auth/google, then the callback. */
async function completeWith(identity: GoogleIdentity) {
  google.identity = identity;
  const start = await t.app.inject({ method: 'GET', url: '/api/auth/google' });
  const url = new URL(dataOf<{ url: string }>(start).url);
  expect(url.origin).toBe('https://accounts.google.com');
  return t.app.inject({
    method: 'POST',
    url: '/api/auth/google/callback',
    headers: signInCookie(start),
    payload: { code: '4/0Ascripted', state: url.searchParams.get('state') },
  });
}

const login = (email: string, password: string) =>
  t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email, password } });

describe('a verified Google identity whose email matches an account here', () => {
  it('is refused, not linked: a matching email does not prove the person owns the account', async () => {
    const owner = await registerUser(t.app);
    for (const email of [owner.email, owner.email.toUpperCase()]) {
      const res = await completeWith(verifiedIdentity(email));
      expect(res.statusCode).toBe(409);
      expect(body(res)).toMatchObject({
        success: false,
        error: 'CONFLICT',
        message: GOOGLE_SIGN_IN_ERRORS.emailTaken,
      });
      expect(res.body).not.toContain('accessToken');
    }
    const after = authData(await login(owner.email, owner.password)).user;
    expect(after).toMatchObject({ id: owner.user.id, googleId: null, isEmailVerified: false });
  });

  it('linked to another Google account is refused with its own message', async () => {
    const first = verifiedIdentity('dana.ortiz@example.net');
    const created = await completeWith(first);
    expect(created.statusCode).toBe(200);
    const other = await completeWith(verifiedIdentity('dana.ortiz@example.net'));
    expect(other.statusCode).toBe(409);
    expect(body(other).message).toBe(GOOGLE_SIGN_IN_ERRORS.otherGoogle);
  });
});

describe('a Google identity already linked, or new here', () => {
  it('signs in as the account linked to its sub, whatever email it now carries', async () => {
    const identity = verifiedIdentity('riley.park@example.net');
    const first = await completeWith(identity);
    expect(first.statusCode).toBe(200);
    const created = authData(first).user;
    expect(created).toMatchObject({ email: 'riley.park@example.net', googleId: identity.sub });

    const again = await completeWith(identity);
    expect(authData(again).user.id).toBe(created.id);
    const renamed = await completeWith({ ...identity, email: 'riley@new.example' });
    expect(authData(renamed).user.id).toBe(created.id);
  });
});
