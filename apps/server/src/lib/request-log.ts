import { LogController, type FastifyReply, type FastifyRequest } from 'fastify';

/**
 * One log line per request instead of Fastify's two: no "incoming request" line, and the
 * "request completed" line names the request too (method, path without its query, client address:
 * the `req` serializer in logger.ts picks them), its status and time. Fastify's other per-request
 * lines (route not found, the default error handler's) stay off: the route-not-found line would
 * carry the query string, and our error handler writes its own lines.
 */
export class RequestLog extends LogController {
  constructor() {
    super({ disableRequestLogging: true });
  }

  override requestCompleted(
    error: Error | null | undefined,
    request: FastifyRequest,
    reply: FastifyReply,
  ): void {
    const line = { req: request, res: reply, responseTime: reply.elapsedTime };
    if (error) request.log.error({ ...line, err: error }, 'request errored');
    else request.log.info(line, 'request completed');
  }
}
