import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { userSettings } from '@/db/schema';
import { UnsubscribeTokens } from '@/features/digests/digest-tokens';
import { EmailUnsubscribe, emailUnsubscribeTokens } from '@/features/email/email-unsubscribe';
import { createTestApp, TEST_SECRET, type TestApp } from '@/test/test-app';
import { createTestDatabase, testDatabaseMode } from '@/test/test-database';
import { registerUser } from '@/test/users';

let t: TestApp;
let links: EmailUnsubscribe;

beforeAll(async () => {
  t = await createTestApp({ database: await createTestDatabase() });
  links = new EmailUnsubscribe(
    t.database.db,
    emailUnsubscribeTokens(TEST_SECRET),
    'http://127.0.0.1:8080',
  );
});
afterAll(async () => {
  await t.app.close();
});

async function emailOn(userId: string): Promise<boolean | undefined> {
  const [row] = await t.database.db
    .select()
    .from(userSettings)
    .where(eq(userSettings.userId, userId));
  return row?.settings.emailNotifications;
}

async function optedIn(): Promise<Awaited<ReturnType<typeof registerUser>>> {
  const user = await registerUser(t.app);
  const saved = await t.app.inject({
    method: 'PATCH',
    url: '/api/settings',
    headers: { authorization: `Bearer ${user.accessToken}` },
    payload: { emailNotifications: true },
  });
  expect(saved.statusCode).toBe(200);
  expect(await emailOn(user.user.id)).toBe(true);
  return user;
}

function pathOf(url: string): string {
  const parsed = new URL(url);
  return parsed.pathname + parsed.search;
}

const oneClick = {
  payload: 'List-Unsubscribe=One-Click',
  headers: { 'content-type': 'application/x-www-form-urlencoded' },
};

describe(`unsubscribing from the Pulse and alert emails (${testDatabaseMode()})`, () => {
  it('the link shows a button; its one-click POST turns email notifications off', async () => {
    const user = await optedIn();
    const url = pathOf(links.url(user.user.id));

    const page = await t.app.inject({ method: 'GET', url });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('<form method="post"');
    expect(page.body).toContain('Stop the Pulse and keyword alert emails?');
    // Opening the link (as a mail scanner does) changes nothing.
    expect(await emailOn(user.user.id)).toBe(true);

    const done = await t.app.inject({ method: 'POST', url, ...oneClick });
    expect(done.statusCode).toBe(200);
    expect(done.body).toContain('You are unsubscribed');
    expect(await emailOn(user.user.id)).toBe(false);
    // A second click is harmless.
    expect((await t.app.inject({ method: 'POST', url, ...oneClick })).statusCode).toBe(200);
  });

  it('refuses a forged link, one made for another purpose, or one of a deleted account, changing nothing', async () => {
    const user = await optedIn();
    const forged = `/api/email/unsubscribe?token=${user.user.id}.AAAA`;
    const digestToken = new UnsubscribeTokens(TEST_SECRET).sign(user.user.id);
    const otherPurpose = `/api/email/unsubscribe?token=${encodeURIComponent(digestToken)}`;
    for (const url of [forged, otherPurpose, '/api/email/unsubscribe?token=nonsense']) {
      for (const method of ['GET', 'POST'] as const) {
        const answer = await t.app.inject({ method, url, ...(method === 'POST' ? oneClick : {}) });
        expect(answer.statusCode).toBe(400);
        expect(answer.json()).toMatchObject({
          success: false,
          error: 'BAD_REQUEST',
          message:
            'This unsubscribe link is not valid. You can turn off email notifications in Settings.',
        });
      }
    }
    expect(await emailOn(user.user.id)).toBe(true);

    const gone = await optedIn();
    const url = pathOf(links.url(gone.user.id));
    const deleted = await t.app.inject({
      method: 'DELETE',
      url: '/api/account',
      headers: { authorization: `Bearer ${gone.accessToken}` },
      payload: { password: gone.password },
    });
    expect(deleted.statusCode).toBeLessThan(300);
    expect((await t.app.inject({ method: 'POST', url, ...oneClick })).statusCode).toBe(400);
  });

  it("one user's link never touches another user's settings", async () => {
    const a = await optedIn();
    const b = await optedIn();
    await t.app.inject({ method: 'POST', url: pathOf(links.url(a.user.id)), ...oneClick });
    expect(await emailOn(a.user.id)).toBe(false);
    expect(await emailOn(b.user.id)).toBe(true);
  });
});
