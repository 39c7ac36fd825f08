import type { Pulse } from '@socialpulse/contract';
import { pino } from 'pino';
import { ConnectionAccess } from '@/features/connections/connection-access';
import { ConnectionSecrets } from '@/features/connections/connection-secrets';
import { SecretBox } from '@/lib/secret-box';
import { dataOf } from '@/test/http';
import type { PlatformTestApp } from '@/test/platform-app';
import { TEST_SECRET } from '@/test/test-app';
import type { TestUser } from '@/test/users';

export const silentLog = pino({ level: 'silent' });

/**
 * A clock for Pulse tests: the real time, but never earlier than 10:00 UTC today, so "today" always
 * has hours of sandbox content. A test that starts after 23:00 UTC reads from 10:00 UTC tomorrow,
 * so the Pulse's day cannot turn over midway (a build for one day would be followed by a second
 * build for the next). The clock only runs ahead of the real one, never behind: access tokens are
 * signed with it and checked against the real time, and one signed an hour behind (as this clock
 * once did) has already expired.
 */
export function pulseTestClock(): () => Date {
  const start = new Date();
  const midnight = Date.UTC(start.getUTCFullYear(), start.getUTCMonth(), start.getUTCDate());
  const day = start.getUTCHours() >= 23 ? midnight + 24 * HOUR_MS : midnight;
  const floor = day + 10 * HOUR_MS;
  return () => new Date(Math.max(Date.now(), floor));
}

const HOUR_MS = 3_600_000;

export function accessFor(t: PlatformTestApp, now: () => Date): ConnectionAccess {
  return new ConnectionAccess(
    t.database.db,
    t.app.platforms,
    new ConnectionSecrets(new SecretBox(TEST_SECRET)),
    now,
    silentLog,
  );
}

/**
 * GET /api/pulse until it answers today's build, `ready` (GET only asks for it; it is built apart).
 * A plain loop rather than expect.poll, so hooks may call it too.
 */
export async function readyPulse(t: PlatformTestApp, user: TestUser): Promise<Pulse> {
  const deadline = Date.now() + 60_000;
  for (;;) {
    const pulse = dataOf<Pulse>(await t.call(user, 'GET', '/api/pulse'));
    if (pulse.status === 'ready') return pulse;
    if (Date.now() > deadline) throw new Error('the Pulse was still preparing after 60 s');
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}
