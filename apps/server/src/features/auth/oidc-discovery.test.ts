import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { oauthStates } from '@/db/schema';
import { OIDC_PUBLIC_URL, errorCode } from '@/test/oidc-app';
import { startTestOidcProvider } from '@/test/oidc-provider';
import { createTestApp, type TestApp } from '@/test/test-app';

/** A provider that is down when someone signs in: a clear code on /auth, no crash, and a retry. */
let t: TestApp;
let port: number;
beforeAll(async () => {
  // A port that nothing listens on (yet).
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  port = (probe.address() as AddressInfo).port;
  await new Promise((resolve) => probe.close(resolve));
  t = await createTestApp({
    env: {
      PUBLIC_URL: OIDC_PUBLIC_URL,
      OIDC_ISSUER_URL: `http://127.0.0.1:${port}`,
      OIDC_CLIENT_ID: 'socialpulse-test',
      OIDC_CLIENT_SECRET: 'socialpulse-test-secret',
    },
  });
});
afterAll(() => t.close());

describe('OpenID provider discovery', () => {
  it('answers /auth?error=sso_unavailable while the provider is down, and works once it is up', async () => {
    const down = await t.app.inject({ url: '/api/auth/oidc/start' });
    expect(down.statusCode).toBe(303);
    expect(errorCode(down)).toBe('sso_unavailable');
    // Nothing pending is written for a sign-in that cannot start.
    const pending = await t.database.db
      .select()
      .from(oauthStates)
      .where(eq(oauthStates.purpose, 'oidc'));
    expect(pending).toEqual([]);
    expect((await t.app.inject({ url: '/api/health' })).statusCode).toBe(200);

    const provider = await startTestOidcProvider({
      port,
      redirectUris: [`${OIDC_PUBLIC_URL}/api/auth/oidc/callback`],
    });
    try {
      const up = await t.app.inject({ url: '/api/auth/oidc/start' });
      expect(up.statusCode).toBe(303);
      expect(String(up.headers.location)).toMatch(new RegExp(`^${provider.issuer}/`));
    } finally {
      await provider.close();
    }
  });
});
