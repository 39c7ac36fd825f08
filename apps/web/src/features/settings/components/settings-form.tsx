import { zodResolver } from '@hookform/resolvers/zod';
import type { Settings } from '@socialpulse/contract';
import { Check } from 'lucide-react';
import { Controller, useForm, type FieldErrors } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { toast } from '@/lib/toast';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { PlatformPreferencesCard } from '@/features/settings/components/platform-preferences';
import { SummaryPreferencesCard } from '@/features/settings/components/summary-preferences';
import { useUpdateSettings } from '@/features/settings/hooks/use-settings';
import {
  settingsFormSchema,
  type SettingsFormValues,
} from '@/features/settings/settings-form-schema';
import { errorMessage, isApiError } from '@/lib/api-error';
import { translateMessage } from '@/lib/messages';

const FORM_FIELDS = new Set<string>(Object.keys(settingsFormSchema.shape));

function formValues({ language: _language, ...rest }: Settings): SettingsFormValues {
  return rest;
}

/** A list field reports its error on the list or on one item; the user needs one line. */
function keywordsError(errors: FieldErrors<SettingsFormValues>): string | undefined {
  const field = errors.keywords;
  if (field === undefined) return undefined;
  if (typeof field.message === 'string') return field.message;
  if (typeof field.root?.message === 'string') return field.root.message;
  return Object.values(field).find(
    (item): item is { message: string } =>
      typeof (item as { message?: unknown } | undefined)?.message === 'string',
  )?.message;
}

export function SettingsForm({ settings }: { settings: Settings }) {
  const { t } = useTranslation();
  const update = useUpdateSettings();
  const form = useForm<SettingsFormValues>({
    resolver: zodResolver(settingsFormSchema),
    defaultValues: formValues(settings),
  });
  const { control, handleSubmit, formState, reset, setError } = form;

  const onSubmit = handleSubmit((values) => {
    update.mutate(values, {
      onSuccess: (saved) => {
        reset(formValues(saved));
        toast.success(t('settings.saved'), { id: 'settings-saved' });
      },
      onError: (error) => {
        if (isApiError(error)) {
          for (const { field, message } of error.fieldErrors) {
            const name = field.split('.')[0] ?? '';
            if (FORM_FIELDS.has(name)) setError(name as keyof SettingsFormValues, { message });
          }
        }
        toast.error(translateMessage(t, errorMessage(error, t('settings.saveFailed'))));
      },
    });
  });

  const keywordsMessage = keywordsError(formState.errors);
  const errors =
    keywordsMessage === undefined
      ? formState.errors
      : { ...formState.errors, keywords: { type: 'custom', message: keywordsMessage } };

  return (
    <form onSubmit={(e) => void onSubmit(e)} noValidate className="flex flex-col gap-6">
      <Controller
        control={control}
        name="platformPreferences"
        render={({ field }) => (
          <PlatformPreferencesCard value={field.value} onChange={field.onChange} />
        )}
      />
      <SummaryPreferencesCard control={control} errors={errors} />
      <div className="flex items-center justify-end gap-3">
        <Button type="submit" size="lg" disabled={update.isPending} className="w-full sm:w-auto">
          {update.isPending ? (
            <Spinner className="size-4 text-current" />
          ) : (
            <Check aria-hidden="true" />
          )}
          {update.isPending ? t('common.saving') : t('settings.saveChanges')}
        </Button>
      </div>
    </form>
  );
}
