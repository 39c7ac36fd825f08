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
