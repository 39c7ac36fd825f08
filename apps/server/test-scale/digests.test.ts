import type { AuthResult, Digest, DigestWebhook } from '@socialpulse/contract';
import { DateTime } from 'luxon';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDatabase } from '@/db/create-database';
import { digestsDueJob } from '@/jobs/digests-due.job';
import { JobQueue } from '@/jobs/job-queue';
import { freePort } from '@/test/platform-app';
import { linkIn, startSmtpInbox, type SmtpInbox } from '@/test/smtp-inbox';
import { createServerDatabaseUrl } from '@/test/test-database';
import { GOOD_PASSWORD } from '@/test/users';
import { killHard, startMember, waitHealthy, type Member } from './cluster';
import { pool, Recorder } from './load';
import { connectReddit } from './reddit-account';
import { WebhookReceiver } from './webhook-receiver';

/**
 * Scheduled digests on two workers, one of them killed while the runs are in flight. Users with
 * digests of single subreddits and of a bundle, in four time zones, all due at the same minute a
 * little after the setup; each digest emails its user (SMTP inbox) and POSTs to its webhook (a
 * receiver that checks signatures). The scheduler reads the real clock, so the slot is the next
 * whole minute; the test sends the scheduler's tick at the slot, beside pg-boss's own. Every run
 * must be stored once, deliver one email and one webhook message (a copy of one in flight at the
 * kill may arrive twice, under the same id), and leave no delivery work behind that could send
 * again later.
 */
const USERS = 24;
const ZONES = ['UTC', 'Europe/Berlin', 'America/New_York', 'Asia/Kolkata'];
/** Time to create the digests before their slot; the slot is the first whole minute after it. */
const LEAD_MS = 25_000;
const DELIVERY_TIMEOUT_MS = 240_000;
/** Deliveries each worker runs at once: at most this many were mid-send when one was killed. */
const CONCURRENCY = 4;

const dir = mkdtempSync(path.join(tmpdir(), 'socialpulse-scale-digests-'));
let database: { url: string; drop: () => Promise<void> } | undefined;
let inbox: SmtpInbox | undefined;
const receiver = new WebhookReceiver();
const members: Member[] = [];

beforeAll(async () => {
  process.env.TEST_DATABASE_URL ??= 'postgres://postgres@127.0.0.1:5432/test';
  database = await createServerDatabaseUrl();
  inbox = await startSmtpInbox();
  await receiver.start();
});

afterAll(async () => {
  for (const member of members) member.child.kill('SIGKILL');
  await new Promise((resolve) => setTimeout(resolve, 500));
  await receiver.close();
  await inbox?.close();
  await database?.drop();
  rmSync(dir, { recursive: true, force: true });
});

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const DIGEST_SUBJECT = /^(u\d+-d\d): your digest$/u;

function digestMails(): string[] {
  return digestMailIds().map((m) => m.name);
}

/** Each digest mail's digest name and Message-ID. */
function digestMailIds(): { name: string; messageId: string }[] {
  return (inbox?.mails ?? []).flatMap((m) => {
    const name = DIGEST_SUBJECT.exec(m.subject ?? '')?.[1];
    return name ? [{ name, messageId: m.messageId ?? '' }] : [];
  });
}

function duplicates(values: readonly string[]): string[] {
  const seen = new Set<string>();
  return values.filter((v) => (seen.has(v) ? true : (seen.add(v), false)));
}

