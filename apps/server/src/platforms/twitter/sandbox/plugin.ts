import type { FastifyInstance } from 'fastify';
import { registerTwitterOAuthRoutes } from '@/platforms/twitter/sandbox/oauth-routes';
import { TwitterSandboxState, type TwitterSandboxOptions } from '@/platforms/twitter/sandbox/state';
import { registerTwitterTweetRoutes } from '@/platforms/twitter/sandbox/tweet-routes';
import { registerTwitterUserRoutes } from '@/platforms/twitter/sandbox/user-routes';
import { ensureFormParser, registerControlRoutes } from '@/platforms/sandbox/plugin-kit';

/** A fake of x.com/i/oauth2 and api.x.com/2 on one mount: point both X base URLs of the client at it. */
export function twitterSandbox(
  app: FastifyInstance,
  options: TwitterSandboxOptions,
): Promise<void> {
  const state = options.state ?? new TwitterSandboxState(options);
  ensureFormParser(app);
  registerTwitterOAuthRoutes(app, {
    state,
    appName: options.appName ?? 'SocialPulse',
    ...(options.redirectUris ? { redirectUris: options.redirectUris } : {}),
  });
  registerTwitterUserRoutes(app, state);
  registerTwitterTweetRoutes(app, state);
  if (options.controlRoutes === true)
    registerControlRoutes(app, { faults: state.faults, store: state.store });
  return Promise.resolve();
}
