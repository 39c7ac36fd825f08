import { randomBytes } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { OAUTH_STATE_TTL_MS } from '@/features/oauth-states/oauth-states.service';
import { addSetCookie, appCookie, readCookie } from '@/lib/cookies';

/**
 * Ties a sign-in with Google or single sign-on to the browser that started it (RFC 9700 4.7): a
 * random secret in an HttpOnly, SameSite=Lax cookie, which the pending sign-in is sealed with. A
 * callback link someone else started, sent to this browser, finds no matching secret and is refused
 * instead of signing this browser in as them (login CSRF).
 */
export const SIGN_IN_COOKIE = 'sp_signin';
const SECRET = /^[A-Za-z0-9_-]{43}$/;

export function signInBindingOf(request: FastifyRequest): string | undefined {
  const value = readCookie(request, SIGN_IN_COOKIE);
  return value && SECRET.test(value) ? value : undefined;
}

/**
 * The browser's binding, kept when it has one (two sign-ins started in two tabs both finish) and
 * made when not; the cookie lives as long as a pending sign-in. Path=/ because the app may be
 * served below a proxy's path, and the cookie must reach the API wherever it is.
 */
export function bindSignIn(request: FastifyRequest, reply: FastifyReply): string {
  const secret = signInBindingOf(request) ?? randomBytes(32).toString('base64url');
  addSetCookie(
    reply,
    appCookie(request, {
      name: SIGN_IN_COOKIE,
      value: secret,
      path: '/',
      maxAgeSeconds: OAUTH_STATE_TTL_MS / 1000,
    }),
  );
  return secret;
}