describe('scheduled digests on two workers', () => {
  it('deliver every run once, by email and webhook, through a worker killed midway', async () => {
    const apiPort = await freePort();
    const origin = `http://127.0.0.1:${apiPort}`;
    const shared = {
      DATABASE_URL: database!.url,
      APP_SECRET: randomBytes(32).toString('hex'),
      PUBLIC_URL: origin,
      INTERNAL_URL: origin,
      SMTP_URL: inbox!.url,
      // The receiver listens on 127.0.0.1, as the end-to-end tests' does.
      WEBHOOK_ALLOW_PRIVATE: 'true',
      WORKER_CONCURRENCY: String(CONCURRENCY),
      DATA_DIR: dir,
    };
    const api = startMember('api', 'api', shared, apiPort);
    members.push(api);
    await waitHealthy(`${origin}/api/health`);
    const worker1 = startMember('worker-1', 'worker', shared);
    const worker2 = startMember('worker-2', 'worker', shared);
    members.push(worker1, worker2);

    // Users sign up, prove their address (digests are emailed only to a proven one) and connect the
    // sandbox Reddit.
    const rec = new Recorder(origin);
    const users: { k: number; token: string; subreddits: string[] }[] = [];
    const setupStarted = Date.now();
    await pool(
      Array.from({ length: USERS }, (_, k) => k),
      6,
      async (k) => {
        const email = `digest${k}@example.com`;
        const auth = await rec.call<AuthResult>('register', 'POST', '/api/auth/register', null, {
          username: `digest${k}`,
          email,
          password: GOOD_PASSWORD,
          confirmPassword: GOOD_PASSWORD,
        });
        const token = auth.data!.accessToken;
        await expect
          .poll(() => inbox!.mails.find((m) => m.to && JSON.stringify(m.to).includes(email)), {
            timeout: 30_000,
          })
          .toBeDefined();
        const mail = inbox!.mails.find((m) => JSON.stringify(m.to).includes(email))!;
        const verify = await rec.call('verify', 'POST', '/api/auth/email/verify', null, {
          token: linkIn(mail, '/verify-email').token,
        });
        expect(verify.status).toBe(200);
        const readable = await connectReddit(rec, token);
        expect(readable.length).toBeGreaterThanOrEqual(4);
        users.push({ k, token, subreddits: readable.slice(0, 4).map((s) => s.id) });
      },
    );
    console.log(
      `setup: ${USERS} users signed up, verified and connected in ${Date.now() - setupStarted} ms`,
    );

    // Few public subreddits for all users: the runs of one slot share one fetch per subreddit
    // (decision 0051), so the sandbox's per-client rate limit is not what this measures.
    const slot = new Date(Math.ceil((Date.now() + LEAD_MS) / 60_000) * 60_000);
    const digests: { name: string; id: string }[] = [];
    await pool(users, 6, async ({ k, token, subreddits: [a, b, c, d] }) => {
      const plans = [[k % 2 ? a! : b!], [k % 2 ? c! : d!], [a!, b!, c!]];
      for (const [n, sources] of plans.entries()) {
        const timeZone = ZONES[(k + n) % ZONES.length]!;
        const name = `u${k}-d${n}`;
        const created = await rec.call<Digest>('digest', 'POST', '/api/digests', token, {
          name,
          sources: sources.map((sourceId) => ({ platform: 'reddit', sourceId })),
          schedule: {
            kind: 'daily',
            time: DateTime.fromJSDate(slot).setZone(timeZone).toFormat('HH:mm'),
          },
          timeZone,
          channels: { email: true, feed: true },
        });
        expect(created.status).toBe(201);
        expect(created.data!.nextRunAt).toBe(slot.toISOString());
        const hookPath = `/hooks/${name}`;
        const hook = await rec.call<DigestWebhook>(
          'webhook',
          'PUT',
          `/api/digests/${created.data!.id}/webhook`,
          token,
          { url: receiver.url(hookPath) },
        );
        expect(hook.status).toBe(200);
        receiver.expect(hookPath, hook.data!.secret!);
        digests.push({ name, id: created.data!.id });
      }
    });
    expect(Date.now()).toBeLessThan(slot.getTime());
    const runsDue = digests.length;
    console.log(`digests: ${runsDue} due at ${slot.toISOString()} (${USERS} users)`);

    // The scheduler's tick, sent at the slot: pg-boss's own cron fires within 30 s of the minute,
    // and does so here too, so the slot is claimed by two ticks at once, as it may be in production.
    await sleep(slot.getTime() - Date.now());
    const ticker = await createDatabase({ kind: 'postgres', url: database!.url });
    const tick = await JobQueue.start(ticker, pino({ level: 'silent' }), {
      work: false,
      jobs: [digestsDueJob],
    });
    await tick.send('digests.due', {});
    await tick.stop(1_000);
    await ticker.close();

    // Kill a worker as soon as the first delivery arrives: the other runs are then in flight.
    const client = new pg.Client({ connectionString: database!.url });
    await client.connect();
    const deliveredNow = () => new Set(receiver.received.map((r) => r.id)).size;
    while (receiver.received.length === 0 && digestMails().length === 0) {
      if (Date.now() - slot.getTime() > DELIVERY_TIMEOUT_MS) throw new Error('no digest arrived');
      await sleep(50);
    }
    const atKill = { webhooks: deliveredNow(), emails: digestMails().length };
    await killHard(worker1);
    const killedAt = Date.now();
    console.log(
      `killed worker-1 (SIGKILL) ${killedAt - slot.getTime()} ms after the slot, with ${atKill.webhooks} webhooks and ${atKill.emails} emails of ${runsDue} delivered`,
    );
    expect(atKill.webhooks).toBeLessThan(runsDue);

    // Done: every run delivered, both channels in, and no delivery work left queued or held that
    // could send anything again.
    const liveDeliveryJobs = async () =>
      Number(
        (
          await client.query<{ n: string }>(
            `select count(*) as n from pgboss.job where name in ('digests.deliver', 'digests.webhook')
               and state in ('created', 'retry', 'active')`,
          )
        ).rows[0]!.n,
      );
    const completedRuns = async () =>
      Number(
        (
          await client.query<{ n: string }>(
            "select count(*) as n from digest_runs where status = 'completed'",
          )
        ).rows[0]!.n,
      );
    while (Date.now() - killedAt < DELIVERY_TIMEOUT_MS) {
      if (
        deliveredNow() >= runsDue &&
        digestMails().length >= runsDue &&
        (await completedRuns()) >= runsDue &&
        (await liveDeliveryJobs()) === 0
      )
        break;
      await sleep(500);
    }
    const settledAt = Date.now();

    const runs = (
      await client.query<{
        subscription_id: string;
        id: string;
        summary_ids: string[];
        created_at: Date;
        delivered_at: Date | null;
      }>('select subscription_id, id, summary_ids, created_at, delivered_at from digest_runs')
    ).rows;
    // How long the slot's runs took to be stored, and to be delivered, after the slot.
    const afterSlot = (dates: (Date | null)[]) =>
      dates.flatMap((d) => (d ? [(d.getTime() - slot.getTime()) / 1000] : []));
    const stored = afterSlot(runs.map((r) => r.created_at));
    const delivered = afterSlot(runs.map((r) => r.delivered_at));
    const summaries = (
      await client.query<{ id: string; status: string }>(
        'select id, status from summaries where window_end = $1',
        [slot],
      )
    ).rows;
    const leftJobs = await liveDeliveryJobs();
    await client.end();

    const mails = digestMails();
    const hookIds = receiver.received.map((r) => r.id);
    const byName = new Map(digests.map((d) => [d.id, d.name]));
    const runNames = runs.map((r) => byName.get(r.subscription_id)!);
    const expectedSummaries = runs.flatMap((r) => r.summary_ids);
    const lastWebhook = Math.max(...receiver.received.map((r) => r.at));
    const summaryStates = summaries.reduce<Record<string, number>>(
      (all, s) => ({ ...all, [s.status]: (all[s.status] ?? 0) + 1 }),
      {},
    );
    const missingMails = digests.filter((d) => !mails.includes(d.name)).length;
    // A mail the server accepted just as its worker was killed, before the run was marked sent, is
    // sent again by the handed-back job under the same Message-ID (mail clients show one copy): at
    // most one per delivery the killed worker was running. Any other repeat is a bug.
    const repeatedMails = duplicates(mails);
    const mailIds = digestMailIds();
    const idsPerRepeatedDigest = repeatedMails.map(
      (name) => new Set(mailIds.filter((m) => m.name === name).map((m) => m.messageId)).size,
    );
    // A POST answered just as its worker was killed is made again by the handed-back job, under the
    // same webhook-id (Standard Webhooks receivers drop such a repeat); any other repeat is a bug.
    const repeatedHooks = duplicates(hookIds);
    const inFlightAtKill = new Set(
      receiver.received.filter((r) => r.at <= killedAt).map((r) => r.id),
    );
    const missingHooks = runs.filter(
      (r) => !receiver.received.some((h) => h.runId === r.id),
    ).length;
    console.log(
      [
        `scheduled digests: ${USERS} users, 2 workers (one killed), due ${slot.toISOString()}`,
        `  runs due ${runsDue}, stored ${runs.length}, summaries ${summaries.length} ${JSON.stringify(summaryStates)}`,
        `  runs stored ${Math.min(...stored).toFixed(1)}–${Math.max(...stored).toFixed(1)} s after the slot, all marked delivered by ${Math.max(...delivered).toFixed(1)} s`,
        `  email: ${new Set(mails).size} delivered, ${repeatedMails.length} repeats under the same Message-ID of a mail sent as its worker was killed, ${idsPerRepeatedDigest.filter((n) => n > 1).length} duplicates under a new id, ${missingMails} missing`,
        `  webhook: ${new Set(hookIds).size} messages delivered in ${hookIds.length} requests, ${repeatedHooks.filter((id) => !inFlightAtKill.has(id)).length} duplicates (${repeatedHooks.length} repeats of a POST answered as its worker was killed), ${missingHooks} missing, ${receiver.received.filter((r) => !r.signed).length} unsigned`,
        `  last webhook ${((lastWebhook - slot.getTime()) / 1000).toFixed(1)} s after the slot, ${((lastWebhook - killedAt) / 1000).toFixed(1)} s after the kill; all settled ${((settledAt - slot.getTime()) / 1000).toFixed(1)} s after the slot`,
        `  delivery jobs left queued or held: ${leftJobs}`,
      ].join('\n'),
    );

    // One run per digest for the slot.
    expect(runs).toHaveLength(runsDue);
    expect(duplicates(runNames)).toEqual([]);
    // One summary per source of each run, each final; none made beside the runs'.
    expect(new Set(expectedSummaries).size).toBe(expectedSummaries.length);
    expect(summaries.map((s) => s.id).sort()).toEqual([...expectedSummaries].sort());
    expect(
      summaries.filter((s) => ['pending', 'processing', 'rate_limited'].includes(s.status)),
    ).toEqual([]);
    // One email and one webhook message per run, a repeat only of one in flight at the kill and
    // under the same id; every request signed.
    expect(idsPerRepeatedDigest.every((n) => n === 1)).toBe(true);
    expect(repeatedMails.length).toBeLessThanOrEqual(CONCURRENCY);
    expect(missingMails).toBe(0);
    expect(repeatedHooks.filter((id) => !inFlightAtKill.has(id))).toEqual([]);
    expect(repeatedHooks.length).toBeLessThanOrEqual(inFlightAtKill.size);
    expect(missingHooks).toBe(0);
    expect(new Set(hookIds).size).toBe(runsDue);
    expect(receiver.received.every((r) => r.signed)).toBe(true);
    expect(leftJobs).toBe(0);
  });
});
