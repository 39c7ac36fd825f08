import { createHash } from 'node:crypto';
import { WEBHOOK_MAX_ATTEMPTS, WEBHOOK_PAUSE_AFTER_FAILURES } from '@socialpulse/contract';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '@/db/database';
import { runSummaries } from '@/features/digests/digest-runs';
import { findDigestById, findRun } from '@/features/digests/digests.repository';
import { runPayload, type WebhookPayload } from '@/features/digests/webhook-payload';
import type { WebhookSecrets } from '@/features/digests/webhook-secrets';
import type { AttemptResult, SendWebhook } from '@/features/digests/webhook-sender';
import { webhookHeaders } from '@/features/digests/webhook-signature';
import {
  findWebhookById,
  insertDelivery,
  pruneDeliveries,
  recordWebhookFailure,
  recordWebhookSuccess,
  type WebhookDeliveryRow,
  type WebhookRow,
} from '@/features/digests/webhooks.repository';

/** One attempt of one message; `messageId` is the `webhook-id` header, the same on every attempt. */
export interface WebhookAttempt {
  webhookId: string;
  runId: string;
  messageId: string;
  attempt: number;
}

/** What delivery needs from the job queue (jobs/webhook-queue-port.ts implements it). */
export interface WebhookQueue {
  /** `jobId` makes the send idempotent: a second send with the same id stores nothing. */
  enqueueAttempt(
    attempt: WebhookAttempt,
    startAfter?: Date,
    jobId?: string,
  ): Promise<string | null>;
}

export interface WebhookDeps {
  db: Db;
  now: () => Date;
  log: FastifyBaseLogger;
  publicUrl: string;
  send: SendWebhook;
  secrets: WebhookSecrets;
  /** Null where no retry can be queued (the outcome then says `failed`). */
  queue: WebhookQueue | null;
}

export type AttemptOutcome = 'succeeded' | 'retrying' | 'failed' | 'paused' | 'skipped';

const BACKOFF_BASE_MS = 30_000;

/**
 * The wait before attempt `attempt + 1`: 30 s, 2 min, 8 min, 32 min, about 2 h (×4 each time), so a
 * receiver down for a deploy gets the message within a minute and one down for hours still gets it.
 */
export function retryDelayMs(attempt: number): number {
  return BACKOFF_BASE_MS * 4 ** (attempt - 1);
}

export const messageIdOfRun = (runId: string) => `msg_${runId.replaceAll('-', '')}`;

/** The job id of a run's first webhook attempt: a UUID made from the run's id, always the same. */
export function firstAttemptJobId(runId: string): string {
  const hex = createHash('sha256').update(`digest-webhook-first-attempt:${runId}`).digest('hex');
  // Shaped as a version 8 (custom) UUID of the RFC 9562 variant, which any UUID column accepts.
  return [
    hex.slice(0, 8),
    hex.slice(8, 12),
    `8${hex.slice(13, 16)}`,
    `${((parseInt(hex.slice(16, 17), 16) & 0x3) | 0x8).toString(16)}${hex.slice(17, 20)}`,
    hex.slice(20, 32),
  ].join('-');
}

/** Signs and sends one body to the webhook, and logs the attempt. */
export async function sendSigned(
  deps: Pick<WebhookDeps, 'db' | 'now' | 'send' | 'secrets'>,
  webhook: WebhookRow,
  message: { id: string; runId: string | null; attempt: number; payload: WebhookPayload },
): Promise<{ result: AttemptResult; delivery: WebhookDeliveryRow }> {
  const body = JSON.stringify(message.payload);
  const now = deps.now();
  const timestamp = Math.floor(now.getTime() / 1000);
  const headers = webhookHeaders(deps.secrets.signing(webhook, now), message.id, timestamp, body);
  const result = await deps.send(webhook.url, headers, body);
  const delivery = await insertDelivery(deps.db, {
    webhookId: webhook.id,
    userId: webhook.userId,
    messageId: message.id,
    event: message.payload.type,
    runId: message.runId,
    attempt: message.attempt,
    outcome: result.ok ? 'succeeded' : 'failed',
    statusCode: result.statusCode,
    error: result.error,
    durationMs: result.durationMs,
    createdAt: deps.now(),
  });
  await pruneDeliveries(deps.db, webhook.id);
  return { result, delivery };
}

/**
 * One attempt to deliver a run to its digest's webhook. A failure counts toward the pause and, while
 * attempts are left, queues the next one after the backoff; at the limit of failures in a row the
 * webhook is paused with the reason, and queued retries then stop here without sending.
 */
export async function attemptWebhook(
  deps: WebhookDeps,
  job: WebhookAttempt,
): Promise<AttemptOutcome> {
  const webhook = await findWebhookById(deps.db, job.webhookId);
  if (!webhook) return 'skipped';
  if (webhook.pausedAt) return 'paused';
  const run = await findRun(deps.db, job.runId);
  const digest = run && (await findDigestById(deps.db, run.subscriptionId));
  if (!run || !digest || digest.id !== webhook.subscriptionId) return 'skipped';
  const payload = runPayload(digest, run, await runSummaries(deps.db, run), deps.publicUrl);
  const { result } = await sendSigned(deps, webhook, {
    id: job.messageId,
    runId: run.id,
    attempt: job.attempt,
    payload,
  });
  if (result.ok) {
    await recordWebhookSuccess(deps.db, webhook.id);
    return 'succeeded';
  }
  const after = await recordWebhookFailure(
    deps.db,
    webhook.id,
    WEBHOOK_PAUSE_AFTER_FAILURES,
    result.error ?? `HTTP ${result.statusCode ?? 0}`,
    deps.now(),
  );
  if (after?.pausedAt) {
    deps.log.warn({ webhook: webhook.id }, 'digest webhook paused after repeated failures');
    return 'paused';
  }
  if (job.attempt >= WEBHOOK_MAX_ATTEMPTS || !deps.queue) return 'failed';
  await deps.queue.enqueueAttempt(
    { ...job, attempt: job.attempt + 1 },
    new Date(deps.now().getTime() + retryDelayMs(job.attempt)),
  );
  return 'retrying';
}
