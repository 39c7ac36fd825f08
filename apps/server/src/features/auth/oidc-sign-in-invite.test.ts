import type { CreatedInvite } from '@socialpulse/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dataOf } from '@/test/http';
import { createOidcTestApp, errorCode, ssoSignIn, type OidcTestApp } from '@/test/oidc-app';
import { bearer } from '@/test/users';

/**
 * SIGNUPS=invite with single sign-on: the invitation link's token goes to the provider and back
 * with the pending sign-in (as its hash), and the account made on the way back spends it.
 */
let t: OidcTestApp;
let adminToken: string;
beforeAll(async () => {
  t = await createOidcTestApp({ SIGNUPS: 'invite', ADMIN_EMAIL: 'founder@sso.example.test' });
  // Nobody could invite the first administrator: ADMIN_EMAIL, verified by the provider, signs in.
  const founder = await ssoSignIn(t, 'founder');
  expect(founder.auth?.user.isAdmin).toBe(true);
  adminToken = founder.auth?.accessToken ?? '';
});
afterAll(() => t.close());

async function invite(): Promise<CreatedInvite> {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/admin/invites',
    headers: bearer(adminToken),
    payload: {},
  });
  expect(res.statusCode).toBe(201);
  return dataOf<CreatedInvite>(res);
}

const openInvites = async () =>
  dataOf<{ id: string }[]>(
    await t.app.inject({ url: '/api/admin/invites', headers: bearer(adminToken) }),
  ).map((i) => i.id);

describe('single sign-on under SIGNUPS=invite', () => {
  it('refuses a new identity without an invitation, or with a made-up one, and creates nothing', async () => {
    expect(errorCode((await ssoSignIn(t, 'uninvited')).callback)).toBe('invite_required');
    expect(errorCode((await ssoSignIn(t, 'uninvited', 'no-such-invitation')).callback)).toBe(
      'invite_invalid',
    );
    const users = await t.app.inject({ url: '/api/admin/users', headers: bearer(adminToken) });
    expect(dataOf<{ users: unknown[] }>(users).users).toHaveLength(1);
  });

  it('creates the account from an invitation link, spends it, and the link works only once', async () => {
    const link = await invite();
    expect(await openInvites()).toContain(link.id);
    const guest = await ssoSignIn(t, 'guest', link.token);
    expect(guest.auth?.user.email).toBe('guest@sso.example.test');
    expect(guest.auth?.user.isAdmin).toBe(false);
    expect(await openInvites()).not.toContain(link.id);

    // The same person signs in again without the link; someone else cannot reuse it.
    expect((await ssoSignIn(t, 'guest')).auth?.user.id).toBe(guest.auth?.user.id);
    expect(errorCode((await ssoSignIn(t, 'latecomer', link.token)).callback)).toBe(
      'invite_invalid',
    );
  });

  it('spends nothing when the person already has an account', async () => {
    const link = await invite();
    expect((await ssoSignIn(t, 'founder', link.token)).auth?.user.isAdmin).toBe(true);
    expect(await openInvites()).toContain(link.id);
  });

  it('answers 400 to an invitation parameter that is not a token', async () => {
    const res = await t.app.inject({ url: `/api/auth/oidc/start?invite=${'x'.repeat(201)}` });
    expect(res.statusCode).toBe(400);
  });
});
