import { API_BASE } from '@/config/constants';

/** Where the browser goes to sign in with the configured OpenID provider (a full-page redirect). */
const SSO_START_URL = `${API_BASE}/auth/oidc/start`;

/** The start URL, carrying an invitation link's token: under SIGNUPS=invite it creates the account. */
export function ssoStartUrl(inviteToken?: string): string {
  return inviteToken ? `${SSO_START_URL}?invite=${encodeURIComponent(inviteToken)}` : SSO_START_URL;
}
