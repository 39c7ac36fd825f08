import { ArrowLeft, Info } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, useLocation, useParams } from 'react-router';
import { focusRing } from '@/components/ui/button-classes';
import { Card, CardContent } from '@/components/ui/card';
import { PageHeader } from '@/components/ui/page-header';
import { PlatformIcon } from '@/components/ui/platform-icon';
import { PATHS, summarySourcePath } from '@/config/paths';
import type { SourceLinkState } from '@/features/sources/components/source-row';
import { summaryPlatformOf } from '@/features/sources/platform-param';
import { cn } from '@/lib/cn';

/**
 * summary/setup/{platform}/{sourceId}: where period, tone (and Reddit's sort) will be chosen. The
 * generation arrives with the summaries issue; until then this page names the chosen source and
 * says so, with no controls that would not work.
 */
export function SummarySetupRoute() {
  const { t } = useTranslation();
  const params = useParams();
  const platform = summaryPlatformOf(params.platform);
  const sourceId = params.sourceId ?? '';
  const sourceName = (useLocation().state as Partial<SourceLinkState> | null)?.sourceName;
  if (platform === null || sourceId === '') return <Navigate to={PATHS.newSummary} replace />;
  const platformName = t(`platforms.${platform}`);

  return (
    <div className="mx-auto max-w-3xl">
      <Link
        to={summarySourcePath(platform)}
        className={cn(
          'mb-4 inline-flex items-center gap-1.5 rounded text-sm font-medium text-muted-foreground hover:text-foreground',
          focusRing,
        )}
      >
        <ArrowLeft aria-hidden="true" className="size-4" />
        {t('setup.changeSource')}
      </Link>
      <PageHeader title={t('setup.title')} description={t('setup.description')} />
      <Card aria-labelledby="setup-source">
        <CardContent className="flex flex-col gap-5">
          <div className="flex items-center gap-4">
            <PlatformIcon platform={platform} className="size-11 rounded-xl" />
            <div className="min-w-0">
              <p className="text-sm text-muted-foreground">{platformName}</p>
              <h2 id="setup-source" className="truncate text-lg font-semibold">
                {sourceName ?? sourceId}
              </h2>
            </div>
          </div>
          <p className="flex items-start gap-2.5 rounded-lg bg-muted/60 p-3 text-sm text-muted-foreground">
            <Info aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
            {platform === 'reddit' ? t('setup.comingReddit') : t('setup.coming')}
          </p>
        </CardContent>
      </Card>
    </div>
  );
}
