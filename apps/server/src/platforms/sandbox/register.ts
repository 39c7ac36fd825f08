import type { FastifyInstance } from 'fastify';
import { googleSandbox } from '@/platforms/google/sandbox/plugin';
import { GoogleSandboxState } from '@/platforms/google/sandbox/state';
import { redditSandbox } from '@/platforms/reddit/sandbox/plugin';
import { RedditSandboxState } from '@/platforms/reddit/sandbox/state';
import { DEFAULT_SANDBOX_PREFIX, sandboxMounts } from '@/platforms/sandbox/mounts';
import { twitterSandbox } from '@/platforms/twitter/sandbox/plugin';
import { TwitterSandboxState } from '@/platforms/twitter/sandbox/state';
import type { SandboxSharedState } from '@/platforms/sandbox/shared-state';
import type { Service } from '@/platforms/types';
import { youtubeSandbox } from '@/platforms/youtube/sandbox/plugin';
import { YoutubeSandboxState } from '@/platforms/youtube/sandbox/state';

export interface SandboxesOptions {
  prefix?: string;
  now?: () => Date;
  appName?: string;
  /** Mount only these (default: all four HTTP sandboxes). YouTube needs Google's and mounts it too. */
  only?: Service[];
  /**
   * `/__sandbox/*` fault and token switches (default false). They let anyone who reaches the server
   * expire every user's sandbox tokens or break every source, so only tests turn them on.
   */
  controlRoutes?: boolean;
  /**
   * Return addresses each authorize endpoint accepts, like the URIs registered on a real app; any
   * other redirect_uri gets the platform's error page, not a redirect. Absent: any URL (tests).
   */
  redirectUris?: { reddit?: string[]; google?: string[]; twitter?: string[] };
  /** What the sandboxes remember, shared by every replica (default: this process only). */
  shared?: SandboxSharedState;
}

export interface SandboxStates {
  reddit?: RedditSandboxState;
  google?: GoogleSandboxState;
  youtube?: YoutubeSandboxState;
  twitter?: TwitterSandboxState;
}

/** Mounts the HTTP sandboxes under one prefix (/sandbox/reddit, /sandbox/google, …) and returns their states. */
export async function registerPlatformSandboxes(
  app: FastifyInstance,
  options: SandboxesOptions = {},
): Promise<SandboxStates> {
  const { prefixes } = sandboxMounts('', '', options.prefix ?? DEFAULT_SANDBOX_PREFIX);
  const wanted = (s: Service) => !options.only || options.only.includes(s);
  const common = {
    ...(options.now ? { now: options.now } : {}),
    ...(options.appName ? { appName: options.appName } : {}),
    ...(options.controlRoutes === true ? { controlRoutes: true } : {}),
  };
  const allowed = (sandbox: 'reddit' | 'google' | 'twitter') => {
    const uris = options.redirectUris?.[sandbox];
    return uris ? { redirectUris: uris } : {};
  };
  const shared = options.shared ? { shared: options.shared } : {};
  const states: SandboxStates = {};
  if (wanted('reddit')) {
    states.reddit = new RedditSandboxState({ ...common, ...shared });
    await app.register(redditSandbox, {
      prefix: prefixes.reddit,
      ...common,
      ...allowed('reddit'),
      state: states.reddit,
    });
  }
  if (wanted('google') || wanted('youtube')) {
    states.google = new GoogleSandboxState({ ...common, ...shared });
    await app.register(googleSandbox, {
      prefix: prefixes.google,
      ...common,
      ...allowed('google'),
      state: states.google,
    });
  }
  if (wanted('youtube') && states.google) {
    states.youtube = new YoutubeSandboxState({
      google: states.google,
      ...(options.now ? { now: options.now } : {}),
    });
    await app.register(youtubeSandbox, {
      prefix: prefixes.youtube,
      google: states.google,
      state: states.youtube,
      ...(options.controlRoutes === true ? { controlRoutes: true } : {}),
    });
  }
  if (wanted('twitter')) {
    states.twitter = new TwitterSandboxState({ ...common, ...shared });
    await app.register(twitterSandbox, {
      prefix: prefixes.twitter,
      ...common,
      ...allowed('twitter'),
      state: states.twitter,
    });
  }
  return states;
}
