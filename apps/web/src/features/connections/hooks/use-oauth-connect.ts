import type { Connection } from '@socialpulse/contract';
import type { OAuthPlatform } from '@socialpulse/contract/constants/common';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '@/lib/toast';
import { fetchPlatformAuthUrl } from '@/features/connections/api/connections-api';
import { connectionsQueryKey } from '@/features/connections/hooks/use-connections';
import { toastError } from '@/lib/notify';
import { openAuthPopup, type AuthPopup } from '@/lib/popup';

/**
 * Reddit, YouTube and X: the consent page in a centred popup, whose return page posts the result
 * back. On success the connections are fetched again, which also updates the auth store.
 */
export function useOAuthConnect() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [connecting, setConnecting] = useState<ReadonlySet<OAuthPlatform>>(new Set());

  const refetchConnections = () => queryClient.invalidateQueries({ queryKey: connectionsQueryKey });
  /** When the platform was last connected, if it is connected now. */
  const connectedAt = (platform: OAuthPlatform) => {
    const list = queryClient.getQueryData<Connection[]>(connectionsQueryKey);
    const connection = list?.find((c) => c.platform === platform);
    return connection?.status === 'connected' ? (connection.connectedAt ?? '') : undefined;
  };

  const run = async (platform: OAuthPlatform, popup: AuthPopup) => {
    try {
      popup.navigate(await fetchPlatformAuthUrl(platform));
    } catch (error) {
      popup.cancel();
      toastError(t, t('connections.initiateFailed'), error);
      return;
    }
    const outcome = await popup.result;
    if (outcome.status === 'success') {
      await refetchConnections();
      toast.success(t('connections.accountConnected'));
    } else if (outcome.status === 'error') {
      toast.error(t('connections.connectFailed'), { description: outcome.error });
    } else if (outcome.status === 'closed') {
      // Closed by hand, or the result could not be posted back: the server knows either way, and
      // the user hears which, never nothing.
      const before = connectedAt(platform);
      await refetchConnections();
      const after = connectedAt(platform);
      if (after !== undefined && after !== before) toast.success(t('connections.accountConnected'));
      else toast.error(t('auth.windowClosed'));
    }
  };

  const connect = (platform: OAuthPlatform) => {
    // Opened here, synchronously in the click, so popup blockers let it through.
    const popup = openAuthPopup(platform);
    if (popup === null) {
      toast.error(t('connections.allowPopups'));
      return;
    }
    setConnecting((current) => new Set(current).add(platform));
    void run(platform, popup).finally(() =>
      setConnecting((current) => {
        const next = new Set(current);
        next.delete(platform);
        return next;
      }),
    );
  };

  return { connect, isConnecting: (platform: string) => connecting.has(platform as OAuthPlatform) };
}
