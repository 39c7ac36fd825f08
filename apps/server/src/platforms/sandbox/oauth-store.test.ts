import { describe, expect, it } from 'vitest';
import { SandboxOAuthStore, type OAuthStoreOptions } from '@/platforms/sandbox/oauth-store';
import { MemorySharedState } from '@/platforms/sandbox/shared-state';
import { testClock } from '@/platforms/testing/sandbox-server';

const clock = testClock('2026-11-18T15:30:00Z');
const options: OAuthStoreOptions = {
  now: clock.now,
  prefix: 'rd',
  accessTtlSeconds: 3600,
  codeTtlSeconds: 600,
  rotateRefresh: true,
  revokeFamilyOnAccess: false,
};
const grant = { clientId: 'c', subject: 'sandbox_reader', scopes: ['read'] };
const check = { clientId: 'c', redirectUri: 'http://localhost/cb' };

async function tokens(store: SandboxOAuthStore) {
  const code = store.issueCode({ grant, redirectUri: 'http://localhost/cb', issueRefresh: true });
  const result = await store.redeemCode(code, check);
  if (!result.ok) throw new Error(result.reason);
  return result.value;
}

/** Two replicas of one sandbox: separate stores over one shared state. */
function replicas() {
  const shared = new MemorySharedState();
  return [
    new SandboxOAuthStore({ ...options, shared }),
    new SandboxOAuthStore({ ...options, shared }),
  ] as const;
}

describe('sandbox OAuth store', () => {
  it('tokens survive a restart of the sandbox (a new store with the same key)', async () => {
    const issued = await tokens(new SandboxOAuthStore(options));
    const restarted = new SandboxOAuthStore(options);
    expect(restarted.verifyAccess(issued.accessToken)).toEqual({ ok: true, value: grant });
    expect((await restarted.useRefreshToken(issued.refreshToken ?? '', 'c')).ok).toBe(true);
  });

  it('a code issued by one replica is redeemed by another, once across both', async () => {
    const [consent, callback] = replicas();
    const code = consent.issueCode({
      grant,
      redirectUri: 'http://localhost/cb',
      codeChallenge: 'E9Melhoa2OwvFrEMTJguCHaoeK1t8URWbuGJSstw-cM',
      codeChallengeMethod: 'S256',
      issueRefresh: true,
    });
    expect(await callback.redeemCode(code, { ...check, codeVerifier: 'wrong' })).toEqual({
      ok: false,
      reason: 'pkce',
    });
    const verifier = 'dBjftJeZ4CVP-mB92K27uhbUJU1p1r_wW1gFWFOEjXk';
    const redeemed = await callback.redeemCode(code, { ...check, codeVerifier: verifier });
    expect(redeemed.ok).toBe(true);
    // Replayed at the other replica: refused, and what it produced is revoked at both.
    expect(await consent.redeemCode(code, { ...check, codeVerifier: verifier })).toEqual({
      ok: false,
      reason: 'used',
    });
    if (!redeemed.ok) throw new Error('not redeemed');
    for (const replica of [consent, callback])
      expect(replica.verifyAccess(redeemed.value.accessToken)).toEqual({
        ok: false,
        reason: 'revoked',
      });
  });

  it('a rotated refresh token is used once across replicas, and a revocation reaches both', async () => {
    const [a, b] = replicas();
    const issued = await tokens(a);
    const refresh = issued.refreshToken ?? '';
    expect((await b.useRefreshToken(refresh, 'c')).ok).toBe(true);
    expect(await a.useRefreshToken(refresh, 'c')).toEqual({ ok: false, reason: 'revoked' });

    const other = await tokens(b);
    expect(await a.revoke(other.accessToken)).toBe(true);
    expect(b.verifyAccess(other.accessToken)).toEqual({ ok: false, reason: 'revoked' });
    expect(await b.revoke(other.refreshToken ?? '')).toBe(true);
    expect(await a.useRefreshToken(other.refreshToken ?? '', 'c')).toEqual({
      ok: false,
      reason: 'revoked',
    });
    expect(await a.revoke('not-a-token')).toBe(false);
  });

  it('refuses a tampered code, a code for another redirect URI and an expired code', async () => {
    const store = new SandboxOAuthStore(options);
    const code = store.issueCode({
      grant,
      redirectUri: 'http://localhost/cb',
      issueRefresh: false,
    });
    expect(await store.redeemCode(`${code.slice(0, -2)}xx`, check)).toEqual({
      ok: false,
      reason: 'unknown',
    });
    expect(
      await store.redeemCode(code, { ...check, redirectUri: 'http://evil.example/cb' }),
    ).toEqual({ ok: false, reason: 'redirect' });
    const late = new SandboxOAuthStore({
      ...options,
      now: () => new Date(clock.now().getTime() + 601_000),
    });
    expect(await late.redeemCode(code, check)).toEqual({ ok: false, reason: 'expired' });
  });

  it('rejects tampered tokens and tokens signed with another key', async () => {
    const issued = await tokens(new SandboxOAuthStore(options));
    expect(
      new SandboxOAuthStore({ ...options, signingKey: 'other' }).verifyAccess(issued.accessToken),
    ).toEqual({ ok: false, reason: 'unknown' });
    expect(
      new SandboxOAuthStore(options).verifyAccess(`${issued.accessToken.slice(0, -2)}xx`).ok,
    ).toBe(false);
  });

  it('expires by time and by the switch, on every replica, even under a frozen clock', async () => {
    const [store, other] = replicas();
    const before = await tokens(store);
    await store.expireAccessTokens();
    const after = await tokens(other);
    for (const replica of [store, other]) {
      expect(replica.verifyAccess(before.accessToken)).toEqual({ ok: false, reason: 'expired' });
      expect(replica.verifyAccess(after.accessToken).ok).toBe(true);
    }
    await other.revokeRefreshTokens();
    expect(await store.useRefreshToken(after.refreshToken ?? '', 'c')).toEqual({
      ok: false,
      reason: 'revoked',
    });
    clock.advance(3_600_000);
    expect(store.verifyAccess(after.accessToken)).toEqual({ ok: false, reason: 'expired' });
    clock.set('2026-11-18T15:30:00Z');
  });
});
