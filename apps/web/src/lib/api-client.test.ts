import { authResponseSchema, settingsResponseSchema } from '@socialpulse/contract';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { apiRequest } from '@/lib/api-client';
import { ApiError } from '@/lib/api-error';
import { registerSession, type SessionBridge } from '@/lib/session';
import { fail, jsonResponse, mockFetch, ok } from '@/test/fetch-mock';
import { authResult, serverSettings } from '@/test/fixtures';

type FakeSession = SessionBridge & {
  token: string | null;
  refresh: string | null;
  expired: number;
  passwordChangeRequired: number;
};

function fakeSession(token: string | null, refresh: string | null): FakeSession {
  const session: FakeSession = {
    token,
    refresh,
    expired: 0,
    passwordChangeRequired: 0,
    getAccessToken: () => session.token,
    getRefreshToken: () => session.refresh,
    setTokens: ({ accessToken, refreshToken }) => {
      session.token = accessToken;
      session.refresh = refreshToken;
    },
    onSessionExpired: () => {
      session.expired += 1;
      session.token = null;
      session.refresh = null;
    },
    onPasswordChangeRequired: () => {
      session.passwordChangeRequired += 1;
    },
  };
  registerSession(session);
  return session;
}

const getSettings = () =>
  apiRequest('/settings', {
    schema: settingsResponseSchema,
    invalidMessage: 'Invalid settings response from API',
  });

const caught = async (promise: Promise<unknown>): Promise<ApiError> => {
  try {
    await promise;
  } catch (error) {
    if (error instanceof ApiError) return error;
    throw error;
  }
  throw new Error('expected the request to fail');
};

