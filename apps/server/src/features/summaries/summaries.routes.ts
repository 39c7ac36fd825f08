import {
  errorEnvelopeSchema,
  okEnvelopeSchema,
  summaryCreateInputSchema,
  summaryListQuerySchema,
  summaryListResponseSchema,
  summaryRegenerateInputSchema,
  summaryResponseSchema,
} from '@socialpulse/contract';
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { SummariesService } from '@/features/summaries/summaries.service';

const tags = ['summaries'];
const security = [{ bearerAuth: [] }];
// Any string: a malformed id is "not found" (404), not a validation error.
const params = z.object({ id: z.string().describe('Summary id (uuid)') });

export const summariesRoutes: FastifyPluginCallbackZod<{ summaries: SummariesService }> = (
  app,
  { summaries },
  done,
) => {
  app.get(
    '/summaries',
    {
      onRequest: app.requireUser,
      schema: {
        tags,
        security,
        summary: "The caller's summaries, newest first, a page at a time",
        description:
          'List items carry the source id and title but not its items or stats, and at most the first 400 characters of `content`: GET /summaries/{id} has the whole summary. Pass `nextCursor` as `cursor` for the next page; it is null on the last one. `q` (in the source name or id, any case), `platform`, `status` and `tone` narrow the list; send the same ones with the cursor.',
        querystring: summaryListQuerySchema,
        response: {
          200: summaryListResponseSchema,
          400: errorEnvelopeSchema,
          401: errorEnvelopeSchema,
        },
      },
    },
    async (request) => summaries.list(request.userId, request.query),
  );

  app.get(
    '/summaries/:id',
    {
      onRequest: app.requireUser,
      schema: {
        tags,
        security,
        summary: 'One of the caller’s summaries',
        params,
        response: {
          200: summaryResponseSchema,
          401: errorEnvelopeSchema,
          404: errorEnvelopeSchema,
        },
      },
    },
    async (request) => ({
      success: true as const,
      data: await summaries.get(request.userId, request.params.id),
    }),
  );

  app.post(
    '/summaries',
    {
      onRequest: app.requireUser,
      schema: {
        tags,
        security,
        summary: 'Ask for a summary of a source; it is generated in the background',
        description:
          'Answers 201 with the `pending` summary; poll GET /summaries/{id} until the status is final (completed, failed, rate_limited or no_data). The period window is computed in UTC when the summary is created. A user with 50 summaries waiting gets 429 until some finish.',
        body: summaryCreateInputSchema,
        response: {
          201: summaryResponseSchema,
          400: errorEnvelopeSchema,
          401: errorEnvelopeSchema,
          409: errorEnvelopeSchema,
          429: errorEnvelopeSchema,
        },
      },
    },
    async (request, reply) => {
      const data = await summaries.create(request.userId, request.body);
      return reply.status(201).send({ success: true as const, data });
    },
  );

  app.post(
    '/summaries/:id/regenerate',
    {
      onRequest: app.requireUser,
      schema: {
        tags,
        security,
        summary: 'Make a summary again: same source and window, fetched again, generated anew',
        description:
          'Answers 201 with the new `pending` summary (follow it like one from POST /summaries). `tone` and `language` may change; the period, window and Reddit sort are the original’s. The original stays when it has content (completed) and is replaced (deleted) when it failed, was rate-limited or found nothing. A summary still pending or processing answers 409.',
        params,
        body: summaryRegenerateInputSchema.prefault({}),
        response: {
          201: summaryResponseSchema,
          400: errorEnvelopeSchema,
          401: errorEnvelopeSchema,
          404: errorEnvelopeSchema,
          409: errorEnvelopeSchema,
          429: errorEnvelopeSchema,
        },
      },
    },
    async (request, reply) => {
      const data = await summaries.regenerate(request.userId, request.params.id, request.body);
      return reply.status(201).send({ success: true as const, data });
    },
  );

  app.delete(
    '/summaries/:id',
    {
      onRequest: app.requireUser,
      schema: {
        tags,
        security,
        summary: 'Delete one of the caller’s summaries',
        params,
        response: { 200: okEnvelopeSchema, 401: errorEnvelopeSchema, 404: errorEnvelopeSchema },
      },
    },
    async (request) => {
      await summaries.remove(request.userId, request.params.id);
      return { success: true as const, message: 'Summary deleted' };
    },
  );

  app.delete(
    '/summaries',
    {
      onRequest: app.requireUser,
      schema: {
        tags,
        security,
        summary: 'Delete all of the caller’s summaries',
        response: { 200: okEnvelopeSchema, 401: errorEnvelopeSchema },
      },
    },
    async (request) => {
      const deleted = await summaries.removeAll(request.userId);
      return { success: true as const, message: 'All summaries deleted', data: { deleted } };
    },
  );
  done();
};
