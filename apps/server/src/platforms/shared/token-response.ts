import { z } from 'zod';
import { PlatformError, type PlatformErrorKind } from '@/platforms/errors';
import type { HttpResult } from '@/platforms/shared/http';
import type { Service, TokenSet } from '@/platforms/types';

const tokenBody = z.object({
  access_token: z.string().min(1),
  refresh_token: z.string().min(1).optional(),
  expires_in: z.coerce.number().optional(),
  scope: z.string().optional(),
  id_token: z.string().optional(),
});

const errorBody = z.object({
  error: z.union([z.string(), z.number()]),
  error_description: z.string().optional(),
  message: z.string().optional(),
});

export interface TokenParseContext {
  service: Service;
  now: Date;
  /** Kept when a refresh answer carries no new refresh token (Google does not rotate). */
  previousRefreshToken?: string | null;
  /** What a 400 at this endpoint means when the body says only `invalid_request` (X reports bad codes that way). */
  invalidRequestMeans?: PlatformErrorKind;
}

/**
 * Token endpoints are judged by their body, not their status: Reddit answers a bad code with
 * 200 `{"error":"invalid_grant"}` (Reddit does this).
 */
export function parseTokenResponse(result: HttpResult, context: TokenParseContext): TokenSet {
  const { service } = context;
  const failure = errorBody.safeParse(result.body);
  if (failure.success) {
    const code = String(failure.data.error);
    throw new PlatformError(service, tokenErrorKind(code, result.status, context), {
      status: result.status,
      upstreamCode: code,
    });
  }
  if (result.status >= 500)
    throw new PlatformError(service, 'unavailable', { status: result.status });
  if (result.status === 429) throw new PlatformError(service, 'rate_limited', { status: 429 });
  if (result.status === 401) {
    throw new PlatformError(service, 'invalid_request', {
      status: 401,
      message: `${service} rejected the app's client credentials. Check the client id and secret.`,
    });
  }
  const parsed = tokenBody.safeParse(result.body);
  if (!parsed.success || result.status >= 400) {
    throw new PlatformError(service, 'unexpected', { status: result.status });
  }
  const body = parsed.data;
  return {
    accessToken: body.access_token,
    refreshToken: body.refresh_token ?? context.previousRefreshToken ?? null,
    expiresAt:
      body.expires_in !== undefined
        ? new Date(context.now.getTime() + body.expires_in * 1000)
        : null,
    scopes: (body.scope ?? '').split(/[\s,]+/).filter((s) => s.length > 0),
    ...(body.id_token ? { idToken: body.id_token } : {}),
  };
}

function tokenErrorKind(
  code: string,
  status: number,
  context: TokenParseContext,
): PlatformErrorKind {
  if (code === 'invalid_grant') return 'invalid_grant';
  if (code === 'access_denied') return 'access_denied';
  if (code === 'invalid_request' && context.invalidRequestMeans) return context.invalidRequestMeans;
  if (status === 429) return 'rate_limited';
  if (status >= 500) return 'unavailable';
  return 'invalid_request';
}
