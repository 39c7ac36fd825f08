import type { Digest, DigestInputRaw } from '@socialpulse/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { digestSubscriptions } from '@/db/schema';
import { createDigest, MORNING_BRIEFING } from '@/test/digests';
import { body, dataOf } from '@/test/http';
import { createPlatformTestApp, type PlatformTestApp } from '@/test/platform-app';
import { registerUser, type TestUser } from '@/test/users';

let t: PlatformTestApp;

beforeAll(async () => {
  t = await createPlatformTestApp();
});

/** Weekday (1 = Monday) and HH:MM of an instant in a zone. */
function wallClock(iso: string, timeZone: string): { weekday: number; time: string } {
  const parts = new Intl.DateTimeFormat('en-GB', {
    timeZone,
    weekday: 'short',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).formatToParts(new Date(iso));
  const part = (type: string) => parts.find((p) => p.type === type)?.value ?? '';
  const weekday = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'].indexOf(part('weekday')) + 1;
  return { weekday, time: `${part('hour')}:${part('minute')}` };
}

function within(iso: string | null, days: number): boolean {
  const at = new Date(iso ?? 0).getTime();
  return at > Date.now() && at <= Date.now() + days * 86_400_000;
}
afterAll(async () => {
  await t.close();
});

const bundle: DigestInputRaw = { ...MORNING_BRIEFING, timeZone: 'Europe/Berlin' };

async function connectedUser(): Promise<TestUser> {
  const user = await registerUser(t.app);
  await t.connect(user, 'reddit');
  return user;
}

const create = (user: TestUser, input: DigestInputRaw = bundle): Promise<Digest> =>
  createDigest(t, user, input);

async function rowCount(): Promise<number> {
  return (await t.database.db.select().from(digestSubscriptions)).length;
}

describe('scheduled digests API', () => {
  it('creates a bundle with defaults and its next run in the user’s time zone', async () => {
    const user = await connectedUser();
    const digest = await create(user);
    expect(digest).toMatchObject({
      name: 'Morning briefing',
      tone: 'engaging',
      language: 'en',
      channels: { email: true, feed: true },
      paused: false,
      lastWindowEnd: null,
    });
    // The next 07:00 in Berlin, whatever its offset from UTC that day.
    expect(within(digest.nextRunAt, 1)).toBe(true);
    expect(wallClock(digest.nextRunAt!, 'Europe/Berlin').time).toBe('07:00');
    const list = await t.call(user, 'GET', '/api/digests');
    expect(dataOf<Digest[]>(list)).toEqual([digest]);
  });

  it.each([
    ['a time that is no time', { schedule: { kind: 'daily', time: '25:00' } }, 'schedule'],
    ['an unknown time zone', { timeZone: 'Mars/Olympus' }, 'timeZone'],
    ['no sources', { sources: [] }, 'sources'],
    ['no weekday', { schedule: { kind: 'weekdays', time: '07:00', days: [] } }, 'schedule'],
    [
      'the same source twice',
      {
        sources: [
          { platform: 'reddit', sourceId: 'typescript' },
          { platform: 'reddit', sourceId: 'typescript' },
        ],
      },
      'sources',
    ],
  ])('refuses %s with a 400 envelope and stores nothing', async (_name, change, field) => {
    const user = await connectedUser();
    const before = await rowCount();
    const res = await t.call(user, 'POST', '/api/digests', { ...bundle, ...change });
    expect(res.statusCode).toBe(400);
    const answer = body(res);
    expect(answer.success).toBe(false);
    expect(answer.error).toBe('VALIDATION_ERROR');
    expect(answer.errors?.map((e) => e.field.split('.')[0])).toContain(field);
    expect(await rowCount()).toBe(before);
  });

  it('refuses a source of a platform the user has not connected (409)', async () => {
    const user = await registerUser(t.app);
    const res = await t.call(user, 'POST', '/api/digests', bundle);
    expect(res.statusCode).toBe(409);
    expect(body(res).message).toBe('Reddit is not connected. Connect it first.');
  });

  it('pausing clears the next run; resuming schedules it again and restarts the chain', async () => {
    const user = await connectedUser();
    const digest = await create(user, {
      ...bundle,
      schedule: { kind: 'weekdays', time: '08:30', days: [1, 3] },
      timeZone: 'UTC',
    });
    expect(within(digest.nextRunAt, 7)).toBe(true);
    const next = wallClock(digest.nextRunAt!, 'UTC');
    expect(next.time).toBe('08:30');
    expect([1, 3]).toContain(next.weekday);
    const paused = await t.call(user, 'PATCH', `/api/digests/${digest.id}`, { paused: true });
    expect(dataOf<Digest>(paused)).toMatchObject({ paused: true, nextRunAt: null });
    const resumed = await t.call(user, 'PATCH', `/api/digests/${digest.id}`, {
      paused: false,
      schedule: { kind: 'weekly', time: '18:00', day: 5 },
    });
    const after = dataOf<Digest>(resumed);
    expect(after).toMatchObject({ paused: false, lastWindowEnd: null });
    expect(within(after.nextRunAt, 7)).toBe(true);
    expect(wallClock(after.nextRunAt!, 'UTC')).toEqual({ weekday: 5, time: '18:00' });
  });

  it('another user’s digest answers exactly like one that does not exist', async () => {
    const owner = await connectedUser();
    const other = await connectedUser();
    const digest = await create(owner);
    expect(dataOf<Digest[]>(await t.call(other, 'GET', '/api/digests'))).toEqual([]);
    for (const [method, url, payload] of [
      ['PATCH', `/api/digests/${digest.id}`, { paused: true }],
      ['DELETE', `/api/digests/${digest.id}`, undefined],
      ['GET', `/api/digests/${digest.id}/runs`, undefined],
    ] as const) {
      const res = await t.call(other, method, url, payload);
      expect(res.statusCode).toBe(404);
      expect(body(res).message).toBe('Scheduled digest not found');
    }
    const still = dataOf<Digest[]>(await t.call(owner, 'GET', '/api/digests'));
    expect(still).toEqual([digest]);
    const deleted = await t.call(owner, 'DELETE', `/api/digests/${digest.id}`);
    expect(deleted.statusCode).toBe(200);
    expect(dataOf<Digest[]>(await t.call(owner, 'GET', '/api/digests'))).toEqual([]);
  });

  it('needs a signed-in user', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/digests' });
    expect(res.statusCode).toBe(401);
  });
});
