import {
  authUrlResponseSchema,
  connectionResponseSchema,
  errorEnvelopeSchema,
  OAUTH_PLATFORMS,
  oauthCallbackBodySchema,
  oauthStartQuerySchema,
} from '@socialpulse/contract';
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import type { OAuthConnectService } from '@/features/connections/oauth-connect.service';
import { platformLabel } from '@/features/connections/platform-labels';
import { ingestSoon } from '@/features/connections/ingest-soon';

const tags = ['connections'];
const security = [{ bearerAuth: [] }];
/** Platform failures answer 400/403/404/429/503, never 401 (see platforms/http-status.ts). */
const platformErrors = {
  400: errorEnvelopeSchema,
  401: errorEnvelopeSchema,
  403: errorEnvelopeSchema,
  429: errorEnvelopeSchema,
  503: errorEnvelopeSchema,
};

/** One pair of routes per OAuth platform, so an unknown platform is simply an unknown route (404). */
export const oauthConnectRoutes: FastifyPluginCallbackZod<{ oauth: OAuthConnectService }> = (
  app,
  { oauth },
  done,
) => {
  for (const platform of OAUTH_PLATFORMS) {
    const label = platformLabel(platform);
    app.get(
      `/${platform}/auth`,
      {
        onRequest: app.requireUser,
        schema: {
          tags,
          security,
          summary: `Start connecting ${label}: the consent page URL for the popup`,
          querystring: oauthStartQuerySchema,
          response: {
            200: authUrlResponseSchema,
            400: errorEnvelopeSchema,
            401: errorEnvelopeSchema,
          },
        },
      },
      async (request) => ({
        success: true as const,
        data: {
          url: await oauth.start(request.userId, platform, {
            origin: request.query.origin,
            host: request.host,
            log: request.log,
          }),
        },
      }),
    );

    app.post(
      `/${platform}/callback`,
      {
        onRequest: app.requireUser,
        schema: {
          tags,
          security,
          summary: `Finish connecting ${label} with the code (or error) the popup received`,
          body: oauthCallbackBodySchema,
          response: { 200: connectionResponseSchema, ...platformErrors },
        },
      },
      async (request) => {
        const connection = await oauth.complete(request.userId, platform, request.body);
        ingestSoon(app.jobs, request.log, request.userId);
        return {
          success: true as const,
          message: `${label} connected successfully`,
          data: connection,
        };
      },
    );
  }
  done();
};
