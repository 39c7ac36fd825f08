import type { Platform } from '@socialpulse/contract';
import { Inbox, Search } from 'lucide-react';
import { useDeferredValue, useId, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '@/components/ui/empty-state';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { SOURCE_LIST_MAX_HEIGHT_PX } from '@/config/constants';
import type { SourceItem } from '@/features/sources/api/sources-api';
import { SourceRow } from '@/features/sources/components/source-row';
import { SourceTypeFilterControl } from '@/features/sources/components/source-type-filter';
import { TwitterLookup } from '@/features/sources/components/twitter-lookup';
import {
  filterSources,
  SOURCE_TYPE_FILTERS,
  type SourceTypeFilter,
} from '@/features/sources/source-filters';

/** summary/source: search, type filter, and the list (at most 600px tall, then it scrolls). */
export function SourcePicker({
  platform,
  sources,
}: {
  platform: Platform;
  sources: readonly SourceItem[];
}) {
  const { t } = useTranslation();
  const searchId = useId();
  const [search, setSearch] = useState('');
  const [type, setType] = useState<SourceTypeFilter>('all');
  // Typing stays responsive with thousands of dialogs; the list catches up a frame later.
  const deferredSearch = useDeferredValue(search);
  const visible = useMemo(
    () => filterSources(sources, deferredSearch, type),
    [sources, deferredSearch, type],
  );

  return (
    <div className="flex flex-col gap-4">
      {platform === 'twitter' && <TwitterLookup />}
      <div className="flex flex-col gap-3 sm:flex-row sm:items-end sm:justify-between">
        <div className="flex flex-col gap-1.5 sm:w-72">
          <Label htmlFor={searchId}>{t('sources.search')}</Label>
          <div className="relative">
            <Search
              aria-hidden="true"
              className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground"
            />
            <Input
              id={searchId}
              type="search"
              value={search}
              onChange={(event) => setSearch(event.target.value)}
              placeholder={t('sources.searchPlaceholder')}
              className="pl-9"
              autoComplete="off"
            />
          </div>
        </div>
        <SourceTypeFilterControl
          options={SOURCE_TYPE_FILTERS[platform]}
          value={type}
          onChange={setType}
        />
      </div>
      <p className="text-sm text-muted-foreground" aria-live="polite">
        {t('sources.count', { shown: visible.length, total: sources.length })}
      </p>
      {visible.length === 0 ? (
        <EmptyState icon={Inbox} title={t('sources.empty')} />
      ) : (
        <ul
          aria-label={t('sources.listLabel')}
          className="divide-y divide-border overflow-y-auto overscroll-contain rounded-lg border border-border px-1"
          style={{ maxHeight: SOURCE_LIST_MAX_HEIGHT_PX }}
        >
          {visible.map((source) => (
            <li key={source.id} className="py-1">
              <SourceRow platform={platform} source={source} />
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
