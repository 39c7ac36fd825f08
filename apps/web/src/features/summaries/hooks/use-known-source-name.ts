import type { SummaryListItem } from '@socialpulse/contract';
import { useQueryClient } from '@tanstack/react-query';
import type { SourceItem } from '@/features/sources/api/sources-api';
import { sourcesQueryKey } from '@/features/sources/hooks/use-sources';

/** The name of a source the user has already listed, so a pending summary need not show an id. */
export function useKnownSourceName(summary: SummaryListItem): string | undefined {
  const queryClient = useQueryClient();
  return queryClient
    .getQueryData<SourceItem[]>(sourcesQueryKey(summary.platform))
    ?.find((source) => source.id === summary.sourceId)?.name;
}
