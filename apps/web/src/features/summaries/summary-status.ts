import type { SummaryListItem, SummaryStatus } from '@socialpulse/contract';
import { NON_FINAL_SUMMARY_STATUSES } from '@socialpulse/contract/constants/summaries';

/** Summaries still being made are looked at again every 5 s. */
export const SUMMARY_POLL_MS = 5_000;

export function isNonFinal(status: SummaryStatus): boolean {
  return NON_FINAL_SUMMARY_STATUSES.includes(status);
}

/** A refetchInterval for TanStack Query: poll while anything is pending or processing, then stop. */
export function pollWhileNonFinal(
  summaries: readonly Pick<SummaryListItem, 'status'>[] | undefined,
): number | false {
  return summaries?.some((s) => isNonFinal(s.status)) === true ? SUMMARY_POLL_MS : false;
}
