import { RefreshCw, Settings2 } from 'lucide-react';
import { lazy, Suspense, useCallback, useDeferredValue, useEffect, useRef, useState } from 'react';
import type { KeywordAlert } from '@socialpulse/contract';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { PageHeader } from '@/components/ui/page-header';
import { useConnectedAccounts } from '@/features/connections/hooks/use-connected-accounts';
import { useKeywordAlerts } from '@/features/keywords/hooks/use-keywords';
import { ConnectPrompt } from '@/features/pulse/components/connect-prompt';
import { DailyHighlights } from '@/features/pulse/components/daily-highlights';
import { KeywordAlerts } from '@/features/pulse/components/keyword-alerts';
import { LoadError } from '@/components/ui/load-error';
import { formatToday } from '@/features/pulse/pulse-formats';
import { PulsePreparing } from '@/features/pulse/components/pulse-preparing';
import { PulseSkeleton } from '@/features/pulse/components/pulse-skeleton';
import { RecentSummaries } from '@/features/pulse/components/recent-summaries';
import { SuggestedSources } from '@/features/pulse/components/suggested-sources';
import { TrendingTopics } from '@/features/pulse/components/trending-topics';
import { usePulse } from '@/features/pulse/hooks/use-pulse';
import { useSteadyPulse } from '@/features/pulse/hooks/use-steady-pulse';
import { isApiError } from '@/lib/api-error';
import { formatRelativeTime } from '@/lib/format';
import { translateMessage } from '@/lib/messages';

// The keyword manager carries the form and its validation: loaded when first opened.
const ManageKeywordsDialog = lazy(() =>
  import('@/features/keywords/components/manage-keywords-dialog').then((m) => ({
    default: m.ManageKeywordsDialog,
  })),
);

const NO_ALERTS: KeywordAlert[] = [];

/** Today's Pulse: its sections in the product's order, built ahead by the server. */
export function PulseRoute() {
  const { t, i18n } = useTranslation();
  const pulse = usePulse();
  // A newer build waits for the reader's word: the page does not reorder while it is read.
  const steady = useSteadyPulse(pulse.data);
  // The query's answer arrives as a synchronous update (react-query's external store), which React
  // renders in one go. The first answer replaces the skeleton with the whole Pulse: taken from a
  // deferred copy, React renders it in slices (the skeleton stays up the few ms it takes). Later
  // changes (a highlight saved) show at once, from the query itself.
  const deferred = useDeferredValue(steady.data);
  const data = deferred === undefined ? undefined : steady.data;
  const liveAlerts = useKeywordAlerts();
  const connected = useConnectedAccounts();
  // The sections also wait for the connections (below); when those answer last, it is their
  // answer that brings in the whole page, so it is deferred the same way.
  const connectionsKnown = useDeferredValue(!connected.isPending) && !connected.isPending;
  const [managing, setManaging] = useState(false);

  const today = formatToday(i18n.language);
  // Alerts arrive between two builds of the Pulse: the live list wins once it has loaded.
  // The sections are memoised: their props keep their identity (the query's own arrays, this
  // constant, a stable callback) so another query answering re-renders the page, not them.
  const alerts = liveAlerts.data ?? data?.alerts ?? NO_ALERTS;
  // While today's is prepared, the build shown may be older (builtAt) or none at all (null).
  const builtAt = data?.builtAt ?? null;
  const freshness =
    builtAt === null
      ? t('pulse.description')
      : t('pulse.updated', { time: formatRelativeTime(new Date(builtAt), i18n.language) });
  const openManager = useCallback(() => setManaging(true), []);
  const preparing = data?.status === 'preparing';
  const noAccounts = !connected.isPending && connected.accounts.length === 0;
  const announcement = usePreparingAnnouncement(preparing);

  return (
    <>
      <PageHeader
        title={t('pulse.title')}
        description={`${today} · ${freshness}`}
        actions={
          pulse.isSuccess &&
          data !== undefined &&
          alerts.length === 0 && (
            <Button variant="secondary" onClick={openManager} aria-haspopup="dialog">
              <Settings2 aria-hidden="true" />
              {t('pulse.manageKeywords')}
            </Button>
          )
        }
      />
      {pulse.isError ? (
        <LoadError
          title={t('pulse.loadFailed')}
          reason={
            isApiError(pulse.error) && pulse.error.hasDetail
              ? translateMessage(t, pulse.error.message)
              : undefined
          }
          onRetry={() => void pulse.refetch()}
          retrying={pulse.isFetching}
        />
      ) : data === undefined || !connectionsKnown ? (
        // Until the connections are known too: the connect prompt goes above the sections, and
        // showing it after them pushed the whole page down (a layout shift).
        <PulseSkeleton />
      ) : (
        // data-pulse-status: journeys wait on it for today's build.
        <div className="flex flex-col gap-6" data-pulse-status={data.status}>
          {noAccounts && <ConnectPrompt />}
          {preparing && !noAccounts && <PulsePreparing builtAt={builtAt} />}
          {steady.held !== undefined && (
            <div
              role="status"
              className="flex flex-wrap items-center justify-between gap-3 rounded-lg border border-primary/30 bg-accent/40 px-4 py-3 text-sm"
            >
              <span>{t('pulse.newerReady')}</span>
              <Button size="sm" onClick={steady.showHeld}>
                <RefreshCw aria-hidden="true" />
                {t('pulse.showNewer')}
              </Button>
            </div>
          )}
          {preparing && !noAccounts && builtAt === null ? (
            <PulseSkeleton decorative />
          ) : (
            <>
              <TrendingTopics topics={data.trending} />
              <SuggestedSources sources={data.suggested} />
              <DailyHighlights highlights={data.highlights} />
              {alerts.length > 0 && <KeywordAlerts alerts={alerts} onManage={openManager} />}
              <RecentSummaries summaries={data.recentSummaries} />
            </>
          )}
        </div>
      )}
      <p role="status" className="sr-only">
        {announcement}
      </p>
      {managing && (
        <Suspense fallback={null}>
          <ManageKeywordsDialog open onOpenChange={setManaging} hasAlerts={alerts.length > 0} />
        </Suspense>
      )}
    </>
  );
}

/**
 * What the page's live region says: that today's Pulse is being prepared, then, once it arrives
 * without a reload, that it is ready (only after having said it was being prepared).
 */
function usePreparingAnnouncement(preparing: boolean): string {
  const { t } = useTranslation();
  const wasPreparing = useRef(false);
  const [ready, setReady] = useState(false);
  useEffect(() => {
    if (preparing) wasPreparing.current = true;
    else if (wasPreparing.current) setReady(true);
  }, [preparing]);
  if (preparing) return t('pulse.preparingTitle');
  return ready ? t('pulse.readyNotice') : '';
}
