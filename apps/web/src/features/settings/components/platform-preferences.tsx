import type { PlatformPreferences } from '@socialpulse/contract';
import { PLATFORMS } from '@socialpulse/contract/constants/common';
import { PLATFORM_PREFERENCE_DEFAULT } from '@socialpulse/contract/constants/settings';
import { useTranslation } from 'react-i18next';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { PlatformIcon } from '@/components/ui/platform-icon';
import { Slider } from '@/components/ui/slider';
import { formatPercent, roundToStep } from '@/lib/format';

type Props = {
  value: PlatformPreferences;
  onChange: (next: PlatformPreferences) => void;
};

/** One slider per summarizable platform: 0..1 in steps of 0.1, 0.5 until the user moves it. */
export function PlatformPreferencesCard({ value, onChange }: Props) {
  const { t, i18n } = useTranslation();
  return (
    <Card aria-labelledby="platform-preferences-title">
      <CardHeader>
        <CardTitle id="platform-preferences-title">{t('settings.platformPreferences')}</CardTitle>
        <CardDescription>{t('settings.platformPreferencesHint')}</CardDescription>
      </CardHeader>
      <CardContent>
        <ul className="flex flex-col gap-5">
          {PLATFORMS.map((platform) => {
            const current = value[platform] ?? PLATFORM_PREFERENCE_DEFAULT;
            const percent = formatPercent(current, i18n.language);
            const name = t(`platforms.${platform}`);
            return (
              <li key={platform} className="flex items-center gap-3 sm:gap-4">
                <PlatformIcon platform={platform} />
                <div className="min-w-0 flex-1">
                  <div className="mb-2 flex items-center justify-between gap-2">
                    <span id={`pref-${platform}`} className="truncate text-sm font-medium">
                      {name}
                    </span>
                    <output
                      htmlFor={`pref-${platform}-slider`}
                      className="shrink-0 text-sm font-semibold text-foreground tabular-nums"
                    >
                      {percent}
                    </output>
                  </div>
                  <Slider
                    id={`pref-${platform}-slider`}
                    thumbLabel={name}
                    valueText={percent}
                    min={0}
                    max={1}
                    step={0.1}
                    value={[current]}
                    onValueChange={([next]) => {
                      if (next !== undefined) onChange({ ...value, [platform]: roundToStep(next) });
                    }}
                  />
                </div>
              </li>
            );
          })}
        </ul>
      </CardContent>
    </Card>
  );
}
