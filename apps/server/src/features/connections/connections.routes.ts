import {
  anyPlatformSchema,
  connectionListResponseSchema,
  disconnectResponseSchema,
  errorEnvelopeSchema,
} from '@socialpulse/contract';
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { ConnectionsService } from '@/features/connections/connections.service';

const tags = ['connections'];
const security = [{ bearerAuth: [] }];

export const connectionsRoutes: FastifyPluginCallbackZod<{ connections: ConnectionsService }> = (
  app,
  { connections },
  done,
) => {
  app.get(
    '/connections',
    {
      onRequest: app.requireUser,
      schema: {
        tags,
        security,
        summary: "The caller's connection status on all six platforms",
        response: { 200: connectionListResponseSchema, 401: errorEnvelopeSchema },
      },
    },
    async (request) => ({ success: true as const, data: await connections.list(request.userId) }),
  );

  app.delete(
    '/connections/:platform',
    {
      onRequest: app.requireUser,
      schema: {
        tags,
        security,
        summary: 'Disconnect: revoke at the platform (best effort) and forget the tokens',
        params: z.object({ platform: anyPlatformSchema }),
        response: {
          200: disconnectResponseSchema,
          400: errorEnvelopeSchema,
          401: errorEnvelopeSchema,
          404: errorEnvelopeSchema,
        },
      },
    },
    async (request) => ({
      success: true as const,
      message: await connections.disconnect(request.userId, request.params.platform),
      data: null,
    }),
  );
  done();
};
