import type { Connection } from '@socialpulse/contract';
import { oauthAddressProblem } from '@/features/connections/oauth-address';
import { useOptions } from '@/features/options/hooks/use-options';

/** The OAuth platforms that cannot connect at the address this page is open at. */
export function useOAuthAddressProblem(connections: readonly Connection[]) {
  const oauth = useOptions().data?.oauth;
  return oauth === undefined
    ? null
    : oauthAddressProblem(window.location.origin, oauth, connections);
}
