import { lazy } from 'react';

// Every screen is its own chunk: the first screen loads only the shell (scripts/report-size.mjs).
export const AuthPage = lazy(() =>
  import('@/app/routes/auth-route').then((m) => ({ default: m.AuthRoute })),
);
export const AppLayout = lazy(() =>
  import('@/app/layout/app-layout').then((m) => ({ default: m.AppLayout })),
);
export const PulsePage = lazy(() =>
  import('@/app/routes/pulse-route').then((m) => ({ default: m.PulseRoute })),
);
export const SummariesPage = lazy(() =>
  import('@/app/routes/summaries-route').then((m) => ({ default: m.SummariesRoute })),
);
export const ConnectionsPage = lazy(() =>
  import('@/app/routes/connections-route').then((m) => ({ default: m.ConnectionsRoute })),
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
export const AdminPage = lazy(() =>
  import('@/app/routes/admin-route').then((m) => ({ default: m.AdminRoute })),
);
