import type { Connection } from '@socialpulse/contract';
import type { LightMyRequestResponse } from 'fastify';
import { createServer } from 'node:net';
import type { Database } from '@/db/database';
import type { JobQueue } from '@/jobs/job-queue';
import { submitConsent } from '@/platforms/testing/sandbox-server';
import { createTestApp, type TestApp } from '@/test/test-app';
import { bearer, type TestUser } from '@/test/users';

export type OAuthPlatform = 'reddit' | 'youtube' | 'twitter';

export interface PlatformTestApp extends TestApp {
  /** http://127.0.0.1:<port>: INTERNAL_URL of this app, and PUBLIC_URL unless publicHost says otherwise. */
  origin: string;
  port: number;
  /** Signed-in call through app.inject. */
  call(
    user: TestUser,
    method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE',
    url: string,
    payload?: object,
  ): Promise<LightMyRequestResponse>;
  /** GET /api/{platform}/auth, then the sandbox consent page as a person would click it. */
  consent(
    user: TestUser,
    platform: OAuthPlatform,
    decision?: 'allow' | 'deny',
  ): Promise<{ code: string | null; state: string; error: string | null }>;
  /** The whole connect flow; throws unless the callback answered 200. */
  connect(user: TestUser, platform: OAuthPlatform): Promise<Connection>;
}

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}

/**
 * The real app, listening: the server calls its own mounted sandboxes over HTTP (token endpoints,
 * APIs, Google's JWKS) and tests fetch the consent pages like a browser, so it needs a real port.
 */
export async function createPlatformTestApp(
  options: {
    now?: () => Date;
    env?: Record<string, string>;
    database?: Database;
    jobs?: JobQueue;
    /** PUBLIC_URL's host (default 127.0.0.1), to open the app at an address other than PUBLIC_URL. */
    publicHost?: string;
  } = {},
): Promise<PlatformTestApp> {
  const port = await freePort();
  const origin = `http://127.0.0.1:${port}`;
  const t = await createTestApp({
    env: {
      PUBLIC_URL: `http://${options.publicHost ?? '127.0.0.1'}:${port}`,
      INTERNAL_URL: origin,
      PORT: String(port),
      ...options.env,
    },
    ...(options.now ? { now: options.now } : {}),
    ...(options.database ? { database: options.database } : {}),
    ...(options.jobs ? { jobs: options.jobs } : {}),
  });
  await t.app.listen({ port, host: '127.0.0.1' });

  const call: PlatformTestApp['call'] = (user, method, url, payload) =>
    t.app.inject({
      method,
      url,
      headers: bearer(user.accessToken),
      ...(payload ? { payload } : {}),
    });

  const consent: PlatformTestApp['consent'] = async (user, platform, decision = 'allow') => {
    const start = await call(user, 'GET', `/api/${platform}/auth`);
    if (start.statusCode !== 200) throw new Error(`auth url: ${start.statusCode} ${start.body}`);
    const { url } = start.json<{ data: { url: string } }>().data;
    const redirect = await submitConsent(url, decision);
    if (redirect.origin + redirect.pathname !== `${origin}/auth/callback/${platform}`)
      throw new Error(`unexpected redirect ${redirect.toString()}`);
    return {
      code: redirect.searchParams.get('code'),
      state: redirect.searchParams.get('state') ?? '',
      error: redirect.searchParams.get('error'),
    };
  };

  const connect: PlatformTestApp['connect'] = async (user, platform) => {
    const { code, state } = await consent(user, platform);
    const res = await call(user, 'POST', `/api/${platform}/callback`, { code, state });
    if (res.statusCode !== 200) throw new Error(`callback: ${res.statusCode} ${res.body}`);
    return res.json<{ data: Connection }>().data;
  };

  return { ...t, origin, port, call, consent, connect };
}
