import type { z } from 'zod';
import { API_BASE, API_TIMEOUT_MS } from '@/config/constants';
import { ApiError, CLIENT_MESSAGES, fieldErrorsFromBody, messageFromBody } from '@/lib/api-error';
import { getSession } from '@/lib/session';

type Method = 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE';

/**
 * A response schema, or a loader of one (a dynamic import of the contract module). With a loader,
 * zod and the contract's schemas are not evaluated with the first screen's code: the schema's chunk
 * loads beside the request, and the answer is still checked before anyone uses it
 * (docs/decisions/0018).
 */
export type SchemaSource<S extends z.ZodType> = S | (() => Promise<S>);

export type ApiRequest<S extends z.ZodType> = {
  method?: Method;
  /** Sent as JSON. */
  json?: unknown;
  /** Sent as application/x-www-form-urlencoded (register is sent as a form). */
  form?: Record<string, string>;
  /** Every answer is checked against the contract; a mismatch throws `invalidMessage`. */
  schema: SchemaSource<S>;
  invalidMessage: string;
  /** Auth calls themselves (login, register, refresh) must not trigger a refresh on 401. */
  refreshOn401?: boolean;
  /** A token not yet in the session (the one a registration just returned); never refreshed. */
  accessToken?: string;
  timeoutMs?: number;
};

type RawResponse = { status: number; ok: boolean; body: unknown };

export async function apiRequest<S extends z.ZodType>(
  path: string,
  request: ApiRequest<S>,
): Promise<z.output<S>> {
  const session = getSession();
  const usedToken = request.accessToken ?? session.getAccessToken();
  // Asked for now, awaited after the answer: the schema's chunk and the request travel together.
  const schema = loadSchema(request.schema);
  let response = await send(path, request, usedToken);

  // A 401 triggers one token refresh then one retry; never more for the same request.
  const mayRefresh = request.refreshOn401 !== false && request.accessToken === undefined;
  if (response.status === 401 && usedToken !== null && mayRefresh) {
    const freshToken = await refreshAccessToken(usedToken);
    response = await send(path, request, freshToken);
  }

  if (!response.ok) {
    const error = errorFromResponse(response);
    if (error.code === 'PASSWORD_CHANGE_REQUIRED') session.onPasswordChangeRequired();
    throw error;
  }

  const parsed = (await schema).safeParse(response.body);
  if (!parsed.success) {
    throw new ApiError(request.invalidMessage, {
      status: response.status,
      code: 'INVALID_RESPONSE',
      cause: parsed.error,
    });
  }
  return parsed.data;
}

/** The schema itself, or its loader's; a chunk that cannot load is the network failing. */
function loadSchema<S extends z.ZodType>(source: SchemaSource<S>): Promise<S> {
  if (typeof source !== 'function') return Promise.resolve(source);
  const loading = source().catch((cause: unknown) => {
    throw new ApiError(CLIENT_MESSAGES.noResponse, { code: 'NETWORK', cause });
  });
  // The request may fail first; its error is the one reported, not this.
  loading.catch(() => undefined);
  return loading;
}

// The refresh call's schema, loaded only when a token must be refreshed.
const authContract = () => import('@socialpulse/contract/auth');

function errorFromResponse(response: RawResponse): ApiError {
  const signedIn = getSession().getAccessToken() !== null;
  const message = messageFromBody(response.body, signedIn);
  const body = response.body as { error?: unknown } | undefined;
  return new ApiError(message ?? CLIENT_MESSAGES.fallback, {
    status: response.status,
    code: typeof body?.error === 'string' ? body.error : undefined,
    fieldErrors: fieldErrorsFromBody(response.body),
    hasDetail: message !== undefined,
  });
}

async function send(
  path: string,
  request: Pick<ApiRequest<z.ZodType>, 'method' | 'json' | 'form' | 'timeoutMs'>,
  token: string | null,
): Promise<RawResponse> {
  const headers: Record<string, string> = { Accept: 'application/json' };
  let body: string | undefined;
  if (request.form !== undefined) {
    headers['Content-Type'] = 'application/x-www-form-urlencoded';
    body = new URLSearchParams(request.form).toString();
  } else if (request.json !== undefined) {
    headers['Content-Type'] = 'application/json';
    body = JSON.stringify(request.json);
  }
  if (token !== null) headers.Authorization = `Bearer ${token}`;

  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), request.timeoutMs ?? API_TIMEOUT_MS);
  try {
    const response = await fetch(`${API_BASE}${path}`, {
      method: request.method ?? 'GET',
      headers,
      body,
      signal: controller.signal,
      credentials: 'same-origin',
    });
    // Reading the body is part of the request: a stalled body also hits the timeout.
    const raw = await response.text();
    return { status: response.status, ok: response.ok, body: parseJson(raw) };
  } catch (error) {
    if (controller.signal.aborted) {
      throw new ApiError(CLIENT_MESSAGES.timeout, { code: 'TIMEOUT', cause: error });
    }
    throw new ApiError(CLIENT_MESSAGES.noResponse, { code: 'NETWORK', cause: error });
  } finally {
    clearTimeout(timer);
  }
}

function parseJson(raw: string): unknown {
  if (raw.length === 0) return undefined;
  try {
    return JSON.parse(raw);
  } catch {
    return undefined;
  }
}

// Concurrent 401s share this one refresh call (refresh tokens rotate: a second call would fail).
let pendingRefresh: Promise<string> | null = null;

async function refreshAccessToken(usedToken: string): Promise<string> {
  const current = getSession().getAccessToken();
  // Another request already refreshed while this one was in flight: reuse its token.
  if (current !== null && current !== usedToken && pendingRefresh === null) return current;
  pendingRefresh ??= runRefresh().finally(() => {
    pendingRefresh = null;
  });
  return pendingRefresh;
}

async function runRefresh(): Promise<string> {
  const session = getSession();
  try {
    const refreshToken = session.getRefreshToken();
    if (refreshToken === null) throw new ApiError(CLIENT_MESSAGES.noRefreshToken, { status: 401 });
    const contract = authContract();
    const response = await send(
      '/auth/refresh-token',
      { method: 'POST', json: { refreshToken } },
      null,
    );
    if (!response.ok) throw errorFromResponse(response);
    const parsed = (await contract).refreshResponseSchema.safeParse(response.body);
    if (!parsed.success)
      throw new ApiError('Invalid authentication response', { cause: parsed.error });
    session.setTokens(parsed.data.data);
    return parsed.data.data.accessToken;
  } catch (cause) {
    session.onSessionExpired();
    throw new ApiError(CLIENT_MESSAGES.sessionExpired, {
      status: 401,
      code: 'SESSION_EXPIRED',
      cause,
    });
  }
}
