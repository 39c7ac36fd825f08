import type { Summary } from '@socialpulse/contract';
import { TONE_EMOJI } from '@socialpulse/contract/constants/options';
import { ArrowLeft, TriangleAlert } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { Button } from '@/components/ui/button';
import { focusRing } from '@/components/ui/button-classes';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { PageSpinner } from '@/components/ui/page-spinner';
import { PlatformIcon } from '@/components/ui/platform-icon';
import { PATHS } from '@/config/paths';
import { DeleteSummary } from '@/features/summaries/components/delete-summary';
import { ExportMenu } from '@/features/summaries/components/export-menu';
import { RegenerateSummary } from '@/features/summaries/components/regenerate-summary';
import { SummaryBody } from '@/features/summaries/components/summary-body';
import { SummaryNotFound } from '@/features/summaries/components/summary-not-found';
import { SummaryStats } from '@/features/summaries/components/summary-stats';
import { SummaryStatusBadge } from '@/features/summaries/components/summary-status-badge';
import { useKnownSourceName } from '@/features/summaries/hooks/use-known-source-name';
import { useSummary } from '@/features/summaries/hooks/use-summaries';
import { hasContent, periodLabel, summaryNotice } from '@/features/summaries/summary-display';
import { summaryTitle } from '@/features/summaries/summary-format';
import { summaryReasonOf } from '@/features/summaries/summary-messages';
import { isApiError } from '@/lib/api-error';
import { cn } from '@/lib/cn';
import { formatDateTime } from '@/lib/format';

function BackLink() {
  const { t } = useTranslation();
  return (
    <Link
      to={PATHS.summaries}
      className={cn(
        'mb-4 inline-flex items-center gap-1.5 rounded text-sm font-medium text-muted-foreground hover:text-foreground',
        focusRing,
      )}
    >
      <ArrowLeft aria-hidden="true" className="size-4" />
      {t('summary.back')}
    </Link>
  );
}

function SummaryDetail({ summary }: { summary: Summary }) {
  const { t, i18n } = useTranslation();
  const title = summaryTitle(summary, useKnownSourceName(summary));
  const { options } = summary;
  const meta: [string, string][] = [
    [t('summary.period'), periodLabel(t, summary, i18n.language)],
    [t('summary.tone'), `${TONE_EMOJI[options.tone]} ${t(`tones.${options.tone}`)}`],
    [t('summary.language'), t(`languages.${options.language}`)],
    ...(options.redditSort === undefined
      ? []
      : [[t('summary.sort'), t(`setup.sorts.${options.redditSort}`)] as [string, string]]),
    [t('summary.created'), formatDateTime(new Date(summary.createdAt), i18n.language)],
  ];
  const exportBody = hasContent(summary)
    ? summary.content
    : summaryNotice(t, summary, i18n.language);

  return (
    <div className="flex flex-col gap-6">
      <header className="flex flex-col gap-4">
        <div className="flex items-start gap-4">
          <PlatformIcon platform={summary.platform} className="size-11 rounded-xl" />
          <div className="min-w-0 flex-1">
            <p className="text-sm text-muted-foreground">{t(`platforms.${summary.platform}`)}</p>
            <h1 className="text-2xl font-semibold tracking-tight break-words sm:text-3xl">
              {title}
            </h1>
          </div>
        </div>
        <div className="flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
          <div className="flex flex-wrap items-center gap-x-4 gap-y-2 text-sm">
            <span aria-live="polite">
              <SummaryStatusBadge status={summary.status} />
            </span>
            <dl className="contents">
              {meta.map(([label, value]) => (
                <div key={label} className="flex gap-1.5">
                  <dt className="text-muted-foreground">{label}</dt>
                  <dd className="font-medium">{value}</dd>
                </div>
              ))}
            </dl>
          </div>
          <div className="flex shrink-0 flex-wrap gap-2">
            <RegenerateSummary summary={summary} />
            <ExportMenu summary={summary} title={title} body={exportBody} />
            <DeleteSummary id={summary.id} />
          </div>
        </div>
      </header>
      <Card aria-labelledby="summary-content-title">
        <CardHeader>
          <CardTitle id="summary-content-title" className="sr-only">
            {t('summary.content')}
          </CardTitle>
        </CardHeader>
        <CardContent aria-live="polite" className="pt-4 sm:pt-5">
          <SummaryBody summary={summary} />
        </CardContent>
      </Card>
      {summary.source !== null && <SummaryStats source={summary.source} />}
    </div>
  );
}

/** summaries/{id}: one summary, polled every 5 s until its status is final. */
export function SummaryDetailRoute() {
  const { t } = useTranslation();
  const id = useParams().id ?? '';
  const summary = useSummary(id);

  if (summary.isPending) return <PageSpinner />;
  if (summary.data === undefined) {
    if (isApiError(summary.error) && summary.error.status === 404) return <SummaryNotFound />;
    return (
      <div className="mx-auto max-w-3xl">
        <BackLink />
        <Card>
          <CardContent>
            <div role="alert" className="flex flex-col items-center gap-4 px-4 py-10 text-center">
              <TriangleAlert aria-hidden="true" className="size-6 text-danger" />
              <div className="space-y-1">
                <p className="font-medium">{t('summary.loadFailed')}</p>
                <p className="max-w-md text-sm text-muted-foreground">
                  {summaryReasonOf(t, summary.error, t('errors.generic'))}
                </p>
              </div>
              <Button
                variant="secondary"
                onClick={() => void summary.refetch()}
                disabled={summary.isFetching}
              >
                {t('common.retry')}
              </Button>
            </div>
          </CardContent>
        </Card>
      </div>
    );
  }
  return (
    <div className="mx-auto max-w-3xl">
      <BackLink />
      <SummaryDetail summary={summary.data} />
    </div>
  );
}
