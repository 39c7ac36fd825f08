import type { Db, DbOrTx } from '@/db/database';
import { alertEngagement } from '@/features/keyword-alerts/alert-mappers';
import {
  claimPendingLinks,
  loadScanItems,
  ownSourceKey,
  ownSourceNames,
  recentItemIdsOfUser,
  type ContentLink,
  type ScanItem,
} from '@/features/keyword-alerts/alert-scan.repository';
import { toMatcherKeyword } from '@/features/keyword-alerts/keyword-mappers';
import {
  insertAlerts,
  type NewKeywordAlert,
} from '@/features/keyword-alerts/keyword-alerts.repository';
import {
  activeKeywordsOfUsers,
  findKeyword,
} from '@/features/keyword-alerts/tracked-keywords.repository';
import { isForeignKeyViolation } from '@/lib/db-errors';
import { buildKeywordMatcher, type KeywordMatcher } from '@/matcher/keyword-matcher';
import { createMatcherCache, type MatcherCache } from '@/matcher/matcher-cache';

const DAY_MS = 24 * 60 * 60 * 1000;

export interface ScanLimits {
  /** Links claimed per transaction: bounds how long one scan holds its locks. */
  batchSize: number;
  /** How far back a new or changed keyword looks, and at most how many items. */
  backfillDays: number;
  backfillItems: number;
}

export const DEFAULT_SCAN_LIMITS: ScanLimits = {
  batchSize: 500,
  backfillDays: 7,
  backfillItems: 5_000,
};

export interface ScanResult {
  /** User and item pairs examined. */
  links: number;
  /** New alerts (a pair that already had its alert adds none), for a notifier to announce. */
  created: { id: string; userId: string }[];
}

const emptyResult = (): ScanResult => ({ links: 0, created: [] });
const addTo = (total: ScanResult, part: ScanResult) => {
  total.links += part.links;
  total.created.push(...part.created);
};

/**
 * Turns stored content into keyword alerts. Work is tracked per user and item (`user_content`):
 * each pending link is matched once against that user's active keywords, and an alert is only
 * ever written for a keyword whose owner can see the item. Alerts are unique per keyword and item,
 * so rescanning anything adds nothing.
 *
 * Entry points: `scanItems` (ingestion, right after storing a batch), `scanPending` (the periodic
 * `alerts.scan` job, catching whatever ingestion did not), `backfillKeyword` (a keyword that was
 * created, switched on or changed looks at the user's recent content).
 */
export class AlertScanner {
  private readonly cache: MatcherCache;
  private readonly now: () => Date;
  private readonly limits: ScanLimits;

  constructor(
    private readonly db: Db,
    options: { cache?: MatcherCache; now?: () => Date; limits?: Partial<ScanLimits> } = {},
  ) {
    this.cache = options.cache ?? createMatcherCache();
    this.now = options.now ?? (() => new Date());
    this.limits = { ...DEFAULT_SCAN_LIMITS, ...options.limits };
  }

  /** Scans every not-yet-scanned link, oldest first, up to `maxLinks`. */
  async scanPending(maxLinks = 50_000): Promise<ScanResult> {
    const total = emptyResult();
    while (total.links < maxLinks) {
      const limit = Math.min(this.limits.batchSize, maxLinks - total.links);
      const part = await this.scanClaimed({ limit });
      addTo(total, part);
      if (part.links < limit) break;
    }
    return total;
  }

  /** Scans the pending links of these items (all users who see them). Ingestion calls this. */
  async scanItems(itemIds: readonly string[]): Promise<ScanResult> {
    const total = emptyResult();
    const unique = [...new Set(itemIds)];
    for (let i = 0; i < unique.length; i += this.limits.batchSize) {
      const chunk = unique.slice(i, i + this.limits.batchSize);
      // A chunk may have more links than one batch when many users follow the same sources.
      for (;;) {
        const part = await this.scanClaimed({ limit: this.limits.batchSize, itemIds: chunk });
        addTo(total, part);
        if (part.links < this.limits.batchSize) break;
      }
    }
    return total;
  }

