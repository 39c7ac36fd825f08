import type { Connection, RedditSource } from '@socialpulse/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { connections } from '@/db/schema';
import type { ConnectionAccess } from '@/features/connections/connection-access';
import { SourcesService } from '@/features/sources/sources.service';
import { body, dataOf } from '@/test/http';
import { createPlatformTestApp, type PlatformTestApp } from '@/test/platform-app';
import { registerUser, type TestUser } from '@/test/users';

let t: PlatformTestApp;
let alice: TestUser;
let bob: TestUser;
beforeAll(async () => {
  t = await createPlatformTestApp();
  alice = await registerUser(t.app);
  bob = await registerUser(t.app);
  await t.connect(alice, 'reddit');
  await t.connect(alice, 'youtube');
});
afterAll(async () => {
  await t.close();
});

const statusOf = async (user: TestUser, platform: string) =>
  dataOf<Connection[]>(await t.call(user, 'GET', '/api/connections')).find(
    (c) => c.platform === platform,
  )?.status;

describe("one user cannot see, use or remove another's", () => {
  it('connections: B sees none of A’s, cannot list through them, cannot delete them', async () => {
    const list = dataOf<Connection[]>(await t.call(bob, 'GET', '/api/connections'));
    expect(list.every((c) => c.status === 'disconnected' && c.profileData === null)).toBe(true);
    expect((await t.call(bob, 'GET', '/api/reddit/sources')).statusCode).toBe(409);
    const channel = dataOf<{ id: string; type: string }[]>(
      await t.call(alice, 'GET', '/api/youtube/sources'),
    ).find((s) => s.type === 'channel');
    const videos = await t.call(bob, 'GET', `/api/youtube/channels/${channel?.id ?? ''}/videos`);
    expect(videos.statusCode).toBe(409);
    const del = await t.call(bob, 'DELETE', '/api/connections/reddit');
    expect(del.statusCode).toBe(404);
    expect(await statusOf(alice, 'reddit')).toBe('connected');
    const rows = await t.database.db
      .select({ userId: connections.userId })
      .from(connections)
      .where(eq(connections.platform, 'reddit'));
    expect(rows.map((r) => r.userId)).toEqual([alice.user.id]);
  });

  it('saved sources: B gets 404 for A’s source id, and deleting it leaves it in place', async () => {
    const reddit = dataOf<RedditSource[]>(await t.call(alice, 'GET', '/api/reddit/sources'))[0];
    if (!reddit) throw new Error('no source');
    const saved = await new SourcesService(t.database.db, {} as ConnectionAccess).remember(
      alice.user.id,
      'reddit',
      reddit,
    );
    for (const method of ['GET', 'DELETE'] as const) {
      const res = await t.call(bob, method, `/api/sources/${saved.id}`);
      expect(res.statusCode).toBe(404);
      expect(body(res).message).toBe('Source not found');
    }
    expect((await t.call(alice, 'GET', `/api/sources/${saved.id}`)).statusCode).toBe(200);
  });

  it('OAuth states: B cannot finish A’s authorization, which A still can', async () => {
    const pending = await t.consent(alice, 'twitter');
    const stolen = await t.call(bob, 'POST', '/api/twitter/callback', pending);
    expect(stolen.statusCode).toBe(400);
    expect(await statusOf(bob, 'twitter')).toBe('disconnected');
    expect((await t.call(alice, 'POST', '/api/twitter/callback', pending)).statusCode).toBe(200);
    expect(await statusOf(alice, 'twitter')).toBe('connected');
  });

  it('Telegram logins: B cannot finish A’s login with the code, which A still can', async () => {
    await t.call(alice, 'POST', '/api/telegram/auth/phone', { phoneNumber: '+15558880001' });
    const stolen = await t.call(bob, 'POST', '/api/telegram/auth/verify', { code: '12345' });
    expect(stolen.statusCode).toBe(400);
    expect(body(stolen).message).toMatch(/No Telegram login in progress/);
    expect(await statusOf(bob, 'telegram')).toBe('disconnected');
    // B starting a login of their own does not replace A's.
    await t.call(bob, 'POST', '/api/telegram/auth/phone', { phoneNumber: '+15558880002' });
    const own = await t.call(alice, 'POST', '/api/telegram/auth/verify', { code: '12345' });
    expect(own.statusCode).toBe(200);
    expect(await statusOf(alice, 'telegram')).toBe('connected');
    expect(await statusOf(bob, 'telegram')).toBe('disconnected');
  });
});
