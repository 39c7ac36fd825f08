import type { Platform } from '@socialpulse/contract';
import { ArrowLeft } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, useParams } from 'react-router';
import { Card, CardContent } from '@/components/ui/card';
import { focusRing } from '@/components/ui/button-classes';
import { PageHeader } from '@/components/ui/page-header';
import { PageSpinner } from '@/components/ui/page-spinner';
import { PlatformIcon } from '@/components/ui/platform-icon';
import { PATHS } from '@/config/paths';
import { SourceLoadError } from '@/features/sources/components/source-load-error';
import { SourcePicker } from '@/features/sources/components/source-picker';
import { useSources } from '@/features/sources/hooks/use-sources';
import { summaryPlatformOf } from '@/features/sources/platform-param';
import { cn } from '@/lib/cn';

/** summary/source/{platform}: choose what to summarize. */
export function SummarySourceRoute() {
  const platform = summaryPlatformOf(useParams().platform);
  if (platform === null) return <Navigate to={PATHS.newSummary} replace />;
  return <SourceScreen platform={platform} />;
}

function SourceScreen({ platform }: { platform: Platform }) {
  const { t } = useTranslation();
  const sources = useSources(platform);
  const platformName = t(`platforms.${platform}`);

  return (
    <>
      <Link
        to={PATHS.newSummary}
        className={cn(
          'mb-4 inline-flex items-center gap-1.5 rounded text-sm font-medium text-muted-foreground hover:text-foreground',
          focusRing,
        )}
      >
        <ArrowLeft aria-hidden="true" className="size-4" />
        {t('newSummary.title')}
      </Link>
      <div className="flex items-start gap-4">
        <PlatformIcon platform={platform} className="mt-1 size-11 rounded-xl" />
        <div className="min-w-0 flex-1">
          <PageHeader
            title={t('sources.title')}
            description={t('sources.description', { platform: platformName })}
          />
        </div>
      </div>
      <Card>
        <CardContent>
          {sources.isPending ? (
            <PageSpinner />
          ) : sources.isError ? (
            <SourceLoadError
              platformName={platformName}
              error={sources.error}
              title={t('sources.loadFailed')}
            />
          ) : (
            <SourcePicker platform={platform} sources={sources.data} />
          )}
        </CardContent>
      </Card>
    </>
  );
}
