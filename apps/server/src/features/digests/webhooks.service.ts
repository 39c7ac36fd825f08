import {
  WEBHOOK_MESSAGES,
  WEBHOOK_SECRET_OVERLAP_HOURS,
  DIGEST_MESSAGES,
  type DigestWebhook,
  type WebhookDelivery,
} from '@socialpulse/contract';
import { randomUUID } from 'node:crypto';
import type { Db } from '@/db/database';
import { findDigest, type DigestRow } from '@/features/digests/digests.repository';
import { sendSigned } from '@/features/digests/webhook-delivery';
import { testPayload } from '@/features/digests/webhook-payload';
import type { WebhookSecrets } from '@/features/digests/webhook-secrets';
import type { SendWebhook } from '@/features/digests/webhook-sender';
import { newWebhookSecret } from '@/features/digests/webhook-signature';
import {
  checkWebhookUrlShape,
  resolveWebhookTarget,
  WebhookTargetError,
  type TargetPolicy,
} from '@/features/digests/webhook-target';
import {
  deleteWebhook,
  findWebhook,
  insertWebhook,
  listDeliveries,
  updateWebhook,
  type WebhookDeliveryRow,
  type WebhookRow,
} from '@/features/digests/webhooks.repository';
import { AppError } from '@/lib/app-error';
import { isUuid } from '@/lib/ids';

const HOUR_MS = 3_600_000;

const digestNotFound = () => new AppError(404, 'NOT_FOUND', DIGEST_MESSAGES.notFound);
const webhookNotFound = () => new AppError(404, 'NOT_FOUND', WEBHOOK_MESSAGES.notFound);

export interface WebhooksServiceDeps {
  db: Db;
  now: () => Date;
  publicUrl: string;
  secrets: WebhookSecrets;
  send: SendWebhook;
  policy: TargetPolicy;
}

/**
 * The webhook of one of the caller's digests, its delivery log, "Send test" and "Resume". Scoped
 * like the digest: another user's digest or webhook answers exactly like one that does not exist.
 */
export class WebhooksService {
  constructor(private readonly deps: WebhooksServiceDeps) {}

  async get(userId: string, digestId: string): Promise<DigestWebhook | null> {
    const digest = await this.digest(userId, digestId);
    const row = await findWebhook(this.deps.db, userId, digest.id);
    return row ? toWebhook(row, null, this.deps.now()) : null;
  }

  /**
   * Sets the address. A new webhook gets a secret, answered this once; a changed address keeps the
   * secret and starts active again. An address that is refused changes nothing.
   */
  async put(userId: string, digestId: string, rawUrl: string): Promise<DigestWebhook> {
    const digest = await this.digest(userId, digestId);
    const url = await this.checkTarget(rawUrl);
    const now = this.deps.now();
    const current = await findWebhook(this.deps.db, userId, digest.id);
    if (current) {
      const row = await updateWebhook(this.deps.db, userId, current.id, {
        url,
        pausedAt: null,
        pausedReason: null,
        consecutiveFailures: 0,
        updatedAt: now,
      });
      if (!row) throw webhookNotFound();
      return toWebhook(row, null, this.deps.now());
    }
    const secret = newWebhookSecret();
    const id = randomUUID();
    const row = await insertWebhook(this.deps.db, {
      id,
      subscriptionId: digest.id,
      userId,
      url,
      sealedSecret: this.deps.secrets.seal({ id, userId }, secret),
      createdAt: now,
      updatedAt: now,
    });
    return toWebhook(row, secret, this.deps.now());
  }

  /**
   * A new signing secret, answered this once. Every attempt from now on (retries of earlier runs
   * included) is signed with it, and for `WEBHOOK_SECRET_OVERLAP_HOURS` also with the secret it
   * replaced, so a receiver still being deployed with the old one accepts them. Rotating again
   * within that time replaces the previous secret with the one just replaced: only the last two sign.
   */
  async rotateSecret(userId: string, digestId: string): Promise<DigestWebhook> {
    const current = await this.webhook(userId, digestId);
    const secret = newWebhookSecret();
    const now = this.deps.now();
    const row = await updateWebhook(this.deps.db, userId, current.id, {
      sealedSecret: this.deps.secrets.seal(current, secret),
      sealedPreviousSecret: this.deps.secrets.sealPrevious(
        current,
        this.deps.secrets.open(current),
      ),
      previousSecretExpiresAt: new Date(now.getTime() + WEBHOOK_SECRET_OVERLAP_HOURS * HOUR_MS),
      updatedAt: now,
    });
    if (!row) throw webhookNotFound();
    return toWebhook(row, secret, this.deps.now());
  }

