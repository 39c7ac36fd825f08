import { optionsResponseSchema } from '@socialpulse/contract';
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { OPTIONS } from '@/features/options/options.catalogue';

export const optionsRoutes: FastifyPluginCallbackZod = (app, _options, done) => {
  app.get(
    '/options',
    {
      schema: {
        tags: ['options'],
        summary: 'Platforms, tones, languages and periods to choose from',
        response: { 200: optionsResponseSchema },
      },
    },
    () => ({ success: true as const, data: OPTIONS }),
  );
  done();
};
