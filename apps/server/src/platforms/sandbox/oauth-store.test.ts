import { describe, expect, it } from 'vitest';
import { SandboxOAuthStore, type OAuthStoreOptions } from '@/platforms/sandbox/oauth-store';
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

function tokens(store: SandboxOAuthStore) {
  const code = store.issueCode({ grant, redirectUri: 'http://localhost/cb', issueRefresh: true });
  const result = store.redeemCode(code, { clientId: 'c', redirectUri: 'http://localhost/cb' });
  if (!result.ok) throw new Error(result.reason);
  return result.value;
}

describe('sandbox OAuth store', () => {
  it('tokens survive a restart of the sandbox (a new store with the same key)', () => {
    const issued = tokens(new SandboxOAuthStore(options));
    const restarted = new SandboxOAuthStore(options);
    expect(restarted.verifyAccess(issued.accessToken)).toEqual({ ok: true, value: grant });
    expect(restarted.useRefreshToken(issued.refreshToken ?? '', 'c').ok).toBe(true);
  });

  it('a code issued by one replica is redeemed by another (no sticky routing)', () => {
    const consent = new SandboxOAuthStore(options);
    const callback = new SandboxOAuthStore(options);
    const code = consent.issueCode({
      grant,
      redirectUri: 'http://localhost/cb',
      codeChallenge: 'E9Melhoa2OwvFrEMTJguCHaoeK1t8URWbuGJSstw-cM',
      codeChallengeMethod: 'S256',
      issueRefresh: true,
    });
    const check = { clientId: 'c', redirectUri: 'http://localhost/cb' };
    expect(callback.redeemCode(code, { ...check, codeVerifier: 'wrong' })).toEqual({
      ok: false,
      reason: 'pkce',
    });
    const verifier = 'dBjftJeZ4CVP-mB92K27uhbUJU1p1r_wW1gFWFOEjXk';
    const redeemed = callback.redeemCode(code, { ...check, codeVerifier: verifier });
    expect(redeemed.ok).toBe(true);
    // Replayed where it was redeemed: refused, and what it produced is revoked.
    expect(callback.redeemCode(code, { ...check, codeVerifier: verifier })).toEqual({
      ok: false,
      reason: 'used',
    });
    if (redeemed.ok)
      expect(callback.verifyAccess(redeemed.value.accessToken)).toEqual({
        ok: false,
        reason: 'revoked',
      });
  });

  it('refuses a tampered code, a code for another redirect URI and an expired code', () => {
    const store = new SandboxOAuthStore(options);
    const code = store.issueCode({
      grant,
      redirectUri: 'http://localhost/cb',
      issueRefresh: false,
    });
    const check = { clientId: 'c', redirectUri: 'http://localhost/cb' };
    expect(store.redeemCode(`${code.slice(0, -2)}xx`, check)).toEqual({
      ok: false,
      reason: 'unknown',
    });
    expect(store.redeemCode(code, { ...check, redirectUri: 'http://evil.example/cb' })).toEqual({
      ok: false,
      reason: 'redirect',
    });
    const late = new SandboxOAuthStore({
      ...options,
      now: () => new Date(clock.now().getTime() + 601_000),
    });
    expect(late.redeemCode(code, check)).toEqual({ ok: false, reason: 'expired' });
  });

  it('rejects tampered tokens and tokens signed with another key', () => {
    const issued = tokens(new SandboxOAuthStore(options));
    expect(
      new SandboxOAuthStore({ ...options, signingKey: 'other' }).verifyAccess(issued.accessToken),
    ).toEqual({ ok: false, reason: 'unknown' });
    expect(
      new SandboxOAuthStore(options).verifyAccess(`${issued.accessToken.slice(0, -2)}xx`).ok,
    ).toBe(false);
  });

  it('expires by time and by the switch, even under a frozen clock', () => {
    const store = new SandboxOAuthStore(options);
    const before = tokens(store);
    store.expireAccessTokens();
    const after = tokens(store);
    expect(store.verifyAccess(before.accessToken)).toEqual({ ok: false, reason: 'expired' });
    expect(store.verifyAccess(after.accessToken).ok).toBe(true);
    clock.advance(3_600_000);
    expect(store.verifyAccess(after.accessToken)).toEqual({ ok: false, reason: 'expired' });
    clock.set('2026-11-18T15:30:00Z');
  });
});
