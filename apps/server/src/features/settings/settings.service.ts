import {
  DEFAULT_SETTINGS,
  settingsSchema,
  type Settings,
  type SettingsPatch,
} from '@socialpulse/contract';
import type { Db } from '@/db/database';
import {
  lockStoredSettings,
  readStoredSettings,
  writeStoredSettings,
  type StoredSettings,
} from '@/features/settings/settings.repository';

/**
 * Settings are always the caller's: every method takes the signed-in user's id and nothing else
 * selects whose settings to touch. Only fields the user set are stored; defaults fill the rest on
 * read, so a default changed in a later release reaches everyone who never chose otherwise.
 */
export class SettingsService {
  constructor(private readonly db: Db) {}

  async get(userId: string): Promise<Settings> {
    return withDefaults(await readStoredSettings(this.db, userId));
  }

  async update(userId: string, patch: SettingsPatch): Promise<Settings> {
    return this.db.transaction(async (tx) => {
      const stored = await lockStoredSettings(tx, userId);
      const next = mergePatch(stored, patch);
      await writeStoredSettings(tx, userId, next);
      return withDefaults(next);
    });
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
