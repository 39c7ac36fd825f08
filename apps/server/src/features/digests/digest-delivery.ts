import type { SummaryStatus } from '@socialpulse/contract';
import { eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '@/db/database';
import { digestSubscriptions, users } from '@/db/schema';
import { digestEmail } from '@/features/digests/digest-email';
import { RUN_DELIVERY_DEADLINE_MS, runSummaries } from '@/features/digests/digest-runs';
import type { UnsubscribeTokens } from '@/features/digests/digest-tokens';
import {
  claimRunEmail,
  claimRunWebhook,
  findRun,
  finishRun,
  releaseRunEmail,
} from '@/features/digests/digests.repository';
import {
  firstAttemptJobId,
  messageIdOfRun,
  type WebhookQueue,
} from '@/features/digests/webhook-delivery';
import { findActiveWebhook } from '@/features/digests/webhooks.repository';
import type { Mailer } from '@/features/email/mailer';

/** Statuses a summary may still leave on its own. */
const UNFINISHED: readonly SummaryStatus[] = ['pending', 'processing', 'rate_limited'];

export interface DeliveryDeps {
  db: Db;
  now: () => Date;
  log: FastifyBaseLogger;
  /** Absent without SMTP: email is then skipped (the feed still gets the run). */
  mailer?: Mailer | undefined;
  publicUrl: string;
  unsubscribe: UnsubscribeTokens;
  /** Queues the webhook message of a run (absent: webhooks are not sent, as in some tests). */
  webhooks?: WebhookQueue | null | undefined;
  /** The delivery job running this, recorded with the email claim (absent when called directly). */
  jobId?: string | undefined;
}

export type DeliveryOutcome = 'delivered' | 'waiting' | 'missing' | 'already_done';

export function unsubscribeUrl(deps: Pick<DeliveryDeps, 'publicUrl' | 'unsubscribe'>, id: string) {
  return `${deps.publicUrl}/api/digests/unsubscribe?token=${encodeURIComponent(deps.unsubscribe.sign(id))}`;
}

/**
 * Delivers a run once its summaries are final (or once it is older than the deadline, with what
 * is there): the email is claimed on the run before it is sent, so a retry or a second worker never
 * sends it twice, and given back when sending fails so the queue's retry sends it. Marking the run
 * `completed` puts it in the user's feed.
 */
export async function deliverRun(deps: DeliveryDeps, runId: string): Promise<DeliveryOutcome> {
  const { db, now } = deps;
  const run = await findRun(db, runId);
  if (!run) return 'missing';
  if (run.status !== 'pending') return 'already_done';
  const summaries = await runSummaries(db, run);
  const late = now().getTime() - run.createdAt.getTime() >= RUN_DELIVERY_DEADLINE_MS;
  if (!late && summaries.some((s) => UNFINISHED.includes(s.status))) return 'waiting';

  const [subscription] = await db
    .select({
      sub: digestSubscriptions,
      email: users.email,
      verified: users.isEmailVerified,
    })
    .from(digestSubscriptions)
    .innerJoin(users, eq(users.id, digestSubscriptions.userId))
    .where(eq(digestSubscriptions.id, run.subscriptionId))
    .limit(1);
  if (!subscription) return 'missing';
  const { sub, email, verified } = subscription;
  // Queued first: a failing mail server must not hold the webhook back (nor the other way round).
  await queueWebhook(deps, run.id, sub.id);
  // Only to a proven address (decision 0049); the feed and the webhook still get the run.
  if (
    sub.channels.email &&
    verified &&
    deps.mailer &&
    (await claimRunEmail(db, run.id, now(), deps.jobId ?? null))
  ) {
    try {
      await deps.mailer.send(
        digestEmail({
          to: email,
          digestName: sub.name,
          window: { start: run.windowStart, end: run.windowEnd },
          timeZone: sub.timeZone,
          summaries,
          publicUrl: deps.publicUrl,
          unsubscribeUrl: unsubscribeUrl(deps, sub.id),
          runId: run.id,
        }),
      );
    } catch (error) {
      await releaseRunEmail(db, run.id);
      throw error;
    }
  }
  await finishRun(db, run.id, 'completed', now());
  deps.log.info({ digestRun: run.id, summaries: summaries.length }, 'digest delivered');
  return 'delivered';
}

/**
 * Queues the run's first webhook attempt when its digest has an active webhook. The first attempt's
 * job id is derived from the run, so queuing it again (a delivery handed back after its worker died
 * between here and finishing the run) stores no second job: the queue keeps one job per id. The
 * time it was first queued is stamped on the run; it is the payload's timestamp.
 */
async function queueWebhook(deps: DeliveryDeps, runId: string, subscriptionId: string) {
  if (!deps.webhooks) return;
  const webhook = await findActiveWebhook(deps.db, subscriptionId);
  if (!webhook) return;
  await claimRunWebhook(deps.db, runId, deps.now());
  await deps.webhooks.enqueueAttempt(
    { webhookId: webhook.id, runId, messageId: messageIdOfRun(runId), attempt: 1 },
    undefined,
    firstAttemptJobId(runId),
  );
}
