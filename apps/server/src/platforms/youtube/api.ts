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

const errorBody = z.object({
  error: z.object({
    code: z.number().optional(),
    message: z.string().optional(),
    errors: z.array(z.object({ reason: z.string().optional() })).optional(),
  }),
});

const PACIFIC = new Intl.DateTimeFormat('en-US', {
  timeZone: 'America/Los_Angeles',
  year: 'numeric',
  month: 'numeric',
  day: 'numeric',
  hour: 'numeric',
  hourCycle: 'h23',
});

function pacificParts(date: Date): { y: number; m: number; d: number; h: number } {
  const parts = Object.fromEntries(
    PACIFIC.formatToParts(date).map((p) => [p.type, Number(p.value)]),
  );
  return { y: parts.year ?? 0, m: parts.month ?? 1, d: parts.day ?? 1, h: parts.hour ?? 0 };
}

/** The quota resets at midnight Pacific Time, which is 07:00 or 08:00 UTC. */
export function nextPacificMidnight(now: Date): Date {
  const { y, m, d } = pacificParts(now);
  const candidate = new Date(Date.UTC(y, m - 1, d + 1, 8));
  return pacificParts(candidate).h === 1 ? new Date(candidate.getTime() - 3_600_000) : candidate;
}

export interface YoutubeApiOptions extends ClientOptions {
  apiBase: string;
}

/** The YouTube Data API v3 with Google's error envelope turned into PlatformError kinds. */
export class YoutubeApi {
  private readonly http: HttpClient;
  private readonly now: () => Date;

  constructor(private readonly options: YoutubeApiOptions) {
    this.http = new HttpClient({
      service: 'youtube',
      fetch: options.fetch,
      timeoutMs: options.timeoutMs,
    });
    this.now = clockOf(options);
  }

  async get(
    tokens: TokenProvider,
    path: string,
    query: Record<string, QueryValue>,
  ): Promise<unknown> {
    return (await this.send(tokens, path, query)).body;
  }

  /** For endpoints that answer a file rather than JSON (captions.download). */
  async getText(
    tokens: TokenProvider,
    path: string,
    query: Record<string, QueryValue>,
  ): Promise<string> {
    return (await this.send(tokens, path, query)).text;
  }

  private send(
    tokens: TokenProvider,
    path: string,
    query: Record<string, QueryValue>,
  ): Promise<HttpResult> {
    return withAccessToken(tokens, async (accessToken) => {
      const result = await this.http.send({
        url: joinUrl(this.options.apiBase, path),
        query,
        bearer: accessToken,
      });
      if (result.status === 200) return result;
      throw this.toError(result);
    });
  }

  private toError(result: HttpResult): PlatformError {
    const body = errorBody.safeParse(result.body);
    const reason = body.success ? body.data.error.errors?.[0]?.reason : undefined;
    const status = result.status;
    const base = { status, ...(reason ? { upstreamCode: reason } : {}) };
    if (status === 401) return new PlatformError('youtube', 'auth_expired', base);
    if (reason === 'quotaExceeded' || reason === 'dailyLimitExceeded') {
      return new PlatformError('youtube', 'quota_exceeded', {
        ...base,
        resetAt: nextPacificMidnight(this.now()),
      });
    }
    if (status === 429 || reason === 'rateLimitExceeded' || reason === 'userRateLimitExceeded') {
      const wait = numberHeader(result.headers, 'retry-after') ?? 60;
      return new PlatformError('youtube', 'rate_limited', {
        ...base,
        resetAt: new Date(this.now().getTime() + wait * 1000),
      });
    }
    if (reason === 'insufficientPermissions') {
      return new PlatformError('youtube', 'forbidden', {
        ...base,
        message:
          'YouTube access was not granted. Connect YouTube again and allow access to your YouTube account.',
      });
    }
    if (reason === 'commentsDisabled')
      return new PlatformError('youtube', 'forbidden', {
        ...base,
        message: 'Comments are turned off for this video.',
      });
    if (status === 403) return new PlatformError('youtube', 'forbidden', base);
    if (status === 404) return new PlatformError('youtube', 'not_found', base);
    if (status >= 500) return new PlatformError('youtube', 'unavailable', base);
    return new PlatformError('youtube', 'invalid_request', {
      ...base,
      message: `YouTube rejected the request${reason ? ` (${reason})` : ''}.`,
    });
  }
}
