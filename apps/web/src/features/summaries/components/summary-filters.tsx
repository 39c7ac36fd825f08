import type { SummaryListFilters } from '@socialpulse/contract';
import { PLATFORMS } from '@socialpulse/contract/constants/common';
import { TONES } from '@socialpulse/contract/constants/options';
import { SUMMARY_STATUSES } from '@socialpulse/contract/constants/summaries';
import { Search, X } from 'lucide-react';
import { useId, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { NativeSelect } from '@/components/ui/native-select';
import { isFiltered } from '@/features/summaries/summary-list-filters';

type FilterKey = 'q' | 'platform' | 'status' | 'tone';

/**
 * The list's search box and its three filters. The search applies when submitted (Enter or the
 * button), a filter as soon as it is picked; each is one step of the browser's history.
 */
export function SummaryFilters({
  filters,
  onChange,
  onClear,
}: {
  filters: SummaryListFilters;
  onChange: (key: FilterKey, value: string) => void;
  onClear: () => void;
}) {
  const { t } = useTranslation();
  return (
    <div className="mb-4 flex flex-col gap-3 rounded-xl border border-border bg-card p-3 shadow-sm sm:p-4">
      {/* Typed again from the address when it changes (back, forward, clear). */}
      <SearchBox key={filters.q ?? ''} value={filters.q ?? ''} onSearch={(q) => onChange('q', q)} />
      <div className="grid grid-cols-1 gap-3 sm:grid-cols-3">
        <FilterSelect
          label={t('summaries.filterPlatform')}
          value={filters.platform ?? ''}
          onChange={(value) => onChange('platform', value)}
        >
          <option value="">{t('summaries.allPlatforms')}</option>
          {PLATFORMS.map((value) => (
            <option key={value} value={value}>
              {t(`platforms.${value}`)}
            </option>
          ))}
        </FilterSelect>
        <FilterSelect
          label={t('summaries.filterStatus')}
          value={filters.status ?? ''}
          onChange={(value) => onChange('status', value)}
        >
          <option value="">{t('summaries.allStatuses')}</option>
          {SUMMARY_STATUSES.map((value) => (
            <option key={value} value={value}>
              {t(`summary.status.${value}`)}
            </option>
          ))}
        </FilterSelect>
        <FilterSelect
          label={t('summaries.filterTone')}
          value={filters.tone ?? ''}
          onChange={(value) => onChange('tone', value)}
        >
          <option value="">{t('summaries.allTones')}</option>
          {TONES.map((value) => (
            <option key={value} value={value}>
              {t(`tones.${value}`)}
            </option>
          ))}
        </FilterSelect>
      </div>
      {isFiltered(filters) && (
        <div>
          <Button variant="ghost" size="sm" onClick={onClear}>
            <X aria-hidden="true" />
            {t('summaries.clearFilters')}
          </Button>
        </div>
      )}
    </div>
  );
}

function SearchBox({ value, onSearch }: { value: string; onSearch: (q: string) => void }) {
  const { t } = useTranslation();
  const id = useId();
  const [text, setText] = useState(value);
  return (
    <form
      role="search"
      className="flex flex-col gap-1.5"
      onSubmit={(event) => {
        event.preventDefault();
        onSearch(text);
      }}
    >
      <Label htmlFor={id}>{t('summaries.searchLabel')}</Label>
      <div className="flex gap-2">
        <Input
          id={id}
          type="search"
          value={text}
          maxLength={100}
          placeholder={t('summaries.searchPlaceholder')}
          onChange={(event) => setText(event.target.value)}
        />
        <Button type="submit" variant="secondary">
          <Search aria-hidden="true" />
          {t('summaries.search')}
        </Button>
      </div>
    </form>
  );
}

function FilterSelect({
  label,
  value,
  onChange,
  children,
}: {
  label: string;
  value: string;
  onChange: (value: string) => void;
  children: ReactNode;
}) {
  const id = useId();
  return (
    <div className="flex min-w-0 flex-col gap-1.5">
      <Label htmlFor={id}>{label}</Label>
      <NativeSelect id={id} value={value} onChange={(event) => onChange(event.target.value)}>
        {children}
      </NativeSelect>
    </div>
  );
}
