import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { JobQueue } from '@/jobs/job-queue';
import { TELEGRAM_SANDBOX as TG } from '@/platforms/telegram/sandbox/accounts';
import { createPlatformTestApp, type PlatformTestApp } from '@/test/platform-app';
import { registerUser } from '@/test/users';

/** A queue that records what the API sends, and can be made to fail. */
const sent: { name: string; payload: unknown }[] = [];
let failSends = false;
const queue = {
  send: (name: string, payload: unknown) => {
    if (failSends) return Promise.reject(new Error('queue down'));
    sent.push({ name, payload });
    return Promise.resolve('job-id');
  },
} as unknown as JobQueue;

let t: PlatformTestApp;
beforeAll(async () => {
  t = await createPlatformTestApp({ jobs: queue });
});
afterAll(async () => {
  await t.close();
});

const ingestsFor = (userId: string) =>
  sent.filter(
    (s) => s.name === 'sources.ingest' && (s.payload as { userId: string }).userId === userId,
  );

describe('a new connection queues an ingestion run', () => {
  it('after an OAuth platform connects', async () => {
    const user = await registerUser(t.app);
    await t.connect(user, 'reddit');
    expect(ingestsFor(user.user.id)).toHaveLength(1);
  });

  it('after Telegram connects, not while it still asks for the 2FA password', async () => {
    const user = await registerUser(t.app);
    expect(
      (await t.call(user, 'POST', '/api/telegram/auth/phone', { phoneNumber: TG.twoFactorPhone }))
        .statusCode,
    ).toBe(200);
    const asked = await t.call(user, 'POST', '/api/telegram/auth/verify', { code: TG.code });
    expect(asked.json<{ data: { status: string } }>().data.status).toBe('password_needed');
    expect(ingestsFor(user.user.id)).toHaveLength(0);
    const done = await t.call(user, 'POST', '/api/telegram/auth/verify', { password: TG.password });
    expect(done.json<{ data: { status: string } }>().data.status).toBe('connected');
    expect(ingestsFor(user.user.id)).toHaveLength(1);
  });

  it('a queue that fails does not fail the connection', async () => {
    failSends = true;
    try {
      const user = await registerUser(t.app);
      const connection = await t.connect(user, 'youtube');
      expect(connection.status).toBe('connected');
      expect(ingestsFor(user.user.id)).toHaveLength(0);
    } finally {
      failSends = false;
    }
  });
});
