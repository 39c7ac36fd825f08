import { Navigate, type RouteObject } from 'react-router';
import { GuestOnly, RequireAuth, type GuardHandle } from '@/app/guards';
import {
  AdminPage,
  AlertDetailPage,
  AlertHistoryPage,
  AppLayout,
  AuthPage,
  ConnectionsPage,
  DashboardPage,
  DigestsPage,
  ForgotPasswordPage,
  NewSummaryPage,
  NotFoundPage,
  OAuthCallbackPage,
  PulsePage,
  ResetPasswordPage,
  SavedHighlightsPage,
  SettingsPage,
  SsoCallbackPage,
  SummariesPage,
  SummaryDetailPage,
  SummarySetupPage,
  SummarySourcePage,
  VerifyEmailPage,
  YoutubeVideosPage,
  YourSourcesPage,
} from '@/app/lazy-pages';
import { RootLayout } from '@/app/root-layout';
import { RouteError } from '@/app/route-error';
import { OAUTH_CALLBACK_PATHS, PATHS, SSO_CALLBACK_PATH } from '@/config/paths';

const dashboardHandle: GuardHandle = { signedOutRedirect: PATHS.login };

/** The route table. Shared by the browser router and the tests' memory router. */
export const routes: RouteObject[] = [
  {
    element: <RootLayout />,
    errorElement: <RouteError />,
    children: [
      {
        path: PATHS.auth,
        element: (
          <GuestOnly>
            <AuthPage />
          </GuestOnly>
        ),
      },
      { path: PATHS.login, element: <Navigate to={PATHS.auth} replace /> },
      {
        path: PATHS.forgotPassword,
        element: (
          <GuestOnly>
            <ForgotPasswordPage />
          </GuestOnly>
        ),
      },
      // A reset link ends every session anyway, and a verification link works signed in or out.
      { path: PATHS.resetPassword, element: <ResetPasswordPage /> },
      { path: PATHS.verifyEmail, element: <VerifyEmailPage /> },
      // Popup return pages: public (Google's arrives signed out) and outside the signed-in frame.
      ...Object.entries(OAUTH_CALLBACK_PATHS).map(([platform, path]) => ({
        path,
        element: <OAuthCallbackPage platform={platform as keyof typeof OAUTH_CALLBACK_PATHS} />,
      })),
      { path: SSO_CALLBACK_PATH, element: <SsoCallbackPage /> },
      {
        element: <RequireAuth />,
        children: [
          {
            element: <AppLayout />,
            children: [
              { index: true, element: <PulsePage /> },
              { path: PATHS.summaries, element: <SummariesPage /> },
              { path: PATHS.summaryDetail, element: <SummaryDetailPage /> },
              { path: PATHS.connections, element: <ConnectionsPage /> },
              { path: PATHS.settings, element: <SettingsPage /> },
              { path: PATHS.admin, element: <AdminPage /> },
              { path: PATHS.dashboard, element: <DashboardPage />, handle: dashboardHandle },
              { path: PATHS.newSummary, element: <NewSummaryPage /> },
              { path: PATHS.summarySource, element: <SummarySourcePage /> },
              { path: PATHS.summarySetup, element: <SummarySetupPage /> },
              { path: PATHS.youtubeVideos, element: <YoutubeVideosPage /> },
              { path: PATHS.yourSources, element: <YourSourcesPage /> },
              { path: PATHS.savedHighlights, element: <SavedHighlightsPage /> },
              { path: PATHS.digests, element: <DigestsPage /> },
              { path: PATHS.alertHistory, element: <AlertHistoryPage /> },
              { path: PATHS.alertDetail, element: <AlertDetailPage /> },
              // Any other address: signed out, RequireAuth sends the visitor to /auth first.
              { path: '*', element: <NotFoundPage /> },
            ],
          },
        ],
      },
    ],
  },
];
