import {
  WEBHOOK_SECRET_OVERLAP_HOURS,
  WEBHOOK_MAX_ATTEMPTS,
  WEBHOOK_MESSAGES,
  WEBHOOK_PAUSE_AFTER_FAILURES,
  type Digest,
  type DigestWebhook,
  type WebhookDelivery,
} from '@socialpulse/contract';
import { eq } from 'drizzle-orm';
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { pino } from 'pino';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { digestSubscriptions, digestWebhookDeliveries, digestWebhooks } from '@/db/schema';
import { ConnectionAccess } from '@/features/connections/connection-access';
import { ConnectionSecrets } from '@/features/connections/connection-secrets';
import { deliverRun } from '@/features/digests/digest-delivery';
import { startDueRuns } from '@/features/digests/digest-runs';
import { UnsubscribeTokens } from '@/features/digests/digest-tokens';
import {
  attemptWebhook,
  retryDelayMs,
  type WebhookAttempt,
  type WebhookDeps,
} from '@/features/digests/webhook-delivery';
import { WebhookSecrets } from '@/features/digests/webhook-secrets';
import { webhookSender } from '@/features/digests/webhook-sender';
import { verifyWebhook } from '@/features/digests/webhook-signature';
import { WebhooksService } from '@/features/digests/webhooks.service';
import { generateSummary } from '@/features/summaries/summary-generator';
import { SecretBox } from '@/lib/secret-box';
import { createDigest } from '@/test/digests';
import { body, dataOf } from '@/test/http';
import { createPlatformTestApp, type PlatformTestApp } from '@/test/platform-app';
import { TEST_SECRET } from '@/test/test-app';
import { testDatabaseMode } from '@/test/test-database';
import { registerUser, type TestUser } from '@/test/users';

const log = pino({ level: 'silent' });
const HOUR = 3_600_000;
let t: PlatformTestApp;
let receiver: Server;
let receiverUrl: string;
/** What the receiver answers next; each request it gets is kept. */
let answer = 204;
const received: { headers: IncomingHttpHeaders; body: string; path: string }[] = [];
const secrets = new WebhookSecrets(new SecretBox(TEST_SECRET));