describe('apiRequest', () => {
  beforeEach(() => {
    fakeSession('access-1', 'refresh-1');
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('calls /api with JSON and the bearer token, and returns the checked answer', async () => {
    const { calls } = mockFetch(() => ok(serverSettings));
    const body = await getSettings();
    expect(body.data).toEqual(serverSettings);
    expect(calls[0]?.url).toBe('/api/settings');
    expect(calls[0]?.headers.get('Authorization')).toBe('Bearer access-1');
    expect(calls[0]?.headers.get('Accept')).toBe('application/json');
  });

  it('sends no Authorization header when no token is held', async () => {
    fakeSession(null, null);
    const { calls } = mockFetch(() => ok(serverSettings));
    await getSettings();
    expect(calls[0]?.headers.has('Authorization')).toBe(false);
  });

  it('sends JSON bodies as JSON and form bodies as x-www-form-urlencoded', async () => {
    const { calls } = mockFetch(() => ok(authResult));
    await apiRequest('/auth/login', {
      method: 'POST',
      json: { a: 1 },
      schema: authResponseSchema,
      invalidMessage: 'x',
    });
    await apiRequest('/auth/register', {
      method: 'POST',
      form: { username: 'jane doe', email: 'j@e.co' },
      schema: authResponseSchema,
      invalidMessage: 'x',
    });
    expect(calls[0]?.headers.get('Content-Type')).toBe('application/json');
    expect(calls[0]?.body).toBe('{"a":1}');
    expect(calls[1]?.headers.get('Content-Type')).toBe('application/x-www-form-urlencoded');
    expect(calls[1]?.body).toBe('username=jane+doe&email=j%40e.co');
  });

  it('times out after 10 s with "Request timed out"', async () => {
    vi.useFakeTimers();
    mockFetch(() => new Promise<Response>(() => undefined));
    const pending = caught(getSettings());
    await vi.advanceTimersByTimeAsync(9_999);
    await vi.advanceTimersByTimeAsync(1);
    const error = await pending;
    expect(error.message).toBe('Request timed out');
    expect(error.code).toBe('TIMEOUT');
  });

  it('reports a network failure as "No response from server"', async () => {
    mockFetch(() => Promise.reject(new TypeError('Failed to fetch')));
    const error = await caught(getSettings());
    expect(error.message).toBe('No response from server');
  });

  it('throws the product message when the answer does not match the contract', async () => {
    mockFetch(() => ok({ summaryTone: 'loud' }));
    const error = await caught(getSettings());
    expect(error.message).toBe('Invalid settings response from API');
    expect(error.code).toBe('INVALID_RESPONSE');
  });

  describe('with a schema loaded beside the request (docs/decisions/0018)', () => {
    const loadedSettings = (load: () => Promise<typeof settingsResponseSchema>) =>
      apiRequest('/settings', {
        schema: load,
        invalidMessage: 'Invalid settings response from API',
      });

    it('starts loading the schema with the request and checks the answer with it', async () => {
      let loads = 0;
      const { calls } = mockFetch(() => {
        // The schema was asked for before the answer came back.
        expect(loads).toBe(1);
        return ok(serverSettings);
      });
      const result = await loadedSettings(() => {
        loads += 1;
        return Promise.resolve(settingsResponseSchema);
      });
      expect(result.data).toEqual(serverSettings);
      expect(calls).toHaveLength(1);
    });

    it('still refuses an answer that does not match the loaded schema', async () => {
      mockFetch(() => ok({ summaryTone: 'loud' }));
      const error = await caught(loadedSettings(() => Promise.resolve(settingsResponseSchema)));
      expect(error.message).toBe('Invalid settings response from API');
      expect(error.code).toBe('INVALID_RESPONSE');
    });

    it('reports a schema that cannot load as "No response from server", never the unchecked answer', async () => {
      mockFetch(() => ok(serverSettings));
      const error = await caught(loadedSettings(() => Promise.reject(new TypeError('chunk'))));
      expect(error.message).toBe('No response from server');
      expect(error.code).toBe('NETWORK');
    });

    it('reports the request’s own failure when both fail', async () => {
      mockFetch(() =>
        jsonResponse(403, { success: false, message: 'Forbidden', error: 'FORBIDDEN' }),
      );
      const error = await caught(loadedSettings(() => Promise.reject(new TypeError('chunk'))));
      expect(error.status).toBe(403);
    });
  });

  it('tells the session when the password must be changed first, and only then', async () => {
    const session = fakeSession('access-1', 'refresh-1');
    mockFetch(() => fail(403, 'An administrator reset your password', 'PASSWORD_CHANGE_REQUIRED'));
    const error = await caught(getSettings());
    expect(error.code).toBe('PASSWORD_CHANGE_REQUIRED');
    expect(session.passwordChangeRequired).toBe(1);
    mockFetch(() => fail(403, 'Forbidden', 'FORBIDDEN'));
    await caught(getSettings());
    expect(session.passwordChangeRequired).toBe(1);
  });

  it('on a 401 refreshes once and retries with the new token', async () => {
    const session = fakeSession('old-access', 'refresh-1');
    const { calls } = mockFetch((request) => {
      if (request.path === '/api/auth/refresh-token')
        return ok({ accessToken: 'new-access', refreshToken: 'refresh-2' });
      return request.headers.get('Authorization') === 'Bearer new-access'
        ? ok(serverSettings)
        : fail(401, 'Token expired', 'TOKEN_EXPIRED');
    });
    const body = await getSettings();
    expect(body.data).toEqual(serverSettings);
    expect(calls.map((c) => c.path)).toEqual([
      '/api/settings',
      '/api/auth/refresh-token',
      '/api/settings',
    ]);
    expect(calls[1]?.json()).toEqual({ refreshToken: 'refresh-1' });
    expect(session.token).toBe('new-access');
    expect(session.refresh).toBe('refresh-2');
  });

  it('retries only once: a second 401 is returned as an error, not another refresh', async () => {
    const { calls } = mockFetch((request) =>
      request.path === '/api/auth/refresh-token'
        ? ok({ accessToken: 'new-access', refreshToken: 'refresh-2' })
        : fail(401, 'Still not allowed', 'UNAUTHORIZED'),
    );
    const error = await caught(getSettings());
    expect(error.status).toBe(401);
    expect(error.message).toBe('Still not allowed');
    expect(calls.filter((c) => c.path === '/api/auth/refresh-token')).toHaveLength(1);
    expect(calls.filter((c) => c.path === '/api/settings')).toHaveLength(2);
  });

  it('shares one refresh call between concurrent 401s', async () => {
    fakeSession('old-access', 'refresh-1');
    let releaseRefresh: () => void = () => undefined;
    const { calls } = mockFetch(async (request) => {
      if (request.path === '/api/auth/refresh-token') {
        await new Promise<void>((resolve) => {
          releaseRefresh = resolve;
        });
        return ok({ accessToken: 'new-access', refreshToken: 'refresh-2' });
      }
      return request.headers.get('Authorization') === 'Bearer new-access'
        ? ok(serverSettings)
        : fail(401, 'Token expired', 'TOKEN_EXPIRED');
    });
    const all = Promise.all([getSettings(), getSettings(), getSettings()]);
    await vi.waitFor(
      () => expect(calls.some((c) => c.path === '/api/auth/refresh-token')).toBe(true),
      { timeout: 4000 },
    );
    releaseRefresh();
    const results = await all;
    expect(results).toHaveLength(3);
    expect(calls.filter((c) => c.path === '/api/auth/refresh-token')).toHaveLength(1);
    expect(calls.filter((c) => c.path === '/api/settings')).toHaveLength(6);
  });

  it('a failed refresh logs out and throws "Session expired. Please login again."', async () => {
    const session = fakeSession('old-access', 'refresh-1');
    mockFetch((request) =>
      request.path === '/api/auth/refresh-token'
        ? fail(401, 'Refresh token reused', 'INVALID_TOKEN')
        : fail(401, 'Token expired', 'TOKEN_EXPIRED'),
    );
    const error = await caught(getSettings());
    expect(error.message).toBe('Session expired. Please login again.');
    expect(error.code).toBe('SESSION_EXPIRED');
    expect(session.expired).toBe(1);
    expect(session.token).toBeNull();
  });

  it('without a refresh token the refresh fails with "No refresh token available" and logs out', async () => {
    const session = fakeSession('old-access', null);
    const { calls } = mockFetch(() => fail(401, 'Token expired', 'TOKEN_EXPIRED'));
    const error = await caught(getSettings());
    expect(error.message).toBe('Session expired. Please login again.');
    expect((error.cause as Error).message).toBe('No refresh token available');
    expect(session.expired).toBe(1);
    expect(calls.some((c) => c.path === '/api/auth/refresh-token')).toBe(false);
  });

  it('does not refresh when signed out or when the call opts out (login)', async () => {
    fakeSession(null, null);
    const { calls } = mockFetch(() =>
      fail(401, 'Invalid email or password', 'INVALID_CREDENTIALS'),
    );
    const error = await caught(
      apiRequest('/auth/login', {
        method: 'POST',
        json: {},
        schema: authResponseSchema,
        invalidMessage: 'Invalid authentication response',
        refreshOn401: false,
      }),
    );
    expect(error.message).toBe('Invalid email or password');
    expect(calls).toHaveLength(1);
  });

  it('passes the 429 throttling message through', async () => {
    fakeSession(null, null);
    mockFetch(() => fail(429, 'Too many failed logins. Try again in 15 minutes.', 'RATE_LIMITED'));
    const error = await caught(getSettings());
    expect(error.status).toBe(429);
    expect(error.message).toBe('Too many failed logins. Try again in 15 minutes.');
  });

  describe('error messages', () => {
    it('signed in: the server message first', async () => {
      mockFetch(() =>
        jsonResponse(400, {
          success: false,
          message: 'Bad tone',
          error: 'VALIDATION_ERROR',
          errors: [{ field: 'a', message: 'A' }],
        }),
      );
      expect((await caught(getSettings())).message).toBe('Bad tone');
    });

    it('signed in: else the error field', async () => {
      mockFetch(() =>
        jsonResponse(400, {
          success: false,
          error: 'VALIDATION_ERROR',
          errors: [{ field: 'a', message: 'A' }],
        }),
      );
      expect((await caught(getSettings())).message).toBe('VALIDATION_ERROR');
    });

    it('signed in: else the first errors[] message', async () => {
      mockFetch(() =>
        jsonResponse(400, {
          success: false,
          errors: [{ field: 'keywords', message: 'Keywords must not repeat' }],
        }),
      );
      const error = await caught(getSettings());
      expect(error.message).toBe('Keywords must not repeat');
      expect(error.fieldErrors).toEqual([
        { field: 'keywords', message: 'Keywords must not repeat' },
      ]);
    });

    it('signed in: else "Something went wrong"', async () => {
      mockFetch(() => new Response('<html>Bad gateway</html>', { status: 502 }));
      const error = await caught(getSettings());
      expect(error.message).toBe('Something went wrong');
      expect(error.hasDetail).toBe(false);
    });

    it('signed out: the server message passes through, nothing else is substituted', async () => {
      fakeSession(null, null);
      mockFetch(() =>
        jsonResponse(400, {
          success: false,
          message: 'Email already registered',
          error: 'CONFLICT',
        }),
      );
      expect((await caught(getSettings())).message).toBe('Email already registered');

      mockFetch(() =>
        jsonResponse(400, {
          success: false,
          error: 'CONFLICT',
          errors: [{ field: 'a', message: 'A' }],
        }),
      );
      const bare = await caught(getSettings());
      expect(bare.hasDetail).toBe(false);
      expect(bare.code).toBe('CONFLICT');
    });
  });
});
