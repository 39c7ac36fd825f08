import type {
  PlatformPreferences,
  Settings,
  SummaryLanguage,
  Tone,
  UiLanguage,
} from '@socialpulse/contract';
import { create } from 'zustand';
import { persist } from 'zustand/middleware';

type DefaultPeriod = Settings['summaryPeriod'];

type SettingsData = {
  summaryTone: Tone;
  summaryLanguage: SummaryLanguage;
  summaryPeriod: DefaultPeriod;
  language: UiLanguage;
  keywords: string[];
  platformPreferences: PlatformPreferences;
};

type SettingsActions = {
  /** Mirrors what the server holds after a load or a save. */
  applyServerSettings: (settings: Settings) => void;
  setLanguage: (language: UiLanguage) => void;
  /** Back to the defaults on sign-out, keeping the UI language so /auth stays readable. */
  reset: () => void;
};

export type SettingsState = SettingsData & SettingsActions;

/** The settings' defaults (kept literal so the entry chunk does not pull in the contract's zod). */
export const SETTINGS_DEFAULTS: SettingsData = {
  summaryTone: 'engaging',
  summaryLanguage: 'en',
  summaryPeriod: 'today',
  language: 'en',
  keywords: [],
  platformPreferences: {},
};

export const useSettingsStore = create<SettingsState>()(
  persist(
    (set) => ({
      ...SETTINGS_DEFAULTS,
      applyServerSettings: (s) =>
        set({
          summaryTone: s.summaryTone,
          summaryLanguage: s.summaryLanguage,
          summaryPeriod: s.summaryPeriod,
          language: s.language,
          keywords: [...s.keywords],
          platformPreferences: { ...s.platformPreferences },
        }),
      setLanguage: (language) => set({ language }),
      reset: () => set((state) => ({ ...SETTINGS_DEFAULTS, language: state.language })),
    }),
    {
      name: 'settings-storage',
      version: 1,
      partialize: ({
        summaryTone,
        summaryLanguage,
        summaryPeriod,
        language,
        keywords,
        platformPreferences,
      }) => ({
        summaryTone,
        summaryLanguage,
        summaryPeriod,
        language,
        keywords,
        platformPreferences,
      }),
    },
  ),
);
