import { useSettingsStore } from '@/features/settings/stores/settings-store';
import { changeUiLanguage, isUiLanguage } from '@/lib/i18n';

let unsubscribe: (() => void) | null = null;

/**
 * The UI language follows the settings store: the persisted choice before login, the server's
 * settings after. Resolves once the current language is ready so the first paint is already right.
 * Safe to call more than once (tests mount the app many times).
 */
export async function startLanguageSync(): Promise<void> {
  unsubscribe ??= useSettingsStore.subscribe((state, previous) => {
    if (state.language !== previous.language && isUiLanguage(state.language)) {
      void changeUiLanguage(state.language);
    }
  });
  const current = useSettingsStore.getState().language;
  await changeUiLanguage(isUiLanguage(current) ? current : 'en').catch(() =>
    changeUiLanguage('en'),
  );
}
