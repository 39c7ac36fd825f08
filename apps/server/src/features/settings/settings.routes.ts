import {
  errorEnvelopeSchema,
  settingsPatchSchema,
  settingsResponseSchema,
} from '@socialpulse/contract';
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import type { SettingsService } from '@/features/settings/settings.service';

const tags = ['settings'];
const security = [{ bearerAuth: [] }];

export const settingsRoutes: FastifyPluginCallbackZod<{ settings: SettingsService }> = (
  app,
  { settings },
  done,
) => {
  app.get(
    '/settings',
    {
      onRequest: app.requireUser,
      schema: {
        tags,
        security,
        summary: "The caller's settings (defaults until saved)",
        response: { 200: settingsResponseSchema, 401: errorEnvelopeSchema },
      },
    },
    async (request) => ({ success: true as const, data: await settings.get(request.userId) }),
  );

  app.patch(
    '/settings',
    {
      onRequest: app.requireUser,
      schema: {
        tags,
        security,
        summary: 'Change some settings; answers the full settings',
        body: settingsPatchSchema,
        response: {
          200: settingsResponseSchema,
          400: errorEnvelopeSchema,
          401: errorEnvelopeSchema,
        },
      },
    },
    async (request) => ({
      success: true as const,
      data: await settings.update(request.userId, request.body),
    }),
  );
  done();
};
