import { lazy } from 'react';
import { PATHS } from '@/config/paths';
import { warmPulseFormats } from '@/features/pulse/pulse-formats';
import { i18n } from '@/lib/i18n';
import { queryClient } from '@/lib/query-client';

/**
 * A first screen's page, rendered only once tailwind-merge's class map is built, in a task of its
 * own (lib/cn.ts `warmClassMerge`) rather than inside the page's first render.
 */
function withClassMerge<T>(page: Promise<T>): Promise<T> {
  return Promise.all([page, import('@/lib/cn')]).then(([module, { warmClassMerge }]) =>
    warmClassMerge().then(() => module),
  );
}

// Every screen is its own chunk: the first screen loads only the shell (scripts/report-size.mjs).
export const AuthPage = lazy(() =>
  withClassMerge(import('@/app/routes/auth-route')).then((m) => ({ default: m.AuthRoute })),
);
const loadAppLayout = () => withClassMerge(import('@/app/layout/app-layout'));
const loadPulse = () => {
  warmPulseFormats(i18n.language);
  return import('@/app/routes/pulse-route');
};

export const AppLayout = lazy(() => loadAppLayout().then((m) => ({ default: m.AppLayout })));
export const PulsePage = lazy(() => loadPulse().then((m) => ({ default: m.PulseRoute })));
export const SummariesPage = lazy(() =>
  import('@/app/routes/summaries-route').then((m) => ({ default: m.SummariesRoute })),
);
export const ConnectionsPage = lazy(() =>
  import('@/app/routes/connections-route').then((m) => ({ default: m.ConnectionsRoute })),
);
export const DigestsPage = lazy(() =>
  import('@/app/routes/digests-route').then((m) => ({ default: m.DigestsRoute })),
);
export const SettingsPage = lazy(() =>
  import('@/app/routes/settings-route').then((m) => ({ default: m.SettingsRoute })),
);
export const DashboardPage = lazy(() =>
  import('@/app/routes/dashboard-route').then((m) => ({ default: m.DashboardRoute })),
);
export const NewSummaryPage = lazy(() =>
  import('@/app/routes/new-summary-route').then((m) => ({ default: m.NewSummaryRoute })),
);
export const SummarySourcePage = lazy(() =>
  import('@/app/routes/summary-source-route').then((m) => ({ default: m.SummarySourceRoute })),
);
export const SummarySetupPage = lazy(() =>
  import('@/app/routes/summary-setup-route').then((m) => ({ default: m.SummarySetupRoute })),
);
export const SummaryDetailPage = lazy(() =>
  import('@/app/routes/summary-detail-route').then((m) => ({ default: m.SummaryDetailRoute })),
);
export const YoutubeVideosPage = lazy(() =>
  import('@/app/routes/youtube-videos-route').then((m) => ({ default: m.YoutubeVideosRoute })),
);
export const OAuthCallbackPage = lazy(() =>
  import('@/app/routes/oauth-callback-route').then((m) => ({ default: m.OAuthCallbackRoute })),
);
export const SsoCallbackPage = lazy(() =>
  import('@/app/routes/sso-callback-route').then((m) => ({ default: m.SsoCallbackRoute })),
);
export const YourSourcesPage = lazy(() =>
  import('@/app/routes/your-sources-route').then((m) => ({ default: m.YourSourcesRoute })),
);
export const SavedHighlightsPage = lazy(() =>
  import('@/app/routes/saved-highlights-route').then((m) => ({ default: m.SavedHighlightsRoute })),
);
export const AlertHistoryPage = lazy(() =>
  import('@/app/routes/alert-history-route').then((m) => ({ default: m.AlertHistoryRoute })),
);
export const AlertDetailPage = lazy(() =>
  import('@/app/routes/alert-detail-route').then((m) => ({ default: m.AlertDetailRoute })),
);
export const AdminPage = lazy(() =>
  import('@/app/routes/admin-route').then((m) => ({ default: m.AdminRoute })),
);
export const ForgotPasswordPage = lazy(() =>
  import('@/app/routes/forgot-password-route').then((m) => ({ default: m.ForgotPasswordRoute })),
);
export const ResetPasswordPage = lazy(() =>
  import('@/app/routes/reset-password-route').then((m) => ({ default: m.ResetPasswordRoute })),
);
export const VerifyEmailPage = lazy(() =>
  import('@/app/routes/verify-email-route').then((m) => ({ default: m.VerifyEmailRoute })),
);
export const MustChangePasswordPage = lazy(() =>
  import('@/app/routes/must-change-password-route').then((m) => ({
    default: m.MustChangePasswordRoute,
  })),
);
export const NotFoundPage = lazy(() =>
  import('@/app/routes/not-found-route').then((m) => ({ default: m.NotFoundRoute })),
);

/**
 * A signed-in visit to the Pulse needs the signed-in frame's code, then the Pulse's: two round
 * trips one after the other when React discovers them while rendering. Asked for at start-up
 * instead, both load at once while the shell starts, and the link tags the bundler's preload
 * helper adds for each chunk's imports (about fifty, each a synchronous request start) are added
 * before the first paint rather than in the middle of the first render's long tasks. The lazy
 * pages then get the same modules. The Pulse's requests start here too (app/prefetch.ts).
 */
export function preloadSignedInPage(pathname: string): void {
  // A failed load is the lazy page's to report (its error boundary), when it asks again.
  const ignore = () => undefined;
  loadAppLayout().catch(ignore);
  if (pathname === PATHS.pulse) {
    loadPulse().catch(ignore);
    import('@/app/prefetch')
      .then(({ prefetchPulseVisit }) => prefetchPulseVisit(queryClient))
      .catch(ignore);
  }
  // The response checks of the frame's and the Pulse's first requests (zod and the contract's
  // schemas, docs/decisions/0018): asked for now, they evaluate while the code and the answers are
  // on the network, in tasks of their own, rather than in one long task once the answers are back.
  for (const load of [
    () => import('@socialpulse/contract/auth'),
    () => import('@socialpulse/contract/settings'),
    () => import('@socialpulse/contract/connections'),
    () => import('@socialpulse/contract/pulse'),
  ])
    load().catch(ignore);
}
