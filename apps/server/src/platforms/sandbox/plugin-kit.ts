import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import {
  MAX_FAULT_DELAY_MS,
  SANDBOX_FAULTS,
  faultFor,
  sleep,
  type SandboxFaults,
} from '@/platforms/sandbox/faults';
import type { SandboxOAuthStore } from '@/platforms/sandbox/oauth-store';

/**
 * The app's general rate limit must not hit the sandbox: the sandbox fakes each platform's own limits,
 * and the server calling its in-process sandbox would otherwise throttle itself.
 */
export const SANDBOX_ROUTE_CONFIG = { rateLimit: false as const };

/** Sandboxes parse form bodies themselves unless the host app already does (adding a parser twice throws). */
export function ensureFormParser(app: FastifyInstance): void {
  if (app.hasContentTypeParser('application/x-www-form-urlencoded')) return;
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string' },
    (_request, body, done) => {
      const params = new URLSearchParams(typeof body === 'string' ? body : body.toString('utf8'));
      const out: Record<string, string | string[]> = {};
      for (const key of new Set(params.keys())) {
        const values = params.getAll(key);
        out[key] = values.length > 1 ? values : (values[0] ?? '');
      }
      done(null, out);
    },
  );
}

export type Fields = Record<string, string | string[] | undefined>;

export function fields(source: unknown): Fields {
  return source && typeof source === 'object' ? (source as Fields) : {};
}

export function field(source: Fields, name: string): string | undefined {
  const value = source[name];
  return Array.isArray(value) ? value[0] : value;
}

export function fieldList(source: Fields, name: string): string[] {
  const value = source[name];
  return value === undefined ? [] : Array.isArray(value) ? value : [value];
}

/** Absolute URL of the sandbox mount as the caller reached it (for issuers and discovery documents). */
export function mountUrl(request: FastifyRequest, prefix: string): string {
  return `${request.protocol}://${request.host}${prefix}`;
}

export function bearerToken(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization;
  const match = header ? /^Bearer\s+(.+)$/i.exec(header) : null;
  return match?.[1]?.trim();
}

/** Client credentials from HTTP Basic or the form body (both are accepted by Google and X). */
export function clientCredentials(
  request: FastifyRequest,
  body: Fields,
): { clientId?: string; clientSecret?: string; viaBasic: boolean } {
  const header = request.headers.authorization;
  const match = header ? /^Basic\s+(.+)$/i.exec(header) : null;
  if (match?.[1]) {
    const decoded = Buffer.from(match[1], 'base64').toString('utf8');
    const colon = decoded.indexOf(':');
    if (colon > 0)
      return {
        clientId: decodeURIComponent(decoded.slice(0, colon)),
        clientSecret: decodeURIComponent(decoded.slice(colon + 1)),
        viaBasic: true,
      };
  }
  const clientId = field(body, 'client_id');
  const clientSecret = field(body, 'client_secret');
  return {
    ...(clientId ? { clientId } : {}),
    ...(clientSecret ? { clientSecret } : {}),
    viaBasic: false,
  };
}

/** Redirect target with extra query parameters, keeping any the app put there itself. */
export function redirectWith(
  redirectUri: string,
  params: Record<string, string | undefined>,
): string {
  const url = new URL(redirectUri);
  for (const [key, value] of Object.entries(params))
    if (value !== undefined) url.searchParams.set(key, value);
  return url.toString();
}

/** Answers slow requests late; the caller then goes on as usual. */
export async function applyDelay(faults: SandboxFaults, request: FastifyRequest): Promise<void> {
  const slow = faultFor(faults, request, 'slow');
  if (slow) await sleep(slow.delayMs ?? 2000);
}

/** What POST /__sandbox/faults accepts; a delay beyond the bound is refused, not clamped, so tests notice. */
const faultRuleSchema = z.object({
  fault: z.enum(SANDBOX_FAULTS),
  times: z.number().int().min(1).optional(),
  path: z.string().max(500).optional(),
  delayMs: z.number().int().min(0).max(MAX_FAULT_DELAY_MS).optional(),
});

export interface ControlTargets {
  faults: SandboxFaults;
  store?: SandboxOAuthStore;
}

/**
 * `/__sandbox/*` lets browser journeys switch faults without code (mounted only on request: tests):
 * POST /__sandbox/faults {fault, times?, path?, delayMs?} · DELETE /__sandbox/faults ·
 * POST /__sandbox/tokens/expire · POST /__sandbox/tokens/revoke.
 */
export function registerControlRoutes(app: FastifyInstance, targets: ControlTargets): void {
  app.get('/__sandbox/faults', { config: SANDBOX_ROUTE_CONFIG }, () => ({
    faults: targets.faults.list(),
  }));
  app.post('/__sandbox/faults', { config: SANDBOX_ROUTE_CONFIG }, async (request, reply) => {
    const parsed = faultRuleSchema.safeParse(request.body ?? {});
    if (!parsed.success)
      return reply.code(400).send({
        error: 'invalid fault',
        issues: parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`),
      });
    const { fault, times, path, delayMs } = parsed.data;
    await targets.faults.arm({
      fault,
      ...(times !== undefined ? { times } : {}),
      ...(path !== undefined ? { path } : {}),
      ...(delayMs !== undefined ? { delayMs } : {}),
    });
    return { faults: targets.faults.list() };
  });
  app.delete('/__sandbox/faults', { config: SANDBOX_ROUTE_CONFIG }, async () => {
    await targets.faults.clear();
    return { faults: [] };
  });
  app.post('/__sandbox/tokens/expire', { config: SANDBOX_ROUTE_CONFIG }, async () => {
    await targets.store?.expireAccessTokens();
    return { ok: true };
  });
  app.post('/__sandbox/tokens/revoke', { config: SANDBOX_ROUTE_CONFIG }, async () => {
    await targets.store?.revokeRefreshTokens();
    return { ok: true };
  });
}

export function sendHtml(reply: FastifyReply, status: number, html: string): FastifyReply {
  // The consent form's answer redirects to the app's callback, which may live on another origin in development.
  return reply
    .code(status)
    .header('content-type', 'text/html; charset=utf-8')
    .header(
      'content-security-policy',
      "default-src 'none'; style-src 'unsafe-inline'; img-src data:; form-action 'self' http: https:; frame-ancestors 'none'",
    )
    .send(html);
}
