import type { FieldError } from '@socialpulse/contract';

/** Client-side messages, word for word as the product shows them. */
export const CLIENT_MESSAGES = {
  timeout: 'Request timed out',
  noResponse: 'No response from server',
  sessionExpired: 'Session expired. Please login again.',
  noRefreshToken: 'No refresh token available',
  fallback: 'Something went wrong',
} as const;

/** The server's error code, or the client's own: TIMEOUT, NETWORK, SESSION_EXPIRED, INVALID_RESPONSE. */
export type ApiErrorCode = string;

type ApiErrorInit = {
  status?: number;
  code?: ApiErrorCode;
  fieldErrors?: FieldError[];
  /** False when the message is the generic fallback, so a screen may prefer its own wording. */
  hasDetail?: boolean;
  cause?: unknown;
};

export class ApiError extends Error {
  readonly status: number | undefined;
  readonly code: ApiErrorCode | undefined;
  readonly fieldErrors: FieldError[];
  readonly hasDetail: boolean;

  constructor(message: string, init: ApiErrorInit = {}) {
    super(message, init.cause === undefined ? undefined : { cause: init.cause });
    this.name = 'ApiError';
    this.status = init.status;
    this.code = init.code;
    this.fieldErrors = init.fieldErrors ?? [];
    this.hasDetail = init.hasDetail ?? true;
  }
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}

/** The message a screen shows: the error's own when it has one, else the screen's fallback. */
export function errorMessage(error: unknown, fallback: string): string {
  return isApiError(error) && error.hasDetail ? error.message : fallback;
}

type ErrorBody = {
  message?: unknown;
  error?: unknown;
  errors?: unknown;
};

const text = (value: unknown): string | undefined =>
  typeof value === 'string' && value.trim().length > 0 ? value : undefined;

function firstFieldMessage(errors: unknown): string | undefined {
  if (!Array.isArray(errors)) return undefined;
  const first: unknown = errors[0];
  return first !== null && typeof first === 'object' && 'message' in first
    ? text(first.message)
    : undefined;
}

/**
 * With nobody signed in the server's message passes through untouched; with a user signed
 * in the message is the server message, else the error field, else the first errors[] message.
 * Undefined means "nothing to say": the error then reads "Something went wrong" (CLIENT_MESSAGES.fallback)
 * and a screen may use its own wording instead.
 */
export function messageFromBody(body: unknown, signedIn: boolean): string | undefined {
  const b: ErrorBody = body !== null && typeof body === 'object' ? body : {};
  if (!signedIn) return text(b.message);
  return text(b.message) ?? text(b.error) ?? firstFieldMessage(b.errors);
}

export function fieldErrorsFromBody(body: unknown): FieldError[] {
  if (
    body === null ||
    typeof body !== 'object' ||
    !('errors' in body) ||
    !Array.isArray(body.errors)
  ) {
    return [];
  }
  return (body.errors as unknown[]).flatMap((item) =>
    item !== null &&
    typeof item === 'object' &&
    'field' in item &&
    'message' in item &&
    typeof item.field === 'string' &&
    typeof item.message === 'string'
      ? [{ field: item.field, message: item.message }]
      : [],
  );
}
