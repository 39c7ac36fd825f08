import { integer, pgTable, timestamp } from 'drizzle-orm/pg-core';
import { describe, expect, it } from 'vitest';
import { isoTimestamp } from '@/db/iso-timestamp';
import { summaries } from '@/db/schema';

// What it reads is checked against the Dates of the same rows, in both database modes, in
// features/summaries/summaries-page.test.ts.
describe('isoTimestamp', () => {
  const other = pgTable('other', {
    local: timestamp('local'),
    localText: timestamp('local_text', { mode: 'string' }),
    zoned: timestamp('zoned', { withTimezone: true, mode: 'string' }),
    count: integer('count'),
  });

  it('takes a timestamp with time zone, in either mode', () => {
    expect(() => isoTimestamp(summaries.createdAt)).not.toThrow();
    expect(() => isoTimestamp(other.zoned)).not.toThrow();
  });

  it('refuses any other column when the query is built', () => {
    for (const column of [other.local, other.localText, other.count])
      expect(() => isoTimestamp(column)).toThrow(/is not a timestamp with time zone/);
  });
});
