import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '@/app';
import { createTestApp, TEST_SECRET, testEnv, type TestApp } from '@/test/test-app';
import { testDatabaseMode } from '@/test/test-database';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

describe('GET /api/health', () => {
  it('200 with the database kind when the database answers', async () => {
    const res = await t.app.inject({ url: '/api/health' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      success: true,
      data: { status: 'ok', database: testDatabaseMode() },
    });
  });

  it('503 in the envelope when the database does not answer', async () => {
    const broken = { ...t.database, ping: () => Promise.reject(new Error('connection refused')) };
    const app = await buildApp({ env: testEnv(), database: broken, appSecret: TEST_SECRET });
    try {
      const res = await app.inject({ url: '/api/health' });
      expect(res.statusCode).toBe(503);
      expect(res.json()).toEqual({
        success: false,
        error: 'SERVICE_UNAVAILABLE',
        message: 'Database is unreachable',
      });
    } finally {
      await app.close();
    }
  });
});