beforeAll(async () => {
  // The receiver listens on loopback, so this app lets webhooks reach private addresses.
  t = await createPlatformTestApp({ env: { WEBHOOK_ALLOW_PRIVATE: 'true' } });
  receiver = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (c: Buffer) => chunks.push(c));
    request.on('end', () => {
      received.push({
        headers: request.headers,
        body: Buffer.concat(chunks).toString('utf8'),
        path: request.url ?? '',
      });
      response.writeHead(answer).end();
    });
  });
  await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
  receiverUrl = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/hooks/digest`;
});
afterAll(async () => {
  await new Promise<void>((resolve) => receiver.close(() => resolve()));
  await t.close();
});
beforeEach(() => {
  answer = 204;
  received.length = 0;
});

async function subscribed(): Promise<{ user: TestUser; digest: Digest }> {
  const user = await registerUser(t.app);
  await t.connect(user, 'reddit');
  return { user, digest: await createDigest(t, user) };
}

async function withWebhook() {
  const { user, digest } = await subscribed();
  const res = await t.call(user, 'PUT', `/api/digests/${digest.id}/webhook`, { url: receiverUrl });
  expect(res.statusCode).toBe(200);
  const webhook = dataOf<DigestWebhook>(res);
  return { user, digest, webhook, secret: webhook.secret! };
}

/** Starts and completes one run of the digest now, its summaries made; answers the run's id. */
async function deliveredRun(
  digestId: string,
  queued: WebhookAttempt[],
  hoursAgo = 1,
): Promise<string> {
  const slot = new Date(Date.now() - hoursAgo * HOUR);
  slot.setUTCSeconds(0, 0);
  await t.database.db
    .update(digestSubscriptions)
    .set({ nextRunAt: slot, schedule: { kind: 'daily', time: slot.toISOString().slice(11, 16) } })
    .where(eq(digestSubscriptions.id, digestId));
  const db = t.database.db;
  const runs = await startDueRuns({
    db,
    now: () => new Date(),
    log,
    summaries: null,
    digests: null,
  });
  const run = runs.find((r) => r.subscriptionId === digestId)!;
  const access = new ConnectionAccess(
    db,
    t.app.platforms,
    new ConnectionSecrets(new SecretBox(TEST_SECRET)),
    () => new Date(),
    log,
  );
  for (const id of run.summaryIds)
    await generateSummary({ db, access, now: () => new Date(), log }, id);
  const outcome = await deliverRun(
    {
      db,
      now: () => new Date(),
      log,
      publicUrl: t.origin,
      unsubscribe: new UnsubscribeTokens(TEST_SECRET),
      webhooks: { enqueueAttempt: (a) => (queued.push(a), Promise.resolve('job')) },
    },
    run.id,
  );
  expect(outcome).toBe('delivered');
  return run.id;
}

function webhookDeps(queued: { attempt: WebhookAttempt; startAfter?: Date }[], now = new Date()) {
  const deps: WebhookDeps = {
    db: t.database.db,
    now: () => now,
    log,
    publicUrl: t.origin,
    send: webhookSender({ allowPrivate: true }),
    secrets,
    queue: {
      enqueueAttempt: (attempt, startAfter) => {
        queued.push({ attempt, ...(startAfter ? { startAfter } : {}) });
        return Promise.resolve('job');
      },
    },
  };
  return deps;
}

function verified(secret: string, request: (typeof received)[number], nowMs = Date.now()): boolean {
  return verifyWebhook(
    secret,
    {
      id: String(request.headers['webhook-id']),
      timestamp: String(request.headers['webhook-timestamp']),
      signature: String(request.headers['webhook-signature']),
    },
    request.body,
    Math.floor(nowMs / 1000),
  );
}

describe(`digest webhooks (${testDatabaseMode()})`, () => {
  it('a new webhook answers its secret once; later reads do not show it', async () => {
    const { user, digest, webhook } = await withWebhook();
    expect(webhook).toMatchObject({ digestId: digest.id, url: receiverUrl, pausedAt: null });
    expect(webhook.secret).toMatch(/^whsec_/u);
    const read = dataOf<DigestWebhook>(
      await t.call(user, 'GET', `/api/digests/${digest.id}/webhook`),
    );
    expect(read).toMatchObject({ id: webhook.id, secret: null, url: receiverUrl });
    // A new address keeps the secret (and does not show it again).
    const moved = await t.call(user, 'PUT', `/api/digests/${digest.id}/webhook`, {
      url: `${receiverUrl}/v2`,
    });
    expect(dataOf<DigestWebhook>(moved)).toMatchObject({ id: webhook.id, secret: null });
    const [row] = await t.database.db
      .select()
      .from(digestWebhooks)
      .where(eq(digestWebhooks.id, webhook.id));
    // Sealed at rest: the secret itself is not in the row.
    expect(row!.sealedSecret).not.toContain(webhook.secret!.slice(6));
    expect(secrets.open(row!)).toBe(webhook.secret);
  });

  it('a bad address gets a clear 400 and changes nothing', async () => {
    const { user, digest, webhook } = await withWebhook();
    for (const [url, message] of [
      ['ftp://example.com/in', WEBHOOK_MESSAGES.urlInvalid],
      ['not a url', WEBHOOK_MESSAGES.urlInvalid],
      ['https://user:secret@example.com/in', WEBHOOK_MESSAGES.urlCredentials],
      [`https://example.com/${'x'.repeat(2001)}`, WEBHOOK_MESSAGES.urlTooLong],
    ] as const) {
      const res = await t.call(user, 'PUT', `/api/digests/${digest.id}/webhook`, { url });
      expect(res.statusCode, url).toBe(400);
      expect(JSON.stringify(body(res)), url).toContain(message);
    }
    const read = dataOf<DigestWebhook>(
      await t.call(user, 'GET', `/api/digests/${digest.id}/webhook`),
    );
    expect(read.url).toBe(webhook.url);
    expect(read.updatedAt).toBe(webhook.updatedAt);
  });

  it('without the operator’s permission, a private address is refused with 400 and nothing stored', async () => {
    const { user, digest } = await subscribed();
    const strict = new WebhooksService({
      db: t.database.db,
      now: () => new Date(),
      publicUrl: t.origin,
      secrets,
      send: webhookSender({ allowPrivate: false }),
      policy: { allowPrivate: false },
    });
    for (const url of [
      'http://127.0.0.1:8080/in',
      'http://[::1]/in',
      'http://169.254.169.254/latest',
      'http://localhost/in',
    ])
      await expect(strict.put(user.user.id, digest.id, url), url).rejects.toMatchObject({
        status: 400,
        message: WEBHOOK_MESSAGES.urlPrivate,
      });
    expect(
      await t.database.db
        .select()
        .from(digestWebhooks)
        .where(eq(digestWebhooks.subscriptionId, digest.id)),
    ).toEqual([]);
  });

  it('another user cannot see or touch my webhook or its log (404), and nothing changes', async () => {
    const { user, digest, webhook } = await withWebhook();
    await t.call(user, 'POST', `/api/digests/${digest.id}/webhook/test`);
    const other = await registerUser(t.app);
    const path = `/api/digests/${digest.id}/webhook`;
    for (const [method, url, payload] of [
      ['GET', path],
      ['PUT', path, { url: 'https://example.com/stolen' }],
      ['DELETE', path],
      ['POST', `${path}/resume`],
      ['POST', `${path}/test`],
      ['GET', `${path}/deliveries`],
    ] as const) {
      const res = await t.call(other, method, url, payload);
      expect(res.statusCode, `${method} ${url}`).toBe(404);
    }
    expect(received).toHaveLength(1);
    const mine = dataOf<DigestWebhook>(await t.call(user, 'GET', path));
    expect(mine).toMatchObject({ id: webhook.id, url: receiverUrl });
    expect(dataOf<WebhookDelivery[]>(await t.call(user, 'GET', `${path}/deliveries`))).toHaveLength(
      1,
    );
    // Malformed ids are "not found" too.
    expect((await t.call(user, 'GET', '/api/digests/not-a-uuid/webhook')).statusCode).toBe(404);
  });

  it('"Send test" posts a signed test message and logs it', async () => {
    const { user, digest, secret } = await withWebhook();
    const res = await t.call(user, 'POST', `/api/digests/${digest.id}/webhook/test`);
    expect(res.statusCode).toBe(200);
    expect(dataOf<WebhookDelivery>(res)).toMatchObject({
      event: 'webhook.test',
      outcome: 'succeeded',
      statusCode: 204,
      attempt: 1,
      error: null,
    });
    expect(received).toHaveLength(1);
    expect(verified(secret, received[0]!)).toBe(true);
    expect(JSON.parse(received[0]!.body)).toMatchObject({
      type: 'webhook.test',
      data: { digest: { id: digest.id, name: 'Morning briefing' } },
    });
  });

  it('a delivered run is posted once, signed, with every summary; the log shows it', async () => {
    const { user, digest, webhook, secret } = await withWebhook();
    const queued: WebhookAttempt[] = [];
    const runId = await deliveredRun(digest.id, queued);
    expect(queued).toEqual([
      { webhookId: webhook.id, runId, messageId: `msg_${runId.replaceAll('-', '')}`, attempt: 1 },
    ]);
    // Delivering the run again queues nothing more.
    await deliverRun(
      {
        db: t.database.db,
        now: () => new Date(),
        log,
        publicUrl: t.origin,
        unsubscribe: new UnsubscribeTokens(TEST_SECRET),
        webhooks: { enqueueAttempt: (a) => (queued.push(a), Promise.resolve('job')) },
      },
      runId,
    );
    expect(queued).toHaveLength(1);

    expect(await attemptWebhook(webhookDeps([]), queued[0]!)).toBe('succeeded');
    expect(received).toHaveLength(1);
    const got = received[0]!;
    expect(got.path).toBe('/hooks/digest');
    expect(got.headers['content-type']).toBe('application/json');
    expect(got.headers['webhook-id']).toBe(queued[0]!.messageId);
    expect(verified(secret, got)).toBe(true);
    const payload = JSON.parse(got.body) as {
      type: string;
      data: {
        digest: { id: string };
        run: { id: string };
        summaries: { title: string; markdown: string; text: string; url: string }[];
      };
    };
    expect(payload.type).toBe('digest.delivered');
    expect(payload.data.digest.id).toBe(digest.id);
    expect(payload.data.run.id).toBe(runId);
    expect(payload.data.summaries.map((s) => s.title).sort()).toEqual([
      'r/programming',
      'r/typescript',
    ]);
    for (const s of payload.data.summaries) {
      expect(s.markdown.length).toBeGreaterThan(0);
      expect(s.text).not.toContain('](');
      expect(s.url).toMatch(new RegExp(`^${t.origin}/summaries/[0-9a-f-]{36}$`, 'u'));
    }
    const entries = dataOf<WebhookDelivery[]>(
      await t.call(user, 'GET', `/api/digests/${digest.id}/webhook/deliveries`),
    );
    expect(entries).toMatchObject([
      { event: 'digest.delivered', runId, attempt: 1, outcome: 'succeeded', statusCode: 204 },
    ]);
  });

  it('a failed attempt is retried with growing waits until the attempts run out', async () => {
    expect([1, 2, 3, 4, 5].map(retryDelayMs)).toEqual([
      30_000, 120_000, 480_000, 1_920_000, 7_680_000,
    ]);
    const { digest, webhook } = await withWebhook();
    const first: WebhookAttempt[] = [];
    const runId = await deliveredRun(digest.id, first);
    answer = 500;
    const now = new Date();
    let job = first[0]!;
    for (let attempt = 1; attempt <= WEBHOOK_MAX_ATTEMPTS; attempt++) {
      const queued: { attempt: WebhookAttempt; startAfter?: Date }[] = [];
      const outcome = await attemptWebhook(webhookDeps(queued, now), job);
      if (attempt < WEBHOOK_MAX_ATTEMPTS) {
        expect(outcome).toBe('retrying');
        expect(queued).toEqual([
          {
            attempt: { ...job, attempt: attempt + 1 },
            startAfter: new Date(now.getTime() + retryDelayMs(attempt)),
          },
        ]);
        job = queued[0]!.attempt;
      } else {
        expect(outcome).toBe('failed');
        expect(queued).toEqual([]);
      }
    }
    // Every attempt carried the same message id and the same body, each signed anew.
    expect(new Set(received.map((r) => r.headers['webhook-id']))).toEqual(
      new Set([first[0]!.messageId]),
    );
    expect(new Set(received.map((r) => r.body)).size).toBe(1);
    const rows = await t.database.db
      .select()
      .from(digestWebhookDeliveries)
      .where(eq(digestWebhookDeliveries.webhookId, webhook.id));
    expect(rows.map((r) => [r.attempt, r.outcome, r.statusCode, r.error, r.runId]).sort()).toEqual(
      [1, 2, 3, 4, 5, 6].map((n) => [n, 'failed', 500, 'HTTP 500', runId]),
    );
  });

  it('is paused after repeated failures, with the reason; resuming starts it again', async () => {
    const { user, digest, webhook } = await withWebhook();
    const first: WebhookAttempt[] = [];
    await deliveredRun(digest.id, first, 2);
    answer = 503;
    let outcome;
    for (let n = 1; n <= WEBHOOK_PAUSE_AFTER_FAILURES; n++)
      outcome = await attemptWebhook(webhookDeps([]), { ...first[0]!, attempt: 1 });
    expect(outcome).toBe('paused');
    const path = `/api/digests/${digest.id}/webhook`;
    const paused = dataOf<DigestWebhook>(await t.call(user, 'GET', path));
    expect(paused.pausedAt).not.toBeNull();
    expect(paused).toMatchObject({
      pausedReason: 'HTTP 503',
      consecutiveFailures: WEBHOOK_PAUSE_AFTER_FAILURES,
    });
    // A retry queued before the pause sends nothing now, and a new run queues no message.
    const sent = received.length;
    expect(await attemptWebhook(webhookDeps([]), first[0]!)).toBe('paused');
    expect(received.length).toBe(sent);
    const later: WebhookAttempt[] = [];
    await deliveredRun(digest.id, later, 1);
    expect(later).toEqual([]);

    answer = 204;
    const resumed = await t.call(user, 'POST', `${path}/resume`);
    expect(dataOf<DigestWebhook>(resumed)).toMatchObject({
      id: webhook.id,
      pausedAt: null,
      pausedReason: null,
      consecutiveFailures: 0,
    });
    expect(await attemptWebhook(webhookDeps([]), first[0]!)).toBe('succeeded');
  });

  it('a success in between starts the failure count again', async () => {
    const { digest, webhook } = await withWebhook();
    const first: WebhookAttempt[] = [];
    await deliveredRun(digest.id, first);
    answer = 500;
    for (let n = 1; n < WEBHOOK_PAUSE_AFTER_FAILURES; n++)
      await attemptWebhook(webhookDeps([]), first[0]!);
    answer = 204;
    expect(await attemptWebhook(webhookDeps([]), first[0]!)).toBe('succeeded');
    answer = 500;
    expect(await attemptWebhook(webhookDeps([]), first[0]!)).toBe('retrying');
    const [row] = await t.database.db
      .select()
      .from(digestWebhooks)
      .where(eq(digestWebhooks.id, webhook.id));
    expect(row).toMatchObject({ consecutiveFailures: 1, pausedAt: null });
  });

  it('rotating the secret answers a new one once; for a day both sign, then only the new one', async () => {
    const { user, digest, secret } = await withWebhook();
    const stranger = await registerUser(t.app);
    const refused = await t.call(stranger, 'POST', `/api/digests/${digest.id}/webhook/secret`);
    expect(refused.statusCode).toBe(404);

    const before = Date.now();
    const res = await t.call(user, 'POST', `/api/digests/${digest.id}/webhook/secret`);
    expect(res.statusCode).toBe(200);
    const made = dataOf<DigestWebhook>(res);
    const rotated = made.secret!;
    expect(rotated).toMatch(/^whsec_/u);
    expect(rotated).not.toBe(secret);
    const overlapEnds = Date.parse(made.previousSecretExpiresAt!);
    expect(overlapEnds - before).toBeGreaterThanOrEqual(WEBHOOK_SECRET_OVERLAP_HOURS * HOUR);
    expect(overlapEnds - Date.now()).toBeLessThanOrEqual(WEBHOOK_SECRET_OVERLAP_HOURS * HOUR);
    const read = dataOf<DigestWebhook>(
      await t.call(user, 'GET', `/api/digests/${digest.id}/webhook`),
    );
    expect(read.secret).toBeNull();
    expect(read.previousSecretExpiresAt).toBe(made.previousSecretExpiresAt);

    // During the overlap: two signatures, one per secret, so either receiver accepts it.
    await t.call(user, 'POST', `/api/digests/${digest.id}/webhook/test`);
    expect(received).toHaveLength(1);
    expect(String(received[0]!.headers['webhook-signature']).split(' ')).toHaveLength(2);
    expect(verified(rotated, received[0]!)).toBe(true);
    expect(verified(secret, received[0]!)).toBe(true);

    // A moment after the overlap: the new secret only, and the screen no longer mentions the old.
    const later = overlapEnds + 1000;
    const afterwards = new WebhooksService({
      db: t.database.db,
      now: () => new Date(later),
      publicUrl: t.origin,
      secrets,
      send: webhookSender({ allowPrivate: true }),
      policy: { allowPrivate: true },
    });
    expect((await afterwards.get(user.user.id, digest.id))?.previousSecretExpiresAt).toBeNull();
    await afterwards.test(user.user.id, digest.id);
    expect(received).toHaveLength(2);
    expect(String(received[1]!.headers['webhook-signature']).split(' ')).toHaveLength(1);
    expect(verified(rotated, received[1]!, later)).toBe(true);
    expect(verified(secret, received[1]!, later)).toBe(false);
  });

  it('rotating twice within a day signs with the two newest secrets only', async () => {
    const { user, digest, secret } = await withWebhook();
    const rotate = async () =>
      dataOf<DigestWebhook>(await t.call(user, 'POST', `/api/digests/${digest.id}/webhook/secret`))
        .secret!;
    const second = await rotate();
    const third = await rotate();

    await t.call(user, 'POST', `/api/digests/${digest.id}/webhook/test`);
    expect(verified(third, received[0]!)).toBe(true);
    expect(verified(second, received[0]!)).toBe(true);
    expect(verified(secret, received[0]!)).toBe(false);
  });

  it('the delivery log keeps the newest 100 attempts of a webhook', async () => {
    const { user, digest, webhook } = await withWebhook();
    const old = Date.now() - 10 * 86_400_000;
    await t.database.db.insert(digestWebhookDeliveries).values(
      Array.from({ length: 120 }, (_, i) => ({
        webhookId: webhook.id,
        userId: user.user.id,
        messageId: `msg_old_${i}`,
        event: 'webhook.test' as const,
        attempt: 1,
        outcome: 'succeeded' as const,
        statusCode: 204,
        durationMs: 5,
        createdAt: new Date(old + i * 60_000),
      })),
    );
    const sent = dataOf<WebhookDelivery>(
      await t.call(user, 'POST', `/api/digests/${digest.id}/webhook/test`),
    );
    const kept = await t.database.db
      .select()
      .from(digestWebhookDeliveries)
      .where(eq(digestWebhookDeliveries.webhookId, webhook.id));
    expect(kept).toHaveLength(100);
    const ids = new Set(kept.map((row) => row.messageId));
    expect(ids.has(sent.messageId)).toBe(true);
    // The oldest 21 went: the 120 made above less the 99 newest of them.
    expect(ids.has('msg_old_20')).toBe(false);
    expect(ids.has('msg_old_21')).toBe(true);
  });

  it('deleting the webhook removes it and its log; the digest stays', async () => {
    const { user, digest, webhook } = await withWebhook();
    await t.call(user, 'POST', `/api/digests/${digest.id}/webhook/test`);
    expect((await t.call(user, 'DELETE', `/api/digests/${digest.id}/webhook`)).statusCode).toBe(
      200,
    );
    expect(dataOf<null>(await t.call(user, 'GET', `/api/digests/${digest.id}/webhook`))).toBeNull();
    expect(
      await t.database.db
        .select()
        .from(digestWebhookDeliveries)
        .where(eq(digestWebhookDeliveries.webhookId, webhook.id)),
    ).toEqual([]);
    expect((await t.call(user, 'GET', '/api/digests')).statusCode).toBe(200);
  });
});
