import type { UiLanguage } from '@socialpulse/contract';
import { UI_LANGUAGES } from '@socialpulse/contract/constants/options';
import { Languages } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { toast } from '@/lib/toast';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Label } from '@/components/ui/label';
import { NativeSelect } from '@/components/ui/native-select';
import { useUpdateSettings } from '@/features/settings/hooks/use-settings';
import { useSettingsStore } from '@/features/settings/stores/settings-store';
import { errorMessage } from '@/lib/api-error';
import { changeUiLanguage } from '@/lib/i18n';
import { translateMessage } from '@/lib/messages';

/** The UI language switches at once (through the store) and is saved; a failed save switches back. */
export function SystemLanguageCard() {
  const { t, i18n } = useTranslation();
  const language = useSettingsStore((s) => s.language);
  const update = useUpdateSettings();

  const choose = (next: UiLanguage) => {
    const previous = useSettingsStore.getState().language;
    if (next === previous) return;
    useSettingsStore.getState().setLanguage(next);
    update.mutate(
      { language: next },
      {
        // Said in the new language: wait until its locale is loaded, then use i18n.t (the render's
        // t still speaks the old one).
        onSuccess: () =>
          void changeUiLanguage(next).then(() => toast.success(i18n.t('settings.languageSaved'))),
        onError: (error) => {
          useSettingsStore.getState().setLanguage(previous);
          toast.error(translateMessage(i18n.t, errorMessage(error, i18n.t('settings.saveFailed'))));
        },
      },
    );
  };

  return (
    <Card aria-labelledby="system-language-title">
      <CardHeader>
        <CardTitle id="system-language-title" className="flex items-center gap-2">
          <Languages aria-hidden="true" className="size-4 text-muted-foreground" />
          {t('settings.systemLanguage')}
        </CardTitle>
        <CardDescription>{t('settings.systemLanguageHint')}</CardDescription>
      </CardHeader>
      <CardContent>
        <div className="flex max-w-xs flex-col gap-2">
          <Label htmlFor="ui-language">{t('settings.interfaceLanguage')}</Label>
          <NativeSelect
            id="ui-language"
            value={language}
            disabled={update.isPending}
            onChange={(e) => choose(e.target.value as UiLanguage)}
          >
            {UI_LANGUAGES.map((code) => (
              <option key={code} value={code} lang={code}>
                {t(`languages.${code}`)}
              </option>
            ))}
          </NativeSelect>
        </div>
      </CardContent>
    </Card>
  );
}
