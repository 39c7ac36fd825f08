import type { AnyPlatform, Connection } from '@socialpulse/contract';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Unplug } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { toast } from '@/lib/toast';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { isOAuthPlatform } from '@/features/connections/api/connections-api';
import { ConnectionCard } from '@/features/connections/components/connection-card';
import { OAuthAddressNotice } from '@/features/connections/components/oauth-address-notice';
import { TelegramConnectDialog } from '@/features/connections/components/telegram-connect-dialog';
import { connectionsQueryKey } from '@/features/connections/hooks/use-connections';
import { useDisconnect } from '@/features/connections/hooks/use-disconnect';
import { useOAuthAddressProblem } from '@/features/connections/hooks/use-oauth-address';
import { useOAuthConnect } from '@/features/connections/hooks/use-oauth-connect';
import { CONNECTIONS_ORDER } from '@/features/connections/platform-catalog';

/** The platform cards, 1/2/3 columns on small/medium/large screens, and how each connects. */
export function ConnectionsGrid({ connections }: { connections: readonly Connection[] }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const oauth = useOAuthConnect();
  const addressProblem = useOAuthAddressProblem(connections);
  const { disconnect, isDisconnecting } = useDisconnect();
  // A fresh dialog (empty field, phone step) for every attempt.
  const [telegramAttempt, setTelegramAttempt] = useState(0);
  const [telegramOpen, setTelegramOpen] = useState(false);
  // Disconnecting stops summaries and the Pulse for that account: asked first.
  const [confirming, setConfirming] = useState<AnyPlatform | null>(null);
  const confirmingName = confirming === null ? '' : t(`platforms.${confirming}`);

  const connect = (platform: AnyPlatform) => {
    if (platform === 'telegram') {
      setTelegramAttempt((n) => n + 1);
      setTelegramOpen(true);
    } else if (isOAuthPlatform(platform)) {
      // The popup could not come back here: say what to do instead of opening it to fail.
      if (addressProblem?.platforms.includes(platform) === true)
        toast.error(t('connections.initiateFailed'), {
          description: t('connections.openAtPublicUrl', { url: addressProblem.publicUrl }),
        });
      else oauth.connect(platform);
    }
  };

  const onTelegramConnected = () => {
    setTelegramOpen(false);
    toast.success(t('telegram.connected'));
    void queryClient.invalidateQueries({ queryKey: connectionsQueryKey });
  };

  return (
    <>
      {addressProblem !== null && <OAuthAddressNotice problem={addressProblem} />}
      <ul className="grid grid-cols-1 gap-4 md:grid-cols-2 lg:grid-cols-3">
        {CONNECTIONS_ORDER.map((platform) => (
          <li key={platform}>
            <ConnectionCard
              platform={platform}
              connection={connections.find((c) => c.platform === platform)}
              connecting={platform === 'telegram' ? telegramOpen : oauth.isConnecting(platform)}
              disconnecting={isDisconnecting(platform)}
              onConnect={() => connect(platform)}
              onDisconnect={() => setConfirming(platform)}
            />
          </li>
        ))}
      </ul>
      <ConfirmDialog
        open={confirming !== null}
        onOpenChange={(open) => {
          if (!open) setConfirming(null);
        }}
        title={t('disconnectDialog.title', { platform: confirmingName })}
        description={t('disconnectDialog.text', { platform: confirmingName })}
        confirmLabel={t('connections.disconnect')}
        busyLabel={t('connections.disconnecting')}
        cancelLabel={t('disconnectDialog.cancel')}
        closeLabel={t('common.close')}
        busy={confirming !== null && isDisconnecting(confirming)}
        onConfirm={() => {
          if (confirming !== null) disconnect(confirming, { onSettled: () => setConfirming(null) });
        }}
        icon={<Unplug aria-hidden="true" />}
      />
      <TelegramConnectDialog
        key={telegramAttempt}
        open={telegramOpen}
        onOpenChange={setTelegramOpen}
        onConnected={onTelegramConnected}
      />
    </>
  );
}
