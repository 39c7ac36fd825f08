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

const problemBody = z.object({
  title: z.string().optional(),
  detail: z.string().optional(),
  type: z.string().optional(),
});
type PartialError = {
  type?: string | undefined;
  detail?: string | undefined;
  value?: string | undefined;
  title?: string | undefined;
  resource_type?: string | undefined;
  parameter?: string | undefined;
};

export const PROTECTED_MESSAGE =
  'This X account is protected: only the people it approves can see its posts.';

/** X answers a suspended account as "not found" with a `detail` that says so. */
function suspended(error: PartialError): boolean {
  return /suspended/i.test(error.detail ?? '') || /suspended/i.test(error.title ?? '');
}

/** Plain sentences instead of X's "Could not find user with username: [nouser]." */
function notFoundMessage(error: PartialError): string {
  const value = error.value?.trim();
  const isUser = error.resource_type === 'user' || /user/i.test(error.parameter ?? '');
  if (suspended(error))
    return value && isUser
      ? `The X account @${value} is suspended, so its posts cannot be read.`
      : 'This X account is suspended, so its posts cannot be read.';
  if (isUser && error.parameter === 'username' && value)
    return `There is no X account named @${value}. Check the spelling of the username.`;
  if (isUser) return 'X could not find this account. It may have been deleted or renamed.';
  if (error.resource_type === 'list')
    return 'X could not find this list. It may have been deleted.';
  return 'X could not find what was asked for. It may have been deleted.';
}

const partialErrors = z.object({
  data: z.unknown().optional(),
  errors: z
    .array(
      z.object({
        type: z.string().optional(),
        detail: z.string().optional(),
        value: z.string().optional(),
        title: z.string().optional(),
        resource_type: z.string().optional(),
        parameter: z.string().optional(),
      }),
    )
    .optional(),
});

export interface XApiOptions extends ClientOptions {
  apiBase: string;
}

/** X's windows are per endpoint and per user: `/2/users/123/tweets` and `/2/users/456/tweets` share one. */
export function endpointOf(path: string): string {
  return path
    .replace(/\/by\/username\/[^/]+/, '/by/username/:username')
    .replace(/\/\d+(?=\/|$)/g, '/:id');
}

/** api.x.com/2: problem bodies, 200-with-errors partial answers, x-rate-limit-reset as epoch seconds. */
export class XApi {
  private readonly http: HttpClient;
  private readonly now: () => Date;
  /** Reset time of windows a successful answer said were used up, by access token and endpoint. */
  private readonly exhausted = new Map<string, Date>();

  constructor(private readonly options: XApiOptions) {
    this.http = new HttpClient({
      service: 'twitter',
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
      const key = `${accessToken}\u0000${endpointOf(path)}`;
      this.checkWindow(key);
      const result = await this.http.send({
        url: joinUrl(this.options.apiBase, path),
        query,
        bearer: accessToken,
      });
      if (result.status !== 200) throw this.toError(result);
      this.recordWindow(key, result);
      // A 200 that carries only `errors` is a failed lookup, not data.
      const partial = partialErrors.safeParse(result.body);
      const first =
        partial.success && partial.data.data === undefined ? partial.data.errors?.[0] : undefined;
      if (first) throw this.partialError(first);
      return result.body;
    });
  }

  /** Like the Reddit client: a call into a window X already said is empty would only earn a 429. */
  private checkWindow(key: string): void {
    const resetAt = this.exhausted.get(key);
    if (!resetAt) return;
    if (resetAt.getTime() > this.now().getTime())
      throw new PlatformError('twitter', 'rate_limited', { resetAt });
    this.exhausted.delete(key);
  }

  /** `x-rate-limit-remaining` and `x-rate-limit-reset` (epoch seconds) come on every answer. */
  private recordWindow(key: string, result: HttpResult): void {
    const remaining = numberHeader(result.headers, 'x-rate-limit-remaining');
    const reset = numberHeader(result.headers, 'x-rate-limit-reset');
    if (remaining === undefined || reset === undefined || remaining > 0) return;
    const now = this.now().getTime();
    for (const [k, at] of this.exhausted) if (at.getTime() <= now) this.exhausted.delete(k);
    this.exhausted.set(key, new Date(reset * 1000));
  }

  private partialError(error: PartialError): PlatformError {
    // Problem types come on api.twitter.com or api.x.com; match the path.
    const type = error.type ?? '';
    if (type.endsWith('/2/problems/resource-not-found'))
      return new PlatformError('twitter', 'not_found', {
        upstreamCode: suspended(error) ? 'suspended' : 'resource-not-found',
        message: notFoundMessage(error),
      });
    if (type.endsWith('/2/problems/not-authorized-for-resource')) {
      return new PlatformError('twitter', 'forbidden', {
        upstreamCode: 'not-authorized-for-resource',
        message: PROTECTED_MESSAGE,
      });
    }
    return new PlatformError('twitter', 'invalid_request', {
      upstreamCode: type,
      message: 'X did not accept this request. Check the username or list and try again.',
    });
  }

  private toError(result: HttpResult): PlatformError {
    const body = problemBody.safeParse(result.body);
    const title = body.success ? body.data.title : undefined;
    const status = result.status;
    const base = { status, ...(title ? { upstreamCode: title } : {}) };
    if (status === 401) return new PlatformError('twitter', 'auth_expired', base);
    if (status === 429 && title === 'UsageCapExceeded') {
      return new PlatformError('twitter', 'quota_exceeded', {
        ...base,
        message:
          'The X API usage cap of this app is reached (out of credits). Try again next period.',
      });
    }
    if (status === 429) {
      const reset = numberHeader(result.headers, 'x-rate-limit-reset');
      return new PlatformError('twitter', 'rate_limited', {
        ...base,
        resetAt:
          reset !== undefined
            ? new Date(reset * 1000)
            : new Date(this.now().getTime() + 15 * 60_000),
      });
    }
    if (status === 403)
      return new PlatformError('twitter', 'forbidden', {
        ...base,
        message:
          'X refused to show this: the account is protected or your access does not allow it.',
      });
    if (status === 404)
      return new PlatformError('twitter', 'not_found', {
        ...base,
        message: 'X could not find this account or list. It may have been deleted.',
      });
    if (status >= 500) return new PlatformError('twitter', 'unavailable', base);
    // X's `detail` quotes parameter names and patterns ("does not match ^[A-Za-z0-9_]{1,15}$").
    return new PlatformError('twitter', 'invalid_request', {
      ...base,
      message: 'X did not accept this request. Check the username or list and try again.',
    });
  }
}
