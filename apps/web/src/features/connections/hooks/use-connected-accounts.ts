import type { Platform } from '@socialpulse/contract';
import { PLATFORMS } from '@socialpulse/contract/constants/common';
import { useAuthStore, type SocialAccount } from '@/features/auth/stores/auth-store';
import { useConnections } from '@/features/connections/hooks/use-connections';

export type ConnectedAccount = SocialAccount & { platform: Platform };

const isSummaryPlatform = (account: SocialAccount): account is ConnectedAccount =>
  (PLATFORMS as readonly string[]).includes(account.platform);

/**
 * The connected platforms that can be summarized, in the product's order. The persisted store answers
 * at once; the server's list refreshes it (useConnections mirrors it into the store).
 */
export function useConnectedAccounts(): { accounts: ConnectedAccount[]; isPending: boolean } {
  const connections = useConnections();
  const stored = useAuthStore((s) => s.socialAccounts);
  const accounts = stored
    .filter(isSummaryPlatform)
    .sort((a, b) => PLATFORMS.indexOf(a.platform) - PLATFORMS.indexOf(b.platform));
  return { accounts, isPending: accounts.length === 0 && connections.isPending };
}
