import type { AuthResult } from '@socialpulse/contract';
import type { LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import { createTestApp, type TestApp } from '@/test/test-app';
import { authData } from '@/test/http';
import { signInCookie } from '@/test/sign-in-cookie';
import {
  signInAtProvider,
  startTestOidcProvider,
  type TestOidcProvider,
} from '@/test/oidc-provider';

export const OIDC_PUBLIC_URL = 'http://localhost:8080';
export const OIDC_CALLBACK = `${OIDC_PUBLIC_URL}/api/auth/oidc/callback`;

export interface OidcTestApp extends TestApp {
  provider: TestOidcProvider;
}

/** The app configured for single sign-on with a real OpenID provider started for the test file. */
export async function createOidcTestApp(env: Record<string, string> = {}): Promise<OidcTestApp> {
  const provider = await startTestOidcProvider({ redirectUris: [OIDC_CALLBACK] });
  const t = await createTestApp({
    env: {
      PUBLIC_URL: OIDC_PUBLIC_URL,
      OIDC_ISSUER_URL: provider.issuer,
      OIDC_CLIENT_ID: provider.clientId,
      OIDC_CLIENT_SECRET: provider.clientSecret,
      OIDC_DISPLAY_NAME: 'Test ID',
      ...env,
    },
  });
  return {
    ...t,
    provider,
    close: async () => {
      await t.close();
      await provider.close();
    },
  };
}

/** Each test app's one browser: the sign-in cookie of its latest start. */
const browserCookies = new WeakMap<TestApp, { cookie: string }>();

/** GET /api/auth/oidc/start: the provider's authorization URL it redirects to. */
export async function startSso(t: TestApp, invite?: string): Promise<URL> {
  const query = invite === undefined ? '' : `?invite=${encodeURIComponent(invite)}`;
  const res = await t.app.inject({ url: `/api/auth/oidc/start${query}` });
  expect(res.statusCode, res.body).toBe(303);
  browserCookies.set(t, signInCookie(res));
  return new URL(String(res.headers.location));
}

/** The provider's redirect arriving at the app's callback, in the browser that started (or `from`). */
export function callback(
  t: TestApp,
  returned: URL,
  from: { cookie: string } | Record<string, never> = browserCookies.get(t) ?? {},
): Promise<LightMyRequestResponse> {
  return t.app.inject({ url: `${returned.pathname}${returned.search}`, headers: from });
}

/** The `?error=` code of a redirect to /auth, or null when it went elsewhere. */
export function errorCode(res: LightMyRequestResponse): string | null {
  const location = new URL(String(res.headers.location));
  return location.pathname === '/auth' ? location.searchParams.get('error') : null;
}

/** The web app's claim of the session the callback left in its cookie. */
export function claimSession(t: TestApp, cookie: string | undefined) {
  return t.app.inject({
    method: 'POST',
    url: '/api/auth/oidc/session',
    ...(cookie ? { headers: { cookie } } : {}),
  });
}

export function ssoCookie(res: LightMyRequestResponse): string | undefined {
  const header = res.headers['set-cookie'];
  const first = Array.isArray(header) ? header[0] : header;
  return first?.split(';')[0];
}

/** The whole journey for `login`: the callback's answer, and the session when it succeeded. */
export async function ssoSignIn(
  t: OidcTestApp,
  login: string,
  invite?: string,
): Promise<{ callback: LightMyRequestResponse; auth: AuthResult | undefined }> {
  const returned = await signInAtProvider((await startSso(t, invite)).href, login, OIDC_CALLBACK);
  const res = await callback(t, returned);
  expect(res.statusCode).toBe(303);
  if (errorCode(res) !== null) return { callback: res, auth: undefined };
  expect(String(res.headers.location)).toBe(`${OIDC_PUBLIC_URL}/auth/callback/oidc`);
  const claimed = await claimSession(t, ssoCookie(res));
  expect(claimed.statusCode, claimed.body).toBe(200);
  return { callback: res, auth: authData(claimed) };
}
