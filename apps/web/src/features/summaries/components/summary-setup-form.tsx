import {
  DEFAULT_REDDIT_SORT,
  isSingleVideo,
  REDDIT_SORTS,
  redditSortFor,
  type Period,
  type Platform,
  type RedditSortOption,
  type SummaryLanguage,
  type Tone,
} from '@socialpulse/contract';
import {
  PERIODS,
  SUMMARY_LANGUAGES,
  TONE_EMOJI,
  TONES,
} from '@socialpulse/contract/constants/options';
import { Sparkles } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { Button } from '@/components/ui/button';
import { FieldError } from '@/components/ui/field-message';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { NativeSelect } from '@/components/ui/native-select';
import { Spinner } from '@/components/ui/spinner';
import { summaryDetailPath } from '@/config/paths';
import { LanguageNotice } from '@/features/summaries/components/language-notice';
import { useCreateSummary } from '@/features/summaries/hooks/use-summaries';
import {
  createInput,
  defaultRange,
  localDay,
  rangeIssues,
  withPeriod,
  type SetupValues,
} from '@/features/summaries/setup-form-values';
import { toastSummaryError, translateSummaryMessage } from '@/features/summaries/summary-messages';
import { isApiError } from '@/lib/api-error';

const LANGUAGE_NOTE_ID = 'setup-language-note';

type Defaults = { period: Period; tone: Tone; language: SummaryLanguage };

type Props = {
  platform: Platform;
  sourceId: string;
  sourceName?: string;
  defaults: Defaults;
  /** No language model is configured: content is quoted as written, and the form says so. */
  untranslated?: boolean;
};

/**
 * summary/setup: period (with a custom date range), Reddit's sort order, tone and language, all
 * starting from the user's settings. A custom range is checked with the contract's rules as it is
 * typed; the server's field errors land under the same fields. Without a language model a note
 * under the language says that posts are quoted as written, naming their language when the user's
 * own data tells it.
 */
