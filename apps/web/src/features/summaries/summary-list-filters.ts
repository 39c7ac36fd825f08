import type { SummaryListFilters } from '@socialpulse/contract';
import { PLATFORMS } from '@socialpulse/contract/constants/common';
import { TONES } from '@socialpulse/contract/constants/options';
import { SUMMARY_STATUSES } from '@socialpulse/contract/constants/summaries';

/** What the list's address may narrow it to (`/summaries?q=…&platform=…&status=…&tone=…`). */
export const FILTER_KEYS = ['q', 'platform', 'status', 'tone'] as const;
const SEARCH_MAX = 100;

function oneOf<T extends string>(values: readonly T[], value: string | null): T | undefined {
  return values.find((v) => v === value);
}

/**
 * The filters in an address. A value the server would refuse (an unknown platform, a search too
 * long) is left out rather than failing the whole list: the address may have been typed by hand.
 */
export function filtersFromParams(params: URLSearchParams): SummaryListFilters {
  const q = params.get('q')?.trim() ?? '';
  const filters: SummaryListFilters = {
    q: q === '' || q.length > SEARCH_MAX ? undefined : q,
    platform: oneOf(PLATFORMS, params.get('platform')),
    status: oneOf(SUMMARY_STATUSES, params.get('status')),
    tone: oneOf(TONES, params.get('tone')),
  };
  return Object.fromEntries(Object.entries(filters).filter(([, value]) => value !== undefined));
}

/** `params` with one filter set (or removed when empty), the other parameters kept. */
export function withFilter(
  params: URLSearchParams,
  key: (typeof FILTER_KEYS)[number],
  value: string,
): URLSearchParams {
  const next = new URLSearchParams(params);
  if (value.trim() === '') next.delete(key);
  else next.set(key, key === 'q' ? value.trim() : value);
  return next;
}

export function withoutFilters(params: URLSearchParams): URLSearchParams {
  const next = new URLSearchParams(params);
  for (const key of FILTER_KEYS) next.delete(key);
  return next;
}

export function isFiltered(filters: SummaryListFilters): boolean {
  return Object.keys(filters).length > 0;
}
