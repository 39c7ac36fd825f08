import type { SignInOptions } from '@socialpulse/contract';
import { existsSync } from 'node:fs';
import { readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';

/** The id of the data block a page carries the sign-in options in (read by the web app's /auth). */
export const SIGN_IN_OPTIONS_ID = 'sign-in-options';

/**
 * The route module a page's first screen needs beyond the entry, by path, as Vite's manifest names
 * it: fetched with the entry (modulepreload) instead of after it. /auth is the first page of every
 * visitor who is not signed in, and its form is the page's largest content.
 */
const ROUTE_MODULES: Readonly<Record<string, string>> = {
  '/auth': 'src/app/routes/auth-route.tsx',
};

/**
 * index.html with the server's sign-in options in a JSON data block, so the sign-in page shows the
 * right form in its first render instead of after GET /api/options, and with `preloads` as
 * modulepreload links. A data block is not a script: the pages' CSP (script-src 'self') does not
 * apply to it. `<` is escaped so no value (an SSO provider's display name, chosen by the operator)
 * can end the block.
 */
export function withSignInOptions(
  html: string,
  signIn: SignInOptions,
  preloads: readonly string[] = [],
): string {
  const json = JSON.stringify(signIn).replace(/</g, '\\u003c');
  const lines = [
    ...preloads.map((file) => `<link rel="modulepreload" crossorigin href="/${file}">`),
    `<script type="application/json" id="${SIGN_IN_OPTIONS_ID}">${json}</script>`,
  ];
  return html.replace('</head>', () => `${lines.map((l) => `    ${l}\n`).join('')}  </head>`);
}

interface ManifestChunk {
  file: string;
  imports?: string[];
}

/** The files of `key` and everything it imports, minus what index.html loads already. */
export function routePreloads(manifest: Record<string, ManifestChunk>, key: string): string[] {
  const closure = (start: string) => {
    const seen = new Set<string>();
    const visit = (name: string) => {
      if (seen.has(name) || !manifest[name]) return;
      seen.add(name);
      for (const next of manifest[name].imports ?? []) visit(next);
    };
    visit(start);
    return seen;
  };
  const entry = closure('index.html');
  return [...closure(key)].filter((name) => !entry.has(name)).map((name) => manifest[name]!.file);
}

type PageEncoding = 'br' | 'gzip';
type Page = Record<PageEncoding | 'identity', Buffer>;

/**
 * Each page variant (one per ROUTE_MODULES path, one for the rest), plain and compressed, made
 * again whenever index.html changes (`npm run build` may replace the build under a running server).
 */
export function pageCache(webDist: string, signIn: SignInOptions) {
  const indexHtml = path.join(webDist, 'index.html');
  const manifestFile = path.join(webDist, '.vite', 'manifest.json');
  let made: { mtimeMs: number; pages: Map<string, Page> } | undefined;

  const build = async (): Promise<Map<string, Page>> => {
    const html = await readFile(indexHtml, 'utf8');
    const manifest = existsSync(manifestFile)
      ? (JSON.parse(await readFile(manifestFile, 'utf8')) as Record<string, ManifestChunk>)
      : {};
    const pages = new Map<string, Page>();
    const add = (key: string, preloads: string[]) => {
      const identity = Buffer.from(withSignInOptions(html, signIn, preloads));
      pages.set(key, { identity, br: brotliCompressSync(identity), gzip: gzipSync(identity) });
    };
    add('', []);
    for (const [pathname, module] of Object.entries(ROUTE_MODULES))
      add(pathname, routePreloads(manifest, module));
    return pages;
  };

  return {
    async page(pathname: string): Promise<Page> {
      const { mtimeMs } = await stat(indexHtml);
      if (made?.mtimeMs !== mtimeMs) made = { mtimeMs, pages: await build() };
      return made.pages.get(pathname) ?? made.pages.get('')!;
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
