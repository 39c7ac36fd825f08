import { FileText, Plus, TriangleAlert } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { buttonClasses } from '@/components/ui/button-classes';
import { Card, CardContent } from '@/components/ui/card';
import { EmptyState } from '@/components/ui/empty-state';
import { PageHeader } from '@/components/ui/page-header';
import { PageSpinner } from '@/components/ui/page-spinner';
import { PATHS } from '@/config/paths';
import { DeleteAllSummaries } from '@/features/summaries/components/delete-all-summaries';
import { SummaryListItem } from '@/features/summaries/components/summary-list-item';
import { useSummaries } from '@/features/summaries/hooks/use-summaries';
import { summaryReasonOf } from '@/features/summaries/summary-messages';

/** /summaries (SPEC §2): the user's summaries, refreshed while any is still being made. */
export function SummariesRoute() {
  const { t } = useTranslation();
  const summaries = useSummaries();
  const count = summaries.data?.length ?? 0;
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
      ) : summaries.data === undefined ? (
        <Card>
          <CardContent>
            <div role="alert" className="flex flex-col items-center gap-4 px-4 py-10 text-center">
              <span className="flex size-11 items-center justify-center rounded-full bg-danger/10 text-danger">
                <TriangleAlert aria-hidden="true" className="size-5" />
              </span>
              <div className="space-y-1">
                <p className="font-medium">{t('summaries.loadFailed')}</p>
                <p className="max-w-md text-sm text-muted-foreground">
                  {summaryReasonOf(t, summaries.error, t('errors.generic'))}
                </p>
              </div>
              <Button
                variant="secondary"
                onClick={() => void summaries.refetch()}
                disabled={summaries.isFetching}
              >
                {t('common.retry')}
              </Button>
            </div>
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
        <ul aria-label={t('summaries.listLabel')} className="flex flex-col gap-3">
          {summaries.data.map((summary) => (
            <li key={summary.id}>
              <SummaryListItem summary={summary} />
            </li>
          ))}
        </ul>
      )}
    </>
  );
}
