import type { Connection } from '@socialpulse/contract';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { connections, oauthStates } from '@/db/schema';
import { ConnectionSecrets } from '@/features/connections/connection-secrets';
import { SecretBox } from '@/lib/secret-box';
import { PlatformError } from '@/platforms/errors';
import { staticTokenProvider } from '@/platforms/shared/token-provider';
import { rejection } from '@/platforms/testing/rejection';
import { testClock } from '@/platforms/testing/sandbox-server';
import { body, dataOf } from '@/test/http';
import {
  createPlatformTestApp,
  type OAuthPlatform,
  type PlatformTestApp,
} from '@/test/platform-app';
import { TEST_SECRET } from '@/test/test-app';
import { registerUser, type TestUser } from '@/test/users';

const clock = testClock(new Date().toISOString());
const secrets = new ConnectionSecrets(new SecretBox(TEST_SECRET));
let t: PlatformTestApp;
beforeAll(async () => {
  t = await createPlatformTestApp({ now: clock.now });
});
afterAll(async () => {
  await t.close();
});

async function row(user: TestUser, platform: OAuthPlatform) {
  const [found] = await t.database.db
    .select()
    .from(connections)
    .where(and(eq(connections.userId, user.user.id), eq(connections.platform, platform)));
  return found;
}

async function status(user: TestUser, platform: OAuthPlatform) {
  const list = dataOf<Connection[]>(await t.call(user, 'GET', '/api/connections'));
  return list.find((c) => c.platform === platform)?.status;
}

describe('secrets at rest', () => {
  it('the database holds sealed tokens only, bound to their row', async () => {
    const user = await registerUser(t.app);
    await t.connect(user, 'reddit');
    const stored = await row(user, 'reddit');
    if (!stored) throw new Error('no row');
    const tokens = secrets.openTokens(stored);
    expect(tokens.accessToken.length).toBeGreaterThan(20);
    expect(tokens.refreshToken?.length).toBeGreaterThan(20);
    const raw = JSON.stringify(stored);
    expect(raw).not.toContain(tokens.accessToken);
    expect(raw).not.toContain(tokens.refreshToken);
    expect(stored.accessTokenEnc).toMatch(/^v1\./);
    expect(stored.refreshTokenEnc).toMatch(/^v1\./);
    // Sealed for this user and column: copied elsewhere it does not open.
    expect(() => secrets.openTokens({ ...stored, userId: 'someone-else' })).toThrow();
    expect(() =>
      secrets.openTokens({ ...stored, accessTokenEnc: stored.refreshTokenEnc ?? '' }),
    ).toThrow();
  });

  it('a pending authorization keeps only the hash of its state and a sealed verifier', async () => {
    const user = await registerUser(t.app);
    const res = await t.call(user, 'GET', '/api/twitter/auth');
    const state = new URL(dataOf<{ url: string }>(res).url).searchParams.get('state') ?? '';
    const rows = await t.database.db
      .select()
      .from(oauthStates)
      .where(eq(oauthStates.userId, user.user.id));
    expect(rows).toHaveLength(1);
    expect(JSON.stringify(rows)).not.toContain(state);
    expect(rows[0]?.codeVerifierEnc).toMatch(/^v1\./);
  });
});

