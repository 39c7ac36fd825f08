import { createHash, timingSafeEqual } from 'node:crypto';
import { BlockList, isIP } from 'node:net';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { AllowedNetwork } from '@/config/ops-env';
import { httpRequestDuration, metricsRegistry, renderMetrics } from '@/lib/metrics';

export interface MetricsAccess {
  token: string | undefined;
  allow: AllowedNetwork[];
}

const digest = (text: string) => createHash('sha256').update(text).digest();

/** Whether a scrape may read the metrics: the bearer token, or an address in METRICS_ALLOW. */
export function metricsGate(access: MetricsAccess) {
  const allowed = new BlockList();
  for (const n of access.allow) allowed.addSubnet(n.address, n.prefix, n.family);
  const expected = access.token === undefined ? undefined : digest(access.token);
  return (ip: string, authorization: string | undefined): boolean => {
    if (expected && authorization) {
      const match = /^Bearer\s+(\S+)\s*$/i.exec(authorization);
      if (match?.[1] && timingSafeEqual(digest(match[1]), expected)) return true;
    }
    if (access.allow.length === 0) return false;
    // An IPv4 client on a dual-stack socket arrives as ::ffff:a.b.c.d.
    const plain = ip.startsWith('::ffff:') && isIP(ip.slice(7)) === 4 ? ip.slice(7) : ip;
    const version = isIP(plain);
    if (version === 0) return false;
    return allowed.check(plain, version === 4 ? 'ipv4' : 'ipv6');
  };
}

/**
 * Request latency for every route, and GET /metrics in Prometheus' text format. Off (404, like any
 * unknown path) unless METRICS_TOKEN or METRICS_ALLOW is set; a caller with neither gets 403.
 */
export const metricsPlugin = fp(
  (app: FastifyInstance, options: { access: MetricsAccess | undefined }) => {
    app.addHook('onResponse', (request: FastifyRequest, reply: FastifyReply, done) => {
      // The route pattern (/api/summaries/:id), never the raw URL: one series per route.
      const route = request.routeOptions.url ?? 'unmatched';
      httpRequestDuration.observe(
        request.method,
        route,
        reply.statusCode,
        reply.elapsedTime / 1000,
      );
      done();
    });

    const { access } = options;
    const gate = access ? metricsGate(access) : undefined;
    app.get('/metrics', { schema: { hide: true } }, async (request, reply) => {
      if (!gate)
        return reply.status(404).send({ success: false, message: 'Not found', error: 'NOT_FOUND' });
      if (!gate(request.ip, request.headers.authorization))
        return reply.status(403).send({ success: false, message: 'Forbidden', error: 'FORBIDDEN' });
      return reply
        .header('content-type', metricsRegistry.contentType)
        .header('cache-control', 'no-store')
        .send(await renderMetrics());
    });
  },
  { name: 'metrics' },
);
