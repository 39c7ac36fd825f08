import { optionsResponseSchema } from '@socialpulse/contract';
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { OPTIONS } from '@/features/options/options.catalogue';

export interface OptionsRoutesOptions {
  capabilities: { llm: boolean; email: boolean };
}

export const optionsRoutes: FastifyPluginCallbackZod<OptionsRoutesOptions> = (
  app,
  { capabilities },
  done,
) => {
  app.get(
    '/options',
    {
      schema: {
        tags: ['options'],
        summary: 'Platforms, tones, languages and periods to choose from',
        response: { 200: optionsResponseSchema },
      },
    },
    () => ({ success: true as const, data: { ...OPTIONS, capabilities } }),
  );
  done();
};
