import type { FastifyInstance } from 'fastify';
import { registerRedditApiRoutes } from '@/platforms/reddit/sandbox/api-routes';
import { registerRedditOAuthRoutes } from '@/platforms/reddit/sandbox/oauth-routes';
import { RedditSandboxState, type RedditSandboxOptions } from '@/platforms/reddit/sandbox/state';
import { ensureFormParser, registerControlRoutes } from '@/platforms/sandbox/plugin-kit';

/**
 * A fake of www.reddit.com (authorize, token, revoke) and oauth.reddit.com (me, subscriptions,
 * listings, comments) on one mount: point both Reddit base URLs of the client at the mount, e.g.
 * `app.register(redditSandbox, { prefix: '/sandbox/reddit' })`.
 */
export function redditSandbox(app: FastifyInstance, options: RedditSandboxOptions): Promise<void> {
  const state = options.state ?? new RedditSandboxState(options);
  ensureFormParser(app);
  registerRedditOAuthRoutes(app, {
    state,
    appName: options.appName ?? 'SocialPulse',
    ...(options.redirectUris ? { redirectUris: options.redirectUris } : {}),
  });
  registerRedditApiRoutes(app, { state, rateLimitBody: options.rateLimitBody ?? 'empty' });
  if (options.controlRoutes === true)
    registerControlRoutes(app, { faults: state.faults, store: state.store });
  return Promise.resolve();
}
