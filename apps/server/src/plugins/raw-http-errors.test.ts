import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '@/test/test-app';
import { listenLocally, rawRequest, type RawResponse } from '@/test/raw-http';

let t: TestApp;
let port: number;
beforeAll(async () => {
  t = await createTestApp();
  port = await listenLocally(t.app);
});
afterAll(async () => {
  await t.close();
});

function get(target: string, extraHeaders = ''): Promise<RawResponse> {
  return rawRequest(
    port,
    `GET ${target} HTTP/1.1\r\nHost: localhost\r\n${extraHeaders}Connection: close\r\n\r\n`,
  );
}

function expectEnvelope(res: RawResponse, status: number, error: string) {
  expect(res.status).toBe(status);
  expect(res.headers['content-type']).toMatch(/^application\/json/);
  const parsed = JSON.parse(res.body) as Record<string, unknown>;
  expect(parsed).toEqual({ success: false, error, message: expect.any(String) as string });
}

describe('errors answered before routing are envelopes too', () => {
  it('headers over 16 KB → 431', async () => {
    expectEnvelope(
      await get('/api/options', `X-Padding: ${'a'.repeat(17 * 1024)}\r\n`),
      431,
      'HEADERS_TOO_LARGE',
    );
  });

  it('a URL over 16 KB → 431 (Node counts the request line towards the header limit)', async () => {
    expectEnvelope(await get(`/api/options?q=${'a'.repeat(17 * 1024)}`), 431, 'HEADERS_TOO_LARGE');
  });

  it('a path parameter over the router limit → 414', async () => {
    expectEnvelope(await get(`/api/summaries/${'a'.repeat(500)}`), 414, 'URI_TOO_LONG');
  });

  it('a URL that does not decode → 400', async () => {
    const res = await get('/api/summaries/%zz');
    expectEnvelope(res, 400, 'BAD_REQUEST');
    expect(JSON.parse(res.body)).toMatchObject({ message: 'Malformed request URL' });
    expect(res.headers['cache-control']).toBe('no-store');
  });

  it('a garbage request line → 400', async () => {
    expectEnvelope(await rawRequest(port, 'HELLO\r\n\r\n'), 400, 'BAD_REQUEST');
  });

  it('a header with a forbidden character → 400', async () => {
    expectEnvelope(
      await rawRequest(port, 'GET /api/options HTTP/1.1\r\nHost: x\r\nX-Bad\u0001: 1\r\n\r\n'),
      400,
      'BAD_REQUEST',
    );
  });

  it('an ordinary request on the same server still works', async () => {
    const res = await get('/api/options');
    expect(res.status).toBe(200);
    expect(JSON.parse(res.body)).toMatchObject({ success: true });
  });
});
