import type { Connection, OauthCallbackBody, OAuthPlatform } from '@socialpulse/contract';
import type { Db } from '@/db/database';
import type { AppOrigins } from '@/features/connections/app-origins';
import { resolveReturn, type ReturnRequest } from '@/features/connections/oauth-return';
import type { ConnectionSecrets } from '@/features/connections/connection-secrets';
import { toConnection } from '@/features/connections/connection-view';
import { upsertConnection } from '@/features/connections/connections.repository';
import {
  invalidCallback,
  type OAuthStatesService,
} from '@/features/oauth-states/oauth-states.service';
import { callbackError } from '@/platforms/connector';
import { isPlatformError } from '@/platforms/errors';
import type { PlatformRegistry } from '@/platforms/registry';
import { staticTokenProvider } from '@/platforms/shared/token-provider';
import type { TokenSet } from '@/platforms/types';

/** The popup's return page; byte-identical in the authorize URL, the exchange and the platform's settings. */
export function redirectUriFor(publicUrl: string, platform: OAuthPlatform | 'google'): string {
  return `${publicUrl}/auth/callback/${platform}`;
}

/** Connecting Reddit, YouTube and X: the authorization code flow, with PKCE for all three. */
export class OAuthConnectService {
  constructor(
    private readonly db: Db,
    private readonly registry: PlatformRegistry,
    private readonly states: OAuthStatesService,
    private readonly secrets: ConnectionSecrets,
    private readonly origins: AppOrigins,
  ) {}

  /**
   * The consent page URL. The popup must come back to the origin the app is open at: the opener
   * only hears messages from its own origin, and the session lives there.
   */
  async start(userId: string, platform: OAuthPlatform, from: ReturnRequest): Promise<string> {
    const connector = this.registry.get(platform);
    const target = resolveReturn(this.origins, from, connector.sandboxed, platform);
    const redirectUri = redirectUriFor(target.base, platform);
    const { state, codeChallenge } = await this.states.start({
      userId,
      purpose: platform,
      redirectUri,
    });
    // Reddit ignores the challenge; sending it anyway keeps one code path (platforms README).
    return target.rebase(connector.buildAuthorizeUrl({ state, redirectUri, codeChallenge }));
  }

  async complete(
    userId: string,
    platform: OAuthPlatform,
    body: OauthCallbackBody,
  ): Promise<Connection> {
    const pending = await this.states.consume({ state: body.state, userId, purpose: platform });
    if (body.error != null) throw callbackError(platform, body.error);
    if (body.code == null) throw invalidCallback();

    const connector = this.registry.get(platform);
    let tokens: TokenSet;
    try {
      tokens = await connector.exchangeCode({
        code: body.code,
        redirectUri: pending.redirectUri,
        codeVerifier: pending.codeVerifier,
      });
    } catch (error) {
      // At the token endpoint, invalid_grant means a wrong, spent or expired code, not a lost session.
      if (isPlatformError(error) && error.kind === 'invalid_grant') throw invalidCallback();
      throw error;
    }
    const profile = await connector.getProfile(staticTokenProvider(platform, tokens.accessToken));
    // Replacing an earlier connection does not revoke its tokens: for Google that would revoke the
    // whole grant, including the tokens just issued.
    const row = await upsertConnection(this.db, {
      userId,
      platform,
      externalAccountId: profile.externalId,
      username: profile.username,
      avatar: profile.avatar,
      sandbox: connector.sandboxed,
      ...this.secrets.sealTokens(userId, platform, tokens),
    });
    return toConnection(platform, row, connector.sandboxed);
  }
}
