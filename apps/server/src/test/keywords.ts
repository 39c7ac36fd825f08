import type { KeywordSettings, Platform } from '@socialpulse/contract';
import { randomUUID } from 'node:crypto';
import type { DbOrTx } from '@/db/database';
import { users } from '@/db/schema';
import { keywordKey, normalizeKeyword } from '@/features/keyword-alerts/keyword-text';
import {
  insertKeyword,
  type TrackedKeywordRow,
} from '@/features/keyword-alerts/tracked-keywords.repository';

/** A bare user row, for tests below the HTTP layer (no password hashing, so it is quick). */
export async function insertTestUser(db: DbOrTx): Promise<string> {
  const [row] = await db
    .insert(users)
    .values({ username: `u_${randomUUID().slice(0, 8)}`, email: `${randomUUID()}@example.com` })
    .returning({ id: users.id });
  if (!row) throw new Error('insert into users returned no row');
  return row.id;
}

export function insertTestKeyword(
  db: DbOrTx,
  userId: string,
  keyword: string,
  options: { platforms?: Platform[]; settings?: Partial<KeywordSettings>; isActive?: boolean } = {},
): Promise<TrackedKeywordRow> {
  return insertKeyword(db, {
    userId,
    keyword: normalizeKeyword(keyword),
    keywordKey: keywordKey(keyword),
    platforms: options.platforms ?? ['reddit', 'telegram', 'twitter', 'youtube'],
    settings: { caseSensitive: false, wholeWord: true, excludePatterns: [], ...options.settings },
    isActive: options.isActive ?? true,
  });
}
