import { z } from 'zod';
import { PlatformError } from '@/platforms/errors';
import {
  type ClientOptions,
  clockOf,
  HttpClient,
  type HttpResult,
  joinUrl,
  numberHeader,
  type QueryValue,
} from '@/platforms/shared/http';
import { withAccessToken, type TokenProvider } from '@/platforms/shared/token-provider';

const errorBody = z.object({ reason: z.string().optional(), message: z.string().optional() });

/**
 * A 403 names its `reason` for private subreddits; quarantined ones often come as a bare 403 (the
 * reason and `quarantine_message` are not always sent), so a 403 without reason is not called private.
 */
function forbiddenMessage(reason: string | undefined): string {
  if (reason === 'private') return 'This subreddit is private; your Reddit account cannot read it.';
  if (reason === 'quarantined')
    return 'This subreddit is quarantined; your Reddit account has not opted in to view it.';
  return 'Reddit refused access to this subreddit (it may be quarantined or private); your Reddit account cannot read it.';
}

export interface RateLimitSnapshot {
  used: number | undefined;
  remaining: number;
  resetAt: Date;
}

export interface RedditApiOptions extends ClientOptions {
  oauthBase: string;
  userAgent: string;
}

/**
 * oauth.reddit.com with Reddit's API rules: bearer token, descriptive User-Agent on every
 * call, raw_json=1, no redirects followed, and the x-ratelimit-* window respected before calling.
 */
export class RedditApi {
  private readonly http: HttpClient;
  private readonly now: () => Date;
  /** Last window Reddit reported; shared by every user because the limit is per OAuth client. */
  rateLimit: RateLimitSnapshot | null = null;

  constructor(private readonly options: RedditApiOptions) {
    this.http = new HttpClient({
      service: 'reddit',
      userAgent: options.userAgent,
      fetch: options.fetch,
      timeoutMs: options.timeoutMs,
    });
    this.now = clockOf(options);
  }

  async get(
    tokens: TokenProvider,
    path: string,
    query: Record<string, QueryValue> = {},
  ): Promise<unknown> {
    return withAccessToken(tokens, async (accessToken) => {
      this.checkWindow();
      const result = await this.http.send({
        url: joinUrl(this.options.oauthBase, path),
        query: { raw_json: 1, ...query },
        bearer: accessToken,
      });
      this.recordWindow(result);
      if (result.status >= 200 && result.status < 300) return result.body;
      throw this.toError(result, path);
    });
  }

  private checkWindow(): void {
    const window = this.rateLimit;
    if (window && window.remaining < 1 && window.resetAt.getTime() > this.now().getTime()) {
      throw new PlatformError('reddit', 'rate_limited', { resetAt: window.resetAt });
    }
  }

  private recordWindow(result: HttpResult): void {
    const remaining = numberHeader(result.headers, 'x-ratelimit-remaining');
    const reset = numberHeader(result.headers, 'x-ratelimit-reset');
    if (remaining === undefined || reset === undefined) return;
    this.rateLimit = {
      used: numberHeader(result.headers, 'x-ratelimit-used'),
      remaining,
      resetAt: new Date(this.now().getTime() + reset * 1000),
    };
  }

  private toError(result: HttpResult, path: string): PlatformError {
    const body = errorBody.safeParse(result.body);
    const reason = body.success ? body.data.reason : undefined;
    const status = result.status;
    if (status === 401) return new PlatformError('reddit', 'auth_expired', { status });
    if (status === 302 || status === 301) {
      return new PlatformError('reddit', 'not_found', {
        status,
        message: `There is no subreddit at ${path.split('/').slice(0, 3).join('/')}.`,
      });
    }
    if (status === 403) {
      const auth = result.headers.get('www-authenticate') ?? '';
      if (auth.includes('insufficient_scope')) {
        return new PlatformError('reddit', 'forbidden', {
          status,
          upstreamCode: 'insufficient_scope',
          message:
            'Reddit did not grant the permission this needs. Connect Reddit again to grant it.',
        });
      }
      return new PlatformError('reddit', 'forbidden', {
        status,
        ...(reason ? { upstreamCode: reason } : {}),
        message: forbiddenMessage(reason),
      });
    }
    if (status === 404) {
      return new PlatformError('reddit', 'not_found', {
        status,
        ...(reason ? { upstreamCode: reason } : {}),
        message:
          reason === 'banned' ? 'This subreddit is banned.' : 'Reddit could not find this source.',
      });
    }
    if (status === 429) {
      const reset =
        numberHeader(result.headers, 'x-ratelimit-reset') ??
        numberHeader(result.headers, 'retry-after') ??
        60;
      return new PlatformError('reddit', 'rate_limited', {
        status,
        resetAt: new Date(this.now().getTime() + reset * 1000),
      });
    }
    if (status >= 500) return new PlatformError('reddit', 'unavailable', { status });
    return new PlatformError('reddit', 'invalid_request', { status });
  }
}
