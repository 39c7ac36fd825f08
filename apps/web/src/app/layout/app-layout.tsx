import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet, useLocation } from 'react-router';
import { ErrorBoundary } from '@/app/error-boundary';
import { TopBar } from '@/app/layout/top-bar';
import { PageSpinner } from '@/components/ui/page-spinner';
import { useCurrentUser } from '@/features/auth/hooks/use-current-user';
import { useSettingsQuery } from '@/features/settings/hooks/use-settings';
import { useSummaryEvents } from '@/features/summaries/hooks/use-summary-events';

/** The signed-in frame: top bar, then the page in a centred container. */
export function AppLayout() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  // Loaded here, not only on /settings, so the user's UI language applies on every page.
  useSettingsQuery();
  useCurrentUser();
  // Summary status changes pushed by the server; polling stays as the fallback.
  useSummaryEvents();

  return (
    <div className="flex min-h-dvh flex-col">
      <a
        href="#main"
        className="sr-only rounded-lg bg-card px-4 py-2 font-medium shadow-md ring-2 ring-ring focus:not-sr-only focus:fixed focus:top-3 focus:left-3 focus:z-50"
      >
        {t('nav.skipToContent')}
      </a>
      <TopBar />
      <main
        id="main"
        tabIndex={-1}
        className="mx-auto outline-none w-full max-w-6xl flex-1 px-4 py-6 sm:px-6 sm:py-10"
      >
        <ErrorBoundary resetKey={pathname}>
          <Suspense fallback={<PageSpinner />}>
            <Outlet />
          </Suspense>
        </ErrorBoundary>
      </main>
    </div>
  );
}
