import { KEYWORD_ERRORS, type KeywordAlert, type KeywordAlertsQuery } from '@socialpulse/contract';
import type { Db } from '@/db/database';
import { toKeywordAlert } from '@/features/keyword-alerts/alert-mappers';
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

  async markRead(userId: string, id: string, isRead: boolean): Promise<KeywordAlert> {
    const row = isUuid(id) ? await setAlertRead(this.db, userId, id, isRead) : undefined;
    if (!row) throw new AppError(404, 'NOT_FOUND', KEYWORD_ERRORS.alertNotFound);
    return toKeywordAlert(row);
  }
}
