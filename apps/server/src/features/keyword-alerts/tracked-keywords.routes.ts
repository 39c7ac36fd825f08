import {
  errorEnvelopeSchema,
  keywordToggleSchema,
  okEnvelopeSchema,
  trackedKeywordInputSchema,
  trackedKeywordListResponseSchema,
  trackedKeywordPatchSchema,
  trackedKeywordResponseSchema,
} from '@socialpulse/contract';
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { TrackedKeywordsService } from '@/features/keyword-alerts/tracked-keywords.service';

const tags = ['keyword-alerts'];
const security = [{ bearerAuth: [] }];
// Any string: a malformed id is "not found" (404), not a validation error.
const params = z.object({ id: z.string().describe('Keyword id (uuid)') });
const errors = { 401: errorEnvelopeSchema, 404: errorEnvelopeSchema };

export const trackedKeywordsRoutes: FastifyPluginCallbackZod<{
  keywords: TrackedKeywordsService;
}> = (app, { keywords }, done) => {
  app.get(
    '/keyword-alerts/keywords',
    {
      onRequest: app.requireUser,
      schema: {
        tags,
        security,
        summary: "The caller's tracked keywords, oldest first",
        response: { 200: trackedKeywordListResponseSchema, 401: errorEnvelopeSchema },
      },
    },
    async (request) => ({ success: true as const, data: await keywords.list(request.userId) }),
  );

  app.post(
    '/keyword-alerts/keywords',
    {
      onRequest: app.requireUser,
      schema: {
        tags,
        security,
        summary: 'Track a keyword; its recent matches become alerts',
        body: trackedKeywordInputSchema,
        response: {
          201: trackedKeywordResponseSchema,
          400: errorEnvelopeSchema,
          401: errorEnvelopeSchema,
          409: errorEnvelopeSchema,
        },
      },
    },
    async (request, reply) =>
      reply
        .status(201)
        .send({ success: true, data: await keywords.create(request.userId, request.body) }),
  );

  app.patch(
    '/keyword-alerts/keywords/:id',
    {
      onRequest: app.requireUser,
      schema: {
        tags,
        security,
        summary: 'Change a keyword (settings are replaced as a whole)',
        params,
        body: trackedKeywordPatchSchema,
        response: {
          200: trackedKeywordResponseSchema,
          400: errorEnvelopeSchema,
          409: errorEnvelopeSchema,
          ...errors,
        },
      },
    },
    async (request) => ({
      success: true as const,
      data: await keywords.update(request.userId, request.params.id, request.body),
    }),
  );

  app.delete(
    '/keyword-alerts/keywords/:id',
    {
      onRequest: app.requireUser,
      schema: {
        tags,
        security,
        summary: 'Stop tracking a keyword and delete its alerts',
        params,
        response: { 200: okEnvelopeSchema, ...errors },
      },
    },
    async (request) => {
      await keywords.remove(request.userId, request.params.id);
      return { success: true as const, message: 'Keyword deleted' };
    },
  );

  app.patch(
    '/keyword-alerts/keywords/:id/toggle',
    {
      onRequest: app.requireUser,
      schema: {
        tags,
        security,
        summary: 'Switch a keyword on or off',
        params,
        body: keywordToggleSchema,
        response: { 200: trackedKeywordResponseSchema, 400: errorEnvelopeSchema, ...errors },
      },
    },
    async (request) => ({
      success: true as const,
      data: await keywords.toggle(request.userId, request.params.id, request.body.isActive),
    }),
  );
  done();
};
