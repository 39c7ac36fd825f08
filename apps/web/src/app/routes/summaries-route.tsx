import { FileText, Plus, SearchX } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { Button } from '@/components/ui/button';
import { buttonClasses } from '@/components/ui/button-classes';
import { Card, CardContent } from '@/components/ui/card';
import { EmptyState } from '@/components/ui/empty-state';
import { LoadError } from '@/components/ui/load-error';
import { PageHeader } from '@/components/ui/page-header';
import { PageSpinner } from '@/components/ui/page-spinner';
import { PATHS } from '@/config/paths';
import { DeleteAllSummaries } from '@/features/summaries/components/delete-all-summaries';
import { SummaryFilters } from '@/features/summaries/components/summary-filters';
import { SummaryListItem } from '@/features/summaries/components/summary-list-item';
import { summariesOf, useSummaries } from '@/features/summaries/hooks/use-summaries';
import {
  filtersFromParams,
  isFiltered,
  withFilter,
  withoutFilters,
} from '@/features/summaries/summary-list-filters';
import { summaryReasonOf } from '@/features/summaries/summary-messages';

/**
 * /summaries: the user's summaries, refreshed while any is still being made. The search and
 * filters live in the address, so back, forward and reload keep them; the server narrows the list.
 */
export function SummariesRoute() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const filters = filtersFromParams(params);
  const filtered = isFiltered(filters);
  const summaries = useSummaries(filters);
  const list = summariesOf(summaries.data);
  const count = list?.length ?? 0;
  const clear = () => setParams(withoutFilters(params));
  // A failed background refresh keeps the list it had; only a first load that failed shows the error.

  return (
    <>
      <PageHeader
        title={t('summaries.title')}
        description={t('summaries.description')}
        actions={
          <div className="flex flex-wrap gap-2">
            {/* It deletes every summary, not only those shown: offered on the whole list only. */}
            {count > 0 && !filtered && <DeleteAllSummaries />}
            <Link to={PATHS.newSummary} className={buttonClasses('primary', 'md')}>
              <Plus aria-hidden="true" />
              {t('summaries.create')}
            </Link>
          </div>
        }
      />
      {(filtered || count > 0) && (
        <SummaryFilters
          filters={filters}
          onChange={(key, value) => setParams(withFilter(params, key, value))}
          onClear={clear}
        />
      )}
      {summaries.isPending ? (
        <PageSpinner />
      ) : list === undefined ? (
        <LoadError
          title={t('summaries.loadFailed')}
          reason={summaryReasonOf(t, summaries.error, t('errors.generic'))}
          onRetry={() => void summaries.refetch()}
          retrying={summaries.isFetching}
        />
      ) : count === 0 && filtered ? (
        <Card>
          <CardContent>
            <EmptyState icon={SearchX} title={t('summaries.noMatch')}>
              <p className="max-w-sm text-sm text-muted-foreground">{t('summaries.noMatchHint')}</p>
              <Button variant="secondary" onClick={clear}>
                {t('summaries.clearFilters')}
              </Button>
            </EmptyState>
          </CardContent>
        </Card>
      ) : count === 0 ? (
        <Card>
          <CardContent>
            <EmptyState icon={FileText} title={t('summaries.empty')}>
              <p className="max-w-sm text-sm text-muted-foreground">{t('summaries.emptyHint')}</p>
            </EmptyState>
          </CardContent>
        </Card>
      ) : (
        <>
          <ul aria-label={t('summaries.listLabel')} className="flex flex-col gap-3">
            {list.map((summary) => (
              <li key={summary.id}>
                <SummaryListItem summary={summary} />
              </li>
            ))}
          </ul>
          {summaries.hasNextPage && (
            <div className="mt-4 flex justify-center">
              <Button
                variant="secondary"
                onClick={() => void summaries.fetchNextPage()}
                disabled={summaries.isFetchingNextPage}
              >
                {summaries.isFetchingNextPage
                  ? t('summaryPages.loadingMore')
                  : t('summaryPages.loadMore')}
              </Button>
            </div>
          )}
        </>
      )}
    </>
  );
}
