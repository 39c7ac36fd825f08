import {
  PULSE_MESSAGES,
  type HighlightFeedback,
  type Pulse,
  type SavedHighlight,
  type SavedState,
} from '@socialpulse/contract';
import type { Db } from '@/db/database';
import { connectedPlatforms, coversPlatforms } from '@/features/pulse/connected-platforms';
import { builtWith } from '@/features/pulse/pulse-builder';
import type { PulseBuilds } from '@/features/pulse/pulse-builds';
import { pulseDay } from '@/features/pulse/pulse-day';
import {
  emptyStoredPulse,
  NOT_SAVED,
  presentPulse,
  toFeedback,
  toSavedState,
} from '@/features/pulse/pulse-presenter';
import {
  feedbackOf,
  findPulse,
  giveFeedback,
  latestPulses,
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
  now: () => Date;
  builds: PulseBuilds;
}

/** Older builds looked at for one the user's adult-content setting allows showing. */
const EARLIER_BUILDS = 3;

/**
 * Today's Pulse and the highlight actions. GET never builds (docs/decisions/0014): it serves
 * today's stored build when it is up to date, and otherwise asks for a build in the background and
 * answers at once with the latest build it may show (or none), marked `preparing`. Saved state,
 * feedback, alerts and recent summaries are read on every request, so they are never stale.
 */
export class PulseService {
  constructor(private readonly deps: PulseServiceDeps) {}

  async get(userId: string): Promise<Pulse> {
    const { db } = this.deps;
    const now = this.deps.now();
    const today = pulseDay(now);
    const hideNsfw = hidesNsfw(await readStoredSettings(db, userId));
    const stored = parseStoredPulse((await findPulse(db, userId, today))?.data);
    // An account connected since the day's build (the second platform as much as the first)
    // shows up in a new one, not at the next scheduled run.
    const platforms = await connectedPlatforms(db, userId);
    if (stored && builtWith(stored) === hideNsfw && coversPlatforms(stored, platforms))
      return presentPulse(db, userId, stored, { status: 'ready', day: today });

    // What the build must honour, not how far it got: the key stays the same while it runs.
    const want = [today, hideNsfw ? 'sfw' : 'all', ...platforms.connected].join(':');
    await this.deps.builds.request(userId, `${userId}:${want}`);
    const shown = await this.latestShowable(userId, today, hideNsfw);
    return presentPulse(db, userId, shown?.pulse ?? emptyStoredPulse(now), {
      status: 'preparing',
      day: shown?.day ?? null,
    });
  }

  /**
   * The newest build made under a setting the user has now: one that showed adult content is never
   * shown to a user who hides it, while one that hid it may be shown to anyone.
   */
  private async latestShowable(
    userId: string,
    today: string,
    hideNsfw: boolean,
  ): Promise<{ pulse: StoredPulse; day: string } | undefined> {
    for (const row of await latestPulses(this.deps.db, userId, today, EARLIER_BUILDS)) {
      const pulse = parseStoredPulse(row.data);
      if (pulse && (!hideNsfw || builtWith(pulse))) return { pulse, day: row.day };
    }
    return undefined;
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
