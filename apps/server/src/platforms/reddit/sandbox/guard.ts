import type { FastifyReply, FastifyRequest } from 'fastify';
import type { RedditSandboxState } from '@/platforms/reddit/sandbox/state';
import { faultFor } from '@/platforms/sandbox/faults';
import type { Grant } from '@/platforms/sandbox/oauth-store';
import { applyDelay, bearerToken } from '@/platforms/sandbox/plugin-kit';

/**
 * Generic agents (`node`, `undici`, …) get throttled on the real service; the sandbox
 * makes that visible by insisting on the documented `<platform>:<app ID>:<version> (by /u/<name>)` shape.
 */
const PROPER_AGENT = /^[^\s:]+:[^\s:]+:[^\s:]+/;

export function hasProperUserAgent(request: FastifyRequest): boolean {
  return PROPER_AGENT.test(request.headers['user-agent'] ?? '');
}

export interface GuardOptions {
  state: RedditSandboxState;
  rateLimitBody: 'empty' | 'json';
}

function sendRateLimited(
  reply: FastifyReply,
  options: GuardOptions,
  reason?: string,
): FastifyReply {
  reply.code(429);
  if (reason) return reply.send({ message: 'Too Many Requests', error: 429, reason });
  return options.rateLimitBody === 'json'
    ? reply.send({ message: 'Too Many Requests', error: 429 })
    : reply.send('');
}

/**
 * What every oauth.reddit.com call goes through: agent rule, faults, bearer check, the per-client
 * window with its x-ratelimit-* headers, scope check. Returns the grant, or undefined once it has replied.
 */
export async function guard(
  request: FastifyRequest,
  reply: FastifyReply,
  options: GuardOptions,
  scope: string,
): Promise<Grant | undefined> {
  const { state } = options;
  await applyDelay(state.faults, request);
  if (!hasProperUserAgent(request)) {
    reply
      .header('x-ratelimit-used', String(state.perWindow))
      .header('x-ratelimit-remaining', '0.0')
      .header('x-ratelimit-reset', '600');
    sendRateLimited(
      reply,
      options,
      'Send a descriptive User-Agent: <platform>:<app ID>:<version> (by /u/<username>)',
    );
    return undefined;
  }
  if (faultFor(state.faults, request, 'server_error')) {
    reply
      .code(503)
      .header('content-type', 'text/html')
      .send(
        '<html><body><h1>503 Service Unavailable</h1><p>all of our servers are busy right now</p></body></html>',
      );
    return undefined;
  }
  const token = bearerToken(request);
  const verified = token ? state.store.verifyAccess(token) : undefined;
  if (!verified?.ok || faultFor(state.faults, request, 'expired_token')) {
    reply
      .code(401)
      .header('www-authenticate', 'Bearer realm="reddit", error="invalid_token"')
      .send({ message: 'Unauthorized', error: 401 });
    return undefined;
  }
  const grant = verified.value;
  const window = await state.hit(grant.clientId);
  const limited = window.exceeded || faultFor(state.faults, request, 'rate_limited') !== undefined;
  reply
    .header('x-ratelimit-used', String(limited ? state.perWindow : window.used))
    .header('x-ratelimit-remaining', `${limited ? 0 : window.remaining}.0`)
    .header('x-ratelimit-reset', String(window.resetSeconds));
  if (limited) {
    sendRateLimited(reply, options);
    return undefined;
  }
  if (faultFor(state.faults, request, 'forbidden')) {
    reply.code(403).send({ reason: 'private', message: 'Forbidden', error: 403 });
    return undefined;
  }
  if (faultFor(state.faults, request, 'not_found')) {
    reply.code(404).send({ reason: 'banned', message: 'Not Found', error: 404 });
    return undefined;
  }
  if (!grant.scopes.includes(scope) && !grant.scopes.includes('*')) {
    reply
      .code(403)
      .header('www-authenticate', 'Bearer realm="reddit", error="insufficient_scope"')
      .send({ message: 'Forbidden', error: 403 });
    return undefined;
  }
  return grant;
}

/** Without raw_json=1 Reddit HTML-escapes &, < and > in every string. */
export function escapeUnlessRaw(request: FastifyRequest, body: unknown): unknown {
  const raw = (request.query as Record<string, unknown> | undefined)?.raw_json === '1';
  if (raw) return body;
  const escape = (value: unknown): unknown => {
    if (typeof value === 'string')
      return value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
    if (Array.isArray(value)) return value.map(escape);
    if (value && typeof value === 'object')
      return Object.fromEntries(
        Object.entries(value).map(([k, v]) => [k, k.endsWith('_html') ? v : escape(v)]),
      );
    return value;
  };
  return escape(body);
}
