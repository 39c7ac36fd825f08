import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '@/app';
import { createTestApp, TEST_SECRET, testEnv, type TestApp } from '@/test/test-app';
import { createTestDatabase } from '@/test/test-database';
import { body } from '@/test/http';
import { withSignInOptions } from '@/plugins/web-pages';

interface OpenApiDoc {
  openapi: string;
  paths: Record<
    string,
    Record<
      string,
      { requestBody?: { content: Record<string, { schema: { required?: string[] } }> } }
    >
  >;
}

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

describe('the envelope for bad requests', () => {
  it('unknown /api path → 404 JSON envelope, whatever the method', async () => {
    for (const method of ['GET', 'POST', 'DELETE'] as const) {
      const res = await t.app.inject({ method, url: '/api/no/such/thing?x=1' });
      expect(res.statusCode).toBe(404);
      expect(res.headers['content-type']).toMatch(/application\/json/);
      expect(body(res)).toEqual({
        success: false,
        error: 'NOT_FOUND',
        message: `Route ${method} /api/no/such/thing not found`,
      });
    }
  });

  it('oversized body → 413', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: 'a@example.com', password: 'x'.repeat(1024 * 1024 + 10) },
    });
    expect(res.statusCode).toBe(413);
    expect(body(res)).toEqual({
      success: false,
      error: 'PAYLOAD_TOO_LARGE',
      message: 'Request body is too large',
    });
  });

  it('malformed JSON → 400', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: { 'content-type': 'application/json' },
      payload: '{"email": "a@example.com", ',
    });
    expect(res.statusCode).toBe(400);
    expect(body(res)).toEqual({
      success: false,
      error: 'BAD_REQUEST',
      message: 'Malformed JSON in request body',
    });
  });

  it('unsupported content type → 415', async () => {
    for (const type of ['text/plain', 'application/xml']) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        headers: { 'content-type': type },
        payload: 'hello',
      });
      expect(res.statusCode).toBe(415);
      expect(body(res)).toMatchObject({ success: false, error: 'UNSUPPORTED_MEDIA_TYPE' });
    }
  });

  it('empty JSON body with a JSON content type → 400, not 500', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: { 'content-type': 'application/json' },
      payload: '',
    });
    expect(res.statusCode).toBe(400);
    expect(body(res).success).toBe(false);
  });

  it('JSON that is not an object → 400 validation error', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: { 'content-type': 'application/json' },
      payload: '"text"',
    });
    expect(res.statusCode).toBe(400);
    expect(body(res)).toMatchObject({
      error: 'VALIDATION_ERROR',
      message: 'Validation failed: Invalid body',
    });
  });
});

describe('unexpected failures', () => {
  it('a thrown error → 500 "An unexpected error occurred", with no details leaked', async () => {
    const database = await createTestDatabase();
    const app = await buildApp({ env: testEnv(), database, appSecret: TEST_SECRET });
    app.get('/api/test-explodes', () => {
      throw new Error('secret internals');
    });
    try {
      const res = await app.inject({ method: 'GET', url: '/api/test-explodes' });
      expect(res.statusCode).toBe(500);
      expect(body(res)).toEqual({
        success: false,
        error: 'INTERNAL_ERROR',
        message: 'An unexpected error occurred',
      });
    } finally {
      await app.close();
      await database.close();
    }
  });
});

describe('general rate limit', () => {
  it('answers 429 in the envelope with Retry-After once the per-minute limit is spent', async () => {
    const limited = await createTestApp({ env: { RATE_LIMIT_MAX: '3' } });
    try {
      for (let i = 0; i < 3; i++)
        expect((await limited.app.inject({ url: '/api/options' })).statusCode).toBe(200);
      const res = await limited.app.inject({ url: '/api/options' });
      expect(res.statusCode).toBe(429);
      expect(body(res)).toMatchObject({ success: false, error: 'RATE_LIMITED' });
      expect(body(res).message).toMatch(/^Too many requests\. Please try again in /);
      expect(res.headers['retry-after']).toBeDefined();
      // Health checks and the web app's pages and files are exempt.
      expect((await limited.app.inject({ url: '/api/health' })).statusCode).toBe(200);
      expect((await limited.app.inject({ url: '/settings' })).statusCode).not.toBe(429);
    } finally {
      await limited.close();
    }
  });
});

