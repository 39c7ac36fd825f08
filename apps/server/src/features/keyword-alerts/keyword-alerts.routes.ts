import {
  alertReadSchema,
  errorEnvelopeSchema,
  keywordAlertListResponseSchema,
  keywordAlertDetailResponseSchema,
  keywordAlertHistoryQuerySchema,
  keywordAlertPageResponseSchema,
  keywordAlertResponseSchema,
  keywordAlertsQuerySchema,
} from '@socialpulse/contract';
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { KeywordAlertsService } from '@/features/keyword-alerts/keyword-alerts.service';

const tags = ['keyword-alerts'];
const security = [{ bearerAuth: [] }];

export const keywordAlertsRoutes: FastifyPluginCallbackZod<{ alerts: KeywordAlertsService }> = (
  app,
  { alerts },
  done,
) => {
  app.get(
    '/keyword-alerts/alerts',
    {
      onRequest: app.requireUser,
      schema: {
        tags,
        security,
        summary: "The caller's keyword alerts, newest first",
        querystring: keywordAlertsQuerySchema,
        response: {
          200: keywordAlertListResponseSchema,
          400: errorEnvelopeSchema,
          401: errorEnvelopeSchema,
        },
      },
    },
    async (request) => ({
      success: true as const,
      data: await alerts.list(request.userId, request.query),
    }),
  );

  app.get(
    '/keyword-alerts/history',
    {
      onRequest: app.requireUser,
      schema: {
        tags,
        security,
        summary: 'Every keyword alert of the caller, newest first, a page at a time',
        querystring: keywordAlertHistoryQuerySchema,
        response: {
          200: keywordAlertPageResponseSchema,
          400: errorEnvelopeSchema,
          401: errorEnvelopeSchema,
        },
      },
    },
    async (request) => ({
      success: true as const,
      data: await alerts.history(request.userId, request.query),
    }),
  );

  app.get(
    '/keyword-alerts/alerts/:id',
    {
      onRequest: app.requireUser,
      schema: {
        tags,
        security,
        summary: 'One alert with the post it matched',
        params: z.object({ id: z.string().describe('Alert id (uuid)') }),
        response: {
          200: keywordAlertDetailResponseSchema,
          401: errorEnvelopeSchema,
          404: errorEnvelopeSchema,
        },
      },
    },
    async (request) => ({
      success: true as const,
      data: await alerts.detail(request.userId, request.params.id),
    }),
  );

  app.patch(
    '/keyword-alerts/alerts/:id/read',
    {
      onRequest: app.requireUser,
      schema: {
        tags,
        security,
        summary: 'Mark an alert read (no body) or unread (`{ "isRead": false }`)',
        // Any string: a malformed id is "not found" (404), not a validation error.
        params: z.object({ id: z.string().describe('Alert id (uuid)') }),
        body: alertReadSchema,
        response: {
          200: keywordAlertResponseSchema,
          400: errorEnvelopeSchema,
          401: errorEnvelopeSchema,
          404: errorEnvelopeSchema,
        },
      },
    },
    async (request) => ({
      success: true as const,
      data: await alerts.markRead(request.userId, request.params.id, request.body.isRead),
    }),
  );
  done();
};
