import {
  apiTokenIdParamsSchema,
  apiTokenInputSchema,
  apiTokensResponseSchema,
  createdApiTokenResponseSchema,
  errorEnvelopeSchema,
  okEnvelopeSchema,
} from '@socialpulse/contract';
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import type { ApiTokensService } from '@/features/api-tokens/api-tokens.service';

const tags = ['api tokens'];
const security = [{ bearerAuth: [] }];
const denied = { 401: errorEnvelopeSchema, 403: errorEnvelopeSchema };

/**
 * The caller's personal API tokens. Every route needs a session of the app: a token that could
 * make tokens could outlive its own revocation (docs/decisions/0048).
 */
export const apiTokensRoutes: FastifyPluginCallbackZod<{ tokens: ApiTokensService }> = (
  app,
  { tokens },
  done,
) => {
  app.get(
    '/tokens',
    {
      onRequest: app.requireSession,
      schema: {
        tags,
        security,
        summary: "The caller's personal API tokens (never their secrets)",
        response: { 200: apiTokensResponseSchema, ...denied },
      },
    },
    async (request) => ({ success: true as const, data: await tokens.list(request.userId) }),
  );

  app.post(
    '/tokens',
    {
      onRequest: app.requireSession,
      schema: {
        tags,
        security,
        summary: 'Make a personal API token (its secret is in this answer only)',
        body: apiTokenInputSchema,
        response: {
          201: createdApiTokenResponseSchema,
          400: errorEnvelopeSchema,
          409: errorEnvelopeSchema,
          ...denied,
        },
      },
    },
    async (request, reply) =>
      reply
        .status(201)
        .send({ success: true as const, data: await tokens.create(request.userId, request.body) }),
  );

  app.delete(
    '/tokens/:id',
    {
      onRequest: app.requireSession,
      schema: {
        tags,
        security,
        summary: 'Revoke one of the caller’s API tokens: it stops working at once',
        params: apiTokenIdParamsSchema,
        response: { 200: okEnvelopeSchema, 404: errorEnvelopeSchema, ...denied },
      },
    },
    async (request) => {
      await tokens.revoke(request.userId, request.params.id);
      return { success: true as const, message: 'API token revoked', data: null };
    },
  );
  done();
};
