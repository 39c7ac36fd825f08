import type { Digest, DigestInputRaw } from '@socialpulse/contract';
import { dataOf } from '@/test/http';
import type { PlatformTestApp } from '@/test/platform-app';
import type { TestUser } from '@/test/users';

/** The digest most tests schedule: two subreddits, daily at 07:00 UTC. */
export const MORNING_BRIEFING: DigestInputRaw = {
  name: 'Morning briefing',
  sources: [
    { platform: 'reddit', sourceId: 'typescript' },
    { platform: 'reddit', sourceId: 'programming' },
  ],
  schedule: { kind: 'daily', time: '07:00' },
  timeZone: 'UTC',
};

/**
 * Schedules MORNING_BRIEFING (with `input` over it) for `user`, who has Reddit connected, through
 * the API; throws with the answer unless it was made.
 */
export async function createDigest(
  t: PlatformTestApp,
  user: TestUser,
  input: Partial<DigestInputRaw> = {},
): Promise<Digest> {
  const res = await t.call(user, 'POST', '/api/digests', { ...MORNING_BRIEFING, ...input });
  if (res.statusCode !== 201) throw new Error(`create: ${res.statusCode} ${res.body}`);
  return dataOf<Digest>(res);
}
