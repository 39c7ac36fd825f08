import type { AuthorizeUrlInput, CodeExchangeInput } from '@/platforms/connector';
import {
  type ClientOptions,
  clockOf,
  HttpClient,
  joinUrl,
  withQuery,
} from '@/platforms/shared/http';
import { parseTokenResponse } from '@/platforms/shared/token-response';
import type { TokenSet } from '@/platforms/types';

export const REDDIT_SCOPES = ['identity', 'mysubreddits', 'read', 'history'] as const;

export interface RedditOAuthOptions extends ClientOptions {
  clientId: string;
  clientSecret: string;
  /** www.reddit.com: bearer tokens are not accepted there, but authorize, token and revoke live there. */
  wwwBase: string;
  /** Where the browser is sent to authorize; differs from wwwBase only for an in-process sandbox. */
  authorizeBase?: string;
  userAgent: string;
}

/** Reddit's "web app" OAuth: Basic client auth at the token endpoint, permanent duration for a refresh token. */
export class RedditOAuth {
  private readonly http: HttpClient;
  private readonly now: () => Date;

  constructor(private readonly options: RedditOAuthOptions) {
    this.http = new HttpClient({
      service: 'reddit',
      userAgent: options.userAgent,
      fetch: options.fetch,
    });
    this.now = clockOf(options);
  }

  buildAuthorizeUrl(input: AuthorizeUrlInput): string {
    return withQuery(
      joinUrl(this.options.authorizeBase ?? this.options.wwwBase, '/api/v1/authorize'),
      {
        client_id: this.options.clientId,
        response_type: 'code',
        state: input.state,
        redirect_uri: input.redirectUri,
        duration: 'permanent',
        scope: REDDIT_SCOPES.join(' '),
      },
    );
  }

  private basic(): Record<string, string> {
    const credentials = Buffer.from(
      `${this.options.clientId}:${this.options.clientSecret}`,
    ).toString('base64');
    return { authorization: `Basic ${credentials}` };
  }

  async exchangeCode(input: CodeExchangeInput): Promise<TokenSet> {
    const result = await this.http.send({
      url: joinUrl(this.options.wwwBase, '/api/v1/access_token'),
      headers: this.basic(),
      form: { grant_type: 'authorization_code', code: input.code, redirect_uri: input.redirectUri },
    });
    return parseTokenResponse(result, { service: 'reddit', now: this.now() });
  }

  async refresh(refreshToken: string): Promise<TokenSet> {
    const result = await this.http.send({
      url: joinUrl(this.options.wwwBase, '/api/v1/access_token'),
      headers: this.basic(),
      form: { grant_type: 'refresh_token', refresh_token: refreshToken },
    });
    // Reddit rotates: the answer's refresh_token replaces ours. The 2017 source answered invalid_request for a dead one.
    return parseTokenResponse(result, {
      service: 'reddit',
      now: this.now(),
      previousRefreshToken: refreshToken,
      invalidRequestMeans: 'invalid_grant',
    });
  }

  /** 200 or 204 and unknown tokens all mean revoked. */
  async revoke(tokens: Pick<TokenSet, 'accessToken' | 'refreshToken'>): Promise<void> {
    const token = tokens.refreshToken ?? tokens.accessToken;
    const hint = tokens.refreshToken ? 'refresh_token' : 'access_token';
    await this.http.send({
      url: joinUrl(this.options.wwwBase, '/api/v1/revoke_token'),
      headers: this.basic(),
      form: { token, token_type_hint: hint },
    });
  }
}
