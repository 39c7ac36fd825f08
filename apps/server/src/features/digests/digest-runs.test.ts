import type { Digest, DigestFeed, DigestInputRaw } from '@socialpulse/contract';
import { eq } from 'drizzle-orm';
import type { ParsedMail } from 'mailparser';
import { pino } from 'pino';
import Parser from 'rss-parser';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { digestRuns, digestSubscriptions, summaries } from '@/db/schema';
import { ConnectionAccess } from '@/features/connections/connection-access';
import { ConnectionSecrets } from '@/features/connections/connection-secrets';
import { deliverRun, type DeliveryDeps } from '@/features/digests/digest-delivery';
import { startDueRuns } from '@/features/digests/digest-runs';
import { UnsubscribeTokens } from '@/features/digests/digest-tokens';
import { insertRun } from '@/features/digests/digests.repository';
import { DigestsService } from '@/features/digests/digests.service';
import type { Mailer } from '@/features/email/mailer';
import { generateSummary } from '@/features/summaries/summary-generator';
import { SecretBox } from '@/lib/secret-box';
import { createDigest } from '@/test/digests';
import { dataOf } from '@/test/http';
import { startSmtpInbox, type SmtpInbox } from '@/test/smtp-inbox';
import { createPlatformTestApp, type PlatformTestApp } from '@/test/platform-app';
import { TEST_SECRET } from '@/test/test-app';
import { testDatabaseMode } from '@/test/test-database';
import { markVerified, registerUser } from '@/test/users';

const log = pino({ level: 'silent' });
const HOUR = 3_600_000;
const DAY = 24 * HOUR;
let t: PlatformTestApp;
let smtp: SmtpInbox;
let mailer: Mailer;
let access: ConnectionAccess;
let inbox: ParsedMail[] = [];

beforeAll(async () => {
  t = await createPlatformTestApp();
  access = new ConnectionAccess(
    t.database.db,
    t.app.platforms,
    new ConnectionSecrets(new SecretBox(TEST_SECRET)),
    () => new Date(),
    log,
  );
  smtp = await startSmtpInbox();
  mailer = smtp.mailer;
  inbox = smtp.mails;
});
afterAll(async () => {
  await smtp.close();
  await t.close();
});
beforeEach(() => {
  inbox.length = 0;
});

/** HH:MM in UTC an hour before now, so a daily slot has just passed and its day has posts. */
function slotJustPassed(): { time: string; at: Date } {
  const at = new Date(Date.now() - HOUR);
  at.setUTCSeconds(0, 0);
  return { time: at.toISOString().slice(11, 16), at };
}

async function subscribed(input: Partial<DigestInputRaw> = {}, verified = true) {
  const user = await registerUser(t.app);
  if (verified) await markVerified(t.database.db, user.user.id);
  await t.connect(user, 'reddit');
  const slot = slotJustPassed();
  const digest = await createDigest(t, user, {
    schedule: { kind: 'daily', time: slot.time },
    ...input,
  });
  // The slot an hour ago is the one that is due now.
  await t.database.db
    .update(digestSubscriptions)
    .set({ nextRunAt: slot.at })
    .where(eq(digestSubscriptions.id, digest.id));
  return { user, digest, slot };
}

const startDeps = (now: Date) => ({
  db: t.database.db,
  now: () => now,
  log,
  summaries: null,
  digests: null,
});

const deliveryDeps = (): DeliveryDeps => ({
  db: t.database.db,
  now: () => new Date(),
  log,
  mailer,
  publicUrl: t.origin,
  unsubscribe: new UnsubscribeTokens(TEST_SECRET),
});

async function runsOf(digestId: string) {
  return t.database.db
    .select()
    .from(digestRuns)
    .where(eq(digestRuns.subscriptionId, digestId))
    .orderBy(digestRuns.windowEnd);
}

async function generateAll(summaryIds: readonly string[]): Promise<void> {
  for (const id of summaryIds)
    await generateSummary({ db: t.database.db, access, now: () => new Date(), log }, id);
}

function header(mail: ParsedMail, name: string): string | undefined {
  return mail.headerLines.find((h) => h.key === name)?.line.replace(/^[^:]+:\s*/u, '');
}

