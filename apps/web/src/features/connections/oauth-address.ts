import type { Connection, Options } from '@socialpulse/contract';
import { OAUTH_PLATFORMS, type OAuthPlatform } from '@socialpulse/contract/constants/common';

/** Where OAuth popups cannot come back to, seen from the address the app is open at. */
export type OAuthAddressProblem = {
  /** PUBLIC_URL: the address to open instead. */
  publicUrl: string;
  /** The OAuth platforms that cannot connect from here. */
  platforms: OAuthPlatform[];
};

/**
 * A popup returns to one address: PUBLIC_URL for a real platform (its registered redirect URI), or
 * any of the server's own addresses for a sandbox. Opened elsewhere, the return page would land at
 * another origin, whose message the opener never hears and whose session is not this one, so the
 * popup would close with nothing connected. Null when every OAuth platform can connect from here.
 */
export function oauthAddressProblem(
  pageOrigin: string,
  oauth: Options['oauth'],
  connections: readonly Connection[],
): OAuthAddressProblem | null {
  if (!URL.canParse(oauth.publicUrl) || new URL(oauth.publicUrl).origin === pageOrigin) return null;
  const platforms = OAUTH_PLATFORMS.filter((platform) => {
    const sandboxed = connections.find((c) => c.platform === platform)?.sandbox === true;
    return !(sandboxed && oauth.sandboxAcceptsHere);
  });
  return platforms.length === 0 ? null : { publicUrl: oauth.publicUrl, platforms };
}
