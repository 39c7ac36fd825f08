import {
  errorEnvelopeSchema,
  sourceLanguageQuerySchema,
  sourceLanguageResponseSchema,
} from '@socialpulse/contract';
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import type { DbOrTx } from '@/db/database';
import { sourceLanguage } from '@/features/summaries/source-language';

export const sourceLanguageRoutes: FastifyPluginCallbackZod<{ db: DbOrTx }> = (
  app,
  { db },
  done,
) => {
  app.get(
    '/summaries/source-language',
    {
      onRequest: app.requireUser,
      schema: {
        tags: ['summaries'],
        security: [{ bearerAuth: [] }],
        summary: 'The language a source of the caller is written in, as their own data shows it',
        description:
          "Read from the language detected in the caller's newest summary of the source, else from the items fetched for their Pulse from it; `language` is null when neither tells. Nothing of another user's is read. The setup form uses it to say, when no language model is configured, that quotes stay in that language.",
        querystring: sourceLanguageQuerySchema,
        response: {
          200: sourceLanguageResponseSchema,
          400: errorEnvelopeSchema,
          401: errorEnvelopeSchema,
        },
      },
    },
    async (request) => ({
      success: true as const,
      data: await sourceLanguage(
        db,
        request.userId,
        request.query.platform,
        request.query.sourceId,
      ),
    }),
  );
  done();
};
