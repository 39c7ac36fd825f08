import { FileText, Plus } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { buttonClasses } from '@/components/ui/button-classes';
import { Card, CardContent } from '@/components/ui/card';
import { EmptyState } from '@/components/ui/empty-state';
import { LoadError } from '@/components/ui/load-error';
import { PageHeader } from '@/components/ui/page-header';
import { PageSpinner } from '@/components/ui/page-spinner';
import { PATHS } from '@/config/paths';
import { DeleteAllSummaries } from '@/features/summaries/components/delete-all-summaries';
import { SummaryListItem } from '@/features/summaries/components/summary-list-item';
import { summariesOf, useSummaries } from '@/features/summaries/hooks/use-summaries';
import { summaryReasonOf } from '@/features/summaries/summary-messages';

/** /summaries: the user's summaries, refreshed while any is still being made. */
export function SummariesRoute() {
  const { t } = useTranslation();
  const summaries = useSummaries();
  const list = summariesOf(summaries.data);
  const count = list?.length ?? 0;
  // A failed background refresh keeps the list it had; only a first load that failed shows the error.

  return (
    <>
      <PageHeader
        title={t('summaries.title')}
        description={t('summaries.description')}
        actions={
          <div className="flex flex-wrap gap-2">
            {count > 0 && <DeleteAllSummaries />}
            <Link to={PATHS.newSummary} className={buttonClasses('primary', 'md')}>
              <Plus aria-hidden="true" />
              {t('summaries.create')}
            </Link>
          </div>
        }
      />
      {summaries.isPending ? (
        <PageSpinner />
      ) : list === undefined ? (
        <LoadError
          title={t('summaries.loadFailed')}
          reason={summaryReasonOf(t, summaries.error, t('errors.generic'))}
          onRetry={() => void summaries.refetch()}
          retrying={summaries.isFetching}
        />
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
