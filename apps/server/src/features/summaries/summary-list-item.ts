import type { SummaryListItem } from '@socialpulse/contract';
import type { SummaryListRow, SummaryRow } from '@/features/summaries/summaries.repository';

/** A summary's window as the API shows it: null unless both ends are set. */
export function windowOf(row: Pick<SummaryRow, 'windowStart' | 'windowEnd'>) {
  return row.windowStart !== null && row.windowEnd !== null
    ? { start: row.windowStart.toISOString(), end: row.windowEnd.toISOString() }
    : null;
}

/**
 * The one writer of a list item, for GET /api/summaries and the Pulse's recent summaries alike.
 * `source` is null until the source was fetched; a stored source without a title shows its id.
 */
export function toSummaryListItem(row: SummaryListRow): SummaryListItem {
  return {
    _id: row.id,
    id: row.id,
    userId: row.userId,
    platform: row.platform,
    sourceId: row.sourceId,
    options: row.options,
    status: row.status,
    content: row.contentPreview,
    error: row.error,
    source:
      row.sourceRef === null
        ? null
        : { id: row.sourceRef, title: row.sourceTitle ?? row.sourceRef },
    window: windowOf(row),
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}