describe('OpenAPI', () => {
  it('/api/docs/json documents the API from the contract schemas', async () => {
    const res = await t.app.inject({ url: '/api/docs/json' });
    expect(res.statusCode).toBe(200);
    const doc = res.json<OpenApiDoc>();
    expect(doc.openapi).toMatch(/^3\.1/);
    for (const route of [
      '/api/auth/register',
      '/api/auth/login',
      '/api/auth/refresh-token',
      '/api/auth/logout',
    ]) {
      expect(doc.paths[route]?.post, route).toBeDefined();
    }
    expect(doc.paths['/api/auth/me']?.get).toBeDefined();
    expect(doc.paths['/api/settings']?.patch).toBeDefined();
    expect(doc.paths['/api/options']?.get).toBeDefined();
    expect(doc.paths['/api/health']?.get).toBeDefined();
    expect(Object.keys(doc.paths).some((p) => p.startsWith('/api/docs'))).toBe(false);
    const loginBody =
      doc.paths['/api/auth/login']?.post?.requestBody?.content['application/json']?.schema;
    expect(loginBody?.required).toEqual(expect.arrayContaining(['email', 'password']));
  });

  it('/api/docs serves the browsable UI', async () => {
    const res = await t.app.inject({ url: '/api/docs' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/text\/html/);
  });
});

describe('security headers', () => {
  it('sends a CSP fit for the built SPA and keeps OAuth popups able to talk back', async () => {
    const res = await t.app.inject({ url: '/' });
    const csp = String(res.headers['content-security-policy']);
    expect(csp).toContain("script-src 'self'");
    expect(csp).toContain("style-src 'self' 'unsafe-inline'");
    expect(csp).toContain('img-src');
    expect(csp).toContain('data:');
    expect(csp).not.toContain('upgrade-insecure-requests');
    expect(res.headers['cross-origin-opener-policy']).toBe('same-origin-allow-popups');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
  });
});

const HTML =
  '<!doctype html><html><head><title>t</title></head><body><div id="root"></div></body></html>';
const JS = 'console.log(1)';
/** What /api/options offers in the test environment (password and the Google sandbox). */
const SIGN_IN = { password: true, google: true, googleSandbox: true, sso: null };

describe('the web app', () => {
  it('without a build, pages answer a clear "run npm run build" page instead of crashing', async () => {
    const res = await t.app.inject({ url: '/settings' });
    expect(res.statusCode).toBe(503);
    expect(res.headers['content-type']).toMatch(/text\/html/);
    expect(res.body).toContain('npm run build');
  });

  describe('with a build', () => {
    let web: TestApp;
    beforeAll(async () => {
      const dist = mkdtempSync(path.join(tmpdir(), 'sp-web-dist-'));
      mkdirSync(path.join(dist, 'assets'));
      writeFileSync(path.join(dist, 'index.html'), HTML);
      writeFileSync(path.join(dist, 'assets', 'index-abc123.js'), 'console.log(1)');
      // What apps/web/scripts/compress.mjs writes beside each asset.
      writeFileSync(path.join(dist, 'assets', 'index-abc123.js.br'), brotliCompressSync(JS));
      writeFileSync(path.join(dist, 'assets', 'index-abc123.js.gz'), gzipSync(JS));
      writeFileSync(path.join(dist, 'index.html.br'), brotliCompressSync(HTML));
      writeFileSync(path.join(dist, 'favicon.svg'), '<svg/>');
      // What the web build writes: the route files of a first screen, by path.
      writeFileSync(
        path.join(dist, 'first-screen-preloads.json'),
        JSON.stringify({ '/auth': ['assets/auth-route-x1.js', 'assets/shared-y2.js', '"><x'] }),
      );
      web = await createTestApp({ env: { WEB_DIST: dist } });
    });
    afterAll(async () => {
      await web.close();
    });

    it.each(['/', '/settings', '/summaries/123', '/auth?error=denied'])(
      '%s → index.html (client routing)',
      async (url) => {
        const res = await web.app.inject({ url });
        expect(res.statusCode).toBe(200);
        expect(res.body).toContain('<div id="root">');
        expect(res.headers['cache-control']).toBe('no-cache');
      },
    );

    it('pages an OAuth popup passes through relax the opener policy; app pages do not', async () => {
      const callback = await web.app.inject({ url: '/auth/callback/reddit?code=c&state=s' });
      expect(callback.statusCode).toBe(200);
      expect(callback.headers['cross-origin-opener-policy']).toBe('unsafe-none');
      const consent = await web.app.inject({ url: '/sandbox/reddit/api/v1/authorize' });
      expect(consent.headers['cross-origin-opener-policy']).toBe('unsafe-none');
      const page = await web.app.inject({ url: '/connections' });
      expect(page.headers['cross-origin-opener-policy']).toBe('same-origin-allow-popups');
    });

    it('fingerprinted assets are served with a long cache', async () => {
      const res = await web.app.inject({ url: '/assets/index-abc123.js' });
      expect(res.statusCode).toBe(200);
      expect(res.headers['cache-control']).toContain('immutable');
    });

    it('precompressed assets are served by Accept-Encoding: brotli, gzip, or plain', async () => {
      const url = '/assets/index-abc123.js';
      const br = await web.app.inject({ url, headers: { 'accept-encoding': 'gzip, deflate, br' } });
      expect(br.statusCode).toBe(200);
      expect(br.headers['content-encoding']).toBe('br');
      expect(br.headers['content-type']).toMatch(/javascript/);
      expect(br.headers['cache-control']).toContain('immutable');
      expect(br.headers.vary).toMatch(/accept-encoding/i);
      expect(brotliDecompressSync(br.rawPayload).toString()).toBe(JS);

      const gz = await web.app.inject({ url, headers: { 'accept-encoding': 'gzip' } });
      expect(gz.headers['content-encoding']).toBe('gzip');
      expect(gunzipSync(gz.rawPayload).toString()).toBe(JS);

      const plain = await web.app.inject({ url, headers: { 'accept-encoding': 'identity' } });
      expect(plain.headers['content-encoding']).toBeUndefined();
      expect(plain.body).toBe(JS);
    });

    it('index.html comes compressed too, and is never cached without revalidation', async () => {
      const page = withSignInOptions(HTML, SIGN_IN);
      for (const url of ['/', '/settings']) {
        const res = await web.app.inject({ url, headers: { 'accept-encoding': 'br' } });
        expect(res.statusCode).toBe(200);
        expect(res.headers['content-encoding']).toBe('br');
        expect(res.headers['cache-control']).toBe('no-cache');
        expect(res.headers.vary).toMatch(/accept-encoding/i);
        expect(brotliDecompressSync(res.rawPayload).toString()).toBe(page);
      }
      const gz = await web.app.inject({ url: '/', headers: { 'accept-encoding': 'gzip, br;q=0' } });
      expect(gz.headers['content-encoding']).toBe('gzip');
      expect(gunzipSync(gz.rawPayload).toString()).toBe(page);
      const plain = await web.app.inject({ url: '/', headers: { 'accept-encoding': 'identity' } });
      expect(plain.headers['content-encoding']).toBeUndefined();
      expect(plain.body).toBe(page);
    });

    it("pages carry the server's sign-in options, so /auth needs no request to show its form", async () => {
      const res = await web.app.inject({ url: '/auth' });
      const block = /<script type="application\/json" id="sign-in-options">(.*?)<\/script>/.exec(
        res.body,
      );
      expect(JSON.parse(block?.[1] ?? 'null')).toEqual(SIGN_IN);
      const options = await web.app.inject({ url: '/api/options' });
      expect(body(options).data).toMatchObject({ signIn: SIGN_IN });
    });

    it("the page's sign-in options follow the request: sandbox Google only for a local browser", async () => {
      const optionsIn = (html: string) =>
        JSON.parse(
          /id="sign-in-options">(.*?)<\/script>/.exec(html)?.[1] ?? 'null',
        ) as typeof SIGN_IN;
      const local = await web.app.inject({ url: '/auth', remoteAddress: '127.0.0.1' });
      expect(optionsIn(local.body).google).toBe(true);
      const remote = await web.app.inject({ url: '/auth', remoteAddress: '203.0.113.9' });
      expect(optionsIn(remote.body)).toEqual({ ...SIGN_IN, google: false, googleSandbox: false });
      // The same answer as the API gives that browser.
      const api = await web.app.inject({ url: '/api/options', remoteAddress: '203.0.113.9' });
      expect(body(api).data).toMatchObject({ signIn: { google: false } });
    });

    it("/auth preloads its route's files beside the entry; other pages do not", async () => {
      const preloads = (html: string) =>
        [...html.matchAll(/<link rel="modulepreload" crossorigin href="([^"]*)">/g)].map(
          (m) => m[1],
        );
      const auth = await web.app.inject({ url: '/auth?next=%2Fsettings' });
      expect(preloads(auth.body)).toEqual(['/assets/auth-route-x1.js', '/assets/shared-y2.js']);
      expect(auth.body).toContain('id="sign-in-options"');
      expect(preloads((await web.app.inject({ url: '/settings' })).body)).toEqual([]);
    });

    it('no sign-in option can end the data block', () => {
      const page = withSignInOptions(HTML, {
        password: false,
        google: false,
        sso: { name: 'Corp </script><script>alert(1)</script> $& SSO' },
      });
      expect(page.match(/<\/script>/g)).toHaveLength(1);
      expect(page).toContain('$&');
      const block = /id="sign-in-options">(.*?)<\/script>/.exec(page)?.[1];
      expect(JSON.parse(block ?? 'null')).toMatchObject({
        sso: { name: 'Corp </script><script>alert(1)</script> $& SSO' },
      });
    });

    it('other files are served too', async () => {
      expect((await web.app.inject({ url: '/favicon.svg' })).statusCode).toBe(200);
    });

    it('a missing file is a 404, not the SPA', async () => {
      expect((await web.app.inject({ url: '/assets/missing-123.js' })).statusCode).toBe(404);
    });

    it('unknown /api paths stay JSON 404s', async () => {
      const res = await web.app.inject({ url: '/api/nothing' });
      expect(res.statusCode).toBe(404);
      expect(body(res).error).toBe('NOT_FOUND');
    });
  });
});
