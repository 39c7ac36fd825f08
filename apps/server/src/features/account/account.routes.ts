import {
  accountExportSchema,
  deleteAccountInputSchema,
  errorEnvelopeSchema,
  okEnvelopeSchema,
  successEnvelope,
} from '@socialpulse/contract';
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import type { AccountService } from '@/features/account/account.service';

const tags = ['account'];
const security = [{ bearerAuth: [] }];

export const accountRoutes: FastifyPluginCallbackZod<{ account: AccountService }> = (
  app,
  { account },
  done,
) => {
  app.get(
    '/account/export',
    {
      onRequest: app.requireUser,
      schema: {
        tags,
        security,
        summary: "All the caller's data as JSON (no passwords, tokens or sessions)",
        response: { 200: successEnvelope(accountExportSchema), 401: errorEnvelopeSchema },
      },
    },
    async (request, reply) => {
      const data = await account.export(request.userId);
      void reply.header(
        'content-disposition',
        `attachment; filename="socialpulse-export-${data.exportedAt.slice(0, 10)}.json"`,
      );
      return { success: true as const, data };
    },
  );

  app.delete(
    '/account',
    {
      onRequest: app.requireSession,
      schema: {
        tags,
        security,
        summary: "Delete the caller's account and all its data (password accounts confirm it)",
        body: deleteAccountInputSchema,
        response: {
          200: okEnvelopeSchema,
          400: errorEnvelopeSchema,
          401: errorEnvelopeSchema,
          403: errorEnvelopeSchema,
          409: errorEnvelopeSchema,
        },
      },
    },
    async (request) => {
      await account.delete(request.userId, request.body.password);
      return { success: true as const, message: 'Account deleted', data: null };
    },
  );
  done();
};
