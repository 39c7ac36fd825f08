import {
  DEFAULT_KEYWORD_SETTINGS,
  DEFAULT_SETTINGS,
  PLATFORMS,
  keywordTextSchema,
  settingsSchema,
  type Settings,
  type SettingsPatch,
  type TrackedKeyword,
  type TrackedKeywordInput,
} from '@socialpulse/contract';
import type { Database, Db } from '@/db/database';
import {
  lockStoredSettings,
  readStoredSettings,
  writeStoredSettings,
  type StoredSettings,
} from '@/features/settings/settings.repository';

/** The tracked keywords, which the settings' keyword chips show and edit (one keyword list). */
export interface KeywordList {
  list(userId: string): Promise<TrackedKeyword[]>;
  create(userId: string, input: TrackedKeywordInput): Promise<TrackedKeyword>;
  remove(userId: string, id: string): Promise<void>;
}

const fold = (keyword: string) => keyword.trim().replace(/\s+/gu, ' ').toLocaleLowerCase();

/**
 * Settings are always the caller's: every method takes the signed-in user's id and nothing else
 * selects whose settings to touch. Only fields the user set are stored; defaults fill the rest on
 * read, so a default changed in a later release reaches everyone who never chose otherwise.
 */
export class SettingsService {
  private readonly db: Db;

  constructor(
    database: Pick<Database, 'db'>,
    private readonly keywords: KeywordList,
  ) {
    this.db = database.db;
  }

  async get(userId: string): Promise<Settings> {
    // One read of the stored settings serves both the keyword migration and the answer.
    return this.withKeywords(userId, withDefaults(await this.absorbStoredKeywords(userId)));
  }

  async update(userId: string, patch: SettingsPatch): Promise<Settings> {
    await this.absorbStoredKeywords(userId);
    const { keywords, ...rest } = patch;
    if (keywords !== undefined) await this.replaceKeywords(userId, keywords);
    const saved = await this.db.transaction(async (tx) => {
      const stored = await lockStoredSettings(tx, userId);
      const next = mergePatch(stored, rest);
      await writeStoredSettings(tx, userId, next);
      return withDefaults(next);
    });
    return this.withKeywords(userId, saved);
  }

  private async withKeywords(userId: string, settings: Settings): Promise<Settings> {
    return { ...settings, keywords: (await this.keywords.list(userId)).map((k) => k.keyword) };
  }

  /**
   * The chips become the tracked keywords: a chip with no tracked keyword creates one (every
   * platform, active, default matching); a tracked keyword with no chip is deleted. Matching is
   * by text ignoring case and spacing, so an unchanged chip keeps its keyword's settings.
   */
  private async replaceKeywords(userId: string, chips: readonly string[]): Promise<void> {
    const tracked = await this.keywords.list(userId);
    const wanted = new Set(chips.map(fold));
    for (const k of tracked)
      if (!wanted.has(fold(k.keyword))) await this.keywords.remove(userId, k._id);
    const have = new Set(tracked.map((k) => fold(k.keyword)));
    for (const chip of chips) {
      if (have.has(fold(chip))) continue;
      have.add(fold(chip));
      await this.keywords.create(userId, {
        keyword: chip,
        platforms: [...PLATFORMS],
        settings: DEFAULT_KEYWORD_SETTINGS,
        isActive: true,
      });
    }
  }

  /**
   * Keywords stored in settings by an earlier release (before the one list) become tracked
   * keywords once; those that break the keyword rules or repeat one are dropped. Answers the stored
   * settings as they are afterwards.
   */
  private async absorbStoredKeywords(userId: string): Promise<StoredSettings | undefined> {
    const stored = await readStoredSettings(this.db, userId);
    if (!stored || stored.keywords === undefined) return stored;
    const legacy = stored.keywords;
    const absorbed = await this.db.transaction(async (tx) => {
      const locked = await lockStoredSettings(tx, userId);
      const { keywords: _dropped, ...next } = locked;
      await writeStoredSettings(tx, userId, next);
      return next;
    });
    if (!Array.isArray(legacy) || legacy.length === 0) return absorbed;
    const have = new Set((await this.keywords.list(userId)).map((k) => fold(k.keyword)));
    for (const raw of legacy) {
      const parsed = keywordTextSchema.safeParse(raw);
      if (!parsed.success || have.has(fold(parsed.data))) continue;
      have.add(fold(parsed.data));
      try {
        await this.keywords.create(userId, {
          keyword: parsed.data,
          platforms: [...PLATFORMS],
          settings: DEFAULT_KEYWORD_SETTINGS,
          isActive: true,
        });
      } catch {
        // Over the limit or taken meanwhile: the rest of the list still counts.
      }
    }
    return absorbed;
  }
}

/** platformPreferences merges per platform; every other field replaces the stored value. */
export function mergePatch(stored: StoredSettings, patch: SettingsPatch): StoredSettings {
  const next: StoredSettings = { ...stored, ...patch };
  if (patch.platformPreferences) {
    next.platformPreferences = { ...stored.platformPreferences, ...patch.platformPreferences };
  }
  return next;
}

/**
 * Stored values that no longer pass the schema (written by an older release) fall back to the
 * default for that field alone rather than failing the whole read.
 */
export function withDefaults(stored: StoredSettings | undefined): Settings {
  const result: Record<string, unknown> = { ...DEFAULT_SETTINGS };
  for (const key of Object.keys(settingsSchema.shape) as (keyof Settings)[]) {
    const value = stored?.[key];
    if (value === undefined) continue;
    const parsed = settingsSchema.shape[key].safeParse(value);
    if (parsed.success) result[key] = parsed.data;
  }
  return result as Settings;
}
