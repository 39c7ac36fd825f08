import type { FastifyRequest } from 'fastify';

/** A cookie's value from the request, or undefined. The app's own cookies are plain base64url. */
export function readCookie(request: FastifyRequest, name: string): string | undefined {
  for (const part of (request.headers.cookie ?? '').split(';')) {
    const [key, ...rest] = part.trim().split('=');
    if (key === name) return rest.join('=') || undefined;
  }
  return undefined;
}

/**
 * A Set-Cookie value for one of the app's own cookies: always HttpOnly (no script reads them) and
 * SameSite=Lax (sent on a top-level return from a provider, never on another site's fetch or form
 * post); Secure when the request came over HTTPS.
 */
export function appCookie(
  request: FastifyRequest,
  cookie: { name: string; value: string; path: string; maxAgeSeconds: number },
): string {
  const secure = request.protocol === 'https' ? '; Secure' : '';
  return `${cookie.name}=${cookie.value}; Path=${cookie.path}; Max-Age=${cookie.maxAgeSeconds}; HttpOnly; SameSite=Lax${secure}`;
}

/** Adds a Set-Cookie header without replacing one set earlier in the same answer. */
export function addSetCookie(
  reply: { getHeader(name: string): unknown; header(name: string, value: unknown): unknown },
  value: string,
): void {
  const earlier = reply.getHeader('set-cookie');
  const list: string[] = Array.isArray(earlier)
    ? earlier.filter((line): line is string => typeof line === 'string')
    : typeof earlier === 'string'
      ? [earlier]
      : [];
  reply.header('set-cookie', [...list, value]);
}
