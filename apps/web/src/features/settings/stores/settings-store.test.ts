import { describe, expect, it } from 'vitest';
import { useSettingsStore } from '@/features/settings/stores/settings-store';
import { serverSettings } from '@/test/fixtures';

const state = () => useSettingsStore.getState();

describe('settings store', () => {
  it('has the product defaults', () => {
    expect(state()).toMatchObject({
      summaryTone: 'engaging',
      summaryLanguage: 'en',
      summaryPeriod: 'today',
      language: 'en',
      keywords: [],
      platformPreferences: {},
    });
  });

  it('mirrors the server settings', () => {
    state().applyServerSettings({ ...serverSettings, language: 'de', summaryTone: 'creative' });
    expect(state()).toMatchObject({
      language: 'de',
      summaryTone: 'creative',
      keywords: ['ai'],
      platformPreferences: { reddit: 0.8 },
    });
  });

  it('persists under settings-storage', () => {
    state().setLanguage('fr');
    const saved = JSON.parse(localStorage.getItem('settings-storage') ?? '{}') as {
      state: Record<string, unknown>;
    };
    expect(saved.state.language).toBe('fr');
  });

  it('reset returns to the defaults but keeps the UI language', () => {
    state().applyServerSettings({ ...serverSettings, language: 'ru', summaryTone: 'professional' });
    state().reset();
    expect(state()).toMatchObject({
      language: 'ru',
      summaryTone: 'engaging',
      keywords: [],
      platformPreferences: {},
    });
  });
});
