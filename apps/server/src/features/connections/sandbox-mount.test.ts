import type { Connection } from '@socialpulse/contract';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '@/app';
import { ConnectionSecrets } from '@/features/connections/connection-secrets';
import { upsertConnection } from '@/features/connections/connections.repository';
import { SecretBox } from '@/lib/secret-box';
import { body, dataOf } from '@/test/http';
import { createTestApp, TEST_SECRET, testEnv, type TestApp } from '@/test/test-app';
import { createTestDatabase } from '@/test/test-database';
import { bearer, registerUser } from '@/test/users';

const REAL_REDDIT = { REDDIT_CLIENT_ID: 'real-id', REDDIT_CLIENT_SECRET: 'real-secret' };

describe('sandboxes mounted in the app (no credentials)', () => {
  let web: TestApp;
  beforeAll(async () => {
    const dist = mkdtempSync(path.join(tmpdir(), 'sp-web-dist-'));
    writeFileSync(path.join(dist, 'index.html'), '<!doctype html><div id="root"></div>');
    web = await createTestApp({ env: { WEB_DIST: dist, PUBLIC_URL: 'http://pulse.test' } });
  });
  afterAll(async () => {
    await web.close();
  });

  it('serves the consent page with its own CSP (its form posts and redirects), not the SPA one', async () => {
    const user = await registerUser(web.app);
    const start = await web.app.inject({
      url: '/api/reddit/auth',
      headers: bearer(user.accessToken),
    });
    const url = new URL(dataOf<{ url: string }>(start).url);
    expect(url.origin).toBe('http://pulse.test');
    const page = await web.app.inject({ url: url.pathname + url.search });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toMatch(/text\/html/);
    expect(page.body).toContain('<form method="post"');
    const csp = String(page.headers['content-security-policy']);
    expect(csp).toContain("default-src 'none'");
    expect(csp).toContain('form-action');
    expect(csp).not.toContain("default-src 'self'");
  });

  it('unknown /sandbox paths are JSON 404s, while /auth/callback/* are SPA routes', async () => {
    for (const url of ['/sandbox/nothing', '/sandbox/reddit/nothing', '/sandbox']) {
      const res = await web.app.inject({ url });
      expect(res.statusCode).toBe(404);
      expect(body(res).error).toBe('NOT_FOUND');
    }
    for (const platform of ['reddit', 'youtube', 'twitter', 'google']) {
      const res = await web.app.inject({ url: `/auth/callback/${platform}?code=c&state=s` });
      expect(res.statusCode).toBe(200);
      expect(res.body).toContain('<div id="root">');
    }
  });

  it('documents the platform routes in OpenAPI, and not the sandboxes', async () => {
    const doc = (await web.app.inject({ url: '/api/docs/json' })).json<{
      paths: Record<string, unknown>;
    }>();
    const paths = Object.keys(doc.paths);
    for (const path of [
      '/api/connections',
      '/api/connections/{platform}',
      '/api/reddit/auth',
      '/api/twitter/callback',
      '/api/auth/google',
      '/api/auth/google/callback',
      '/api/telegram/auth/phone',
      '/api/telegram/auth/verify',
      '/api/youtube/sources',
      '/api/youtube/channels/{channelId}/videos',
      '/api/sources/{id}',
    ])
      expect(paths).toContain(path);
    expect(paths.filter((p) => p.startsWith('/sandbox'))).toEqual([]);
  });

  it('marks every platform as sandboxed; Google and YouTube share one sandbox', async () => {
    const user = await registerUser(web.app);
    const res = await web.app.inject({
      url: '/api/connections',
      headers: bearer(user.accessToken),
    });
    const sandbox = Object.fromEntries(
      dataOf<Connection[]>(res).map((c) => [c.platform, c.sandbox]),
    );
    expect(sandbox).toEqual({
      reddit: true,
      facebook: false,
      linkedin: false,
      twitter: true,
      telegram: true,
      youtube: true,
    });
    expect(Object.keys(web.app.sandboxes).sort()).toEqual([
      'google',
      'reddit',
      'twitter',
      'youtube',
    ]);
  });
});

describe('with real credentials', () => {
  let real: TestApp;
  beforeAll(async () => {
    real = await createTestApp({
      env: { ...REAL_REDDIT, PUBLIC_URL: 'https://pulse.example.com' },
    });
  });
  afterAll(async () => {
    await real.close();
  });

  it('the platform leaves its sandbox: no mount, real authorize URL, no badge', async () => {
    expect((await real.app.inject({ url: '/sandbox/reddit/api/v1/authorize' })).statusCode).toBe(
      404,
    );
    expect(Object.keys(real.app.sandboxes).sort()).toEqual(['google', 'twitter', 'youtube']);
    const user = await registerUser(real.app);
    const start = await real.app.inject({
      url: '/api/reddit/auth',
      headers: bearer(user.accessToken),
    });
    const url = new URL(dataOf<{ url: string }>(start).url);
    expect(url.origin + url.pathname).toBe('https://www.reddit.com/api/v1/authorize');
    expect(url.searchParams.get('client_id')).toBe('real-id');
    expect(url.searchParams.get('duration')).toBe('permanent');
    expect(url.searchParams.get('redirect_uri')).toBe(
      'https://pulse.example.com/auth/callback/reddit',
    );
    const list = dataOf<Connection[]>(
      await real.app.inject({ url: '/api/connections', headers: bearer(user.accessToken) }),
    );
    expect(list.find((c) => c.platform === 'reddit')?.sandbox).toBe(false);
  });

  it('a connection made against the sandbox asks to be connected again', async () => {
    const user = await registerUser(real.app);
    await upsertConnection(real.database.db, {
      userId: user.user.id,
      platform: 'reddit',
      externalAccountId: 't2_x',
      username: 'sandbox_reader',
      avatar: null,
      sandbox: true,
      ...new ConnectionSecrets(new SecretBox(TEST_SECRET)).sealTokens(user.user.id, 'reddit', {
        accessToken: 'rd.sandbox',
        refreshToken: 'rd.sandbox.refresh',
        expiresAt: null,
        scopes: [],
      }),
    });
    const res = await real.app.inject({
      url: '/api/reddit/sources',
      headers: bearer(user.accessToken),
    });
    expect(res.statusCode).toBe(403);
    expect(body(res).message).toMatch(/expired.*Connect Reddit/);
    const list = dataOf<Connection[]>(
      await real.app.inject({ url: '/api/connections', headers: bearer(user.accessToken) }),
    );
    expect(list.find((c) => c.platform === 'reddit')?.status).toBe('expired');
  });

  it('Telegram credentials switch Telegram to the GramJS gateway without connecting at start', async () => {
    const database = await createTestDatabase();
    try {
      const env = testEnv({ TELEGRAM_API_ID: '12345', TELEGRAM_API_HASH: 'abcdef' });
      const app = await buildApp({ env, database, appSecret: TEST_SECRET });
      try {
        const user = await registerUser(app);
        const list = dataOf<Connection[]>(
          await app.inject({ url: '/api/connections', headers: bearer(user.accessToken) }),
        );
        expect(list.find((c) => c.platform === 'telegram')?.sandbox).toBe(false);
        expect(list.find((c) => c.platform === 'reddit')?.sandbox).toBe(true);
      } finally {
        await app.close();
      }
    } finally {
      await database.close();
    }
  });
});
