import cors from '@fastify/cors';
import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import helmet, { type HelmetOptions } from 'helmet';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Db } from '@/db/database';
import { AppError } from '@/lib/app-error';
import { databaseRateLimitStore } from '@/plugins/rate-limit-store';

export interface SecurityOptions {
  corsOrigins: string[];
  /** Requests per minute per client address. */
  rateLimitMax: number;
  /**
   * Where the general rate limit counts when API replicas must share one count (PostgreSQL). Absent,
   * it counts in this process's memory.
   */
  rateLimitDb?: Db;
}

/**
 * The app's pages may open popups (`same-origin-allow-popups`), but every page an OAuth popup passes
 * through — a platform's consent page (our sandboxes stand in for them) and our return pages — must
 * be `unsafe-none`: a browser that sees the policy change between two pages of one popup moves the
 * popup to a new browsing context group, and window.opener is gone.
 */
export function openerPolicyFor(url: string): 'unsafe-none' | 'same-origin-allow-popups' {
  // Both prefixes end in '/', so a query string can never complete one: no need to cut it off.
  return url.startsWith('/auth/callback/') || url.startsWith('/sandbox/')
    ? 'unsafe-none'
    : 'same-origin-allow-popups';
}

/** Helmet's default policy: a year, subdomains included; no preload (that is the operator's call). */
export const HSTS = 'max-age=31536000; includeSubDomains';

function isApiUrl(url: string): boolean {
  return url === '/api' || url.startsWith('/api/') || url.startsWith('/api?');
}

/** The browsable API docs: an HTML page with its scripts and styles, under /api like the rest. */
function isDocsUrl(url: string): boolean {
  return url === '/api/docs' || url.startsWith('/api/docs/') || url.startsWith('/api/docs?');
}

/**
 * API answers are JSON or redirects, never a document a browser renders, so they get the headers
 * that still mean something there (OWASP REST Security Cheat Sheet, "Security Headers") and a CSP
 * that allows nothing: stricter than the pages' policy, and about 300 bytes shorter on every answer
 * (the answer's own headers were a fixed cost of GET /api/options; docs/decisions/0019).
 * Dropped from them: headers only a document reads (Origin-Agent-Cluster, X-DNS-Prefetch-Control,
 * X-Download-Options, X-Permitted-Cross-Domain-Policies, X-XSS-Protection). Kept: the opener
 * policy, because a redirect's answer takes part in a navigation's opener checks.
 */
export const API_CSP = "default-src 'none';frame-ancestors 'none'";
const DOCUMENT_ONLY_HEADERS = [
  'origin-agent-cluster',
  'x-dns-prefetch-control',
  'x-download-options',
  'x-permitted-cross-domain-policies',
  'x-xss-protection',
];

function apiHeaders(document: HeaderSet): HeaderSet {
  const headers: HeaderSet = { ...document, 'content-security-policy': API_CSP };
  for (const name of DOCUMENT_ONLY_HEADERS) delete headers[name];
  return headers;
}

const HELMET_OPTIONS: HelmetOptions = {
  contentSecurityPolicy: {
    useDefaults: false,
    directives: {
      defaultSrc: ["'self'"],
      baseUri: ["'self'"],
      scriptSrc: ["'self'"],
      scriptSrcAttr: ["'none'"],
      // Radix and sonner set inline styles at runtime.
      styleSrc: ["'self'", "'unsafe-inline'"],
      // Avatars and thumbnails come from the platforms' CDNs.
      imgSrc: ["'self'", 'data:', 'https:'],
      fontSrc: ["'self'", 'data:'],
      connectSrc: ["'self'"],
      objectSrc: ["'none'"],
      frameAncestors: ["'none'"],
      formAction: ["'self'"],
      // No upgrade-insecure-requests: self-hosters often serve plain HTTP on a LAN address.
    },
  },
  // Set per path below: OAuth popups report back through window.opener.
  crossOriginOpenerPolicy: false,
  // Thumbnails from platform CDNs do not send CORP headers.
  crossOriginEmbedderPolicy: false,
  // Same stance as frame-ancestors 'none', for browsers that only know the older header.
  frameguard: { action: 'deny' },
  // Sent below, only over HTTPS: over plain HTTP it is meaningless at best (RFC 6797 §8.1).
  strictTransportSecurity: false,
};

