import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { createJsonSchemaTransform } from 'fastify-type-provider-zod';

export const DOCS_PREFIX = '/api/docs';

/**
 * OpenAPI generated from the routes' zod schemas (the contract package), served as JSON at
 * /api/docs/json and browsable at /api/docs. Registered before the routes so it sees every one.
 */
export const openapiPlugin = fp(
  async (app: FastifyInstance, options: { publicUrl: string }) => {
    await app.register(swagger, {
      openapi: {
        openapi: '3.1.0',
        info: {
          title: 'SocialPulse API',
          description: [
            'Every answer is `{ success: true, data }` or `{ success: false, message, error, errors }`.',
            '',
            'Authenticate with `Authorization: Bearer <token>`, where the token is either the',
            "web app's short-lived access token or a personal API token (`sp_pat_…`) made in",
            'Settings → API tokens. A `read` token may only use GET; a `read_write` token may',
            'use every method. Only a token made with administrator access, whose user is an',
            'administrator, reaches `/api/admin`. Tokens cannot manage tokens, sign out or',
            'delete the account: those need a session of the app.',
          ].join('\n'),
          version: '0.1.0',
        },
        servers: [{ url: options.publicUrl }],
        components: {
          securitySchemes: {
            bearerAuth: {
              type: 'http',
              scheme: 'bearer',
              bearerFormat: 'JWT or sp_pat_…',
              description:
                'A session access token (JWT, from /api/auth/login) or a personal API token ' +
                '(sp_pat_…, made in Settings → API tokens).',
            },
          },
        },
      },
      transform: createJsonSchemaTransform({ skipList: [] }),
    });
    await app.register(swaggerUi, {
      routePrefix: DOCS_PREFIX,
      uiConfig: { docExpansion: 'list', deepLinking: false, validatorUrl: null },
    });
  },
  { name: 'openapi' },
);