describe(`scheduled digest runs (${testDatabaseMode()})`, () => {
  it('two workers claiming the same due slot start exactly one run', async () => {
    const { digest } = await subscribed();
    const now = new Date();
    const [a, b] = await Promise.all([startDueRuns(startDeps(now)), startDueRuns(startDeps(now))]);
    const mine = [...a, ...b].filter((r) => r.subscriptionId === digest.id);
    expect(mine).toHaveLength(1);
    const runs = await runsOf(digest.id);
    expect(runs).toHaveLength(1);
    const made = await t.database.db
      .select()
      .from(summaries)
      .where(eq(summaries.userId, digest.id === runs[0]!.subscriptionId ? runs[0]!.userId : ''));
    expect(made).toHaveLength(2);
    // The database refuses a second run for the same window end, whoever asks.
    expect(
      await insertRun(t.database.db, {
        subscriptionId: digest.id,
        userId: runs[0]!.userId,
        windowStart: runs[0]!.windowStart,
        windowEnd: runs[0]!.windowEnd,
        summaryIds: [],
      }),
    ).toBeUndefined();
  });

  it('windows follow on without gap or overlap; after downtime the missed slots are one run', async () => {
    const { digest, slot } = await subscribed();
    await startDueRuns(startDeps(new Date()));
    // Three days later, nobody ran the scheduler in between.
    await startDueRuns(startDeps(new Date(Date.now() + 3 * DAY)));
    await startDueRuns(startDeps(new Date(Date.now() + 3 * DAY)));
    const runs = await runsOf(digest.id);
    expect(runs.map((r) => [r.windowStart.getTime(), r.windowEnd.getTime()])).toEqual([
      [slot.at.getTime() - DAY, slot.at.getTime()],
      [slot.at.getTime(), slot.at.getTime() + 3 * DAY],
    ]);
    const [row] = await t.database.db
      .select()
      .from(digestSubscriptions)
      .where(eq(digestSubscriptions.id, digest.id));
    expect(row!.lastWindowEnd).toEqual(new Date(slot.at.getTime() + 3 * DAY));
    expect(row!.nextRunAt).toEqual(new Date(slot.at.getTime() + 4 * DAY));
    // Each run's summaries cover exactly its window.
    const summaryWindows = await t.database.db
      .select({ start: summaries.windowStart, end: summaries.windowEnd })
      .from(summaries)
      .where(eq(summaries.userId, runs[0]!.userId));
    expect(summaryWindows).toHaveLength(4);
    for (const w of summaryWindows)
      expect(runs.some((r) => +r.windowStart === +w.start! && +r.windowEnd === +w.end!)).toBe(true);
  });

  it('resuming after a pause starts at the latest slot, not back in a delivered window', async () => {
    const { user, digest, slot } = await subscribed();
    await startDueRuns(startDeps(new Date()));
    // Paused now, resumed three days later.
    const later = new Date(Date.now() + 3 * DAY);
    const service = new DigestsService(
      t.database.db,
      () => later,
      t.origin,
      new UnsubscribeTokens(TEST_SECRET),
    );
    await service.update(user.user.id, digest.id, { paused: true });
    const resumed = await service.update(user.user.id, digest.id, { paused: false });
    expect(resumed.lastWindowEnd).toBe(new Date(slot.at.getTime() + 3 * DAY).toISOString());
    expect(resumed.nextRunAt).toBe(new Date(slot.at.getTime() + 4 * DAY).toISOString());
  });

  it('delivers a run once by email (HTML and text, links, one-click unsubscribe) and lists its summaries', async () => {
    const { user, digest } = await subscribed();
    const [run] = (await startDueRuns(startDeps(new Date()))).filter(
      (r) => r.subscriptionId === digest.id,
    );
    expect(await deliverRun(deliveryDeps(), run!.id)).toBe('waiting');
    await generateAll(run!.summaryIds);
    expect(await deliverRun(deliveryDeps(), run!.id)).toBe('delivered');
    expect(await deliverRun(deliveryDeps(), run!.id)).toBe('already_done');
    expect(inbox).toHaveLength(1);

    const mail = inbox[0]!;
    expect(mail.subject).toBe('Morning briefing: your digest');
    expect(mail.to && !Array.isArray(mail.to) ? mail.to.text : '').toBe(user.email);
    const unsubscribe = header(mail, 'list-unsubscribe');
    expect(unsubscribe).toMatch(
      /^<http:\/\/127\.0\.0\.1:\d+\/api\/digests\/unsubscribe\?token=.+>$/u,
    );
    expect(header(mail, 'list-unsubscribe-post')).toBe('List-Unsubscribe=One-Click');
    expect(mail.text).toContain('## r/typescript');
    expect(mail.text).toContain(`Open in SocialPulse: ${t.origin}/summaries/${run!.summaryIds[0]}`);
    expect(mail.html).toContain(`<a href="${t.origin}/summaries/${run!.summaryIds[1]}">`);
    // The summaries' own links to posts survive in both parts.
    const postLinks = [...(mail.html || '').matchAll(/href="(https:\/\/www\.reddit\.com[^"]+)"/gu)];
    expect(postLinks.length).toBeGreaterThan(0);
    expect(mail.text).toContain(postLinks[0]![1]!.replace(/&amp;/gu, '&'));

    // The run's summaries are in the app's list like any other.
    const list = await t.call(user, 'GET', '/api/summaries');
    const listed = dataOf<{ id: string }[]>(list).map((s) => s.id);
    expect(listed).toEqual(expect.arrayContaining(run!.summaryIds));

    // One click, no session: the digest stops emailing; a forged token changes nothing.
    const url = new URL(unsubscribe!.slice(1, -1));
    const forged = await t.app.inject({
      method: 'POST',
      url: `/api/digests/unsubscribe?token=${digest.id}.AAAA`,
      payload: 'List-Unsubscribe=One-Click',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(forged.statusCode).toBe(400);
    const forgedPage = await t.app.inject({
      method: 'GET',
      url: `/api/digests/unsubscribe?token=${digest.id}.AAAA`,
    });
    expect(forgedPage.json()).toMatchObject({ success: false, error: 'BAD_REQUEST' });
    const page = await t.app.inject({ method: 'GET', url: url.pathname + url.search });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('<form method="post"');
    const stillOn = dataOf<Digest[]>(await t.call(user, 'GET', '/api/digests'));
    expect(stillOn[0]!.channels.email).toBe(true);
    const clicked = await t.app.inject({
      method: 'POST',
      url: url.pathname + url.search,
      payload: 'List-Unsubscribe=One-Click',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(clicked.statusCode).toBe(200);
    const after = dataOf<Digest[]>(await t.call(user, 'GET', '/api/digests'));
    expect(after[0]!.channels).toEqual({ email: false, feed: true });
  });

  it('an address nobody has verified: the run reaches the feed, and no email goes out', async () => {
    const { digest } = await subscribed({}, false);
    const [run] = (await startDueRuns(startDeps(new Date()))).filter(
      (r) => r.subscriptionId === digest.id,
    );
    await generateAll(run!.summaryIds);
    expect(await deliverRun(deliveryDeps(), run!.id)).toBe('delivered');
    expect(inbox).toEqual([]);
    const [done] = await runsOf(digest.id);
    expect(done).toMatchObject({ status: 'completed', emailedAt: null });
  });

  it('a failed send is given back and sent by the retry, once', async () => {
    const { digest } = await subscribed();
    const [run] = (await startDueRuns(startDeps(new Date()))).filter(
      (r) => r.subscriptionId === digest.id,
    );
    await generateAll(run!.summaryIds);
    const failing: Mailer = {
      send: () => Promise.reject(new Error('connection refused')),
      close: () => undefined,
    };
    await expect(deliverRun({ ...deliveryDeps(), mailer: failing }, run!.id)).rejects.toThrow(
      'connection refused',
    );
    const [pending] = await runsOf(digest.id);
    expect(pending).toMatchObject({ status: 'pending', emailedAt: null });
    expect(await deliverRun(deliveryDeps(), run!.id)).toBe('delivered');
    expect(inbox).toHaveLength(1);
  });

  it('a run sent again after its worker died mid-send carries the same Message-ID', async () => {
    const { digest } = await subscribed();
    const [run] = (await startDueRuns(startDeps(new Date()))).filter(
      (r) => r.subscriptionId === digest.id,
    );
    await generateAll(run!.summaryIds);
    expect(await deliverRun(deliveryDeps(), run!.id)).toBe('delivered');
    // What a hand-back leaves when the server had accepted the mail before the worker was killed.
    await t.database.db
      .update(digestRuns)
      .set({ status: 'pending', emailedAt: null, emailJobId: null })
      .where(eq(digestRuns.id, run!.id));
    expect(await deliverRun(deliveryDeps(), run!.id)).toBe('delivered');
    expect(inbox).toHaveLength(2);
    expect(inbox[0]!.messageId).toBe(`<digest-run-${run!.id}@127.0.0.1>`);
    expect(inbox[1]!.messageId).toBe(inbox[0]!.messageId);
  });

  it('the private RSS and Atom feeds list delivered summaries with stable ids; revoking ends them', async () => {
    const { user, digest } = await subscribed();
    const [run] = (await startDueRuns(startDeps(new Date()))).filter(
      (r) => r.subscriptionId === digest.id,
    );
    await generateAll(run!.summaryIds);
    await deliverRun(deliveryDeps(), run!.id);
    const made = dataOf<DigestFeed>(await t.call(user, 'POST', '/api/digests/feed'));
    expect(made.rssUrl).toMatch(/\/api\/digests\/feed\/[\w-]{43}\/rss$/u);
    // Only the hash is kept: asking again does not show the address.
    const shown = dataOf<DigestFeed>(await t.call(user, 'GET', '/api/digests/feed'));
    expect(shown).toMatchObject({ exists: true, rssUrl: null, atomUrl: null });

    const parser = new Parser();
    const fetchFeed = async (url: string) => {
      const res = await t.app.inject({ method: 'GET', url: new URL(url).pathname });
      return { res, parsed: res.statusCode === 200 ? await parser.parseString(res.body) : null };
    };
    const completed = await t.database.db
      .select({ id: summaries.id })
      .from(summaries)
      .where(eq(summaries.userId, user.user.id));
    const completedIds = completed.map((c) => `${t.origin}/summaries/${c.id}`).sort();

    const rss = await fetchFeed(made.rssUrl!);
    expect(rss.res.headers['content-type']).toBe('application/rss+xml; charset=utf-8');
    const rssIds = rss.parsed!.items.map((i) => i.guid).sort();
    expect(rssIds.length).toBeGreaterThan(0);
    expect(completedIds).toEqual(expect.arrayContaining(rssIds));
    expect(rss.parsed!.items[0]!.title).toMatch(/^Morning briefing: /u);
    const again = await fetchFeed(made.rssUrl!);
    expect(again.parsed!.items.map((i) => i.guid).sort()).toEqual(rssIds);

    const atom = await fetchFeed(made.atomUrl!);
    expect(atom.res.headers['content-type']).toBe('application/atom+xml; charset=utf-8');
    expect(atom.parsed!.items.map((i) => i.id as unknown as string).sort()).toEqual(rssIds);

    // Another user's feed shows nothing of this one's.
    const other = await registerUser(t.app);
    const theirs = dataOf<DigestFeed>(await t.call(other, 'POST', '/api/digests/feed'));
    expect((await fetchFeed(theirs.rssUrl!)).parsed!.items).toEqual([]);

    // A new address replaces the old one; revoking ends it.
    const renewed = dataOf<DigestFeed>(await t.call(user, 'POST', '/api/digests/feed'));
    expect((await fetchFeed(made.rssUrl!)).res.statusCode).toBe(404);
    expect((await fetchFeed(renewed.rssUrl!)).res.statusCode).toBe(200);
    expect((await t.call(user, 'DELETE', '/api/digests/feed')).statusCode).toBe(200);
    expect((await fetchFeed(renewed.rssUrl!)).res.statusCode).toBe(404);
  });
});
