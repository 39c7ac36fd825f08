import fastifyStatic from '@fastify/static';
import type { SignInOptions } from '@socialpulse/contract';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { notFoundEnvelope } from '@/plugins/error-handler';
import { acceptedEncoding, pageCache } from '@/plugins/web-pages';

/**
 * The pages people open first: the sign-in page, and the Pulse at `/` (where a signed-out visitor
 * is sent on to /auth). Each preloads its route's files; a page per path would be one cache each.
 */
const FIRST_SCREENS = new Set(['/auth', '/']);

const NOT_BUILT_PAGE = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>SocialPulse</title></head>
<body style="font-family: system-ui, sans-serif; max-width: 40rem; margin: 4rem auto; line-height: 1.5">
<h1>SocialPulse: the web app is not built yet</h1>
<p>The API is running (see <a href="/api/docs">/api/docs</a>), but there is no built web app to serve.</p>
<p>Run <code>npm run build</code> in the repository root, then restart, or simply use <code>npm start</code>, which builds first.</p>
</body></html>`;

/**
 * Serves the built SPA: real files from WEB_DIST, and index.html (with the sign-in options, see
 * web-pages.ts) for any other GET that looks like a client route, so deep links and reloads work.
 * Unknown /api and /sandbox paths get the JSON 404 envelope. The sign-in options can depend on the
 * request (sandbox sign-in is offered only to a local browser), so each distinct set of options
 * has its own cached page.
 */
export const webAppPlugin = fp(
  async (
    app: FastifyInstance,
    options: { webDist: string; signInFor: (request: FastifyRequest) => SignInOptions },
  ) => {
    const indexHtml = path.join(options.webDist, 'index.html');
    const built = existsSync(indexHtml);
    const caches = new Map<string, ReturnType<typeof pageCache>>();
    const pagesFor = (signIn: SignInOptions, screen: string | undefined) => {
      const key = JSON.stringify([signIn, screen]);
      let cache = caches.get(key);
      if (cache === undefined) {
        cache = pageCache(options.webDist, signIn, screen);
        caches.set(key, cache);
      }
      return cache;
    };

    const sendPage = async (request: FastifyRequest, reply: FastifyReply) => {
      if (!built) return reply.status(503).type('text/html; charset=utf-8').send(NOT_BUILT_PAGE);
      const pathname = request.url.split('?')[0];
      const screen = pathname !== undefined && FIRST_SCREENS.has(pathname) ? pathname : undefined;
      const page = await pagesFor(options.signInFor(request), screen).page();
      const encoding = acceptedEncoding(request.headers['accept-encoding']);
      reply.header('cache-control', 'no-cache').header('vary', 'accept-encoding');
      if (encoding) reply.header('content-encoding', encoding);
      return reply.type('text/html; charset=utf-8').send(page[encoding ?? 'identity']);
    };
    // `/` is a page like any other (the static files' own index would skip the sign-in options).
    app.get('/', { schema: { hide: true } }, sendPage);

    if (built) {
      await app.register(fastifyStatic, {
        root: options.webDist,
        wildcard: true,
        // `npm run build` writes a .br and a .gz beside every text asset (apps/web/scripts/compress.mjs):
        // served by Accept-Encoding, so nothing is compressed per request.
        preCompressed: true,
        cacheControl: false,
        index: false,
        setHeaders: (reply, filePath) => {
          // Vite fingerprints everything under assets/; index.html must always be revalidated.
          const immutable = filePath.includes(`${path.sep}assets${path.sep}`);
          reply.header(
            'cache-control',
            immutable ? 'public, max-age=31536000, immutable' : 'no-cache',
          );
        },
      });
    }

    app.setNotFoundHandler(async (request: FastifyRequest, reply: FastifyReply) => {
      const pathname = request.url.split('?')[0] ?? '/';
      const isPage =
        (request.method === 'GET' || request.method === 'HEAD') &&
        !isApiPath(pathname) &&
        !hasExtension(pathname);
      if (!isPage) return reply.status(404).send(notFoundEnvelope(request));
      return sendPage(request, reply);
    });
  },
  { name: 'web-app' },
);

/** The API and the platform sandboxes answer their own 404s; the SPA must not swallow them. */
function isApiPath(pathname: string): boolean {
  return ['/api', '/sandbox'].some((p) => pathname === p || pathname.startsWith(`${p}/`));
}

/** `/assets/missing.js` is a missing file (404), not a client route. */
function hasExtension(pathname: string): boolean {
  const last = pathname.split('/').pop() ?? '';
  return /\.[a-z0-9]+$/i.test(last);
}
