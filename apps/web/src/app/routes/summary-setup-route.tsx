import { ArrowLeft } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, useLocation, useParams } from 'react-router';
import { focusRing } from '@/components/ui/button-classes';
import { Card, CardContent } from '@/components/ui/card';
import { PageHeader } from '@/components/ui/page-header';
import { PageSpinner } from '@/components/ui/page-spinner';
import { PlatformIcon } from '@/components/ui/platform-icon';
import { PATHS, summarySourcePath } from '@/config/paths';
import { useOptions } from '@/features/options/hooks/use-options';
import { useSettingsQuery } from '@/features/settings/hooks/use-settings';
import { useSettingsStore } from '@/features/settings/stores/settings-store';
import type { SourceLinkState } from '@/features/sources/components/source-row';
import { summaryPlatformOf } from '@/features/sources/platform-param';
import { SummarySetupForm } from '@/features/summaries/components/summary-setup-form';
import { cn } from '@/lib/cn';

/**
 * summary/setup/{platform}/{sourceId}: choose the period (and for Reddit the sort order),
 * the tone and the language, starting from the user's settings, then generate the summary.
 */
export function SummarySetupRoute() {
  const { t } = useTranslation();
  const params = useParams();
  const platform = summaryPlatformOf(params.platform);
  const sourceId = params.sourceId ?? '';
  const sourceName = (useLocation().state as Partial<SourceLinkState> | null)?.sourceName;
  // The form starts from the saved settings: wait for them; if they fail, the persisted copy.
  const settings = useSettingsQuery();
  const storedPeriod = useSettingsStore((s) => s.summaryPeriod);
  const storedTone = useSettingsStore((s) => s.summaryTone);
  const storedLanguage = useSettingsStore((s) => s.summaryLanguage);
  // Without a model the content is quoted as written: the form says so next to the language.
  const untranslated = useOptions().data?.capabilities.llm === false;
  if (platform === null || sourceId === '') return <Navigate to={PATHS.newSummary} replace />;
  const platformName = t(`platforms.${platform}`);
  const defaults = {
    period: settings.data?.summaryPeriod ?? storedPeriod,
    tone: settings.data?.summaryTone ?? storedTone,
    language: settings.data?.summaryLanguage ?? storedLanguage,
  };

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
        <CardContent className="flex flex-col gap-6">
          <div className="flex items-center gap-4">
            <PlatformIcon platform={platform} className="size-11 rounded-xl" />
            <div className="min-w-0">
              <p className="text-sm text-muted-foreground">{platformName}</p>
              <h2 id="setup-source" className="truncate text-lg font-semibold">
                {sourceName ?? sourceId}
              </h2>
            </div>
          </div>
          {settings.isPending ? (
            <PageSpinner />
          ) : (
            <SummarySetupForm
              platform={platform}
              sourceId={sourceId}
              {...(sourceName !== undefined ? { sourceName } : {})}
              defaults={defaults}
              untranslated={untranslated}
            />
          )}
        </CardContent>
      </Card>
    </div>
  );
}