describe('refresh', () => {
  it('refreshes an access token about to expire before using it, and stores the rotated refresh token', async () => {
    const user = await registerUser(t.app);
    await t.connect(user, 'reddit');
    const before = await row(user, 'reddit');
    if (!before) throw new Error('no row');
    const old = secrets.openTokens(before);
    clock.advance(24 * 60 * 60 * 1000 - 30_000); // Reddit tokens live 24 h; refreshed 60 s ahead

    const res = await t.call(user, 'GET', '/api/reddit/sources');
    expect(res.statusCode).toBe(200);
    const after = await row(user, 'reddit');
    if (!after) throw new Error('no row');
    const next = secrets.openTokens(after);
    expect(next.accessToken).not.toBe(old.accessToken);
    expect(next.refreshToken).not.toBe(old.refreshToken);
    expect(next.expiresAt?.getTime()).toBeGreaterThan(old.expiresAt?.getTime() ?? 0);
    // Reddit rotated it: the old refresh token is spent, so storing the new one mattered.
    const spent = await rejection(t.app.platforms.get('reddit').refresh(old.refreshToken ?? ''));
    expect(spent.kind).toBe('invalid_grant');
    expect((await t.call(user, 'GET', '/api/reddit/sources')).statusCode).toBe(200);
  });

  it('after a 401 it refreshes once and retries', async () => {
    const user = await registerUser(t.app);
    await t.connect(user, 'twitter');
    const old = secrets.openTokens((await row(user, 'twitter'))!);
    await t.app.sandboxes.twitter?.store.expireAccessTokens();
    const res = await t.call(user, 'GET', '/api/twitter/sources');
    expect(res.statusCode).toBe(200);
    const next = secrets.openTokens((await row(user, 'twitter'))!);
    expect(next.accessToken).not.toBe(old.accessToken);
    expect(next.refreshToken).not.toBe(old.refreshToken);
    expect(await status(user, 'twitter')).toBe('connected');
  });

  it('a refresh token the platform no longer accepts marks the connection expired, with reconnect wording', async () => {
    const user = await registerUser(t.app);
    await t.connect(user, 'twitter');
    await t.app.sandboxes.twitter?.store.revokeRefreshTokens();
    await t.app.sandboxes.twitter?.store.expireAccessTokens();
    const res = await t.call(user, 'GET', '/api/twitter/sources');
    expect(res.statusCode).toBe(403);
    expect(body(res).message).toMatch(/expired/);
    expect(body(res).message).toMatch(/Connect X/);
    expect(await status(user, 'twitter')).toBe('expired');
    // No more platform calls for a dead connection, same answer.
    const again = await t.call(user, 'GET', '/api/twitter/sources');
    expect(again.statusCode).toBe(403);
    expect(body(again).message).toMatch(/expired.*Connect X/);
    // Connecting again repairs it.
    await t.connect(user, 'twitter');
    expect(await status(user, 'twitter')).toBe('connected');
    expect((await t.call(user, 'GET', '/api/twitter/sources')).statusCode).toBe(200);
  });

  it('a token unreadable under the current APP_SECRET counts as expired', async () => {
    const user = await registerUser(t.app);
    await t.connect(user, 'youtube');
    const other = new ConnectionSecrets(new SecretBox('another-app-secret-of-thirty-two-chars!!'));
    await t.database.db
      .update(connections)
      .set(
        other.sealTokens(user.user.id, 'youtube', {
          accessToken: 'a',
          refreshToken: 'r',
          expiresAt: null,
          scopes: [],
        }),
      )
      .where(eq(connections.userId, user.user.id));
    const res = await t.call(user, 'GET', '/api/youtube/sources');
    expect(res.statusCode).toBe(403);
    expect(body(res).message).toMatch(/expired.*Connect YouTube/);
    expect(await status(user, 'youtube')).toBe('expired');
  });
});

describe('DELETE /api/connections/{platform}', () => {
  it('revokes the tokens at the platform and forgets them', async () => {
    const user = await registerUser(t.app);
    await t.connect(user, 'reddit');
    const tokens = secrets.openTokens((await row(user, 'reddit'))!);
    const res = await t.call(user, 'DELETE', '/api/connections/reddit');
    expect(res.statusCode).toBe(200);
    expect(body(res)).toEqual({
      success: true,
      message: 'Reddit disconnected successfully',
      data: null,
    });
    expect(await row(user, 'reddit')).toBeUndefined();
    expect(await status(user, 'reddit')).toBe('disconnected');
    const reddit = t.app.platforms.get('reddit');
    expect((await rejection(reddit.refresh(tokens.refreshToken ?? ''))).kind).toBe('invalid_grant');
    const listing = await rejection(
      reddit.listSources(staticTokenProvider('reddit', tokens.accessToken)),
    );
    expect(listing.kind).toBe('auth_expired');
  });

  it('removes the connection even when the platform cannot revoke (logged)', async () => {
    const user = await registerUser(t.app);
    await t.connect(user, 'youtube');
    const spy = vi
      .spyOn(t.app.platforms.get('youtube'), 'revoke')
      .mockRejectedValueOnce(new PlatformError('youtube', 'unavailable'));
    const res = await t.call(user, 'DELETE', '/api/connections/youtube');
    expect(spy).toHaveBeenCalledTimes(1);
    spy.mockRestore();
    expect(res.statusCode).toBe(200);
    expect(body(res).message).toBe('YouTube disconnected successfully');
    expect(await row(user, 'youtube')).toBeUndefined();
  });

  it('404 for a platform that is not connected or coming soon; 400 for an unknown name', async () => {
    const user = await registerUser(t.app);
    const notConnected = await t.call(user, 'DELETE', '/api/connections/twitter');
    expect(notConnected.statusCode).toBe(404);
    expect(body(notConnected).message).toBe('X is not connected');
    expect((await t.call(user, 'DELETE', '/api/connections/facebook')).statusCode).toBe(404);
    const unknown = await t.call(user, 'DELETE', '/api/connections/myspace');
    expect(unknown.statusCode).toBe(400);
    expect(body(unknown).message).toBe('Validation failed: Invalid platform');
  });
});
