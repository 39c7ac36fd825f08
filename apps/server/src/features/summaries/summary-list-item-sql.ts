import { sql, type SQL } from 'drizzle-orm';
import { isoTimestamp } from '@/db/iso-timestamp';
import { summaries } from '@/db/schema';

/**
 * A summaries row as the list item the contract describes (`summaryListItemSchema`), written as
 * JSON text by PostgreSQL: the one writer of list items, for GET /api/summaries and the Pulse's
 * recent summaries alike.
 *
 * Why the database writes it (issue 11, docs/perf.md): read as 14 columns, a page of 20 cost the
 * server a row parse per column, a Date per instant, a mapping, zod's check of the answer and a
 * JSON.stringify, about half of the request's CPU; as one text column per item the server only
 * joins the items into the envelope.
 *
 * The keys are in the contract's order; `options` is the jsonb create() wrote (only the contract's
 * keys, in jsonb's own order and spacing). row_to_json of a row of named columns writes compact
 * JSON, where json_build_object puts a space on each side of every colon (6 % more bytes) for no
 * less of PostgreSQL's time. The aliases list_item, list_source and list_window must not be names
 * of the table's columns: a bare name is read as the column first (`source` was, and
 * row_to_json(jsonb) does not exist).
 *
 * `window` is null unless both ends are set, as in the detail (toSummary, summaries.service.ts);
 * `source` is null until the source was fetched, and a stored source without a title shows its id.
 * A test reads list items and details of the same summaries and holds them to each other
 * (summary-list-item.test.ts).
 */
export function summaryListItemJson(): SQL<string> {
  const s = summaries;
  const source = sql`(select row_to_json(list_source) from (select
    ${s.sourceRef} as "id", coalesce(${s.sourceTitle}, ${s.sourceRef}) as "title") list_source)`;
  const window = sql`(select row_to_json(list_window) from (select
    ${isoTimestamp(s.windowStart)} as "start", ${isoTimestamp(s.windowEnd)} as "end") list_window)`;
  return sql<string>`(select row_to_json(list_item) from (select
    ${s.id} as "_id",
    ${s.id} as "id",
    ${s.userId} as "userId",
    ${s.platform} as "platform",
    ${s.sourceId} as "sourceId",
    ${s.options} as "options",
    ${s.status} as "status",
    ${s.contentPreview} as "content",
    ${s.error} as "error",
    case when ${s.sourceRef} is null then null else ${source} end as "source",
    case when ${s.windowStart} is null or ${s.windowEnd} is null then null else ${window} end
      as "window",
    ${isoTimestamp(s.createdAt)} as "createdAt",
    ${isoTimestamp(s.updatedAt)} as "updatedAt"
  ) list_item)::text`;
}
