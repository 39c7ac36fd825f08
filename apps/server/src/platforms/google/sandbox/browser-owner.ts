import { createHash, randomBytes } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { addSetCookie, appCookie, readCookie } from '@/lib/cookies';

/**
 * Which browser is at the sandbox's consent page: a random secret in an HttpOnly cookie, set the
 * first time that browser allows a sign-in. Only its hash is remembered, as the owner of the
 * sandbox names that browser used (GoogleSandboxState.claimFor).
 */
export const SANDBOX_BROWSER_COOKIE = 'sp_sandbox_browser';
const SECRET = /^[A-Za-z0-9_-]{43}$/;
/** As long as the sandbox remembers its accounts (state.ts). */
const MAX_AGE_S = 400 * 86_400;

function ownerOf(secret: string): string {
  return createHash('sha256').update(secret).digest('base64url');
}

/** The owner key of the browser's existing cookie, or undefined for a browser seen for the first time. */
export function knownOwner(request: FastifyRequest): string | undefined {
  const secret = readCookie(request, SANDBOX_BROWSER_COOKIE);
  return secret && SECRET.test(secret) ? ownerOf(secret) : undefined;
}

/** The browser's owner key, giving it a secret cookie (under the sandbox's mount) if it has none. */
export function ownerOrNew(request: FastifyRequest, reply: FastifyReply, mount: string): string {
  const known = knownOwner(request);
  if (known) return known;
  const secret = randomBytes(32).toString('base64url');
  addSetCookie(
    reply,
    appCookie(request, {
      name: SANDBOX_BROWSER_COOKIE,
      value: secret,
      path: mount || '/',
      maxAgeSeconds: MAX_AGE_S,
    }),
  );
  return ownerOf(secret);
}
