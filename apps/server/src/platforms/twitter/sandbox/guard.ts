import type { FastifyReply, FastifyRequest } from 'fastify';
import type { TwitterSandboxState } from '@/platforms/twitter/sandbox/state';
import { problem } from '@/platforms/twitter/sandbox/wire';
import { faultFor } from '@/platforms/sandbox/faults';
import type { Grant } from '@/platforms/sandbox/oauth-store';
import { applyDelay, bearerToken } from '@/platforms/sandbox/plugin-kit';

export interface EndpointRule {
  key: string;
  /** Requests per 15 minutes per user. */
  limit: number;
  scopes: string[];
}

/** Faults, bearer check, the per-user window with x-rate-limit-* headers, scopes. Undefined once replied. */
export async function guard(
  request: FastifyRequest,
  reply: FastifyReply,
  state: TwitterSandboxState,
  rule: EndpointRule,
): Promise<Grant | undefined> {
  await applyDelay(state.faults, request);
  if (faultFor(state.faults, request, 'server_error')) {
    reply.code(503).send(problem(503, 'Service Unavailable'));
    return undefined;
  }
  const token = bearerToken(request);
  const verified = token ? state.store.verifyAccess(token) : undefined;
  if (!verified?.ok || faultFor(state.faults, request, 'expired_token')) {
    reply.code(401).send(problem(401, 'Unauthorized'));
    return undefined;
  }
  const grant = verified.value;
  const window = await state.hit(`${grant.clientId}|${grant.subject}|${rule.key}`, rule.limit);
  const limited = window.exceeded || faultFor(state.faults, request, 'rate_limited') !== undefined;
  reply
    .header('x-rate-limit-limit', String(window.limit))
    .header('x-rate-limit-remaining', String(limited ? 0 : window.remaining))
    .header('x-rate-limit-reset', String(window.reset));
  if (limited) {
    reply.code(429).send(problem(429, 'Too Many Requests'));
    return undefined;
  }
  if (faultFor(state.faults, request, 'quota_exceeded')) {
    // Out of credits: 429 too, but a different body, and x-rate-limit-remaining may stay high.
    reply.code(429).send({
      account_id: '1',
      product_name: 'standard-basic',
      title: 'UsageCapExceeded',
      period: 'Monthly',
      scope: 'Product',
      detail: 'Usage cap exceeded: Monthly product cap',
      type: 'https://api.twitter.com/2/problems/usage-capped',
    });
    return undefined;
  }
  if (
    faultFor(state.faults, request, 'forbidden') ||
    !rule.scopes.every((s) => grant.scopes.includes(s))
  ) {
    reply.code(403).send(problem(403, 'Forbidden'));
    return undefined;
  }
  if (faultFor(state.faults, request, 'not_found')) {
    reply
      .code(404)
      .send(
        problem(
          404,
          'Not Found Error',
          'Not Found',
          'https://api.twitter.com/2/problems/resource-not-found',
        ),
      );
    return undefined;
  }
  return grant;
}

/** Integer query parameter within [min, max], or an invalid-request answer (returns undefined then). */
export function boundedInt(
  reply: FastifyReply,
  name: string,
  raw: string | undefined,
  fallback: number,
  min: number,
  max: number,
): number | undefined {
  if (raw === undefined) return fallback;
  const value = Number(raw);
  if (Number.isInteger(value) && value >= min && value <= max) return value;
  reply.code(400).send({
    errors: [
      {
        parameters: { [name]: [raw] },
        message: `The \`${name}\` query parameter value [${raw}] is not between ${min} and ${max}`,
      },
    ],
    title: 'Invalid Request',
    detail: 'One or more parameters to your request was invalid.',
    type: 'https://api.twitter.com/2/problems/invalid-request',
  });
  return undefined;
}

export function notFound(
  value: string,
  parameter: string,
  resourceType: 'user' | 'list',
): Record<string, unknown> {
  const detail =
    resourceType === 'user' && parameter === 'username'
      ? `Could not find user with username: [${value}].`
      : `Could not find ${resourceType} with ${parameter}: [${value}].`;
  return {
    errors: [
      {
        value,
        detail,
        title: 'Not Found Error',
        resource_type: resourceType,
        parameter,
        resource_id: value,
        type: 'https://api.twitter.com/2/problems/resource-not-found',
      },
    ],
  };
}
