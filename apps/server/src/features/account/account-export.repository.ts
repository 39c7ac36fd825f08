import { asc, eq } from 'drizzle-orm';
import type { DbOrTx } from '@/db/database';
import {
  connections,
  contentItems,
  highlightFeedback,
  keywordAlerts,
  pulses,
  savedHighlights,
  sources,
  summaries,
  trackedKeywords,
  userIdentities,
  userSettings,
  users,
} from '@/db/schema';

/**
 * Everything a user owns, for "Export my data". Left out on purpose: the password hash, sealed
 * platform tokens and Telegram sessions, refresh tokens, pending logins and OAuth states (secrets,
 * not data), and the ingestion bookkeeping.
 */
export async function readAccountData(db: DbOrTx, userId: string) {
  const [user] = await db
    .select({
      id: users.id,
      username: users.username,
      email: users.email,
      isEmailVerified: users.isEmailVerified,
      avatar: users.avatar,
      googleId: users.googleId,
      role: users.role,
      lastSeenAt: users.lastSeenAt,
      createdAt: users.createdAt,
      updatedAt: users.updatedAt,
    })
    .from(users)
    .where(eq(users.id, userId));
  const [settings] = await db
    .select({ settings: userSettings.settings, updatedAt: userSettings.updatedAt })
    .from(userSettings)
    .where(eq(userSettings.userId, userId));
  return {
    user,
    settings: settings ?? null,
    connections: await db
      .select({
        platform: connections.platform,
        status: connections.status,
        externalAccountId: connections.externalAccountId,
        username: connections.username,
        avatar: connections.avatar,
        scopes: connections.scopes,
        sandbox: connections.sandbox,
        connectedAt: connections.connectedAt,
      })
      .from(connections)
      .where(eq(connections.userId, userId))
      .orderBy(asc(connections.platform)),
    sources: await db
      .select({
        platform: sources.platform,
        externalId: sources.externalId,
        name: sources.name,
        type: sources.type,
        avatar: sources.avatar,
        createdAt: sources.createdAt,
      })
      .from(sources)
      .where(eq(sources.userId, userId))
      .orderBy(asc(sources.createdAt)),
    summaries: await db
      .select({
        id: summaries.id,
        platform: summaries.platform,
        sourceId: summaries.sourceId,
        options: summaries.options,
        status: summaries.status,
        content: summaries.content,
        error: summaries.error,
        source: summaries.source,
        createdAt: summaries.createdAt,
        updatedAt: summaries.updatedAt,
      })
      .from(summaries)
      .where(eq(summaries.userId, userId))
      .orderBy(asc(summaries.createdAt)),
    trackedKeywords: await db
      .select({
        id: trackedKeywords.id,
        keyword: trackedKeywords.keyword,
        platforms: trackedKeywords.platforms,
        isActive: trackedKeywords.isActive,
        settings: trackedKeywords.settings,
        createdAt: trackedKeywords.createdAt,
      })
      .from(trackedKeywords)
      .where(eq(trackedKeywords.userId, userId))
      .orderBy(asc(trackedKeywords.createdAt)),
    keywordAlerts: await db
      .select({
        id: keywordAlerts.id,
        platform: keywordAlerts.platform,
        keyword: keywordAlerts.keyword,
        detectedAt: keywordAlerts.detectedAt,
        isRead: keywordAlerts.isRead,
        matchContext: keywordAlerts.matchContext,
        contentSnippet: keywordAlerts.contentSnippet,
        source: keywordAlerts.source,
        engagement: keywordAlerts.engagement,
      })
      .from(keywordAlerts)
      .where(eq(keywordAlerts.userId, userId))
      .orderBy(asc(keywordAlerts.detectedAt)),
    savedHighlights: await db
      .select({
        platform: contentItems.platform,
        title: contentItems.title,
        url: contentItems.url,
        sourceName: contentItems.sourceName,
        note: savedHighlights.note,
        savedAt: savedHighlights.savedAt,
      })
      .from(savedHighlights)
      .innerJoin(contentItems, eq(contentItems.id, savedHighlights.contentItemId))
      .where(eq(savedHighlights.userId, userId))
      .orderBy(asc(savedHighlights.savedAt)),
    highlightFeedback: await db
      .select({
        platform: contentItems.platform,
        title: contentItems.title,
        url: contentItems.url,
        isHelpful: highlightFeedback.isHelpful,
        givenAt: highlightFeedback.givenAt,
      })
      .from(highlightFeedback)
      .innerJoin(contentItems, eq(contentItems.id, highlightFeedback.contentItemId))
      .where(eq(highlightFeedback.userId, userId))
      .orderBy(asc(highlightFeedback.givenAt)),
    pulses: await db
      .select({ day: pulses.day, data: pulses.data, generatedAt: pulses.generatedAt })
      .from(pulses)
      .where(eq(pulses.userId, userId))
      .orderBy(asc(pulses.day)),
    identities: await db
      .select({
        issuer: userIdentities.issuer,
        subject: userIdentities.subject,
        linkedAt: userIdentities.createdAt,
      })
      .from(userIdentities)
      .where(eq(userIdentities.userId, userId))
      .orderBy(asc(userIdentities.issuer)),
  };
}
