import type { AnySource, Platform } from '@socialpulse/contract';
import type { ConnectionAccess } from '@/features/connections/connection-access';
import type { FetchResult, FetchWindow } from '@/platforms/types';

/** One source's items through the user's stored connection, whatever the platform. */
export function fetchSourceItems(
  access: ConnectionAccess,
  userId: string,
  platform: Platform,
  sourceId: string,
  window: FetchWindow,
): Promise<FetchResult> {
  if (platform === 'telegram')
    return access.withTelegram(userId, (connector, auth) =>
      connector.fetchItems(auth, sourceId, window),
    );
  return access.withOAuth(userId, platform, (connector, tokens) =>
    connector.fetchItems(tokens, sourceId, window),
  );
}

/** The sources the user's account can read on a platform (subscriptions, dialogs, lists). */
export function listPlatformSources(
  access: ConnectionAccess,
  userId: string,
  platform: Platform,
): Promise<AnySource[]> {
  if (platform === 'telegram')
    return access.withTelegram(userId, (connector, auth) => connector.listSources(auth));
  return access.withOAuth(userId, platform, (connector, tokens): Promise<AnySource[]> =>
    connector.listSources(tokens),
  );
}
