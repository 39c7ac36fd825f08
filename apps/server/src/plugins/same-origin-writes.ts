import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { AppError } from '@/lib/app-error';

const WRITES = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

export const FOREIGN_ORIGIN_MESSAGE =
  'This request came from another website and was refused. Use SocialPulse at its own address.';

export interface SameOriginWritesOptions {
  /** PUBLIC_URL's origin and the server's own addresses (AppOrigins.all), and CORS_ORIGINS. */
  origins: readonly string[];
}

/**
 * Only the API: the sandboxes outside it stand in for other companies' sites, and their consent
 * forms are posted by pages whose no-referrer policy makes the browser send `Origin: null`.
 */
function isApiUrl(url: string): boolean {
  return url === '/api' || url.startsWith('/api/') || url.startsWith('/api?');
}

/** The Origin's host is the one the request was sent to: the page is on this server. */
function sameHost(origin: string, request: FastifyRequest): boolean {
  try {
    const page = new URL(origin);
    // Parsed the same way, so a default port written out (":80") compares equal to none.
    return page.host === new URL(`${page.protocol}//${request.host}`).host;
  } catch {
    return false;
  }
}

/**
 * Refuses a state-changing request a browser sent from another site: a cross-site form can post to
 * /api/auth/login or /api/auth/register without CORS (login CSRF), so the Origin header browsers
 * attach is checked. A request without Origin is not a cross-site browser request (browsers send
 * it on every cross-site POST, PUT, PATCH and DELETE), so API clients with a bearer token and the
 * server's own calls keep working. `null` (a sandboxed frame, a file page) is refused like any
 * other stranger (the app's own pages post with fetch, which sends their real origin).
 */
export const sameOriginWritesPlugin = fp<SameOriginWritesOptions>(
  (app: FastifyInstance, options) => {
    const allowed = new Set(options.origins);
    app.addHook('onRequest', (request, _reply, done) => {
      const origin = request.headers.origin;
      if (!WRITES.has(request.method) || origin === undefined || !isApiUrl(request.url)) {
        done();
        return;
      }
      if (allowed.has(origin) || sameHost(origin, request)) done();
      else done(new AppError(403, 'FORBIDDEN', FOREIGN_ORIGIN_MESSAGE));
    });
  },
  { name: 'same-origin-writes' },
);
