import type { FastifyReply, FastifyRequest } from 'fastify';
import { ytError } from '@/platforms/youtube/sandbox/envelope';
import type { YoutubeSandboxState } from '@/platforms/youtube/sandbox/state';
import { faultFor } from '@/platforms/sandbox/faults';
import type { Grant } from '@/platforms/sandbox/oauth-store';
import { applyDelay, bearerToken, field, fields } from '@/platforms/sandbox/plugin-kit';

const READ_SCOPES = [
  'https://www.googleapis.com/auth/youtube.readonly',
  'https://www.googleapis.com/auth/youtube',
  'https://www.googleapis.com/auth/youtube.force-ssl',
];
const QUOTA_MESSAGE =
  'The request cannot be completed because you have exceeded your <a href="/youtube/v3/getting-started#quota">quota</a>.';

/**
 * Every Data API call: faults, the bearer token from the Google sandbox, the daily quota (each call
 * costs a unit, even failing ones), scope and `part` (unless told otherwise). Returns the grant, or undefined once it replied.
 */
export async function guard(
  request: FastifyRequest,
  reply: FastifyReply,
  state: YoutubeSandboxState,
  /** captions.download is the one call without a `part`. */
  options: { requirePart?: boolean } = {},
): Promise<Grant | undefined> {
  await applyDelay(state.faults, request);
  if (faultFor(state.faults, request, 'server_error')) {
    reply.code(503).send({
      error: {
        code: 503,
        message: 'The service is currently unavailable.',
        errors: [
          {
            message: 'The service is currently unavailable.',
            domain: 'global',
            reason: 'backendError',
          },
        ],
        status: 'UNAVAILABLE',
      },
    });
    return undefined;
  }
  const token = bearerToken(request);
  const verified = token ? state.google.store.verifyAccess(token) : undefined;
  if (!verified?.ok || faultFor(state.faults, request, 'expired_token')) {
    const message =
      'Request had invalid authentication credentials. Expected OAuth 2 access token, login cookie or other valid authentication credential. See https://developers.google.com/identity/sign-in/web/devconsole-project.';
    reply
      .code(401)
      .header(
        'www-authenticate',
        'Bearer realm="https://accounts.google.com/", error="invalid_token"',
      )
      .send({
        error: {
          code: 401,
          message,
          errors: [
            {
              message: 'Invalid Credentials',
              domain: 'global',
              reason: 'authError',
              location: 'Authorization',
              locationType: 'header',
            },
          ],
          status: 'UNAUTHENTICATED',
        },
      });
    return undefined;
  }
  const grant = verified.value;
  const withinQuota = await state.charge(grant.clientId, 1);
  if (!withinQuota || faultFor(state.faults, request, 'quota_exceeded')) {
    reply.code(403).send(ytError(403, 'quotaExceeded', QUOTA_MESSAGE, 'youtube.quota'));
    return undefined;
  }
  if (faultFor(state.faults, request, 'rate_limited')) {
    reply
      .code(429)
      .header('retry-after', '30')
      .send({
        error: {
          code: 429,
          message: 'Resource has been exhausted (e.g. check quota).',
          errors: [
            { message: 'Rate limit exceeded', domain: 'usageLimits', reason: 'rateLimitExceeded' },
          ],
          status: 'RESOURCE_EXHAUSTED',
        },
      });
    return undefined;
  }
  if (faultFor(state.faults, request, 'forbidden')) {
    reply
      .code(403)
      .send(
        ytError(
          403,
          'forbidden',
          'The request is not properly authorized to access this resource.',
          'youtube.common',
        ),
      );
    return undefined;
  }
  if (faultFor(state.faults, request, 'not_found')) {
    reply
      .code(404)
      .send(
        ytError(
          404,
          'playlistNotFound',
          "The playlist identified with the request's <code>playlistId</code> parameter cannot be found.",
          'youtube.playlistItem',
          { location: 'playlistId', locationType: 'parameter' },
        ),
      );
    return undefined;
  }
  if (!grant.scopes.some((s) => READ_SCOPES.includes(s))) {
    reply.code(403).send({
      error: {
        code: 403,
        message: 'Request had insufficient authentication scopes.',
        errors: [
          {
            message: 'Insufficient Permission',
            domain: 'global',
            reason: 'insufficientPermissions',
          },
        ],
        status: 'PERMISSION_DENIED',
      },
    });
    return undefined;
  }
  if (options.requirePart !== false && !field(fields(request.query), 'part')) {
    reply
      .code(400)
      .send(
        ytError(
          400,
          'missingRequiredParameter',
          'No filter selected. Expected one of: part',
          'global',
          { location: 'part', locationType: 'parameter' },
        ),
      );
    return undefined;
  }
  return grant;
}

export function maxResults(
  request: FastifyRequest,
  reply: FastifyReply,
  fallback: number,
  max: number,
): number | undefined {
  const raw = field(fields(request.query), 'maxResults');
  const value = raw === undefined ? fallback : Number(raw);
  if (!Number.isInteger(value) || value < 0 || value > max) {
    reply
      .code(400)
      .send(
        ytError(
          400,
          'invalidParameter',
          `Invalid value '${raw ?? ''}'. Values must be within the range: [0, ${max}]`,
          'global',
          { location: 'maxResults', locationType: 'parameter' },
        ),
      );
    return undefined;
  }
  return value;
}

export function encodeToken(value: Record<string, number>): string {
  return Buffer.from(JSON.stringify(value)).toString('base64url');
}

/** Page tokens are opaque; a bad one is 400 invalidPageToken. Returns null after replying. */
export function decodeToken(
  request: FastifyRequest,
  reply: FastifyReply,
): Record<string, number> | null | undefined {
  const raw = field(fields(request.query), 'pageToken');
  if (!raw) return undefined;
  try {
    const parsed = JSON.parse(Buffer.from(raw, 'base64url').toString('utf8')) as unknown;
    if (
      parsed &&
      typeof parsed === 'object' &&
      Object.values(parsed).every((v) => typeof v === 'number')
    )
      return parsed as Record<string, number>;
  } catch {
    // fall through to the error answer
  }
  reply
    .code(400)
    .send(
      ytError(
        400,
        'invalidPageToken',
        'The request specifies an invalid page token.',
        'youtube.parameter',
        { location: 'pageToken', locationType: 'parameter' },
      ),
    );
  return null;
}
