import { joinUrl } from '@/platforms/shared/http';

export interface GoogleEndpoints {
  /** id_token `iss` values we accept. */
  issuers: string[];
  /** Opened by the browser, so it must be reachable from there. */
  authorizeUrl: string;
  tokenUrl: string;
  revokeUrl: string;
  userinfoUrl: string;
  jwksUrl: string;
}

export const GOOGLE_REAL_ENDPOINTS: GoogleEndpoints = {
  issuers: ['https://accounts.google.com', 'accounts.google.com'],
  authorizeUrl: 'https://accounts.google.com/o/oauth2/v2/auth',
  tokenUrl: 'https://oauth2.googleapis.com/token',
  revokeUrl: 'https://oauth2.googleapis.com/revoke',
  userinfoUrl: 'https://openidconnect.googleapis.com/v1/userinfo',
  jwksUrl: 'https://www.googleapis.com/oauth2/v3/certs',
};

/**
 * The Google sandbox serves every Google host on one mount. `browserBase` is where the person's browser
 * reaches it; `apiBase` where this server does (they differ when the server calls itself on 127.0.0.1).
 * The sandbox names its issuer after the URL it was called on, hence both are accepted.
 */
export function sandboxGoogleEndpoints(
  apiBase: string,
  browserBase: string = apiBase,
): GoogleEndpoints {
  return {
    issuers: [...new Set([apiBase.replace(/\/+$/, ''), browserBase.replace(/\/+$/, '')])],
    authorizeUrl: joinUrl(browserBase, '/o/oauth2/v2/auth'),
    tokenUrl: joinUrl(apiBase, '/token'),
    revokeUrl: joinUrl(apiBase, '/revoke'),
    userinfoUrl: joinUrl(apiBase, '/v1/userinfo'),
    jwksUrl: joinUrl(apiBase, '/oauth2/v3/certs'),
  };
}