  /**
   * Tries one keyword on its owner's recent items (bounded by `backfillDays` and `backfillItems`).
   * Only the owner's own items are read, so visibility holds by construction.
   */
  async backfillKeyword(userId: string, keywordId: string): Promise<ScanResult> {
    const total = emptyResult();
    const row = await findKeyword(this.db, userId, keywordId);
    if (!row?.isActive) return total;
    const matcher = buildKeywordMatcher([toMatcherKeyword(row)]);
    const since = new Date(this.now().getTime() - this.limits.backfillDays * DAY_MS);
    const ids = await recentItemIdsOfUser(this.db, userId, since, this.limits.backfillItems);
    for (let i = 0; i < ids.length; i += this.limits.batchSize) {
      const items = await loadScanItems(this.db, ids.slice(i, i + this.limits.batchSize));
      const names = await ownSourceNames(this.db, [userId], items);
      const rows = this.alertsFor(matcher, items, names, () => true);
      try {
        total.created.push(...(await insertAlerts(this.db, rows)));
      } catch (error) {
        // The keyword was deleted meanwhile: nothing left to backfill.
        if (isForeignKeyViolation(error)) return total;
        throw error;
      }
      total.links += items.length;
    }
    return total;
  }

  /**
   * One transaction: claim links, match, insert alerts. A keyword deleted between loading and
   * inserting fails the insert on its foreign key; the rollback returns the links and a retry
   * loads the keywords afresh.
   */
  private async scanClaimed(claim: {
    limit: number;
    itemIds?: readonly string[];
  }): Promise<ScanResult> {
    for (let attempt = 1; ; attempt++) {
      try {
        return await this.db.transaction(async (tx) => {
          const links = await claimPendingLinks(tx, { ...claim, scannedAt: this.now() });
          return { links: links.length, created: await this.alertLinks(tx, links) };
        });
      } catch (error) {
        if (attempt >= 3 || !isForeignKeyViolation(error)) throw error;
      }
    }
  }

  private async alertLinks(
    tx: DbOrTx,
    links: readonly ContentLink[],
  ): Promise<ScanResult['created']> {
    if (links.length === 0) return [];
    const viewers = new Map<string, Set<string>>();
    for (const { userId, contentItemId } of links) {
      const set = viewers.get(contentItemId) ?? new Set<string>();
      set.add(userId);
      viewers.set(contentItemId, set);
    }
    const userIds = [...new Set(links.map((l) => l.userId))];
    const keywords = await activeKeywordsOfUsers(tx, userIds);
    if (keywords.length === 0) return [];
    // The cache rebuilds the automaton only when this set of keywords differs from the last one.
    const matcher = this.cache.get(keywords.map(toMatcherKeyword));
    const items = await loadScanItems(tx, [...viewers.keys()]);
    const rows = this.alertsFor(
      matcher,
      items,
      await ownSourceNames(tx, userIds, items),
      (item, userId) => viewers.get(item.id)?.has(userId) === true,
    );
    return insertAlerts(tx, rows);
  }

  /** Alerts for the matches `visible` allows; one per keyword and item (the matcher's rule too). */
  private alertsFor(
    matcher: KeywordMatcher,
    items: readonly ScanItem[],
    ownNames: ReadonlyMap<string, string>,
    visible: (item: ScanItem, userId: string) => boolean,
  ): NewKeywordAlert[] {
    const detectedAt = this.now();
    const rows: NewKeywordAlert[] = [];
    for (const item of items) {
      const result = matcher.matchItem({
        id: item.id,
        platform: item.platform,
        text: searchableText(item),
      });
      for (const match of result.matches) {
        if (!visible(item, match.userId)) continue;
        rows.push({
          userId: match.userId,
          keywordId: match.keywordId,
          contentItemId: item.id,
          platform: item.platform,
          keyword: match.keyword,
          detectedAt,
          matchContext: match.matchContext,
          contentSnippet: result.contentSnippet,
          source: {
            type: item.sourceType,
            name:
              ownNames.get(ownSourceKey(match.userId, item.platform, item.sourceId)) ??
              item.sourceName,
            url: item.url,
          },
          engagement: alertEngagement(item.engagement),
        });
      }
    }
    return rows;
  }
}

/** Title and body, as one NFC string (the matcher's keywords are NFC, and offsets refer to this). */
export function searchableText(item: Pick<ScanItem, 'title' | 'text'>): string {
  const title = item.title?.trim() ?? '';
  return (title.length > 0 ? `${title}\n${item.text}` : item.text).normalize('NFC');
}
