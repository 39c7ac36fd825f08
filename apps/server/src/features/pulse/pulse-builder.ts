import { type Platform } from '@socialpulse/contract';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '@/db/database';
import type { ConnectionAccess } from '@/features/connections/connection-access';
import { listConnections } from '@/features/connections/connections.repository';
import { preferenceOf } from '@/features/ingest/ingest-limits';
import { cursorsOfUser } from '@/features/ingest/ingest.repository';
import { buildHighlights } from '@/features/pulse/highlights';
import { connectedPlatforms } from '@/features/pulse/connected-platforms';
import { pulseDay } from '@/features/pulse/pulse-day';
import { findPulse, itemsOfUserSince, storePulse } from '@/features/pulse/pulse.repository';
import { parseStoredPulse, type StoredPulse } from '@/features/pulse/stored-pulse';
import { buildSuggested, termProfile } from '@/features/pulse/suggested';
import { readSources } from '@/features/pulse/read-sources';
import { buildTrending } from '@/features/pulse/trending';
import { listKeywords } from '@/features/keyword-alerts/tracked-keywords.repository';
import { hidesNsfw, readStoredSettings } from '@/features/settings/settings.repository';
import { summaryWindow } from '@/features/summaries/summary-window';
import { followedSourceIds, rememberedSourceKeys } from '@/features/pulse/followed-sources';

/** A suggestion's posters are compared with those of the user's sources over this many days. */
const READ_DAYS = 7;
const DAY_MS = 86_400_000;

/** Items of today considered per build, most recent first. */
export const PULSE_ITEMS_MAX = 500;

export interface PulseBuildDeps {
  db: Db;
  access: ConnectionAccess;
  now: () => Date;
  log: FastifyBaseLogger;
}

/**
 * Builds the user's Pulse for today (UTC) from their stored items and stores it. Suggestions need
 * platform calls, so they are worked out once a day: later builds of the same day keep them.
 */
export async function buildPulse(deps: PulseBuildDeps, userId: string): Promise<StoredPulse> {
  const { db } = deps;
  const now = deps.now();
  const day = pulseDay(now);
  const settings = await readStoredSettings(db, userId);
  const preferences = settings?.platformPreferences;
  const window = summaryWindow('today', undefined, now);
  const hideNsfw = hidesNsfw(settings);
  const items = (await itemsOfUserSince(db, userId, window.start, PULSE_ITEMS_MAX)).filter(
    (i) =>
      i.publishedAt.getTime() <= now.getTime() &&
      preferenceOf(preferences, i.platform) > 0 &&
      !(hideNsfw && i.nsfw),
  );

  const previous = parseStoredPulse((await findPulse(db, userId, day))?.data);
  const platforms = await suggestionPlatforms(deps, userId, preferences);
  const followed = await followedSources(db, userId);
  // Kept for the day unless a platform was connected since (its sources were never considered)
  // or the adult-content setting changed.
  const keep =
    previous !== undefined &&
    previous.suggested.length > 0 &&
    builtWith(previous) === hideNsfw &&
    platforms.every((p) => (previous.suggestedFor ?? platforms).includes(p));
  const suggested = keep
    ? previous.suggested.filter((s) => !followed.has(`${s.platform}\u0000${s.id}`))
    : await buildSuggested(deps, {
        userId,
        platforms,
        followed,
        keywords: [
          ...(settings?.keywords ?? []),
          ...(await listKeywords(db, userId)).filter((k) => k.isActive).map((k) => k.keyword),
        ],
        hideNsfw,
        profile: termProfile(items.map((i) => `${i.title ?? ''}\n${i.text.slice(0, 300)}`)),
        profileItems: items.length,
        read: await readSources(db, userId, new Date(now.getTime() - READ_DAYS * DAY_MS)),
      });

  const { connected, neverIngested } = await connectedPlatforms(db, userId);
  const pulse: StoredPulse = {
    generatedAt: now.toISOString(),
    ingestedFor: connected.filter((p) => !neverIngested.includes(p)),
    trending: buildTrending(items, now),
    suggested,
    suggestedFor: keep ? (previous.suggestedFor ?? platforms) : platforms,
    highlights: buildHighlights(items, preferences, await followedSourceIds(db, userId)),
    hideNsfw,
  };
  await storePulse(db, { userId, day, data: pulse, generatedAt: now });
  return pulse;
}

/** The NSFW setting a stored build honoured; builds from before the setting hid nothing. */
export function builtWith(pulse: StoredPulse): boolean {
  return pulse.hideNsfw ?? false;
}

async function suggestionPlatforms(
  deps: PulseBuildDeps,
  userId: string,
  preferences: Readonly<Record<string, number>> | undefined,
): Promise<Platform[]> {
  const rows = await listConnections(deps.db, userId);
  return rows
    .filter((r) => r.status === 'connected' && preferenceOf(preferences, r.platform) > 0)
    .map((r) => r.platform);
}

async function followedSources(db: Db, userId: string): Promise<Set<string>> {
  const keys = new Set(await rememberedSourceKeys(db, userId));
  for (const c of await cursorsOfUser(db, userId)) keys.add(`${c.platform}\u0000${c.sourceId}`);
  return keys;
}
