import type { AuthorizeUrlInput, CodeExchangeInput } from '@/platforms/connector';
import { PlatformError } from '@/platforms/errors';
import {
  type ClientOptions,
  clockOf,
  HttpClient,
  joinUrl,
  withQuery,
} from '@/platforms/shared/http';
import { parseTokenResponse } from '@/platforms/shared/token-response';
import type { TokenSet } from '@/platforms/types';

/** follows.read and list.read are what the following and list endpoints require, beyond the three. */
export const X_SCOPES = [
  'tweet.read',
  'users.read',
  'follows.read',
  'list.read',
  'offline.access',
] as const;

export interface XOAuthOptions extends ClientOptions {
  clientId: string;
  /** Set for a confidential client (Basic auth); absent for a public one (client_id in the body). */
  clientSecret?: string;
  /** x.com, where the browser authorizes. */
  authorizeBase: string;
  /** api.x.com, where the token and revoke endpoints live. */
  apiBase: string;
}

export class XOAuth {
  private readonly http: HttpClient;
  private readonly now: () => Date;

  constructor(private readonly options: XOAuthOptions) {
    this.http = new HttpClient({
      service: 'twitter',
      fetch: options.fetch,
    });
    this.now = clockOf(options);
  }

  buildAuthorizeUrl(input: AuthorizeUrlInput): string {
    if (!input.codeChallenge)
      throw new PlatformError('twitter', 'invalid_request', {
        message: 'X requires a PKCE code challenge.',
      });
    return withQuery(joinUrl(this.options.authorizeBase, '/i/oauth2/authorize'), {
      response_type: 'code',
      client_id: this.options.clientId,
      redirect_uri: input.redirectUri,
      scope: X_SCOPES.join(' '),
      state: input.state,
      code_challenge: input.codeChallenge,
      code_challenge_method: 'S256',
    });
  }

  private clientAuth(): { headers: Record<string, string>; form: Record<string, string> } {
    if (!this.options.clientSecret)
      return { headers: {}, form: { client_id: this.options.clientId } };
    const basic = Buffer.from(`${this.options.clientId}:${this.options.clientSecret}`).toString(
      'base64',
    );
    return { headers: { authorization: `Basic ${basic}` }, form: {} };
  }

  private async token(
    form: Record<string, string | undefined>,
    previousRefreshToken?: string,
  ): Promise<TokenSet> {
    const auth = this.clientAuth();
    const result = await this.http.send({
      url: joinUrl(this.options.apiBase, '/2/oauth2/token'),
      headers: auth.headers,
      form: { ...form, ...auth.form },
    });
    // X reports a bad code or refresh token as invalid_request ("Value passed for the … was invalid.").
    return parseTokenResponse(result, {
      service: 'twitter',
      now: this.now(),
      invalidRequestMeans: 'invalid_grant',
      ...(previousRefreshToken ? { previousRefreshToken } : {}),
    });
  }

  exchangeCode(input: CodeExchangeInput): Promise<TokenSet> {
    return this.token({
      grant_type: 'authorization_code',
      code: input.code,
      redirect_uri: input.redirectUri,
      code_verifier: input.codeVerifier,
    });
  }

  /** Refresh tokens are single-use and rotated: always store the answer's. */
  refresh(refreshToken: string): Promise<TokenSet> {
    return this.token({ grant_type: 'refresh_token', refresh_token: refreshToken }, refreshToken);
  }

  async revoke(tokens: Pick<TokenSet, 'accessToken' | 'refreshToken'>): Promise<void> {
    const auth = this.clientAuth();
    const token = tokens.refreshToken ?? tokens.accessToken;
    await this.http.send({
      url: joinUrl(this.options.apiBase, '/2/oauth2/revoke'),
      headers: auth.headers,
      form: {
        token,
        token_type_hint: tokens.refreshToken ? 'refresh_token' : 'access_token',
        ...auth.form,
      },
    });
  }
}
