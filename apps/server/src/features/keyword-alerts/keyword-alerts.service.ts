import {
  KEYWORD_ERRORS,
  type KeywordAlert,
  type KeywordAlertDetail,
  type KeywordAlertHistoryQuery,
  type KeywordAlertPage,
  type KeywordAlertsQuery,
} from '@socialpulse/contract';
import type { Db } from '@/db/database';
import { toKeywordAlert } from '@/features/keyword-alerts/alert-mappers';
import { decodeAlertCursor, encodeAlertCursor } from '@/features/keyword-alerts/alert-cursor';
import {
  alertHistoryPage,
  findAlertWithItem,
} from '@/features/keyword-alerts/alert-history.repository';
import { listAlerts, setAlertRead } from '@/features/keyword-alerts/keyword-alerts.repository';
import { hidesNsfw, readStoredSettings } from '@/features/settings/settings.repository';
import { AppError } from '@/lib/app-error';
import { isUuid } from '@/lib/ids';

/** The caller's alerts. Someone else's alert id answers exactly like one that does not exist. */
export class KeywordAlertsService {
  constructor(private readonly db: Db) {}

  async list(userId: string, query: KeywordAlertsQuery): Promise<KeywordAlert[]> {
    const rows = await listAlerts(this.db, userId, {
      unreadOnly: query.unread === true,
      limit: query.limit,
      hideNsfw: hidesNsfw(await readStoredSettings(this.db, userId)),
    });
    return rows.map(toKeywordAlert);
  }

  /** Every alert, newest first, a page at a time (the history page). */
  async history(userId: string, query: KeywordAlertHistoryQuery): Promise<KeywordAlertPage> {
    const after = query.cursor === undefined ? undefined : decodeAlertCursor(query.cursor);
    if (query.cursor !== undefined && after === undefined)
      throw new AppError(400, 'BAD_REQUEST', KEYWORD_ERRORS.invalidCursor);
    const { rows, next } = await alertHistoryPage(this.db, userId, {
      ...(after ? { after } : {}),
      limit: query.limit,
      hideNsfw: hidesNsfw(await readStoredSettings(this.db, userId)),
    });
    return { items: rows.map(toKeywordAlert), nextCursor: next ? encodeAlertCursor(next) : null };
  }

  /** One alert with the post it matched, so the keyword can be read in its place. */
  async detail(userId: string, id: string): Promise<KeywordAlertDetail> {
    const hideNsfw = hidesNsfw(await readStoredSettings(this.db, userId));
    const row = isUuid(id) ? await findAlertWithItem(this.db, userId, id, hideNsfw) : undefined;
    if (!row) throw new AppError(404, 'NOT_FOUND', KEYWORD_ERRORS.alertNotFound);
    const { item } = row;
    return {
      ...toKeywordAlert(row.alert),
      post: {
        title: item.title,
        text: item.text,
        author: item.author,
        url: item.url,
        publishedAt: item.publishedAt.toISOString(),
      },
    };
  }

  async markRead(userId: string, id: string, isRead: boolean): Promise<KeywordAlert> {
    const row = isUuid(id) ? await setAlertRead(this.db, userId, id, isRead) : undefined;
    if (!row) throw new AppError(404, 'NOT_FOUND', KEYWORD_ERRORS.alertNotFound);
    return toKeywordAlert(row);
  }
}
