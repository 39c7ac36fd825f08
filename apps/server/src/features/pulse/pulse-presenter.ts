import {
  PULSE_LIMITS,
  PULSE_PERIOD,
  PULSE_TONE,
  type HighlightFeedback,
  type Pulse,
  type PulseStatus,
  type SavedState,
} from '@socialpulse/contract';
import type { DbOrTx } from '@/db/database';
import { toKeywordAlert } from '@/features/keyword-alerts/alert-mappers';
import { listAlerts } from '@/features/keyword-alerts/keyword-alerts.repository';
import {
  feedbackOf,
  savedOf,
  type HighlightFeedbackRow,
  type SavedHighlightRow,
} from '@/features/pulse/pulse.repository';
import type { StoredPulse } from '@/features/pulse/stored-pulse';
import { hidesNsfw, readStoredSettings } from '@/features/settings/settings.repository';
import { listSummaryPage } from '@/features/summaries/summaries.repository';
import { toSummaryListItem } from '@/features/summaries/summary-list-item';

export const NOT_SAVED: SavedState = { isSaved: false, note: null, savedAt: null };

export function toSavedState(row: SavedHighlightRow | undefined): SavedState {
  if (!row) return NOT_SAVED;
  return { isSaved: true, note: row.note, savedAt: row.savedAt.toISOString() };
}

export function toFeedback(row: HighlightFeedbackRow | undefined): HighlightFeedback {
  return row ? { isHelpful: row.isHelpful, givenAt: row.givenAt.toISOString() } : null;
}

/** Which build is shown: today's (`ready`), or an older one or none (`day` null) while preparing. */
export interface PulseView {
  status: PulseStatus;
  day: string | null;
}

/** What is shown when nothing was built yet: the sections empty, the time of the answer. */
export function emptyStoredPulse(now: Date): StoredPulse {
  return { generatedAt: now.toISOString(), trending: [], suggested: [], highlights: [] };
}

/** The stored build plus what is read live: saved state, feedback, alerts, recent summaries. */
export async function presentPulse(
  db: DbOrTx,
  userId: string,
  pulse: StoredPulse,
  view: PulseView,
): Promise<Pulse> {
  const ids = pulse.highlights.map((h) => h.id);
  const saved = await savedOf(db, userId, ids);
  const feedback = await feedbackOf(db, userId, ids);
  const alerts = await listAlerts(db, userId, {
    unreadOnly: false,
    limit: PULSE_LIMITS.alerts,
    hideNsfw: hidesNsfw(await readStoredSettings(db, userId)),
  });
  // Only the few the page shows, light: not every summary with its items.
  const summaries = await listSummaryPage(db, userId, { limit: PULSE_LIMITS.recentSummaries });
  const savedById = new Map(saved.map((r) => [r.contentItemId, r]));
  const feedbackById = new Map(feedback.map((r) => [r.contentItemId, r]));
  return {
    generatedAt: pulse.generatedAt,
    status: view.status,
    day: view.day,
    builtAt: view.day === null ? null : pulse.generatedAt,
    period: PULSE_PERIOD,
    tone: PULSE_TONE,
    trending: pulse.trending,
    suggested: pulse.suggested,
    highlights: pulse.highlights.map((h) => ({
      ...h,
      savedState: toSavedState(savedById.get(h.id)),
      feedback: toFeedback(feedbackById.get(h.id)),
    })),
    alerts: alerts.map(toKeywordAlert),
    // Written as the list's items are (summary-list-item.ts).
    recentSummaries: summaries.map(toSummaryListItem),
  };
}
