import type { UiLanguage } from '@socialpulse/contract';
import { UI_LANGUAGES } from '@socialpulse/contract/constants/options';
import { Languages } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useSettingsStore } from '@/features/settings/stores/settings-store';

/** Before sign-in the language lives only in the persisted store; after sign-in settings take over. */
export function AuthLanguagePicker() {
  const { t } = useTranslation();
  const language = useSettingsStore((s) => s.language);
  return (
    <div className="flex items-center justify-center gap-2 text-sm text-muted-foreground">
      <Languages aria-hidden="true" className="size-4" />
      <label htmlFor="auth-language" className="sr-only">
        {t('settings.interfaceLanguage')}
      </label>
      <select
        id="auth-language"
        value={language}
        onChange={(e) => useSettingsStore.getState().setLanguage(e.target.value as UiLanguage)}
        className="rounded-md bg-transparent py-1 pr-1 text-sm text-muted-foreground outline-none hover:text-foreground focus-visible:ring-2 focus-visible:ring-ring"
      >
        {UI_LANGUAGES.map((code) => (
          <option key={code} value={code} lang={code}>
            {t(`languages.${code}`)}
          </option>
        ))}
      </select>
    </div>
  );
}
