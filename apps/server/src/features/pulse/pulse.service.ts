import {
  PULSE_MESSAGES,
  type HighlightFeedback,
  type Pulse,
  type SavedHighlight,
  type SavedState,
} from '@socialpulse/contract';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '@/db/database';
import type { ConnectionAccess } from '@/features/connections/connection-access';
import { listConnections } from '@/features/connections/connections.repository';
import { runsOfUser } from '@/features/ingest/ingest.repository';
import { ingestUser } from '@/features/ingest/ingest-user';
import type { AlertScanner } from '@/features/keyword-alerts/alert-scanner';
import { buildPulse, builtWith } from '@/features/pulse/pulse-builder';
import { pulseDay } from '@/features/pulse/pulse-day';
import {
  NOT_SAVED,
  presentPulse,
  toFeedback,
  toSavedState,
} from '@/features/pulse/pulse-presenter';
import {
  feedbackOf,
  findPulse,
  giveFeedback,
  saveHighlight,
  savedHighlightsOf,
  savedOf,
  unsaveHighlight,
  userSeesItem,
} from '@/features/pulse/pulse.repository';
import { parseStoredPulse, type StoredPulse } from '@/features/pulse/stored-pulse';
import { hidesNsfw, readStoredSettings } from '@/features/settings/settings.repository';
import { itemText } from '@/features/pulse/highlights';
import { sourceUrl, titleOf } from '@/features/pulse/pulse-items';
import { AppError } from '@/lib/app-error';
import { isUuid } from '@/lib/ids';

export interface PulseServiceDeps {
  db: Db;
  access: ConnectionAccess;
  now: () => Date;
  log: FastifyBaseLogger;
  scanner: AlertScanner;
}

/**
 * Today's Pulse and the highlight actions. The Pulse is served from the stored build; when there is
 * none for today yet (first visit of the day), or an account was connected and never ingested, it
 * is built now, ingesting the new account first. Saved state, feedback, alerts and recent
 * summaries are read on every request, so they are never stale.
 */
export class PulseService {
  /** Builds in flight per user, so concurrent first visits build once. */
  private readonly building = new Map<string, Promise<StoredPulse>>();

  constructor(private readonly deps: PulseServiceDeps) {}

  async get(userId: string): Promise<Pulse> {
    const { db } = this.deps;
    const stored = parseStoredPulse((await findPulse(db, userId, pulseDay(this.deps.now())))?.data);
    const fresh =
      stored !== undefined &&
      builtWith(stored) === hidesNsfw(await readStoredSettings(db, userId)) &&
      !(await this.needsFirstIngest(userId));
    const pulse = fresh ? stored : await this.build(userId);
    return presentPulse(this.deps.db, userId, pulse);
  }

  /**
   * True when a connected platform was never ingested for this user: an account connected since
   * the last run (the second platform as much as the first) shows up on the next visit, not at the
   * next scheduled run.
   */
  private async needsFirstIngest(userId: string): Promise<boolean> {
    const ingested = new Set((await runsOfUser(this.deps.db, userId)).map((r) => r.platform));
    const rows = await listConnections(this.deps.db, userId);
    return rows.some((r) => r.status === 'connected' && !ingested.has(r.platform));
  }

  private build(userId: string): Promise<StoredPulse> {
    const pending = this.building.get(userId);
    if (pending) return pending;
    const next = (async () => {
      if (await this.needsFirstIngest(userId)) await ingestUser(this.deps, userId);
      return buildPulse(this.deps, userId);
    })().finally(() => this.building.delete(userId));
    this.building.set(userId, next);
    return next;
  }

  /** Someone else's item, or no item at all: the same 404. */
  private async visible(userId: string, id: string): Promise<void> {
    if (!isUuid(id) || !(await userSeesItem(this.deps.db, userId, id)))
      throw new AppError(404, 'NOT_FOUND', PULSE_MESSAGES.highlightNotFound);
  }

  /** Saved highlights kept: the Saved view is a reading list, not an archive. */
  static readonly SAVED_MAX = 200;

  async savedHighlights(userId: string): Promise<SavedHighlight[]> {
    const rows = await savedHighlightsOf(this.deps.db, userId, PulseService.SAVED_MAX);
    return rows.map(({ saved, item }) => ({
      id: item.id,
      platform: item.platform,
      timestamp: item.publishedAt.toISOString(),
      title: titleOf(item),
      text: itemText(item),
      author: item.author ?? null,
      url: item.url,
      source: { name: item.sourceName, url: sourceUrl(item.platform, item.sourceId, item.url) },
      note: saved.note,
      savedAt: saved.savedAt.toISOString(),
    }));
  }

  async savedState(userId: string, id: string): Promise<SavedState> {
    await this.visible(userId, id);
    const [row] = await savedOf(this.deps.db, userId, [id]);
    return toSavedState(row);
  }

  async save(userId: string, id: string, note: string | undefined): Promise<SavedState> {
    await this.visible(userId, id);
    const row = await saveHighlight(this.deps.db, {
      userId,
      contentItemId: id,
      note: note && note.length > 0 ? note : null,
      savedAt: this.deps.now(),
    });
    return toSavedState(row);
  }

  async unsave(userId: string, id: string): Promise<SavedState> {
    await this.visible(userId, id);
    await unsaveHighlight(this.deps.db, userId, id);
    return NOT_SAVED;
  }

  async feedback(userId: string, id: string): Promise<HighlightFeedback> {
    await this.visible(userId, id);
    const [row] = await feedbackOf(this.deps.db, userId, [id]);
    return toFeedback(row);
  }

  async giveFeedback(userId: string, id: string, isHelpful: boolean): Promise<HighlightFeedback> {
    await this.visible(userId, id);
    const row = await giveFeedback(this.deps.db, {
      userId,
      contentItemId: id,
      isHelpful,
      givenAt: this.deps.now(),
    });
    return toFeedback(row);
  }
}
