import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PlatformTestApp } from '@/test/platform-app';
import { startSummaryWorkerApp, type SummaryWorkerApp } from '@/test/summary-worker-app';
import { testDatabaseMode } from '@/test/test-database';
import { bearer, registerUser } from '@/test/users';

interface Line {
  msg?: string;
  summaryId?: string;
  time: number;
}
const lines: Line[] = [];
const log = pino(
  { level: 'info' },
  { write: (line: string) => lines.push(JSON.parse(line) as Line) },
);
let app: SummaryWorkerApp;
let t: PlatformTestApp;

beforeAll(async () => {
  app = await startSummaryWorkerApp({ log });
  ({ t } = app);
  await registerUser(t.app); // the administrator: the next account may be deleted
});
afterAll(() => app.close());

describe(`summaries of an account being deleted (${testDatabaseMode()})`, () => {
  it('none completes once the deletion has answered; runs still going end as dropped', async () => {
    const user = await registerUser(t.app);
    await t.connect(user, 'reddit');
    const ids: string[] = [];
    for (const sourceId of ['typescript', 'programming', 'science', 'space', 'selfhosted']) {
      const res = await t.call(user, 'POST', '/api/summaries', { platform: 'reddit', sourceId });
      expect(res.statusCode).toBe(201);
      ids.push(res.json<{ data: { id: string } }>().data.id);
    }
    // Let the worker take some of them, so the deletion meets runs in flight as well as queued ones.
    await expect
      .poll(() => lines.some((l) => l.summaryId !== undefined), { timeout: 10_000 })
      .toBe(true);
    const deleted = await t.app.inject({
      method: 'DELETE',
      url: '/api/account',
      headers: bearer(user.accessToken),
      payload: { password: user.password },
    });
    expect(deleted.statusCode).toBe(200);
    const deletedAt = Date.now();
    // Every summary is settled one way or the other within a few seconds.
    await new Promise((resolve) => setTimeout(resolve, 6_000));
    const after = lines.filter((l) => l.time > deletedAt && ids.includes(l.summaryId ?? ''));
    expect(after.filter((l) => l.msg?.startsWith('summary generated'))).toEqual([]);
    expect(after.filter((l) => l.msg === 'summary failed')).toEqual([]);
  }, 60_000);
});
