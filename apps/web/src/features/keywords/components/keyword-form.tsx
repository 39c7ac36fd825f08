import { zodResolver } from '@hookform/resolvers/zod';
import type { Platform, TrackedKeyword } from '@socialpulse/contract';
import { PLATFORMS } from '@socialpulse/contract/constants/common';
import { Check } from 'lucide-react';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { toast } from '@/lib/toast';
import { Button } from '@/components/ui/button';
import { Checkbox } from '@/components/ui/checkbox';
import { FieldError } from '@/components/ui/field-message';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { PlatformIcon } from '@/components/ui/platform-icon';
import { Spinner } from '@/components/ui/spinner';
import { Textarea } from '@/components/ui/textarea';
import { useCreateKeyword, useUpdateKeyword } from '@/features/keywords/hooks/use-keywords';
import {
  formFieldOf,
  keywordFormDefaults,
  keywordFormSchema,
  type KeywordFormInput,
  type KeywordFormOutput,
} from '@/features/keywords/keyword-form-schema';
import {
  keywordFailureReason,
  translateKeywordMessage,
} from '@/features/keywords/keyword-messages';
import { isApiError } from '@/lib/api-error';

type Props = {
  /** The keyword being edited, or null to add one. */
  keyword: TrackedKeyword | null;
  onDone: () => void;
};

const ID = 'keyword-form';

/** Add or edit a tracked keyword; the contract's schema validates it before anything is sent. */
export function KeywordForm({ keyword, onDone }: Props) {
  const { t } = useTranslation();
  const create = useCreateKeyword();
  const update = useUpdateKeyword();
  const pending = create.isPending || update.isPending;
  const { control, register, handleSubmit, formState, setError } = useForm<
    KeywordFormInput,
    unknown,
    KeywordFormOutput
  >({
    resolver: zodResolver(keywordFormSchema),
    defaultValues: keywordFormDefaults(keyword, [...PLATFORMS]),
  });
  const { errors } = formState;
  const message = (text: string | undefined) =>
    text === undefined ? undefined : translateKeywordMessage(t, text);

  const onError = (error: unknown) => {
    const reason = keywordFailureReason(t, error);
    if (isApiError(error)) {
      for (const fieldError of error.fieldErrors) {
        const name = formFieldOf(fieldError.field);
        if (name !== undefined) setError(name, { message: fieldError.message });
      }
    }
    toast.error(
      keyword === null
        ? t('keywords.addFailed', { message: reason })
        : t('keywords.updateFailed', { message: reason }),
    );
  };

  const onSubmit = handleSubmit((values) => {
    const body = {
      keyword: values.keyword,
      platforms: values.platforms,
      settings: {
        caseSensitive: values.caseSensitive,
        wholeWord: values.wholeWord,
        excludePatterns: values.excludePatterns,
      },
    };
    if (keyword === null) {
      create.mutate(
        { ...body, isActive: true },
        {
          onSuccess: () => {
            toast.success(t('keywords.added'));
            onDone();
          },
          onError,
        },
      );
    } else {
      update.mutate(
        { id: keyword._id, patch: body },
        {
          onSuccess: () => {
            toast.success(t('keywords.updated'));
            onDone();
          },
          onError,
        },
      );
    }
  });

  const platformsError = message(errors.platforms?.message ?? errors.platforms?.root?.message);

  return (
    <form onSubmit={(e) => void onSubmit(e)} noValidate className="flex flex-col gap-5">
      <FormField
        id={`${ID}-keyword`}
        label={t('keywords.keyword')}
        error={message(errors.keyword?.message)}
      >
        {(aria) => (
          <Input
            id={`${ID}-keyword`}
            autoFocus
            autoComplete="off"
            maxLength={200}
            {...aria}
            {...register('keyword')}
          />
        )}
      </FormField>

      <Controller
        control={control}
        name="platforms"
        render={({ field }) => (
          <fieldset
            className="flex flex-col gap-2"
            aria-describedby={platformsError !== undefined ? `${ID}-platforms-error` : undefined}
          >
            <legend className="mb-1.5 text-sm font-medium">{t('keywords.platforms')}</legend>
            <div className="grid grid-cols-2 gap-2">
              {PLATFORMS.map((platform: Platform) => (
                <Checkbox
                  key={platform}
                  name={field.name}
                  value={platform}
                  checked={field.value.includes(platform)}
                  onBlur={field.onBlur}
                  onChange={(event) =>
                    field.onChange(
                      event.target.checked
                        ? PLATFORMS.filter((p) => p === platform || field.value.includes(p))
                        : field.value.filter((p) => p !== platform),
                    )
                  }
                  label={
                    <>
                      <PlatformIcon
                        platform={platform}
                        className="size-6 rounded-md [&_svg]:size-3.5"
                      />
                      <span className="truncate">{t(`platforms.${platform}`)}</span>
                    </>
                  }
                />
              ))}
            </div>
            <FieldError id={`${ID}-platforms-error`} message={platformsError} />
          </fieldset>
        )}
      />

      <div className="grid gap-2 sm:grid-cols-2">
        <Checkbox label={t('keywords.caseSensitive')} {...register('caseSensitive')} />
        <Checkbox label={t('keywords.wholeWord')} {...register('wholeWord')} />
      </div>

      <FormField
        id={`${ID}-exclude`}
        label={t('keywords.exclude')}
        hint={t('keywords.excludeHint')}
        error={message(errors.excludePatterns?.message)}
      >
        {(aria) => (
          <Textarea id={`${ID}-exclude`} rows={3} {...aria} {...register('excludePatterns')} />
        )}
      </FormField>

      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button variant="secondary" onClick={onDone} disabled={pending}>
          {t('keywords.cancel')}
        </Button>
        <Button type="submit" disabled={pending}>
          {pending ? <Spinner className="size-4 text-current" /> : <Check aria-hidden="true" />}
          {pending ? t('common.saving') : t('common.save')}
        </Button>
      </div>
    </form>
  );
}
