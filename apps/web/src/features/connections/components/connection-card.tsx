import type { AnyPlatform, Connection } from '@socialpulse/contract';
import { FlaskConical, Plug, TriangleAlert, Unplug } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Avatar } from '@/components/ui/avatar';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { PlatformIcon } from '@/components/ui/platform-icon';
import { Spinner } from '@/components/ui/spinner';
import { isComingSoon } from '@/features/connections/platform-catalog';

type Props = {
  platform: AnyPlatform;
  connection: Connection | undefined;
  connecting: boolean;
  disconnecting: boolean;
  onConnect: () => void;
  onDisconnect: () => void;
};

/** One platform on Social Connections: icon, name, the account when connected, one button. */
export function ConnectionCard({
  platform,
  connection,
  connecting,
  disconnecting,
  onConnect,
  onDisconnect,
}: Props) {
  const { t } = useTranslation();
  const name = t(`platforms.${platform}`);
  const comingSoon = isComingSoon(platform);
  const status = comingSoon ? 'disconnected' : (connection?.status ?? 'disconnected');
  const profile = status === 'disconnected' ? null : (connection?.profileData ?? null);
  const titleId = `connection-${platform}`;

  return (
    <Card aria-labelledby={titleId} className="flex h-full flex-col gap-4 p-5">
      <div className="flex items-start gap-4">
        <PlatformIcon platform={platform} className="size-11 rounded-xl" />
        <div className="min-w-0 flex-1">
          <h2 id={titleId} className="truncate font-semibold">
            {name}
          </h2>
          <div className="mt-1.5 flex flex-wrap gap-1.5">
            {comingSoon ? (
              <Badge>{t('connections.comingSoon')}</Badge>
            ) : status === 'connected' ? (
              <Badge tone="success">{t('connections.connected')}</Badge>
            ) : status === 'expired' ? (
              <Badge tone="danger">{t('connections.reconnectNeeded')}</Badge>
            ) : (
              <Badge>{t('connections.notConnected')}</Badge>
            )}
            {connection?.sandbox === true && !comingSoon && (
              <Badge tone="accent" title={t('connections.sandboxHint')}>
                <FlaskConical aria-hidden="true" />
                {t('connections.sandbox')}
              </Badge>
            )}
          </div>
        </div>
      </div>

      {profile !== null && (
        <div className="flex min-w-0 items-center gap-3 rounded-lg bg-muted/60 p-3">
          <Avatar src={profile.avatar} name={profile.username} className="size-9" />
          <div className="min-w-0">
            <p className="text-xs text-muted-foreground">{t('connections.account')}</p>
            <p className="truncate text-sm font-medium">{profile.username}</p>
          </div>
        </div>
      )}
      {status === 'expired' && (
        <p className="flex items-start gap-2 text-sm text-danger">
          <TriangleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
          {t('connections.reconnectHint')}
        </p>
      )}
      {comingSoon && (
        <p className="text-sm text-muted-foreground">
          {t('connections.comingSoonHint', { platform: name })}
        </p>
      )}

      {!comingSoon && (
        <div className="mt-auto pt-1">
          {status === 'connected' ? (
            <Button
              variant="secondary"
              className="w-full"
              disabled={disconnecting}
              onClick={onDisconnect}
            >
              {disconnecting ? (
                <Spinner className="size-4 text-current" />
              ) : (
                <Unplug aria-hidden="true" />
              )}
              {disconnecting ? t('connections.disconnecting') : t('connections.disconnect')}
            </Button>
          ) : (
            <Button className="w-full" disabled={connecting} onClick={onConnect}>
              {connecting ? (
                <Spinner className="size-4 text-current" />
              ) : (
                <Plug aria-hidden="true" />
              )}
              {connecting
                ? t('connections.connecting')
                : t('connections.connect', { platform: name })}
            </Button>
          )}
        </div>
      )}
    </Card>
  );
}
