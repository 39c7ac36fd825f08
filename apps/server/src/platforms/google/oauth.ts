import { z } from 'zod';
import type { GoogleEndpoints } from '@/platforms/google/endpoints';
import { PlatformError } from '@/platforms/errors';
import { type ClientOptions, clockOf, HttpClient, withQuery } from '@/platforms/shared/http';
import { parseTokenResponse } from '@/platforms/shared/token-response';
import type { Service, TokenSet } from '@/platforms/types';

export interface GoogleOAuthOptions extends ClientOptions {
  /** `google` for sign-in, `youtube` for the YouTube connection: decides the wording of errors. */
  service: Extract<Service, 'google' | 'youtube'>;
  clientId: string;
  clientSecret: string;
  endpoints: GoogleEndpoints;
}

export interface GoogleAuthorizeInput {
  scopes: readonly string[];
  state: string;
  redirectUri: string;
  codeChallenge?: string;
  nonce?: string;
  /** `offline` asks for a refresh token; Google issues one on first consent or with prompt=consent. */
  offline?: boolean;
  prompt?: string;
}

export const userinfoSchema = z.object({
  sub: z.string(),
  email: z.string().optional(),
  email_verified: z.union([z.boolean(), z.string()]).optional(),
  name: z.string().optional(),
  picture: z.string().optional(),
});
export type GoogleUserinfo = z.infer<typeof userinfoSchema>;

/** Google's OAuth 2.0 web-server flow, shared by sign-in and YouTube. */
export class GoogleOAuth {
  readonly http: HttpClient;
  private readonly now: () => Date;

  constructor(readonly options: GoogleOAuthOptions) {
    this.http = new HttpClient({
      service: options.service,
      fetch: options.fetch,
    });
    this.now = clockOf(options);
  }

  buildAuthorizeUrl(input: GoogleAuthorizeInput): string {
    return withQuery(this.options.endpoints.authorizeUrl, {
      client_id: this.options.clientId,
      redirect_uri: input.redirectUri,
      response_type: 'code',
      scope: input.scopes.join(' '),
      state: input.state,
      nonce: input.nonce,
      code_challenge: input.codeChallenge,
      code_challenge_method: input.codeChallenge ? 'S256' : undefined,
      access_type: input.offline ? 'offline' : undefined,
      prompt: input.prompt,
      include_granted_scopes: 'true',
    });
  }

  async exchangeCode(input: {
    code: string;
    redirectUri: string;
    codeVerifier?: string;
  }): Promise<TokenSet> {
    const result = await this.http.send({
      url: this.options.endpoints.tokenUrl,
      form: {
        code: input.code,
        client_id: this.options.clientId,
        client_secret: this.options.clientSecret,
        redirect_uri: input.redirectUri,
        grant_type: 'authorization_code',
        code_verifier: input.codeVerifier,
      },
    });
    return parseTokenResponse(result, { service: this.options.service, now: this.now() });
  }

  /** Google does not rotate: the answer has no refresh_token, so the old one is kept. */
  async refresh(refreshToken: string): Promise<TokenSet> {
    const result = await this.http.send({
      url: this.options.endpoints.tokenUrl,
      form: {
        client_id: this.options.clientId,
        client_secret: this.options.clientSecret,
        refresh_token: refreshToken,
        grant_type: 'refresh_token',
      },
    });
    return parseTokenResponse(result, {
      service: this.options.service,
      now: this.now(),
      previousRefreshToken: refreshToken,
    });
  }

  /** 400 invalid_token means it was already dead: that is success for a disconnect. */
  async revoke(tokens: Pick<TokenSet, 'accessToken' | 'refreshToken'>): Promise<void> {
    const result = await this.http.send({
      url: this.options.endpoints.revokeUrl,
      form: { token: tokens.refreshToken ?? tokens.accessToken },
    });
    if (result.status >= 500)
      throw new PlatformError(this.options.service, 'unavailable', { status: result.status });
  }

  async userinfo(accessToken: string): Promise<GoogleUserinfo> {
    const result = await this.http.send({
      url: this.options.endpoints.userinfoUrl,
      bearer: accessToken,
    });
    if (result.status === 401)
      throw new PlatformError(this.options.service, 'auth_expired', { status: 401 });
    if (result.status >= 500)
      throw new PlatformError(this.options.service, 'unavailable', { status: result.status });
    const parsed = userinfoSchema.safeParse(result.body);
    if (result.status !== 200 || !parsed.success)
      throw new PlatformError(this.options.service, 'unexpected', { status: result.status });
    return parsed.data;
  }
}
