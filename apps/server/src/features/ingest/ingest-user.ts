import type { Platform } from '@socialpulse/contract';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '@/db/database';
import type { ConnectionAccess } from '@/features/connections/connection-access';
import { listConnections } from '@/features/connections/connections.repository';
import { dedupeRows, toContentRow } from '@/features/ingest/content-mapper';
import { INGEST_LIMITS, itemsCap, preferenceOf } from '@/features/ingest/ingest-limits';
import {
  cursorsOfUser,
  runsOfUser,
  saveCursor,
  saveRun,
  storeItems,
  type IngestCursorRow,
} from '@/features/ingest/ingest.repository';
import { fetchSourceItems } from '@/features/ingest/platform-calls';
import { platformSourceName } from '@/features/ingest/platform-source-name';
import { selectSources, type IngestSource } from '@/features/ingest/source-selection';
import type { AlertScanner, ScanResult } from '@/features/keyword-alerts/alert-scanner';
import { readStoredSettings } from '@/features/settings/settings.repository';
import { isPlatformError } from '@/platforms/errors';
import type { FetchWindow } from '@/platforms/types';

/** How long a platform rests after a 429 that did not say when it lifts. */
const DEFAULT_RATE_LIMIT_REST_MS = 15 * 60 * 1000;

export type PlatformOutcome =
  'ingested' | 'skipped_preference' | 'expired' | 'rate_limited' | 'waiting_rate_limit' | 'failed';

export interface IngestDeps {
  db: Db;
  access: ConnectionAccess;
  now: () => Date;
  log: FastifyBaseLogger;
  /** Matches the new links against the user's keywords; without one, alerts.scan picks them up. */
  scanner?: AlertScanner;
}

export interface IngestReport {
  platforms: Partial<Record<Platform, PlatformOutcome>>;
  /** Every item stored or refreshed in this run. */
  itemIds: string[];
  newLinks: number;
  alerts: ScanResult['created'];
}

interface PlatformRun {
  userId: string;
  platform: Platform;
  preference: number;
  cursors: Map<string, IngestCursorRow>;
  budget: { left: number };
}

/**
 * One ingestion run for one user (README.md): every connected platform the user has not switched
 * off, the selected sources of each, incrementally from each source's watermark and within the run's
 * caps; then the keyword scan over what was stored.
 */
export async function ingestUser(deps: IngestDeps, userId: string): Promise<IngestReport> {
  const { db, now } = deps;
  const report: IngestReport = { platforms: {}, itemIds: [], newLinks: 0, alerts: [] };
  const settings = await readStoredSettings(db, userId);
  const rows = await listConnections(db, userId);
  const restUntil = new Map((await runsOfUser(db, userId)).map((r) => [r.platform, r]));
  const cursors = new Map(
    (await cursorsOfUser(db, userId)).map((c) => [`${c.platform}\u0000${c.sourceId}`, c]),
  );
  const budget = { left: INGEST_LIMITS.itemsPerRun };
  // Preferred platforms first, so they get the run's item budget before the others.
  const ordered = rows
    .map((row) => ({ row, preference: preferenceOf(settings?.platformPreferences, row.platform) }))
    .sort((a, b) => b.preference - a.preference || a.row.platform.localeCompare(b.row.platform));

  for (const { row, preference } of ordered) {
    const platform = row.platform;
    if (preference === 0) {
      report.platforms[platform] = 'skipped_preference';
      await saveRun(db, { userId, platform, lastRunAt: now(), lastError: 'switched off' });
      continue;
    }
    if (row.status !== 'connected') {
      report.platforms[platform] = 'expired';
      await saveRun(db, { userId, platform, lastRunAt: now(), lastError: 'expired' });
      continue;
    }
    const limitedUntil = restUntil.get(platform)?.rateLimitedUntil;
    if (limitedUntil && limitedUntil.getTime() > now().getTime()) {
      report.platforms[platform] = 'waiting_rate_limit';
      continue;
    }
    const run: PlatformRun = { userId, platform, preference, cursors, budget };
    report.platforms[platform] = await ingestPlatform(deps, run, report);
  }

  if (deps.scanner && report.itemIds.length > 0) {
    report.alerts = (await deps.scanner.scanItems(report.itemIds)).created;
  }
  return report;
}

