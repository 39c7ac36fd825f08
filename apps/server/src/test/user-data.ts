import { getTableColumns, getTableName, is, sql, Table } from 'drizzle-orm';
import type { DbOrTx } from '@/db/database';
import * as schema from '@/db/schema';
import { seedItem } from '@/test/content';

/** Every table with a `user_id` column: what "all of a user's data" means. */
export function userTables(): Table[] {
  return (Object.values(schema) as unknown[]).filter(
    (value): value is Table => is(value, Table) && 'userId' in getTableColumns(value),
  );
}

/** Rows per user table for this user, by table name. */
export async function countUserRows(db: DbOrTx, userId: string): Promise<Record<string, number>> {
  const counts: Record<string, number> = {};
  for (const table of userTables()) {
    const name = getTableName(table);
    const result = await db.execute<{ n: number }>(
      sql`select count(*)::int as n from ${table} where user_id = ${userId}`,
    );
    const rows = (Array.isArray(result) ? result : (result as { rows: { n: number }[] }).rows) as {
      n: number;
    }[];
    counts[name] = rows[0]?.n ?? 0;
  }
  return counts;
}

/** One row (at least) in every user table, so deletion, export and backups can be checked fully. */
export async function seedEverything(db: DbOrTx, userId: string, label: string): Promise<void> {
  const now = new Date();
  const item = await seedItem(db, { text: `${label} item about rust`, title: label }, [userId]);
  await db.insert(schema.userSettings).values({ userId, settings: { summaryTone: 'creative' } });
  const [keyword] = await db
    .insert(schema.trackedKeywords)
    .values({
      userId,
      keyword: `${label}-kw`,
      keywordKey: `${label}-kw`,
      platforms: ['reddit'],
      settings: { caseSensitive: false, wholeWord: true, excludePatterns: [] },
    })
    .returning();
  await db.insert(schema.keywordAlerts).values({
    userId,
    keywordId: keyword!.id,
    contentItemId: item.id,
    platform: 'reddit',
    keyword: `${label}-kw`,
    matchContext: { before: '', matched: 'rust', after: '' },
    contentSnippet: `${label} snippet`,
    source: { type: 'post', name: 'r/programming', url: 'https://example.com' },
  });
  await db.insert(schema.connections).values({
    userId,
    platform: 'reddit',
    externalAccountId: `${label}-ext`,
    username: `${label}-reddit`,
    accessTokenEnc: 'sealed-access-token-do-not-export',
    refreshTokenEnc: 'sealed-refresh-token-do-not-export',
    sandbox: true,
  });
  await db.insert(schema.sources).values({
    userId,
    platform: 'reddit',
    externalId: 'programming',
    name: `${label} source`,
    type: 'public',
  });
  await db.insert(schema.summaries).values({
    userId,
    platform: 'reddit',
    sourceId: 'programming',
    options: { tone: 'engaging', period: 'today' } as never,
    status: 'completed',
    content: `${label} summary content`,
  });
  await db.insert(schema.oauthStates).values({
    stateHash: `${label}-state-${now.getTime()}`,
    userId,
    purpose: 'reddit',
    codeVerifierEnc: 'sealed',
    redirectUri: 'http://localhost/auth/callback/reddit',
    expiresAt: new Date(now.getTime() + 600_000),
  });
  await db.insert(schema.telegramLogins).values({
    userId,
    stateEnc: 'sealed',
    expiresAt: new Date(now.getTime() + 600_000),
  });
  await db.insert(schema.ingestCursors).values({
    userId,
    platform: 'reddit',
    sourceId: 'programming',
    sourceName: 'r/programming',
    lastFetchedAt: now,
  });
  await db.insert(schema.ingestRuns).values({ userId, platform: 'reddit', lastRunAt: now });
  await db
    .insert(schema.pulses)
    .values({ userId, day: '2026-11-25', data: { label }, generatedAt: now });
  await db
    .insert(schema.userIdentities)
    .values({ issuer: 'https://id.example.test', subject: `${label}-sub`, userId });
  await db.insert(schema.savedHighlights).values({ userId, contentItemId: item.id, note: label });
  await db
    .insert(schema.highlightFeedback)
    .values({ userId, contentItemId: item.id, isHelpful: true });
  const [digest] = await db
    .insert(schema.digestSubscriptions)
    .values({
      userId,
      name: `${label} briefing`,
      sources: [{ platform: 'reddit', sourceId: 'programming' }],
      schedule: { kind: 'daily', time: '07:00' },
      timeZone: 'UTC',
      tone: 'engaging',
      language: 'en',
      channels: { email: true, feed: true },
    })
    .returning();
  const [run] = await db
    .insert(schema.digestRuns)
    .values({
      subscriptionId: digest!.id,
      userId,
      windowStart: new Date(now.getTime() - 86_400_000),
      windowEnd: now,
      summaryIds: [],
    })
    .returning();
  const [webhook] = await db
    .insert(schema.digestWebhooks)
    .values({
      subscriptionId: digest!.id,
      userId,
      url: `https://hooks.example.test/${label}`,
      sealedSecret: `${label}-sealed`,
    })
    .returning();
  await db.insert(schema.digestWebhookDeliveries).values({
    webhookId: webhook!.id,
    userId,
    messageId: `msg_${label}`,
    event: 'digest.delivered',
    runId: run!.id,
    attempt: 1,
    outcome: 'succeeded',
    statusCode: 204,
    durationMs: 12,
  });
  await db
    .insert(schema.digestFeedTokens)
    .values({ userId, tokenHash: `${label}-feed-${now.getTime()}` });
  await db.insert(schema.apiTokens).values({
    userId,
    name: `${label} script`,
    tokenHash: `${label}-api-${now.getTime()}`,
    prefix: 'sp_pat_seeded',
    scope: 'read',
  });
  await db.insert(schema.accountTokens).values({
    userId,
    purpose: 'password_reset',
    tokenHash: `${label}-reset-${now.getTime()}`,
    email: `${label}@example.com`,
    expiresAt: new Date(now.getTime() + 3_600_000),
  });
}