export function SummarySetupForm({
  platform,
  sourceId,
  sourceName,
  defaults,
  untranslated = false,
}: Props) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const create = useCreateSummary();
  const [values, setValues] = useState<SetupValues>(() => ({
    ...defaults,
    ...defaultRange(),
    redditSort: DEFAULT_REDDIT_SORT,
  }));
  const [submitted, setSubmitted] = useState(false);
  const [serverErrors, setServerErrors] = useState<{ range: string[]; other: string[] }>({
    range: [],
    other: [],
  });

  const set = <K extends keyof SetupValues>(key: K, value: SetupValues[K]) => {
    setValues((current) => ({ ...current, [key]: value }));
    setServerErrors({ range: [], other: [] });
  };

  const singleVideo = isSingleVideo(platform, sourceId);
  const setPeriod = (period: Period) => {
    setValues((current) => withPeriod(current, period));
    setServerErrors({ range: [], other: [] });
  };

  const issues = singleVideo ? [] : rangeIssues(values);
  // A half-typed range is not an error yet; "required" waits for a submit.
  const bothDates = values.startDate !== '' && values.endDate !== '';
  const shownIssues = [
    ...(submitted || bothDates ? issues : []),
    ...serverErrors.range.filter((message) => !issues.includes(message)),
  ].map((message) => translateSummaryMessage(t, message));

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    if (issues.length > 0 || create.isPending) return;
    create.mutate(createInput(platform, sourceId, values, sourceName), {
      onSuccess: (summary) => void navigate(summaryDetailPath(summary.id)),
      onError: (error) => {
        if (isApiError(error) && error.fieldErrors.length > 0) {
          const range = error.fieldErrors.filter((e) => e.field.includes('dateRange'));
          const other = error.fieldErrors.filter((e) => !e.field.includes('dateRange'));
          setServerErrors({
            range: range.map((e) => e.message),
            other: other.map((e) => translateSummaryMessage(t, e.message)),
          });
        }
        toastSummaryError(t, t('setup.failed'), error);
      },
    });
  };

  const today = localDay(new Date());
  const rangeError = shownIssues.length > 0 ? shownIssues.join(' ') : undefined;
  const rangeDescribedBy = `setup-range-hint${rangeError === undefined ? '' : ' setup-range-error'}`;

  return (
    <form onSubmit={onSubmit} noValidate className="flex flex-col gap-6">
      <div className="grid gap-4 sm:grid-cols-2">
        {singleVideo ? (
          <p className="text-sm text-muted-foreground sm:col-span-2" data-testid="setup-video-note">
            {t('setup.videoNoPeriod')}
          </p>
        ) : (
          <FormField id="setup-period" label={t('setup.period')}>
            {(aria) => (
              <NativeSelect
                id="setup-period"
                value={values.period}
                onChange={(e) => setPeriod(e.target.value as Period)}
                {...aria}
              >
                {PERIODS.map((period) => (
                  <option key={period} value={period}>
                    {t(`periods.${period}`)}
                  </option>
                ))}
              </NativeSelect>
            )}
          </FormField>
        )}
        {platform === 'reddit' && (
          <FormField id="setup-sort" label={t('setup.sort')}>
            {(aria) => (
              <NativeSelect
                id="setup-sort"
                value={values.redditSort}
                onChange={(e) => set('redditSort', e.target.value as RedditSortOption)}
                {...aria}
              >
                {REDDIT_SORTS.map((sort) => (
                  <option
                    key={sort}
                    value={sort}
                    disabled={redditSortFor(sort, values.period) !== sort}
                  >
                    {t(`setup.sorts.${sort}`)}
                  </option>
                ))}
              </NativeSelect>
            )}
          </FormField>
        )}
        {platform === 'reddit' && !singleVideo && values.period === 'custom' && (
          <p id="setup-sort-hint" className="text-sm text-muted-foreground sm:col-span-2">
            {t('setup.customRangeSort')}
          </p>
        )}
        {!singleVideo && values.period === 'custom' && (
          <fieldset className="grid gap-4 rounded-lg border border-border bg-muted/40 p-4 sm:col-span-2 sm:grid-cols-2">
            <legend className="sr-only">{t('periods.custom')}</legend>
            <FormField id="setup-start" label={t('setup.startDate')} describedBy={rangeDescribedBy}>
              {(aria) => (
                <Input
                  id="setup-start"
                  type="date"
                  max={today}
                  value={values.startDate}
                  onChange={(e) => set('startDate', e.target.value)}
                  {...aria}
                  aria-invalid={rangeError === undefined ? undefined : true}
                />
              )}
            </FormField>
            <FormField id="setup-end" label={t('setup.endDate')} describedBy={rangeDescribedBy}>
              {(aria) => (
                <Input
                  id="setup-end"
                  type="date"
                  max={today}
                  value={values.endDate}
                  onChange={(e) => set('endDate', e.target.value)}
                  {...aria}
                  aria-invalid={rangeError === undefined ? undefined : true}
                />
              )}
            </FormField>
            <div className="flex flex-col gap-1.5 sm:col-span-2">
              <p id="setup-range-hint" className="text-sm text-muted-foreground">
                {t('setup.rangeHint')}
              </p>
              <FieldError id="setup-range-error" message={rangeError} />
            </div>
          </fieldset>
        )}
        <FormField id="setup-tone" label={t('setup.tone')}>
          {(aria) => (
            <NativeSelect
              id="setup-tone"
              value={values.tone}
              onChange={(e) => set('tone', e.target.value as Tone)}
              {...aria}
            >
              {TONES.map((tone) => (
                <option key={tone} value={tone}>
                  {`${TONE_EMOJI[tone]} ${t(`tones.${tone}`)}`}
                </option>
              ))}
            </NativeSelect>
          )}
        </FormField>
        <FormField
          id="setup-language"
          label={t('setup.language')}
          describedBy={untranslated ? LANGUAGE_NOTE_ID : undefined}
        >
          {(aria) => (
            <NativeSelect
              id="setup-language"
              value={values.language}
              onChange={(e) => set('language', e.target.value as SummaryLanguage)}
              {...aria}
            >
              {SUMMARY_LANGUAGES.map((language) => (
                <option key={language} value={language}>
                  {t(`languages.${language}`)}
                </option>
              ))}
            </NativeSelect>
          )}
        </FormField>
        {untranslated && (
          <LanguageNotice
            id={LANGUAGE_NOTE_ID}
            platform={platform}
            sourceId={sourceId}
            sourceLabel={sourceName ?? sourceId}
            chosen={values.language}
            onChoose={(language) => set('language', language)}
          />
        )}
      </div>

      {serverErrors.other.length > 0 && (
        <FieldError id="setup-error" message={serverErrors.other.join(' ')} />
      )}

      <div className="flex flex-col-reverse gap-3 sm:flex-row sm:items-center sm:justify-between">
        <p className="text-sm text-muted-foreground">{t('setup.defaultsHint')}</p>
        <Button type="submit" size="lg" disabled={create.isPending} className="w-full sm:w-auto">
          {create.isPending ? (
            <Spinner className="size-4 text-current" />
          ) : (
            <Sparkles aria-hidden="true" />
          )}
          {create.isPending ? t('setup.submitting') : t('setup.submit')}
        </Button>
      </div>
    </form>
  );
}
