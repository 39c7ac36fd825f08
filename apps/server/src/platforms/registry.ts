import type { Platform } from '@socialpulse/contract';
import {
  GOOGLE_REAL_ENDPOINTS,
  sandboxGoogleEndpoints,
  type GoogleEndpoints,
} from '@/platforms/google/endpoints';
import { GoogleSignIn } from '@/platforms/google/sign-in';
import { REDDIT_REAL_BASES, RedditConnector } from '@/platforms/reddit/connector';
import { SANDBOX_CLIENT, sandboxMounts } from '@/platforms/sandbox/mounts';
import type { FetchLike } from '@/platforms/shared/http';
import { TelegramConnector } from '@/platforms/telegram/connector';
import type { TelegramGateway } from '@/platforms/telegram/gateway';
import { SandboxTelegramGateway } from '@/platforms/telegram/sandbox/gateway';
import { X_REAL_BASES, TwitterConnector } from '@/platforms/twitter/connector';
import type { Service } from '@/platforms/types';
import { YOUTUBE_REAL_API_BASE, YoutubeConnector } from '@/platforms/youtube/connector';
import type { TranscriptProvider } from '@/platforms/youtube/transcript';

export interface PlatformCredentials {
  reddit?: {
    clientId: string;
    clientSecret: string;
    /** Named in the User-Agent. */ username?: string;
  };
  /** One Google OAuth client serves sign-in and YouTube. */
  google?: { clientId: string; clientSecret: string };
  /** No secret: a public PKCE client. */
  twitter?: { clientId: string; clientSecret?: string };
  /** The GramJS gateway built from TELEGRAM_API_ID / TELEGRAM_API_HASH; absent → sandbox. */
  telegramGateway?: TelegramGateway;
}

/** Overrides of the real hosts (REDDIT_OAUTH_BASE, YOUTUBE_BASE, X_API_BASE, …). */
export interface BaseUrlOverrides {
  redditWww?: string;
  redditOauth?: string;
  google?: Partial<GoogleEndpoints>;
  youtubeApi?: string;
  xAuthorize?: string;
  xApi?: string;
}

export interface PlatformsConfig {
  /** Origin the browser uses (env PUBLIC_URL): sandbox consent pages must be reachable there. */
  publicUrl: string;
  /** Origin this server reaches itself on for sandbox API calls; defaults to publicUrl. */
  internalUrl?: string;
  /** Where `registerPlatformSandboxes` mounts the sandboxes; default /sandbox. */
  sandboxPrefix?: string;
  appVersion: string;
  credentials: PlatformCredentials;
  baseUrls?: BaseUrlOverrides;
  /** Replaces the default transcript source, the Data API's captions endpoints (real or sandbox). */
  transcripts?: TranscriptProvider;
  fetch?: FetchLike;
  now?: () => Date;
  timeoutMs?: number;
}

export interface ConnectorMap {
  reddit: RedditConnector;
  youtube: YoutubeConnector;
  twitter: TwitterConnector;
  telegram: TelegramConnector;
}
export type PlatformConnector = ConnectorMap[Platform];

export interface PlatformRegistry {
  get<P extends Platform>(platform: P): ConnectorMap[P];
  all(): PlatformConnector[];
  readonly googleSignIn: GoogleSignIn;
  /** True when the service runs against its built-in sandbox (the UI's "Sandbox" badge). */
  isSandboxed(service: Service): boolean;
  /** Services whose sandbox must be mounted (pass to registerPlatformSandboxes). */
  sandboxedServices(): Service[];
}

/**
 * One connector per platform. A platform without credentials gets its sandbox's URLs and sandbox
 * client credentials; the connector code is the same either way.
 */
export function createPlatformRegistry(config: PlatformsConfig): PlatformRegistry {
  const mounts = sandboxMounts(
    config.publicUrl,
    config.internalUrl ?? config.publicUrl,
    config.sandboxPrefix,
  );
  const shared = {
    ...(config.fetch ? { fetch: config.fetch } : {}),
    ...(config.now ? { now: config.now } : {}),
    ...(config.timeoutMs ? { timeoutMs: config.timeoutMs } : {}),
  };
  const { credentials: creds, baseUrls = {} } = config;

  const reddit = new RedditConnector({
    ...(creds.reddit ?? SANDBOX_CLIENT),
    wwwBase: creds.reddit ? (baseUrls.redditWww ?? REDDIT_REAL_BASES.wwwBase) : mounts.api.reddit,
    authorizeBase: creds.reddit
      ? (baseUrls.redditWww ?? REDDIT_REAL_BASES.wwwBase)
      : mounts.browser.reddit,
    oauthBase: creds.reddit
      ? (baseUrls.redditOauth ?? REDDIT_REAL_BASES.oauthBase)
      : mounts.api.reddit,
    webBase: REDDIT_REAL_BASES.webBase,
    userAgent: `node:socialpulse:v${config.appVersion} (by /u/${creds.reddit?.username ?? 'socialpulse'})`,
    sandboxed: !creds.reddit,
    ...shared,
  });

  const googleEndpoints = creds.google
    ? { ...GOOGLE_REAL_ENDPOINTS, ...baseUrls.google }
    : sandboxGoogleEndpoints(mounts.api.google, mounts.browser.google);
  const google = creds.google ?? SANDBOX_CLIENT;
  const youtube = new YoutubeConnector({
    ...google,
    endpoints: googleEndpoints,
    apiBase: creds.google ? (baseUrls.youtubeApi ?? YOUTUBE_REAL_API_BASE) : mounts.api.youtube,
    sandboxed: !creds.google,
    ...(config.transcripts ? { transcripts: config.transcripts } : {}),
    ...shared,
  });
  const googleSignIn = new GoogleSignIn({
    ...google,
    endpoints: googleEndpoints,
    sandboxed: !creds.google,
    ...shared,
  });

  const twitter = new TwitterConnector({
    ...(creds.twitter ?? SANDBOX_CLIENT),
    authorizeBase: creds.twitter
      ? (baseUrls.xAuthorize ?? X_REAL_BASES.authorizeBase)
      : mounts.browser.twitter,
    apiBase: creds.twitter ? (baseUrls.xApi ?? X_REAL_BASES.apiBase) : mounts.api.twitter,
    sandboxed: !creds.twitter,
    ...shared,
  });

  const telegram = new TelegramConnector(
    creds.telegramGateway ?? new SandboxTelegramGateway(config.now ? { now: config.now } : {}),
  );

  const connectors: ConnectorMap = { reddit, youtube, twitter, telegram };
  const sandboxed: Record<Service, boolean> = {
    reddit: reddit.sandboxed,
    youtube: youtube.sandboxed,
    google: !creds.google,
    twitter: twitter.sandboxed,
    telegram: telegram.sandboxed,
  };

  return {
    get: (platform) => connectors[platform],
    all: () => [reddit, youtube, twitter, telegram],
    googleSignIn,
    isSandboxed: (service) => sandboxed[service],
    sandboxedServices: () => (Object.keys(sandboxed) as Service[]).filter((s) => sandboxed[s]),
  };
}
