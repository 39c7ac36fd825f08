import type { Digest, DigestInputRaw, DigestSchedule } from '@socialpulse/contract';
import { SUMMARY_LANGUAGES, TONES } from '@socialpulse/contract/constants/options';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { Checkbox } from '@/components/ui/checkbox';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { NativeSelect } from '@/components/ui/native-select';
import { dayKey } from '@/features/digests/components/day-key';
import { useYourSources } from '@/features/your-sources/hooks/use-your-sources';

const WEEKDAYS = [1, 2, 3, 4, 5, 6, 7] as const;
type Kind = DigestSchedule['kind'];

/** The browser's zone first, then every zone the runtime knows. */
function timeZones(current: string): string[] {
  const all =
    typeof Intl.supportedValuesOf === 'function' ? Intl.supportedValuesOf('timeZone') : [];
  return [...new Set([current, 'UTC', ...all])];
}

const browserZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone;
const sourceKey = (s: { platform: string; sourceId: string }) => `${s.platform}\u0000${s.sourceId}`;

type Props = {
  /** Editing an existing digest, or creating one. */
  digest?: Digest;
  pending: boolean;
  onSubmit: (input: DigestInputRaw) => void;
  onCancel?: () => void;
};

/** One form for a new digest and for changing one: sources, schedule, zone, tone, language, channels. */
export function DigestForm({ digest, pending, onSubmit, onCancel }: Props) {
  const { t } = useTranslation();
  const sources = useYourSources();
  const [name, setName] = useState(digest?.name ?? '');
  const [chosen, setChosen] = useState<Set<string>>(
    new Set((digest?.sources ?? []).map(sourceKey)),
  );
  const [kind, setKind] = useState<Kind>(digest?.schedule.kind ?? 'daily');
  const [time, setTime] = useState(digest?.schedule.time ?? '07:00');
  const [days, setDays] = useState<number[]>(
    digest?.schedule.kind === 'weekdays' ? digest.schedule.days : [1, 2, 3, 4, 5],
  );
  const [day, setDay] = useState(digest?.schedule.kind === 'weekly' ? digest.schedule.day : 1);
  const [timeZone, setTimeZone] = useState(digest?.timeZone ?? browserZone());
  const [tone, setTone] = useState<string>(digest?.tone ?? 'engaging');
  const [language, setLanguage] = useState<string>(digest?.language ?? 'en');
  const [email, setEmail] = useState(digest?.channels.email ?? true);
  const [feed, setFeed] = useState(digest?.channels.feed ?? true);
  const [error, setError] = useState<string | undefined>();
  const idPrefix = digest ? `digest-${digest.id}` : 'digest-new';

  const available = [
    ...(sources.data ?? []).map((s) => ({
      platform: s.platform,
      sourceId: s.externalId,
      label: s.name,
    })),
    // Sources of this digest the user no longer lists stay choosable.
    ...(digest?.sources ?? [])
      .filter(
        (s) =>
          !(sources.data ?? []).some(
            (o) => o.platform === s.platform && o.externalId === s.sourceId,
          ),
      )
      .map((s) => ({ ...s, label: s.sourceId })),
  ];

  const schedule = (): DigestSchedule =>
    kind === 'daily'
      ? { kind, time }
      : kind === 'weekdays'
        ? { kind, time, days }
        : { kind, time, day };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const picked = available.filter((s) => chosen.has(sourceKey(s)));
    if (picked.length === 0) return setError(t('digests.chooseSource'));
    if (kind === 'weekdays' && days.length === 0) return setError(t('digests.chooseDay'));
    setError(undefined);
    onSubmit({
      name: name.trim(),
      sources: picked.map(({ platform, sourceId }) => ({ platform, sourceId })),
      schedule: schedule(),
      timeZone,
      tone: tone as DigestInputRaw['tone'],
      language: language as DigestInputRaw['language'],
      channels: { email, feed },
    });
  };

  const toggle = <T,>(set: T[], value: T) =>
    set.includes(value) ? set.filter((v) => v !== value) : [...set, value];

  return (
    <form className="flex flex-col gap-4" onSubmit={submit} noValidate>
      <FormField id={`${idPrefix}-name`} label={t('digests.name')} hint={t('digests.nameHint')}>
        {(aria) => (
          <Input
            id={`${idPrefix}-name`}
            value={name}
            maxLength={80}
            placeholder={t('digests.namePlaceholder')}
            onChange={(e) => setName(e.target.value)}
            {...aria}
          />
        )}
      </FormField>

      <fieldset className="flex flex-col gap-2">
        <legend className="mb-1.5 text-sm font-medium">{t('digests.sources')}</legend>
        {available.length === 0 ? (
          <p className="text-sm text-muted-foreground">{t('digests.noSources')}</p>
        ) : (
          <div className="grid gap-2 sm:grid-cols-2">
            {available.map((s) => (
              <Checkbox
                key={sourceKey(s)}
                label={<span className="min-w-0 break-words">{s.label}</span>}
                checked={chosen.has(sourceKey(s))}
                onChange={() =>
                  setChosen((prev) => {
                    const next = new Set(prev);
                    if (next.has(sourceKey(s))) next.delete(sourceKey(s));
                    else next.add(sourceKey(s));
                    return next;
                  })
                }
              />
            ))}
          </div>
        )}
      </fieldset>

      <div className="grid gap-4 sm:grid-cols-2">
        <FormField id={`${idPrefix}-kind`} label={t('digests.schedule')}>
          {(aria) => (
            <NativeSelect
              id={`${idPrefix}-kind`}
              value={kind}
              onChange={(e) => setKind(e.target.value as Kind)}
              {...aria}
            >
              <option value="daily">{t('digests.daily')}</option>
              <option value="weekdays">{t('digests.weekdays')}</option>
              <option value="weekly">{t('digests.weekly')}</option>
            </NativeSelect>
          )}
        </FormField>
        <FormField id={`${idPrefix}-time`} label={t('digests.time')}>
          {(aria) => (
            <Input
              id={`${idPrefix}-time`}
              type="time"
              value={time}
              required
              onChange={(e) => setTime(e.target.value)}
              {...aria}
            />
          )}
        </FormField>
      </div>

      {kind === 'weekdays' && (
        <fieldset className="flex flex-col gap-2">
          <legend className="mb-1.5 text-sm font-medium">{t('digests.onDays')}</legend>
          <div className="flex flex-wrap gap-2">
            {WEEKDAYS.map((d) => (
              <Checkbox
                key={d}
                label={t(dayKey(d))}
                checked={days.includes(d)}
                onChange={() => setDays((prev) => toggle(prev, d).sort((a, b) => a - b))}
              />
            ))}
          </div>
        </fieldset>
      )}
      {kind === 'weekly' && (
        <FormField id={`${idPrefix}-day`} label={t('digests.onDay')}>
          {(aria) => (
            <NativeSelect
              id={`${idPrefix}-day`}
              value={day}
              onChange={(e) => setDay(Number(e.target.value))}
              {...aria}
            >
              {WEEKDAYS.map((d) => (
                <option key={d} value={d}>
                  {t(dayKey(d))}
                </option>
              ))}
            </NativeSelect>
          )}
        </FormField>
      )}

      <FormField id={`${idPrefix}-zone`} label={t('digests.timeZone')}>
        {(aria) => (
          <NativeSelect
            id={`${idPrefix}-zone`}
            value={timeZone}
            onChange={(e) => setTimeZone(e.target.value)}
            {...aria}
          >
            {timeZones(timeZone).map((zone) => (
              <option key={zone} value={zone}>
                {zone}
              </option>
            ))}
          </NativeSelect>
        )}
      </FormField>

      <div className="grid gap-4 sm:grid-cols-2">
        <FormField id={`${idPrefix}-tone`} label={t('digests.tone')}>
          {(aria) => (
            <NativeSelect
              id={`${idPrefix}-tone`}
              value={tone}
              onChange={(e) => setTone(e.target.value)}
              {...aria}
            >
              {TONES.map((value) => (
                <option key={value} value={value}>
                  {t(`tones.${value}`)}
                </option>
              ))}
            </NativeSelect>
          )}
        </FormField>
        <FormField id={`${idPrefix}-language`} label={t('digests.language')}>
          {(aria) => (
            <NativeSelect
              id={`${idPrefix}-language`}
              value={language}
              onChange={(e) => setLanguage(e.target.value)}
              {...aria}
            >
              {SUMMARY_LANGUAGES.map((value) => (
                <option key={value} value={value}>
                  {t(`languages.${value}`)}
                </option>
              ))}
            </NativeSelect>
          )}
        </FormField>
      </div>

      <fieldset className="flex flex-col gap-2">
        <legend className="mb-1.5 text-sm font-medium">{t('digests.channels')}</legend>
        <div className="grid gap-2 sm:grid-cols-2">
          <Checkbox
            label={t('digests.channelEmail')}
            checked={email}
            onChange={() => setEmail((v) => !v)}
          />
          <Checkbox
            label={t('digests.channelFeed')}
            checked={feed}
            onChange={() => setFeed((v) => !v)}
          />
        </div>
      </fieldset>

      {error !== undefined && (
        <p role="alert" className="text-sm font-medium text-destructive">
          {error}
        </p>
      )}
      <div className="flex flex-wrap gap-2">
        <Button type="submit" disabled={pending}>
          {pending ? t('common.saving') : digest ? t('common.save') : t('digests.create')}
        </Button>
        {onCancel && (
          <Button type="button" variant="ghost" onClick={onCancel}>
            {t('digests.cancel')}
          </Button>
        )}
      </div>
    </form>
  );
}
