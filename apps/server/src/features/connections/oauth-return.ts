import type { FastifyBaseLogger } from 'fastify';
import { openAtPublicUrlMessage, type AppOrigins } from '@/features/connections/app-origins';
import { AppError } from '@/lib/app-error';

/** Where the browser asked the popup to come back, and what it reached the server with. */
export interface ReturnRequest {
  /** The page's own origin (window.location.origin), sent by the web app; absent for API clients. */
  origin: string | undefined;
  /** The Host this request came with. */
  host: string;
  log: FastifyBaseLogger;
}

export interface ReturnTarget {
  /** Base of the redirect URI: PUBLIC_URL, or the origin the app is open at. */
  base: string;
  /** The consent page URL, moved to the origin the app is open at when that is where it returns. */
  rebase(authorizeUrl: string): string;
}

/**
 * Decides where an OAuth popup returns. PUBLIC_URL when the app is open there. A
 * sandbox, served by this very server, can return to any of the server's own addresses, so the app
 * works at the LAN address it prints. A real platform returns only to the one redirect URI registered
 * with it (PUBLIC_URL's), where the opener would never hear the result: refused, saying what to do.
 */
export function resolveReturn(
  origins: AppOrigins,
  request: ReturnRequest,
  sandboxed: boolean,
  platform: string,
): ReturnTarget {
  const asked = request.origin;
  if (asked === undefined || asked === origins.publicOrigin)
    return { base: origins.publicUrl, rebase: (url) => url };
  // The page's origin must also be the address this request reached: no pointing popups elsewhere.
  const sameHost = URL.canParse(asked) && new URL(asked).host === request.host;
  if (sandboxed && sameHost && origins.accepts(asked)) {
    request.log.info(
      { platform, origin: asked, publicUrl: origins.publicUrl },
      'OAuth start from an address other than PUBLIC_URL: the sandbox returns there',
    );
    return {
      base: asked,
      rebase: (url) => {
        const parsed = new URL(url);
        return parsed.origin === origins.publicOrigin
          ? new URL(parsed.pathname + parsed.search, asked).toString()
          : url;
      },
    };
  }
  const message = openAtPublicUrlMessage(origins.publicUrl);
  request.log.warn(
    { platform, origin: asked, publicUrl: origins.publicUrl, sandboxed },
    `OAuth start refused: the app is open at ${asked}, not at PUBLIC_URL. ${message}`,
  );
  throw new AppError(400, 'BAD_REQUEST', message);
}
