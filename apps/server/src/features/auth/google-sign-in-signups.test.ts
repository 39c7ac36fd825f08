import { ADMIN_MESSAGES, type AuthResult } from '@socialpulse/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { setDisabled } from '@/features/admin/admin.repository';
import { submitConsent } from '@/platforms/testing/sandbox-server';
import { authData, body, dataOf } from '@/test/http';
import { createPlatformTestApp, type PlatformTestApp } from '@/test/platform-app';
import { registerAdmin, type TestUser } from '@/test/users';
import { signInCookie } from '@/test/sign-in-cookie';

/**
 * "Continue with Google" under SIGNUPS=invite: a new account only from a sign-in started with an
 * invitation link's token (kept with the pending sign-in), which it spends.
 */
let t: PlatformTestApp;
let admin: TestUser;
beforeAll(async () => {
  t = await createPlatformTestApp({ env: { SIGNUPS: 'invite' } });
});
afterAll(() => t.close());

async function googleCallback(name: string, invite?: string) {
  const query = invite === undefined ? '' : `?invite=${encodeURIComponent(invite)}`;
  const start = await t.app.inject({ method: 'GET', url: `/api/auth/google${query}` });
  const redirect = await submitConsent(dataOf<{ url: string }>(start).url, 'allow', {
    sandbox_email: 'other',
    sandbox_other_name: name,
  });
  return t.app.inject({
    method: 'POST',
    url: '/api/auth/google/callback',
    headers: signInCookie(start),
    payload: {
      code: redirect.searchParams.get('code'),
      state: redirect.searchParams.get('state') ?? '',
    },
  });
}

describe('Continue with Google and who gets in', () => {
  it('refuses a new Google account without an invitation, even on a server without one yet', async () => {
    const first = await googleCallback('founder');
    expect(first.statusCode).toBe(403);
    expect(body(first).message).toBe(ADMIN_MESSAGES.inviteRequired);
    admin = await registerAdmin(t.app);
    const stranger = await googleCallback('stranger');
    expect(stranger.statusCode).toBe(403);
    expect(body(stranger).message).toBe(ADMIN_MESSAGES.inviteRequired);
  });

  it('creates an account from an invitation link and spends it; the link works once', async () => {
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/admin/invites',
      headers: { authorization: `Bearer ${admin.accessToken}` },
      payload: {},
    });
    expect(created.statusCode).toBe(201);
    const { token } = dataOf<{ token: string }>(created);

    const madeUp = await googleCallback('guest', 'made-up');
    expect(madeUp.statusCode).toBe(403);
    expect(body(madeUp).message).toBe(ADMIN_MESSAGES.inviteInvalid);
    const guest = await googleCallback('guest', token);
    expect(guest.statusCode).toBe(200);
    const guestAuth: AuthResult = authData(guest);
    expect(guestAuth.user.isAdmin).toBe(false);
    const again = await googleCallback('latecomer', token);
    expect(again.statusCode).toBe(403);
    expect(body(again).message).toBe(ADMIN_MESSAGES.inviteInvalid);

    // The Google account keeps signing in without the link, until it is disabled.
    expect((await googleCallback('guest')).statusCode).toBe(200);
    await setDisabled(t.database.db, guestAuth.user.id, new Date());
    const disabled = await googleCallback('guest');
    expect(disabled.statusCode).toBe(403);
    expect(body(disabled).message).toBe(ADMIN_MESSAGES.disabled);
  });
});
