import type { FastifyInstance } from 'fastify';
import { registerYoutubeAccountRoutes } from '@/platforms/youtube/sandbox/account-routes';
import { registerYoutubeCaptionRoutes } from '@/platforms/youtube/sandbox/caption-routes';
import { YoutubeSandboxState, type YoutubeSandboxOptions } from '@/platforms/youtube/sandbox/state';
import { registerYoutubeVideoRoutes } from '@/platforms/youtube/sandbox/video-routes';
import { registerControlRoutes } from '@/platforms/sandbox/plugin-kit';

/**
 * A fake of https://www.googleapis.com/youtube/v3 on one mount. It accepts the access tokens of the
 * Google sandbox whose state it is given, and keeps a daily quota ledger per client (Pacific time).
 */
export function youtubeSandbox(
  app: FastifyInstance,
  options: YoutubeSandboxOptions,
): Promise<void> {
  const state = options.state ?? new YoutubeSandboxState(options);
  registerYoutubeAccountRoutes(app, state);
  registerYoutubeVideoRoutes(app, state);
  registerYoutubeCaptionRoutes(app, state);
  if (options.controlRoutes === true) {
    registerControlRoutes(app, { faults: state.faults, store: state.google.store });
  }
  return Promise.resolve();
}