  async remove(userId: string, digestId: string): Promise<void> {
    const row = await this.webhook(userId, digestId);
    if (!(await deleteWebhook(this.deps.db, userId, row.id))) throw webhookNotFound();
  }

  /** Active again with the failure count at zero; runs missed while paused are not sent. */
  async resume(userId: string, digestId: string): Promise<DigestWebhook> {
    const current = await this.webhook(userId, digestId);
    const row = await updateWebhook(this.deps.db, userId, current.id, {
      pausedAt: null,
      pausedReason: null,
      consecutiveFailures: 0,
      updatedAt: this.deps.now(),
    });
    if (!row) throw webhookNotFound();
    return toWebhook(row, null, this.deps.now());
  }

  /**
   * Sends a signed `webhook.test` message now and answers its log entry. It is one attempt, without
   * retries, and does not count toward the pause: it is the owner checking their receiver.
   */
  async test(userId: string, digestId: string): Promise<WebhookDelivery> {
    const digest = await this.digest(userId, digestId);
    const row = await findWebhook(this.deps.db, userId, digest.id);
    if (!row) throw webhookNotFound();
    const { delivery } = await sendSigned(this.deps, row, {
      id: `msg_test_${randomUUID().replaceAll('-', '')}`,
      runId: null,
      attempt: 1,
      payload: testPayload(digest, this.deps.now(), this.deps.publicUrl),
    });
    return toDelivery(delivery);
  }

  async deliveries(userId: string, digestId: string): Promise<WebhookDelivery[]> {
    const row = await this.webhook(userId, digestId);
    return (await listDeliveries(this.deps.db, userId, row.id)).map(toDelivery);
  }

  private async digest(userId: string, digestId: string): Promise<DigestRow> {
    const digest = isUuid(digestId) ? await findDigest(this.deps.db, userId, digestId) : undefined;
    if (!digest) throw digestNotFound();
    return digest;
  }

  private async webhook(userId: string, digestId: string): Promise<WebhookRow> {
    const digest = await this.digest(userId, digestId);
    const row = await findWebhook(this.deps.db, userId, digest.id);
    if (!row) throw webhookNotFound();
    return row;
  }

  /** The normalized address, or a 400 saying what is wrong with it. */
  private async checkTarget(rawUrl: string): Promise<string> {
    try {
      const url = checkWebhookUrlShape(rawUrl);
      await resolveWebhookTarget(url, this.deps.policy);
      return url.href;
    } catch (error) {
      if (error instanceof WebhookTargetError)
        throw new AppError(400, 'BAD_REQUEST', error.message);
      throw error;
    }
  }
}

function toWebhook(row: WebhookRow, secret: string | null, now: Date): DigestWebhook {
  const overlap = row.sealedPreviousSecret ? row.previousSecretExpiresAt : null;
  return {
    id: row.id,
    digestId: row.subscriptionId,
    url: row.url,
    secret,
    previousSecretExpiresAt: overlap && overlap > now ? overlap.toISOString() : null,
    pausedAt: row.pausedAt?.toISOString() ?? null,
    pausedReason: row.pausedReason,
    consecutiveFailures: row.consecutiveFailures,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

function toDelivery(row: WebhookDeliveryRow): WebhookDelivery {
  return {
    id: row.id,
    messageId: row.messageId,
    event: row.event,
    runId: row.runId,
    attempt: row.attempt,
    outcome: row.outcome,
    statusCode: row.statusCode,
    error: row.error,
    durationMs: row.durationMs,
    createdAt: row.createdAt.toISOString(),
  };
}
