import type { Env } from '@/config/env';
import {
  createPlatformRegistry,
  type PlatformCredentials,
  type PlatformRegistry,
} from '@/platforms/registry';
import { gramClientFactory } from '@/platforms/telegram/gramjs-client';
import { GramJsTelegramGateway } from '@/platforms/telegram/gramjs-gateway';

/** Named in Reddit's User-Agent; keep in step with package.json. */
export const APP_VERSION = '0.1.0';

/**
 * Credentials from the environment. Telegram's api_id/api_hash build the GramJS gateway; it connects
 * lazily, so building it opens no connection (docs/decisions/0004).
 */
export function platformCredentials(env: Env): PlatformCredentials {
  const { platforms } = env;
  const { telegram } = platforms;
  return {
    ...(platforms.reddit
      ? {
          reddit: {
            clientId: platforms.reddit.clientId,
            clientSecret: platforms.reddit.clientSecret,
            ...(platforms.reddit.username ? { username: platforms.reddit.username } : {}),
          },
        }
      : {}),
    ...(platforms.google ? { google: platforms.google } : {}),
    ...(telegram
      ? {
          telegramGateway: new GramJsTelegramGateway({
            apiId: telegram.apiId,
            apiHash: telegram.apiHash,
            createClient: gramClientFactory({ ...telegram, appVersion: APP_VERSION }),
          }),
        }
      : {}),
    ...(platforms.twitter
      ? {
          twitter: {
            clientId: platforms.twitter.clientId,
            ...(platforms.twitter.clientSecret
              ? { clientSecret: platforms.twitter.clientSecret }
              : {}),
          },
        }
      : {}),
  };
}

/** One registry per process: connectors are stateless apart from the sandbox Telegram gateway. */
export function createPlatformsFromEnv(env: Env, now?: () => Date): PlatformRegistry {
  return createPlatformRegistry({
    publicUrl: env.publicUrl,
    internalUrl: env.platforms.internalUrl,
    appVersion: APP_VERSION,
    credentials: platformCredentials(env),
    ...(now ? { now } : {}),
  });
}
