import { and, desc, eq, notExists, sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '@/db/database';
import { contentItems, keywordAlerts } from '@/db/schema';
import type { KeywordAlertRow } from '@/features/keyword-alerts/keyword-alerts.repository';

/** Where the previous page ended: the last alert's detection time (to the microsecond) and id. */
export interface AlertPosition {
  detectedAt: string;
  id: string;
}

/**
 * `detected_at` keeps microseconds and a JavaScript Date only milliseconds: the position is the
 * database's own text of the time, so two alerts in one millisecond are never skipped or repeated.
 */
const detectedAtText = sql<string>`to_char(${keywordAlerts.detectedAt} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`;

function hiddenAdult(db: DbOrTx): SQL {
  return notExists(
    db
      .select({ id: contentItems.id })
      .from(contentItems)
      .where(and(eq(contentItems.id, keywordAlerts.contentItemId), eq(contentItems.nsfw, true))),
  );
}

/** One page of the user's alerts, newest first, after `after` when given; one extra row tells more. */
export async function alertHistoryPage(
  db: DbOrTx,
  userId: string,
  options: { after?: AlertPosition; limit: number; hideNsfw: boolean },
): Promise<{ rows: KeywordAlertRow[]; next: AlertPosition | null }> {
  const { after } = options;
  const rows = await db
    .select({ alert: keywordAlerts, position: detectedAtText })
    .from(keywordAlerts)
    .where(
      and(
        eq(keywordAlerts.userId, userId),
        after
          ? sql`(${keywordAlerts.detectedAt}, ${keywordAlerts.id}) < (${after.detectedAt}::timestamptz, ${after.id}::uuid)`
          : undefined,
        options.hideNsfw ? hiddenAdult(db) : undefined,
      ),
    )
    .orderBy(desc(keywordAlerts.detectedAt), desc(keywordAlerts.id))
    .limit(options.limit + 1);
  const page = rows.slice(0, options.limit);
  const last = page.at(-1);
  return {
    rows: page.map((r) => r.alert),
    next:
      rows.length > options.limit && last ? { detectedAt: last.position, id: last.alert.id } : null,
  };
}

/** The user's alert with the item it matched; undefined for anyone else's, or a hidden adult one. */
export async function findAlertWithItem(db: DbOrTx, userId: string, id: string, hideNsfw: boolean) {
  const [row] = await db
    .select({
      alert: keywordAlerts,
      item: {
        title: contentItems.title,
        text: contentItems.text,
        author: contentItems.author,
        url: contentItems.url,
        publishedAt: contentItems.publishedAt,
        nsfw: contentItems.nsfw,
      },
    })
    .from(keywordAlerts)
    .innerJoin(contentItems, eq(contentItems.id, keywordAlerts.contentItemId))
    .where(and(eq(keywordAlerts.id, id), eq(keywordAlerts.userId, userId)));
  if (!row || (hideNsfw && row.item.nsfw)) return undefined;
  return row;
}
