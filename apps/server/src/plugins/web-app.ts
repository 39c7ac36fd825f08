import fastifyStatic from '@fastify/static';
import type { SignInOptions } from '@socialpulse/contract';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { existsSync } from 'node:fs';
import { readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { notFoundEnvelope } from '@/plugins/error-handler';

const NOT_BUILT_PAGE = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>SocialPulse</title></head>
<body style="font-family: system-ui, sans-serif; max-width: 40rem; margin: 4rem auto; line-height: 1.5">
<h1>SocialPulse: the web app is not built yet</h1>
<p>The API is running (see <a href="/api/docs">/api/docs</a>), but there is no built web app to serve.</p>
<p>Run <code>npm run build</code> in the repository root, then restart, or simply use <code>npm start</code>, which builds first.</p>
</body></html>`;

/** The id of the data block a page carries the sign-in options in (read by the web app's /auth). */
export const SIGN_IN_OPTIONS_ID = 'sign-in-options';

/**
 * index.html with the server's sign-in options in a JSON data block, so the sign-in page shows the
 * right form in its first render instead of after GET /api/options. A data block is not a script:
 * the pages' CSP (script-src 'self') does not apply to it. `<` is escaped so no value (an SSO
 * provider's display name, chosen by the operator) can end the block.
 */
export function withSignInOptions(html: string, signIn: SignInOptions): string {
  const json = JSON.stringify(signIn).replace(/</g, '\\u003c');
  const block = `<script type="application/json" id="${SIGN_IN_OPTIONS_ID}">${json}</script>`;
  return html.replace('</head>', () => `    ${block}\n  </head>`);
}

/**
 * Serves the built SPA: real files from WEB_DIST, and index.html (with the sign-in options) for any
 * other GET that looks like a client route, so deep links and reloads work. Unknown /api and
 * /sandbox paths get the JSON 404 envelope.
 */
export const webAppPlugin = fp(
  async (app: FastifyInstance, options: { webDist: string; signIn: SignInOptions }) => {
    const indexHtml = path.join(options.webDist, 'index.html');
    const built = existsSync(indexHtml);
    const pages = pageCache(indexHtml, options.signIn);

    const sendPage = async (request: FastifyRequest, reply: FastifyReply) => {
      if (!built) return reply.status(503).type('text/html; charset=utf-8').send(NOT_BUILT_PAGE);
      const page = await pages.current();
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

type PageEncoding = 'br' | 'gzip';

/**
 * The page with its sign-in options, plain and compressed, made again whenever index.html changes
 * (`npm run build` may replace the build under a running server).
 */
function pageCache(indexHtml: string, signIn: SignInOptions) {
  let made: { mtimeMs: number; identity: Buffer; br: Buffer; gzip: Buffer } | undefined;
  return {
    async current() {
      const { mtimeMs } = await stat(indexHtml);
      if (made?.mtimeMs !== mtimeMs) {
        const identity = Buffer.from(withSignInOptions(await readFile(indexHtml, 'utf8'), signIn));
        made = { mtimeMs, identity, br: brotliCompressSync(identity), gzip: gzipSync(identity) };
      }
      return made;
    },
  };
}

/** brotli, else gzip, else none, as the request's Accept-Encoding allows (q=0 refuses one). */
function acceptedEncoding(header: string | string[] | undefined): PageEncoding | undefined {
  const accepted = new Set(
    String(header ?? '')
      .split(',')
      .map((part) => part.trim().toLowerCase().split(';'))
      .filter(([, q]) => q === undefined || !/^q=0(\.0*)?$/.test(q.trim()))
      .map(([name]) => name),
  );
  if (accepted.has('br')) return 'br';
  if (accepted.has('gzip')) return 'gzip';
  return undefined;
}

/** The API and the platform sandboxes answer their own 404s; the SPA must not swallow them. */
function isApiPath(pathname: string): boolean {
  return ['/api', '/sandbox'].some((p) => pathname === p || pathname.startsWith(`${p}/`));
}

/** `/assets/missing.js` is a missing file (404), not a client route. */
function hasExtension(pathname: string): boolean {
  const last = pathname.split('/').pop() ?? '';
  return /\.[a-z0-9]+$/i.test(last);
}
