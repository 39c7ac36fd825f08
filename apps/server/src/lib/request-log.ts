import type { FastifyInstance } from 'fastify';

/**
 * The one log line per request (Fastify's own two are off in app.ts), written in onResponse:
 * request id, method, path without its query, client address, status and time, nothing else.
 *
 * It goes through a child logger without pino's redaction. The redaction stays on every other line
 * as the net under them, but this line's fields are all chosen here and none is personal data (the
 * `req` serializer keeps method, path and address only; headers, query and body never reach it),
 * while the wildcard redaction cost about 40 µs per line, twenty times the rest of the line, and
 * was the largest share of a small request's CPU that was ours (issue 11; docs/perf.md).
 */
export function logEveryRequest(app: FastifyInstance): void {
  const lines = app.log.child({}, { redact: [] });
  app.addHook('onResponse', (request, reply, done) => {
    lines.info(
      {
        reqId: request.id,
        req: request,
        res: { statusCode: reply.statusCode },
        responseTime: reply.elapsedTime,
      },
      'request completed',
    );
    done();
  });
}
