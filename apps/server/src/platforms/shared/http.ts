import { PlatformError } from '@/platforms/errors';
import type { Service } from '@/platforms/types';

export type FetchLike = (input: string, init?: RequestInit) => Promise<Response>;

export type QueryValue = string | number | boolean | undefined | null;

export interface HttpCall {
  method?: 'GET' | 'POST';
  /** Absolute URL (see `joinUrl`). */
  url: string;
  query?: Record<string, QueryValue>;
  headers?: Record<string, string>;
  /** Sent as application/x-www-form-urlencoded, the only body OAuth token endpoints take. */
  form?: Record<string, string | undefined>;
  bearer?: string;
}

export interface HttpResult {
  status: number;
  headers: Headers;
  /** Parsed JSON, or undefined when the body is empty or not JSON (Reddit's 429 is often 0 bytes). */
  body: unknown;
  text: string;
}

/**
 * What every platform client and connector lets its caller inject: a fetch (tests and sandboxes), a
 * clock (tests that move time), and a timeout.
 */
export interface ClientOptions {
  fetch?: FetchLike;
  now?: () => Date;
  timeoutMs?: number;
}

/** The injected clock, or the real one. */
export function clockOf(options: ClientOptions): () => Date {
  return options.now ?? (() => new Date());
}

export interface HttpClientOptions {
  service: Service;
  fetch?: FetchLike;
  timeoutMs?: number;
  /** Reddit throttles generic agents hard, so every client names itself. */
  userAgent?: string;
}

/** Base URLs are configurable per platform, so paths are joined rather than resolved. */
export function joinUrl(base: string, path: string): string {
  return `${base.replace(/\/+$/, '')}/${path.replace(/^\/+/, '')}`;
}

export function withQuery(url: string, query: Record<string, QueryValue> | undefined): string {
  if (!query) return url;
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined && value !== null) params.set(key, String(value));
  }
  const qs = params.toString();
  if (qs === '') return url;
  return `${url}${url.includes('?') ? '&' : '?'}${qs}`;
}

/** A thin fetch wrapper: no retries here, because each platform decides what a failure means. */
export class HttpClient {
  readonly service: Service;
  private readonly fetchImpl: FetchLike;
  private readonly timeoutMs: number;
  private readonly userAgent: string | undefined;

  constructor(options: HttpClientOptions) {
    this.service = options.service;
    this.fetchImpl = options.fetch ?? ((input, init) => fetch(input, init));
    this.timeoutMs = options.timeoutMs ?? 15_000;
    this.userAgent = options.userAgent;
  }

  async send(call: HttpCall): Promise<HttpResult> {
    const headers: Record<string, string> = { accept: 'application/json', ...call.headers };
    if (this.userAgent) headers['user-agent'] = this.userAgent;
    if (call.bearer) headers.authorization = `Bearer ${call.bearer}`;
    let body: string | undefined;
    if (call.form) {
      headers['content-type'] = 'application/x-www-form-urlencoded';
      body = new URLSearchParams(
        Object.entries(call.form).filter((e): e is [string, string] => e[1] !== undefined),
      ).toString();
    }
    let response: Response;
    try {
      response = await this.fetchImpl(withQuery(call.url, call.query), {
        method: call.method ?? (call.form ? 'POST' : 'GET'),
        headers,
        body,
        // An unknown subreddit answers 302 to a search page; following it would silently return the wrong listing.
        redirect: 'manual',
        signal: AbortSignal.timeout(this.timeoutMs),
      });
    } catch (error) {
      throw new PlatformError(this.service, 'unavailable', { cause: error });
    }
    const text = await response.text().catch(() => '');
    return { status: response.status, headers: response.headers, body: parseJson(text), text };
  }
}

function parseJson(text: string): unknown {
  if (text.trim() === '') return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

/** Reads a numeric header; Reddit sends floats such as "996.0". */
export function numberHeader(headers: Headers, name: string): number | undefined {
  const raw = headers.get(name);
  if (raw === null || raw.trim() === '') return undefined;
  const value = Number(raw);
  return Number.isFinite(value) ? value : undefined;
}
