import {
  validationMessage,
  type ErrorCode,
  type ErrorEnvelope,
  type FieldError,
} from '@socialpulse/contract';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { isAppError } from '@/lib/app-error';
import { toFieldErrors, topLevelFields } from '@/lib/field-errors';
import { loggableError } from '@/lib/loggable-error';
import { isPlatformError } from '@/platforms/errors';
import { platformErrorHttp } from '@/platforms/http-status';
import { platformErrorMessage } from '@/plugins/platform-error-message';

export const UNEXPECTED_ERROR_MESSAGE = 'An unexpected error occurred';

/** Framework errors raised by bad input, and how we word them. Anything else 4xx keeps its status. */
const FRAMEWORK_ERRORS: Record<string, { code: ErrorCode; message: string }> = {
  FST_ERR_CTP_BODY_TOO_LARGE: { code: 'PAYLOAD_TOO_LARGE', message: 'Request body is too large' },
  FST_ERR_CTP_INVALID_MEDIA_TYPE: {
    code: 'UNSUPPORTED_MEDIA_TYPE',
    message: 'Unsupported content type: send application/json',
  },
  FST_ERR_CTP_INVALID_JSON_BODY: { code: 'BAD_REQUEST', message: 'Malformed JSON in request body' },
  FST_ERR_CTP_EMPTY_JSON_BODY: { code: 'BAD_REQUEST', message: 'Request body is empty' },
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: {
    code: 'BAD_REQUEST',
    message: 'Request body does not match its Content-Length',
  },
  FST_ERR_BAD_URL: { code: 'BAD_REQUEST', message: 'Malformed request URL' },
  // A path segment over the router's 100 characters; no id of ours is that long.
  FST_ERR_MAX_PARAM_LENGTH: { code: 'URI_TOO_LONG', message: 'Request URL is too long' },
};

const CODE_BY_STATUS: Record<number, ErrorCode> = {
  400: 'BAD_REQUEST',
  401: 'UNAUTHORIZED',
  403: 'FORBIDDEN',
  404: 'NOT_FOUND',
  408: 'REQUEST_TIMEOUT',
  409: 'CONFLICT',
  413: 'PAYLOAD_TOO_LARGE',
  414: 'URI_TOO_LONG',
  415: 'UNSUPPORTED_MEDIA_TYPE',
  429: 'RATE_LIMITED',
  431: 'HEADERS_TOO_LARGE',
};

function envelope(message: string, code: ErrorCode, errors?: FieldError[]): ErrorEnvelope {
  return errors && errors.length > 0
    ? { success: false, message, error: code, errors }
    : { success: false, message, error: code };
}

/** The one place errors become HTTP answers. Bad input never yields a 500. */
function handleError(
  now: () => Date,
  error: FastifyError,
  request: FastifyRequest,
  reply: FastifyReply,
) {
  // Platform trouble keeps the platform's own message and is never a 401 (that is the SPA's session).
  if (isPlatformError(error)) {
    const at = now();
    const http = platformErrorHttp(error, at);
    if (http.status >= 500)
      request.log.warn({ err: error, service: error.service }, 'platform unavailable');
    return reply
      .headers(http.headers)
      .status(http.status)
      .send(envelope(platformErrorMessage(error, at), http.code));
  }

  if (isAppError(error)) {
    if (error.status >= 500) logFailure(request, error.status, error, error.message);
    return reply
      .headers(error.headers)
      .status(error.status)
      .send(envelope(error.message, error.code, error.errors));
  }

  if (Array.isArray(error.validation)) {
    const errors = toFieldErrors(error.validation, error.validationContext);
    return reply
      .status(400)
      .send(envelope(validationMessage(topLevelFields(errors)), 'VALIDATION_ERROR', errors));
  }

  const status = error.statusCode ?? 500;
  const known = error.code ? FRAMEWORK_ERRORS[error.code] : undefined;
  if (known)
    return reply
      .status(status >= 400 && status < 500 ? status : 400)
      .send(envelope(known.message, known.code));

  if (error instanceof SyntaxError && status === 400) {
    return reply.status(400).send(envelope('Malformed JSON in request body', 'BAD_REQUEST'));
  }

  if (status >= 400 && status < 500) {
    return reply
      .status(status)
      .send(envelope(error.message, CODE_BY_STATUS[status] ?? 'BAD_REQUEST'));
  }

  logFailure(request, 500, error, 'unhandled error');
  return reply.status(500).send(envelope(UNEXPECTED_ERROR_MESSAGE, 'INTERNAL_ERROR'));
}

/**
 * The one error line a failed request writes: where it failed and what the error was, never the
 * request's values (a NUL in a registration logged the email through Drizzle's message).
 */
function logFailure(request: FastifyRequest, status: number, error: unknown, message: string) {
  request.log.error(
    {
      method: request.method,
      route: request.routeOptions.url,
      status,
      error: loggableError(error),
    },
    message,
  );
}

export const errorHandlerPlugin = fp(
  (app: FastifyInstance, options: { now?: () => Date }) => {
    const now = options.now ?? (() => new Date());
    app.setErrorHandler((error: FastifyError, request, reply) =>
      handleError(now, error, request, reply),
    );
  },
  { name: 'error-handler' },
);

/**
 * Fastify's `frameworkErrors` option: errors it meets while routing (a URL that does not decode, an
 * overlong path parameter) answer the envelope instead of Fastify's own JSON.
 */
export function answerFrameworkError(
  error: FastifyError,
  request: FastifyRequest,
  reply: FastifyReply,
): void {
  // No route hook ran (see plugins/security.ts), so the API's no-store is set here.
  reply.header('cache-control', 'no-store');
  // The reply is sent here; Fastify expects nothing back from this hook.
  void handleError(() => new Date(), error, request, reply);
}

export function notFoundEnvelope(request: FastifyRequest): ErrorEnvelope {
  const path = request.url.split('?')[0] ?? request.url;
  return envelope(`Route ${request.method} ${path} not found`, 'NOT_FOUND');
}
