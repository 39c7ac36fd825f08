import { useTranslation } from 'react-i18next';
import { Avatar } from '@/components/ui/avatar';
import { PlatformIcon } from '@/components/ui/platform-icon';
import type { ConnectedAccount } from '@/features/connections/hooks/use-connected-accounts';

/** A connected platform with the account's avatar and name (dashboard, new summary). */
export function ConnectedAccountTile({ account }: { account: ConnectedAccount }) {
  const { t } = useTranslation();
  const name = t(`platforms.${account.platform}`);
  const username = account.username ?? name;
  return (
    <span className="flex min-w-0 items-center gap-3">
      <span className="relative shrink-0">
        <Avatar src={account.avatar} name={username} className="size-11" />
        <PlatformIcon
          platform={account.platform}
          className="absolute -right-1 -bottom-1 size-5 rounded-md ring-2 ring-card [&_svg]:size-3"
        />
      </span>
      <span className="min-w-0">
        <span className="block truncate font-medium">{name}</span>
        <span className="block truncate text-sm text-muted-foreground">{username}</span>
      </span>
    </span>
  );
}
