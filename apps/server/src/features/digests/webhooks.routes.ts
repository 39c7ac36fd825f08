import {
  digestWebhookInputSchema,
  digestWebhookResponseSchema,
  errorEnvelopeSchema,
  okEnvelopeSchema,
  webhookDeliveryListResponseSchema,
  webhookDeliveryResponseSchema,
} from '@socialpulse/contract';
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { WebhooksService } from '@/features/digests/webhooks.service';

const tags = ['digests'];
const security = [{ bearerAuth: [] }];
// Any string: a malformed id is "not found" (404), not a validation error.
const params = z.object({ id: z.string().describe('Digest id (uuid)') });
const errors = { 401: errorEnvelopeSchema, 404: errorEnvelopeSchema };

/** A digest's webhook: address, secret, delivery log, test send and resume (docs/decisions/0047). */
export const webhooksRoutes: FastifyPluginCallbackZod<{ webhooks: WebhooksService }> = (
  app,
  { webhooks },
  done,
) => {
  app.get(
    '/digests/:id/webhook',
    {
      onRequest: app.requireUser,
      schema: {
        tags,
        security,
        summary: "The digest's webhook, or null (its secret is shown only when made)",
        params,
        response: { 200: digestWebhookResponseSchema, ...errors },
      },
    },
    async (request) => ({
      success: true as const,
      data: await webhooks.get(request.userId, request.params.id),
    }),
  );

  app.put(
    '/digests/:id/webhook',
    {
      onRequest: app.requireUser,
      schema: {
        tags,
        security,
        summary:
          'Deliver the digest to this http(s) address; a new webhook answers its secret once',
        params,
        body: digestWebhookInputSchema,
        response: { 200: digestWebhookResponseSchema, 400: errorEnvelopeSchema, ...errors },
      },
    },
    async (request) => ({
      success: true as const,
      data: await webhooks.put(request.userId, request.params.id, request.body.url),
    }),
  );

  app.delete(
    '/digests/:id/webhook',
    {
      onRequest: app.requireUser,
      schema: {
        tags,
        security,
        summary: "Remove the digest's webhook and its delivery log",
        params,
        response: { 200: okEnvelopeSchema, ...errors },
      },
    },
    async (request) => {
      await webhooks.remove(request.userId, request.params.id);
      return { success: true as const };
    },
  );

  app.post(
    '/digests/:id/webhook/resume',
    {
      onRequest: app.requireUser,
      schema: {
        tags,
        security,
        summary: 'Resume a webhook paused after repeated failures',
        params,
        response: { 200: digestWebhookResponseSchema, ...errors },
      },
    },
    async (request) => ({
      success: true as const,
      data: await webhooks.resume(request.userId, request.params.id),
    }),
  );

  app.post(
    '/digests/:id/webhook/secret',
    {
      onRequest: app.requireUser,
      schema: {
        tags,
        security,
        summary:
          'Replace the signing secret: the new one is answered this once and signs every attempt from now on',
        params,
        response: { 200: digestWebhookResponseSchema, ...errors },
      },
    },
    async (request) => ({
      success: true as const,
      data: await webhooks.rotateSecret(request.userId, request.params.id),
    }),
  );

  app.post(
    '/digests/:id/webhook/test',
    {
      onRequest: app.requireUser,
      schema: {
        tags,
        security,
        summary: 'Send a signed test message now; answers its delivery log entry',
        params,
        response: { 200: webhookDeliveryResponseSchema, ...errors },
      },
    },
    async (request) => ({
      success: true as const,
      data: await webhooks.test(request.userId, request.params.id),
    }),
  );

  app.get(
    '/digests/:id/webhook/deliveries',
    {
      onRequest: app.requireUser,
      schema: {
        tags,
        security,
        summary: "The webhook's latest delivery attempts, newest first",
        params,
        response: { 200: webhookDeliveryListResponseSchema, ...errors },
      },
    },
    async (request) => ({
      success: true as const,
      data: await webhooks.deliveries(request.userId, request.params.id),
    }),
  );

  done();
};
