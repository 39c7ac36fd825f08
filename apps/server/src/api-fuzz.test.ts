import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { casesFor, type FuzzCase } from '@/test/fuzz/cases';
import { problemWith } from '@/test/fuzz/check';
import { endpointsOf, type OpenApiDocument } from '@/test/fuzz/openapi';
import { Prng } from '@/test/fuzz/prng';
import { createTestApp, type TestApp } from '@/test/test-app';
import { bearer, registerAdmin } from '@/test/users';

/** Fixed, so every run sends the same requests. */
const SEED = 0x5ca1ab1e;

let t: TestApp;
let token: string;
/** Real records for the routes that change them, so bad bodies reach the service and database. */
const known: Record<string, Record<string, string>> = {};
beforeAll(async () => {
  t = await createTestApp();
  // The administrator (as the first account was before the setup code): the admin routes are
  // fuzzed past their guard, and the only administrator's account survives a fuzzed delete.
  token = (await registerAdmin(t.app)).accessToken;
  const keyword = await t.app.inject({
    method: 'POST',
    url: '/api/keyword-alerts/keywords',
    headers: bearer(token),
    payload: { keyword: 'seeded keyword', platforms: ['reddit'] },
  });
  const id = keyword.json<{ data: { _id: string } }>().data._id;
  known['PATCH /api/keyword-alerts/keywords/{id}'] = { id };
  known['PATCH /api/keyword-alerts/keywords/{id}/toggle'] = { id };
});
afterAll(async () => {
  await t.close();
});

function send(app: FastifyInstance, c: FuzzCase, headers: Record<string, string>) {
  const body = c.body;
  return app.inject({
    method: c.method as 'GET',
    url: c.url,
    headers: {
      ...headers,
      ...(body ? { 'content-type': 'raw' in body ? body.contentType : 'application/json' } : {}),
    },
    ...(body ? { payload: 'raw' in body ? body.raw : JSON.stringify(body.json) } : {}),
  });
}

async function documentedEndpoints() {
  return endpointsOf((await t.app.inject({ url: '/api/docs/json' })).json<OpenApiDocument>());
}

/** Methods to try on paths that do not have them (HEAD answers have no body to check). */
const ALL_METHODS = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'] as const;

describe('generated fuzz over every endpoint of the OpenAPI document', () => {
  it('answers no 5xx and always the JSON envelope, signed in or not', async () => {
    // Logout ends the session it is called with, so it goes last: every other
    // endpoint is fuzzed with a live session, which is checked before logout is.
    const isLogout = (e: { method: string; path: string }) =>
      e.method === 'POST' && e.path === '/api/auth/logout';
    const all = await documentedEndpoints();
    const endpoints = [...all.filter((e) => !isLogout(e)), ...all.filter(isLogout)];
    const identities: [string, Record<string, string>][] = [
      ['signed in', bearer(token)],
      ['anonymous', {}],
    ];
    const prng = new Prng(SEED);
    const problems: string[] = [];
    let sent = 0;
    for (const endpoint of endpoints) {
      if (isLogout(endpoint))
        expect(
          (await t.app.inject({ url: '/api/auth/me', headers: bearer(token) })).statusCode,
        ).toBe(200);
      const cases = casesFor(endpoint, prng, known[`${endpoint.method} ${endpoint.path}`]);
      // A malformed token once per endpoint: authentication must fail in the envelope too.
      const tokenCase = cases[0];
      if (tokenCase) {
        const res = await send(t.app, tokenCase, { authorization: 'Bearer \u00ff.x.y' });
        const problem = problemWith(res);
        if (problem) problems.push(`${endpoint.method} ${endpoint.path} [bad token]: ${problem}`);
        sent++;
      }
      for (const c of cases) {
        for (const [who, headers] of identities) {
          const problem = problemWith(await send(t.app, c, headers));
          if (problem)
            problems.push(`${c.method} ${c.url.slice(0, 100)} [${c.label}, ${who}]: ${problem}`);
          sent++;
        }
      }
    }
    expect(problems.slice(0, 25), `${problems.length} problems in ${sent} requests`).toEqual([]);
    // Enough ground covered (the session was checked alive before logout was fuzzed).
    expect(endpoints.length).toBeGreaterThanOrEqual(40);
    expect(endpoints.some(isLogout)).toBe(true);
    expect(sent).toBeGreaterThan(3000);
  }, 300_000);

  it('answers a method a path does not have with the envelope too', async () => {
    const endpoints = await documentedEndpoints();
    const problems: string[] = [];
    for (const path of new Set(endpoints.map((e) => e.path))) {
      const documented = new Set(endpoints.filter((e) => e.path === path).map((e) => e.method));
      const url = path.replace(/\{\w+\}/g, '00000000-0000-4000-8000-000000000000');
      for (const method of ALL_METHODS.filter((m) => !documented.has(m))) {
        const res = await t.app.inject({ method, url, headers: bearer(token) });
        const problem = problemWith(res);
        if (problem) problems.push(`${method} ${url}: ${problem}`);
      }
    }
    expect(problems).toEqual([]);
  });
});
