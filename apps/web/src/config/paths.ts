/** Route paths, in one place so links and redirects cannot drift apart. */
export const PATHS = {
  pulse: '/',
  auth: '/auth',
  login: '/login',
  dashboard: '/dashboard',
  summaries: '/summaries',
  connections: '/connections',
  settings: '/settings',
  admin: '/admin',
  newSummary: '/new-summary',
  summarySource: '/summary/source/:platform',
  summarySetup: '/summary/setup/:platform/:sourceId',
  summaryDetail: '/summaries/:id',
  youtubeVideos: '/youtube/channel/:channelId/videos',
  /** Not top navigation entries (there are four): reached from the Pulse and Platforms. */
  yourSources: '/sources',
  savedHighlights: '/pulse/saved',
  /** Scheduled digests, reached from Settings. */
  digests: '/digests',
  alertHistory: '/pulse/alerts',
  alertDetail: '/pulse/alerts/:id',
  /** Reached from the sign-in screen; the two below from the links account emails carry. */
  forgotPassword: '/forgot-password',
  resetPassword: '/reset-password',
  verifyEmail: '/verify-email',
} as const;

/** The popup return pages; the server registers the same URLs as OAuth redirect URIs. */
export const OAUTH_CALLBACK_PATHS = {
  google: '/auth/callback/google',
  reddit: '/auth/callback/reddit',
  youtube: '/auth/callback/youtube',
  twitter: '/auth/callback/twitter',
} as const;

/** Where the API sends the browser after single sign-on (it is not a popup: the whole window). */
export const SSO_CALLBACK_PATH = '/auth/callback/oidc';

export const summarySourcePath = (platform: string) =>
  `/summary/source/${encodeURIComponent(platform)}`;
export const summarySetupPath = (platform: string, sourceId: string) =>
  `/summary/setup/${encodeURIComponent(platform)}/${encodeURIComponent(sourceId)}`;
export const youtubeVideosPath = (channelId: string) =>
  `/youtube/channel/${encodeURIComponent(channelId)}/videos`;
export const alertDetailPath = (id: string) => `/pulse/alerts/${encodeURIComponent(id)}`;
export const summaryDetailPath = (id: string) => `/summaries/${encodeURIComponent(id)}`;