async function ingestPlatform(
  deps: IngestDeps,
  run: PlatformRun,
  report: IngestReport,
): Promise<PlatformOutcome> {
  const { db, now, log } = deps;
  const { userId, platform } = run;
  let selected: IngestSource[];
  try {
    selected = await selectSources(deps, userId, platform);
  } catch (error) {
    return recordFailure(deps, run, error);
  }
  for (const source of selected) {
    if (run.budget.left <= 0) break;
    const cursor = run.cursors.get(`${platform}\u0000${source.id}`);
    const window = fetchWindow(cursor, run, now());
    let fetched;
    try {
      fetched = await fetchSourceItems(deps.access, userId, platform, source.id, window);
    } catch (error) {
      const sourceOnly =
        isPlatformError(error) && ['forbidden', 'not_found', 'unexpected'].includes(error.kind);
      if (!sourceOnly || !isPlatformError(error)) return recordFailure(deps, run, error);
      // This source is unreadable (private, gone): the others still are.
      await saveCursor(db, {
        userId,
        platform,
        sourceId: source.id,
        sourceName: source.name,
        watermark: cursor?.watermark ?? null,
        lastFetchedAt: now(),
        lastError: error.message,
      });
      continue;
    }
    const fetchedAt = now();
    const sourceName = fetched.sourceTitle ?? source.name;
    const items = fetched.items.slice(0, run.budget.left);
    const sharedName = platformSourceName(platform, source, fetched.sourceTitle);
    const contentRows = dedupeRows(
      items.map((item) =>
        toContentRow(item, {
          userId,
          sourceName: sharedName,
          sourceType: source.type,
          fetchedAt,
        }),
      ),
    );
    const stored = await storeItems(db, userId, contentRows);
    run.budget.left -= contentRows.length;
    report.itemIds.push(...stored.itemIds);
    report.newLinks += stored.newLinks;
    const newest = contentRows.reduce<Date | null>(
      (max, r) => (max === null || r.publishedAt > max ? r.publishedAt : max),
      null,
    );
    await saveCursor(db, {
      userId,
      platform,
      sourceId: source.id,
      sourceName,
      watermark: newest ?? cursor?.watermark ?? null,
      lastFetchedAt: fetchedAt,
    });
    log.debug({ userId, platform, source: source.id, items: contentRows.length }, 'ingested');
  }
  await saveRun(db, { userId, platform, lastRunAt: now() });
  return 'ingested';
}

function fetchWindow(
  cursor: IngestCursorRow | undefined,
  run: PlatformRun,
  now: Date,
): FetchWindow {
  const t = now.getTime();
  const since = cursor?.watermark
    ? Math.max(
        cursor.watermark.getTime() - INGEST_LIMITS.refreshOverlapMs,
        t - INGEST_LIMITS.maxLookbackMs,
      )
    : t - INGEST_LIMITS.firstLookbackMs;
  return {
    since: new Date(since),
    until: now,
    ...(run.platform === 'reddit' ? { sort: 'new' as const } : {}),
    caps: {
      maxItems: Math.min(itemsCap(run.preference), run.budget.left),
      maxPages: INGEST_LIMITS.pagesPerSource,
      maxCommentedItems: 0,
    },
  };
}

/**
 * A limit stops the platform for this run and rests it until the reset; an expired connection (the
 * access layer marks it) and anything else stop it for this run only. Other platforms go on.
 */
async function recordFailure(
  deps: IngestDeps,
  run: PlatformRun,
  error: unknown,
): Promise<PlatformOutcome> {
  const { db, now, log } = deps;
  const base = { userId: run.userId, platform: run.platform, lastRunAt: now() };
  if (
    isPlatformError(error) &&
    (error.kind === 'rate_limited' || error.kind === 'quota_exceeded')
  ) {
    const resetAt = error.resetAt ?? new Date(now().getTime() + DEFAULT_RATE_LIMIT_REST_MS);
    await saveRun(db, { ...base, rateLimitedUntil: resetAt, lastError: error.message });
    log.info({ userId: run.userId, platform: run.platform, resetAt }, 'ingest rate limited');
    return 'rate_limited';
  }
  if (isPlatformError(error) && error.needsReconnect) {
    await saveRun(db, { ...base, lastError: error.message });
    return 'expired';
  }
  log.warn({ err: error, userId: run.userId, platform: run.platform }, 'ingest failed');
  await saveRun(db, { ...base, lastError: error instanceof Error ? error.message : 'failed' });
  return 'failed';
}
