import { readFileSync } from 'node:fs';
import type { FetchLike } from '@/platforms/shared/http';

/** A JSON fixture next to the test (`fixtures/<name>.json`), parsed fresh for every call. */
export function fixture(testUrl: string, name: string): unknown {
  return JSON.parse(readFileSync(new URL(`fixtures/${name}.json`, testUrl), 'utf8')) as unknown;
}

export interface RecordedAnswer {
  status?: number;
  body: unknown;
  headers?: Record<string, string>;
}

export type RecordedRoute = RecordedAnswer | ((url: URL) => RecordedAnswer);

export interface RecordedFetch {
  fetch: FetchLike;
  /** Every URL the connector asked for, in order. */
  calls: URL[];
}

/**
 * The connectors' fetch seam answering recorded payloads by path (longest matching prefix wins), so
 * the real api/mappers/fetch code runs on shapes the sandbox may never produce. Unknown paths are a
 * test failure, answered as a 599 the connectors report as `unavailable`.
 */
export function recordedFetch(routes: Record<string, RecordedRoute>): RecordedFetch {
  const calls: URL[] = [];
  const paths = Object.keys(routes).sort((a, b) => b.length - a.length);
  const fetch: FetchLike = (input) => {
    const url = new URL(input);
    calls.push(url);
    const path = paths.find((p) => url.pathname === p || url.pathname.startsWith(`${p}/`));
    const route = path === undefined ? undefined : routes[path];
    const answer: RecordedAnswer =
      route === undefined
        ? { status: 599, body: { error: `no recorded payload for ${url.pathname}` } }
        : typeof route === 'function'
          ? route(url)
          : route;
    return Promise.resolve(
      new Response(JSON.stringify(answer.body), {
        status: answer.status ?? 200,
        headers: { 'content-type': 'application/json', ...answer.headers },
      }),
    );
  };
  return { fetch, calls };
}
