import { vi } from 'vitest';

export type RecordedRequest = {
  url: string;
  path: string;
  method: string;
  headers: Headers;
  body: string | undefined;
  json: () => unknown;
};

type Handler = (request: RecordedRequest) => Response | Promise<Response>;

/** Replaces fetch with a handler; returns the calls so tests can check what was sent. */
export function mockFetch(handler: Handler) {
  const calls: RecordedRequest[] = [];
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    const body = typeof init?.body === 'string' ? init.body : undefined;
    const request: RecordedRequest = {
      url,
      path: new URL(url, 'http://localhost').pathname,
      method: init?.method ?? 'GET',
      headers: new Headers(init?.headers),
      body,
      json: (): unknown => (body === undefined ? undefined : (JSON.parse(body) as unknown)),
    };
    calls.push(request);
    // Honour aborts like a real fetch so timeout tests behave.
    const signal = init?.signal;
    if (signal?.aborted === true) throw new DOMException('Aborted', 'AbortError');
    const answer = handler(request);
    if (signal === undefined || signal === null) return answer;
    return Promise.race([
      Promise.resolve(answer),
      new Promise<never>((_, reject) =>
        signal.addEventListener('abort', () => reject(new DOMException('Aborted', 'AbortError'))),
      ),
    ]);
  });
  vi.stubGlobal('fetch', fetchMock);
  return { calls, fetchMock };
}

export function jsonResponse(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json' },
  });
}

export const ok = (data: unknown) => jsonResponse(200, { success: true, data });

/** A page of GET /summaries: the items, and the cursor of the next page if any. */
export const okPage = (data: unknown[], nextCursor: string | null = null) =>
  jsonResponse(200, { success: true, data, nextCursor });

export const fail = (
  status: number,
  message: string,
  error = 'BAD_REQUEST',
  errors: unknown[] = [],
) => jsonResponse(status, { success: false, message, error, errors });

/** Answers that also carry the message to show (connect, disconnect, Telegram steps). */
export const okWith = (message: string, data: unknown) =>
  jsonResponse(200, { success: true, message, data });
