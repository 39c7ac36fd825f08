import { errorEnvelopeSchema, summaryEventsTicketResponseSchema } from '@socialpulse/contract';
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '@/db/database';
import { isSessionLive } from '@/features/auth/refresh-tokens.repository';
import type { StreamTickets } from '@/features/summaries/stream-tickets';
import type { SummaryEvents, UserEvent } from '@/features/summaries/summary-events';
import { AppError } from '@/lib/app-error';

/** A comment line this often keeps proxies from closing an idle stream. */
export const HEARTBEAT_MS = 25_000;
/** What EventSource waits before reconnecting on its own; the web app gets a new ticket instead. */
const RETRY_MS = 5_000;

const tags = ['summaries'];

/**
 * Pushed summary status changes (docs/decisions/0009-summary-status-push.md): a
 * Server-Sent Events stream of the caller's own summaries. Pages still poll every 5 s while a
 * summary is pending or processing, so a lost stream only makes them slower.
 */
export const summaryEventsRoutes: FastifyPluginCallbackZod<{
  events: SummaryEvents;
  tickets: StreamTickets;
  db: Db;
  /** Tells when sessions may have ended (a user's, or anyone's): streams re-check theirs then. */
  onSessionsEnded: (listener: (userId: string | undefined) => void) => () => void;
}> = (app, { events, tickets, db, onSessionsEnded }, done) => {
  const open = new Set<() => void>();
  // preClose, not onClose: the server's own close waits for every open response, so streams ended
  // only in onClose kept a shutdown waiting until the browser hung up (or the timeout killed it).
  // Ended, a page's EventSource reconnects with a new ticket, to another replica if there is one.
  app.addHook('preClose', (next) => {
    for (const end of open) end();
    next();
  });

  app.post(
    '/summaries/events/ticket',
    {
      // The stream lives as long as its session: an API token has none (docs/decisions/0048).
      onRequest: app.requireSession,
      schema: {
        tags,
        security: [{ bearerAuth: [] }],
        summary: 'A one-use ticket for the summary status stream, valid 30 seconds (app sessions)',
        response: {
          200: summaryEventsTicketResponseSchema,
          401: errorEnvelopeSchema,
          403: errorEnvelopeSchema,
        },
      },
    },
    (request) => {
      const { ticket, expiresAt } = tickets.issue({
        userId: request.userId,
        sessionId: request.sessionId,
      });
      return {
        success: true as const,
        data: { ticket, expiresAt: new Date(expiresAt).toISOString() },
      };
    },
  );

  app.get(
    '/summaries/events',
    {
      schema: {
        tags,
        summary: 'Server-Sent Events: the caller’s summary status changes and Pulse builds',
        description:
          'Authenticated by the `ticket` from POST /summaries/events/ticket (used once, 30 seconds). `text/event-stream`: a `ready` event, then a `summary` event whose data is `{"id","status"}` each time one of the caller’s summaries changes status, a `pulse` event whose data is `{"day"}` each time a build of the caller’s Pulse is stored, and a comment every 25 seconds. Other users’ events never appear.',
        querystring: z.object({
          ticket: z.string().max(500).describe('From POST /summaries/events/ticket'),
        }),
        response: { 401: errorEnvelopeSchema },
      },
    },
    async (request, reply) => {
      const owner = await tickets.take(request.query.ticket);
      // The session may have ended since the ticket was issued (logout, revoked family).
      if (!owner || !(await isSessionLive(db, owner.sessionId, owner.userId)))
        throw new AppError(401, 'INVALID_TOKEN', 'Invalid or expired stream ticket');

      reply.hijack();
      const raw = reply.raw;
      raw.writeHead(200, {
        ...(reply.getHeaders() as Record<string, string>),
        'content-type': 'text/event-stream; charset=utf-8',
        'cache-control': 'no-store',
        connection: 'keep-alive',
        // nginx would otherwise buffer the stream.
        'x-accel-buffering': 'no',
      });
      raw.write(`retry: ${RETRY_MS}\nevent: ready\ndata: {}\n\n`);

      const send = (event: UserEvent) => {
        const data =
          event.type === 'summary' ? { id: event.id, status: event.status } : { day: event.day };
        raw.write(`event: ${event.type}\ndata: ${JSON.stringify(data)}\n\n`);
      };
      const unsubscribe = events.subscribe(owner.userId, send);
      // A logout, a revoked family, a disabled or deleted account ends the stream at once: the
      // session is checked again whenever sessions may have ended (on PostgreSQL, from any
      // process). Each heartbeat checks it too, should such news ever be missed.
      const recheck = () => {
        void isSessionLive(db, owner.sessionId, owner.userId).then(
          (live) => {
            if (!live) end();
          },
          () => {},
        );
      };
      const stopWatching = onSessionsEnded((userId) => {
        if (userId === undefined || userId === owner.userId) recheck();
      });
      const heartbeat = setInterval(() => {
        void isSessionLive(db, owner.sessionId, owner.userId).then(
          (live) => (live ? raw.write(': keep-alive\n\n') : end()),
          () => raw.write(': keep-alive\n\n'),
        );
      }, HEARTBEAT_MS);
      const end = () => {
        clearInterval(heartbeat);
        stopWatching();
        unsubscribe();
        open.delete(end);
        if (!raw.writableEnded) raw.end();
      };
      open.add(end);
      request.raw.on('close', end);
    },
  );
  done();
};
