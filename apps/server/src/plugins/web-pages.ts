import type { SignInOptions } from '@socialpulse/contract';
import { readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';

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

/** Written by the web build (apps/web/vite.config.ts): each first screen's route files by path. */
export const FIRST_SCREEN_PRELOADS = 'first-screen-preloads.json';

/**
 * Module preloads of the files a first screen's route imports, so they download beside the entry
 * instead of a round trip after it has run. Only the build's own asset paths are named.
 */
export function withPreloads(html: string, files: readonly string[]): string {
  const links = files
    .filter((file) => /^assets\/[\w.-]+\.js$/.test(file))
    .map((file) => `    <link rel="modulepreload" crossorigin href="/${file}">\n`)
    .join('');
  return links === '' ? html : html.replace('</head>', () => `${links}  </head>`);
}

/** The preload list of the build in webDist; none when it has none (an older build). */
async function readPreloads(webDist: string, pathname: string): Promise<string[]> {
  try {
    const all = JSON.parse(await readFile(path.join(webDist, FIRST_SCREEN_PRELOADS), 'utf8')) as
      Record<string, unknown> | undefined;
    const files = all?.[pathname];
    return Array.isArray(files) ? files.filter((f): f is string => typeof f === 'string') : [];
  } catch {
    return [];
  }
}

type PageEncoding = 'br' | 'gzip';
type Page = Record<PageEncoding | 'identity', Buffer>;

/**
 * The page, plain and compressed, made again whenever index.html changes (`npm run build` may
 * replace the build under a running server). `pathname` picks the first screen whose route files
 * the page preloads (none for other paths).
 */
export function pageCache(webDist: string, signIn: SignInOptions, pathname?: string) {
  const indexHtml = path.join(webDist, 'index.html');
  let made: { mtimeMs: number; page: Page } | undefined;
  return {
    async page(): Promise<Page> {
      const { mtimeMs } = await stat(indexHtml);
      if (made?.mtimeMs !== mtimeMs) {
        const preloads = pathname === undefined ? [] : await readPreloads(webDist, pathname);
        const html = withPreloads(await readFile(indexHtml, 'utf8'), preloads);
        const identity = Buffer.from(withSignInOptions(html, signIn));
        const page = { identity, br: brotliCompressSync(identity), gzip: gzipSync(identity) };
        made = { mtimeMs, page };
      }
      return made.page;
    },
  };
}

/** brotli, else gzip, else none, as the request's Accept-Encoding allows (q=0 refuses one). */
export function acceptedEncoding(header: string | string[] | undefined): PageEncoding | undefined {
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