/** The headers helmet sets for these options, as a plain object, by running it once. */
export function helmetHeaders(options: HelmetOptions): Record<string, string> {
  const headers: Record<string, string> = {};
  const response = {
    setHeader: (name: string, value: unknown) => {
      headers[name.toLowerCase()] = String(value);
    },
    removeHeader: (name: string) => {
      delete headers[name.toLowerCase()];
    },
    getHeader: (name: string) => headers[name.toLowerCase()],
  };
  let failed: unknown;
  helmet(options)(
    {} as IncomingMessage,
    response as unknown as ServerResponse,
    (error?: unknown) => {
      failed = error;
    },
  );
  if (failed instanceof Error) throw failed;
  return headers;
}

type HeaderSet = Record<string, string>;

/** The helmet headers with each opener policy: for pages, for the API docs, for API answers. */
function headerSetsFor(helmet: HeaderSet) {
  const withPolicy = (policy: ReturnType<typeof openerPolicyFor>) => {
    const other = { ...helmet, 'cross-origin-opener-policy': policy };
    // API answers hold one user's data (or say who is signed in): no cache keeps them. Every /api
    // answer rather than only authenticated ones, so no route can forget, and the public ones
    // (options, health, docs) are small and cheap to ask again.
    const docs = { ...other, 'cache-control': 'no-store' };
    return { other, docs, api: apiHeaders(docs) };
  };
  return { page: withPolicy('same-origin-allow-popups'), popup: withPolicy('unsafe-none') };
}

/** Headers, CORS and the general rate limit. */
export const securityPlugin = fp(
  async (app: FastifyInstance, options: SecurityOptions) => {
    // Every answer gets the same helmet headers: computed once here, not per request (
    // @fastify/helmet rebuilt the CSP string on every request, 9% of GET /api/options).
    // The other headers depend on the path only through two yes/no questions, so the four possible
    // sets are built here too and a request sets one of them in one call.
    const headerSets = headerSetsFor(helmetHeaders(HELMET_OPTIONS));

    app.addHook('onRequest', (request, reply, done) => {
      const { url } = request;
      const popups = openerPolicyFor(url) === 'unsafe-none' ? headerSets.popup : headerSets.page;
      reply.headers(isApiUrl(url) ? (isDocsUrl(url) ? popups.docs : popups.api) : popups.other);
      // request.protocol believes X-Forwarded-Proto only from a proxy TRUST_PROXY trusts.
      if (request.protocol === 'https') reply.header('strict-transport-security', HSTS);
      done();
    });

    // Without CORS_ORIGINS no other origin may call the API, and @fastify/cors set to `false` adds
    // nothing to an answer yet still ran its hook on every request (copying its options, reading
    // the route's options twice). Not registered at all, a preflight meets the same 404
    // envelope it got from the plugin's catch-all OPTIONS route (security-headers.test.ts).
    if (options.corsOrigins.length > 0)
      await app.register(cors, {
        origin: options.corsOrigins,
        credentials: false,
        methods: ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE'],
      });

    // @fastify/rate-limit: a coarse guard against floods (the limits that matter for security,
    // such as failed logins, have their own counters: features/auth/login-throttle.ts). Its default
    // key counts an IPv6 /64 as one client. Only the API is limited: one page load of the SPA
    // fetches many files. A route's `config.rateLimit` sets its own limit, or `false` for none.
    // Given a database, it counts there, so replicas behind a load balancer share one count, and
    // a count that fails lets the request through (`skipOnError`, logged by the store). Otherwise
    // its in-memory store: a single process has nothing to share, and memory cannot fail.
    const store = options.rateLimitDb
      ? databaseRateLimitStore({ db: options.rateLimitDb, log: app.log })
      : undefined;
    await app.register(rateLimit, {
      ...(store && { store, skipOnError: true }),
      max: options.rateLimitMax,
      timeWindow: 60_000,
      allowList: (request) => !request.url.startsWith('/api/'),
      errorResponseBuilder: (_request, context) =>
        new AppError(
          429,
          'RATE_LIMITED',
          `Too many requests. Please try again in ${context.after}.`,
        ),
    });
  },
  { name: 'security' },
);
