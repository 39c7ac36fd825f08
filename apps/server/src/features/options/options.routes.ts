import { optionsResponseSchema, type SignInOptions } from '@socialpulse/contract';
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import type { AppOrigins } from '@/features/connections/app-origins';
import { OPTIONS } from '@/features/options/options.catalogue';

export interface OptionsRoutesOptions {
  capabilities: { llm: boolean; email: boolean };
  origins: AppOrigins;
  signIn: SignInOptions;
}

export const optionsRoutes: FastifyPluginCallbackZod<OptionsRoutesOptions> = (
  app,
  { capabilities, origins, signIn },
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
    (request) => ({
      success: true as const,
      data: {
        ...OPTIONS,
        capabilities,
        signIn,
        oauth: {
          publicUrl: origins.publicUrl,
          sandboxAcceptsHere: origins.accepts(`${request.protocol}://${request.host}`),
        },
      },
    }),
  );
  done();
};
