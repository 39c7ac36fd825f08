import type { FastifyInstance } from 'fastify';
import { requestLineWriter } from '@/lib/request-line';

/**
 * The one log line per request (Fastify's own two are off in app.ts), written in onResponse:
 * request id, method, path without its query, client address, status and time, nothing else
 * (lib/request-line.ts writes it; see there why it is not redacted and not formatted by pino).
 */
export function logEveryRequest(app: FastifyInstance): void {
  const write = requestLineWriter(app.log);
  app.addHook('onResponse', (request, reply, done) => {
    write({
      reqId: request.id,
      method: request.method,
      url: request.url,
      ip: request.ip,
      statusCode: reply.statusCode,
      responseTime: reply.elapsedTime,
    });
    done();
  });
}
