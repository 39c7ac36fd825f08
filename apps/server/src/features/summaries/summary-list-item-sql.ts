import { sql, type SQL } from 'drizzle-orm';
import { isoTimestamp } from '@/db/iso-timestamp';
import { summaries } from '@/db/schema';

/**
 * A summaries row as the list item the contract describes (`summaryListItemSchema`), written as JSON
 * text by PostgreSQL: the one writer of list items, for GET /api/summaries and the Pulse's recent
 * summaries alike.
 *
 * Why the database writes it (issue 11, docs/perf.md): read as 14 columns, a page of 20 cost the
 * server a row parse per column, a Date per instant, a mapping, zod's check of the answer and a
 * JSON.stringify, about half of the request's CPU; as one text column per item the server only
 * joins the items into the envelope. The keys are in the contract's order; `options` is the jsonb
 * create() wrote (only the contract's keys). json_build_object puts a space around each colon,
 * a few dozen bytes per item, which gzip takes back.
 *
 * `window` is null unless both ends are set, `source` is null until the source was fetched, and its
 * title falls back to its id, as the detail's mapping (summaries.service.ts) does; a test reads
 * both for the same summaries and compares them (summary-list-item.test.ts).
 */
export function summaryListItemJson(): SQL<string> {
  const s = summaries;
  return sql<string>`json_build_object(
    '_id', ${s.id},
    'id', ${s.id},
    'userId', ${s.userId},
    'platform', ${s.platform},
    'sourceId', ${s.sourceId},
    'options', ${s.options},
    'status', ${s.status},
    'content', ${s.contentPreview},
    'error', ${s.error},
    'source', case when ${s.sourceRef} is null then null
      else json_build_object('id', ${s.sourceRef}, 'title', coalesce(${s.sourceTitle}, ${s.sourceRef})) end,
    'window', case when ${s.windowStart} is null or ${s.windowEnd} is null then null
      else json_build_object('start', ${isoTimestamp(s.windowStart)}, 'end', ${isoTimestamp(s.windowEnd)}) end,
    'createdAt', ${isoTimestamp(s.createdAt)},
    'updatedAt', ${isoTimestamp(s.updatedAt)}
  )::text`;
}
