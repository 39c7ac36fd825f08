import {
  DEFAULT_PERIODS,
  SUMMARY_LANGUAGES,
  TONE_EMOJI,
  TONES,
} from '@socialpulse/contract/constants/options';
import { MailX } from 'lucide-react';
import { Controller, type Control, type FieldErrors } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Label } from '@/components/ui/label';
import { NativeSelect } from '@/components/ui/native-select';
import { Switch } from '@/components/ui/switch';
import { useOptions } from '@/features/options/hooks/use-options';
import { KeywordChips } from '@/features/settings/components/keyword-chips';
import type { SettingsFormValues } from '@/features/settings/settings-form-schema';
import { cn } from '@/lib/cn';

type Props = { control: Control<SettingsFormValues>; errors: FieldErrors<SettingsFormValues> };

export function SummaryPreferencesCard({ control, errors }: Props) {
  const { t } = useTranslation();
  // Only a server that says so has no email; while options load (or fail) the switch stays usable.
  const emailUnavailable = useOptions().data?.capabilities.email === false;
  return (
    <Card aria-labelledby="summary-preferences-title">
      <CardHeader>
        <CardTitle id="summary-preferences-title">{t('settings.summaryPreferences')}</CardTitle>
      </CardHeader>
      <CardContent className="flex flex-col gap-6">
        <div className="grid gap-4 sm:grid-cols-3">
          <Controller
            control={control}
            name="summaryTone"
            render={({ field }) => (
              <div className="flex flex-col gap-2">
                <Label htmlFor="summary-tone">{t('settings.tone')}</Label>
                <NativeSelect
                  id="summary-tone"
                  name={field.name}
                  value={field.value}
                  onBlur={field.onBlur}
                  onChange={(e) => field.onChange(e.target.value)}
                >
                  {TONES.map((tone) => (
                    <option key={tone} value={tone}>
                      {`${TONE_EMOJI[tone]} ${t(`tones.${tone}`)}`}
                    </option>
                  ))}
                </NativeSelect>
              </div>
            )}
          />
          <Controller
            control={control}
            name="summaryLanguage"
            render={({ field }) => (
              <div className="flex flex-col gap-2">
                <Label htmlFor="summary-language">{t('settings.summaryLanguage')}</Label>
                <NativeSelect
                  id="summary-language"
                  name={field.name}
                  value={field.value}
                  onBlur={field.onBlur}
                  onChange={(e) => field.onChange(e.target.value)}
                >
                  {SUMMARY_LANGUAGES.map((language) => (
                    <option key={language} value={language}>
                      {t(`languages.${language}`)}
                    </option>
                  ))}
                </NativeSelect>
              </div>
            )}
          />
          <Controller
            control={control}
            name="summaryPeriod"
            render={({ field }) => (
              <div className="flex flex-col gap-2">
                <Label htmlFor="summary-period">{t('settings.period')}</Label>
                <NativeSelect
                  id="summary-period"
                  name={field.name}
                  value={field.value}
                  onBlur={field.onBlur}
                  onChange={(e) => field.onChange(e.target.value)}
                >
                  {DEFAULT_PERIODS.map((period) => (
                    <option key={period} value={period}>
                      {t(`periods.${period}`)}
                    </option>
                  ))}
                </NativeSelect>
              </div>
            )}
          />
        </div>

        <Controller
          control={control}
          name="emailNotifications"
          render={({ field }) => (
            <div className="flex items-start justify-between gap-4 rounded-lg border border-border bg-muted/40 p-4">
              <div className="space-y-1">
                <Label htmlFor="email-notifications">{t('settings.emailNotifications')}</Label>
                <CardDescription id="email-notifications-hint">
                  {t('settings.emailNotificationsHint')}
                </CardDescription>
                {emailUnavailable && (
                  <p
                    id="email-notifications-unavailable"
                    className="flex items-center gap-1.5 text-sm font-medium text-foreground"
                  >
                    <MailX aria-hidden="true" className="size-4 shrink-0 text-muted-foreground" />
                    {t('settings.emailUnavailable')}
                  </p>
                )}
              </div>
              <Switch
                id="email-notifications"
                checked={field.value}
                disabled={emailUnavailable}
                onCheckedChange={field.onChange}
                onBlur={field.onBlur}
                aria-describedby={cn(
                  'email-notifications-hint',
                  emailUnavailable && 'email-notifications-unavailable',
                )}
              />
            </div>
          )}
        />

        <Controller
          control={control}
          name="hideNsfw"
          render={({ field }) => (
            <div className="flex items-start justify-between gap-4 rounded-lg border border-border bg-muted/40 p-4">
              <div className="space-y-1">
                <Label htmlFor="hide-nsfw">{t('contentFilter.hideNsfw')}</Label>
                <CardDescription id="hide-nsfw-hint">
                  {t('contentFilter.hideNsfwHint')}
                </CardDescription>
              </div>
              <Switch
                id="hide-nsfw"
                checked={field.value}
                onCheckedChange={field.onChange}
                onBlur={field.onBlur}
                aria-describedby="hide-nsfw-hint"
              />
            </div>
          )}
        />

        <Controller
          control={control}
          name="keywords"
          render={({ field }) => (
            <KeywordChips
              value={field.value}
              onChange={field.onChange}
              error={errors.keywords?.message}
            />
          )}
        />
      </CardContent>
    </Card>
  );
}
