import {
  KEYWORD_ERRORS,
  type KeywordSettings,
  TRACKED_KEYWORDS_LIMIT,
  type TrackedKeyword,
  type TrackedKeywordInput,
  type TrackedKeywordPatch,
} from '@socialpulse/contract';
import type { Db } from '@/db/database';
import { toTrackedKeyword } from '@/features/keyword-alerts/keyword-mappers';
import { keywordKey, normalizeKeyword } from '@/features/keyword-alerts/keyword-text';
import {
  countKeywords,
  deleteKeyword,
  findKeyword,
  insertKeyword,
  keywordKeyTaken,
  listKeywords,
  lockKeywordOwner,
  updateKeyword,
  type TrackedKeywordChanges,
} from '@/features/keyword-alerts/tracked-keywords.repository';
import { AppError } from '@/lib/app-error';
import { violatedUniqueConstraint } from '@/lib/db-errors';
import { isUuid } from '@/lib/ids';

/** Called after a keyword could newly match content, so recent items are scanned for it. */
export type KeywordMatchesChanged = (userId: string, keywordId: string) => Promise<void>;

const notFound = () => new AppError(404, 'NOT_FOUND', KEYWORD_ERRORS.keywordNotFound);
const duplicate = () =>
  new AppError(409, 'CONFLICT', KEYWORD_ERRORS.duplicate, {
    errors: [{ field: 'keyword', message: KEYWORD_ERRORS.duplicate }],
  });

/**
 * Tracked keywords, always the caller's: every query is scoped by the signed-in user's id, and an
 * id of someone else's keyword reads exactly like an id that does not exist (404).
 */
export class TrackedKeywordsService {
  constructor(
    private readonly db: Db,
    private readonly matchesChanged: KeywordMatchesChanged,
  ) {}

  async list(userId: string): Promise<TrackedKeyword[]> {
    return (await listKeywords(this.db, userId)).map(toTrackedKeyword);
  }

  async create(userId: string, input: TrackedKeywordInput): Promise<TrackedKeyword> {
    const keyword = normalizeKeyword(input.keyword);
    const key = keywordKey(keyword);
    const row = await this.guardUnique(() =>
      this.db.transaction(async (tx) => {
        await lockKeywordOwner(tx, userId);
        if ((await countKeywords(tx, userId)) >= TRACKED_KEYWORDS_LIMIT) {
          throw new AppError(400, 'BAD_REQUEST', KEYWORD_ERRORS.tooMany);
        }
        if (await keywordKeyTaken(tx, userId, key)) throw duplicate();
        return insertKeyword(tx, {
          userId,
          keyword,
          keywordKey: key,
          platforms: input.platforms,
          settings: input.settings,
          isActive: input.isActive,
        });
      }),
    );
    if (row.isActive) await this.matchesChanged(userId, row.id);
    return toTrackedKeyword(row);
  }

  async update(userId: string, id: string, patch: TrackedKeywordPatch): Promise<TrackedKeyword> {
    if (!isUuid(id)) throw notFound();
    const changes: TrackedKeywordChanges = {};
    if (patch.keyword !== undefined) {
      changes.keyword = normalizeKeyword(patch.keyword);
      changes.keywordKey = keywordKey(changes.keyword);
    }
    if (patch.platforms !== undefined) changes.platforms = patch.platforms;
    if (patch.settings !== undefined) changes.settings = patch.settings;
    if (patch.isActive !== undefined) changes.isActive = patch.isActive;
    return this.change(userId, id, changes);
  }

  async toggle(userId: string, id: string, isActive: boolean): Promise<TrackedKeyword> {
    if (!isUuid(id)) throw notFound();
    return this.change(userId, id, { isActive });
  }

  async remove(userId: string, id: string): Promise<void> {
    if (!isUuid(id) || !(await deleteKeyword(this.db, userId, id))) throw notFound();
  }

  private async change(
    userId: string,
    id: string,
    changes: TrackedKeywordChanges,
  ): Promise<TrackedKeyword> {
    const { before, after } = await this.guardUnique(() =>
      this.db.transaction(async (tx) => {
        const current = await findKeyword(tx, userId, id, true);
        if (!current) throw notFound();
        if (Object.keys(changes).length === 0) return { before: current, after: current };
        if (changes.keywordKey && (await keywordKeyTaken(tx, userId, changes.keywordKey, id))) {
          throw duplicate();
        }
        const updated = await updateKeyword(tx, userId, id, changes);
        if (!updated) throw notFound();
        return { before: current, after: updated };
      }),
    );
    const [was, is] = [toTrackedKeyword(before), toTrackedKeyword(after)];
    if (couldMatchMore(was, is)) await this.matchesChanged(userId, id);
    return is;
  }

  /** A concurrent request may win the unique (user, keyword) race after our check: still a 409. */
  private async guardUnique<T>(work: () => Promise<T>): Promise<T> {
    try {
      return await work();
    } catch (error) {
      if (violatedUniqueConstraint(error) === 'tracked_keywords_user_key_key') throw duplicate();
      throw error;
    }
  }
}

/**
 * Whether the keyword may now match items it did not before: switched on, or its text, platforms or
 * settings changed while on. Only then is recent content rescanned; a rename keeps the old alerts.
 */
function couldMatchMore(before: TrackedKeyword, after: TrackedKeyword): boolean {
  if (!after.isActive) return false;
  if (!before.isActive) return true;
  return (
    before.keyword !== after.keyword ||
    JSON.stringify([...before.platforms].sort()) !== JSON.stringify([...after.platforms].sort()) ||
    !sameSettings(before.settings, after.settings)
  );
}

function sameSettings(a: KeywordSettings, b: KeywordSettings): boolean {
  return (
    a.caseSensitive === b.caseSensitive &&
    a.wholeWord === b.wholeWord &&
    a.excludePatterns.join('\u0000') === b.excludePatterns.join('\u0000')
  );
}
