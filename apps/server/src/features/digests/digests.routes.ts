import {
  digestDeleteResponseSchema,
  digestFeedResponseSchema,
  digestInputSchema,
  digestListResponseSchema,
  digestPatchSchema,
  digestResponseSchema,
  digestRunListResponseSchema,
  errorEnvelopeSchema,
  okEnvelopeSchema,
} from '@socialpulse/contract';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '@/db/database';
import { renderDigestFeed } from '@/features/digests/digest-feed';
import type { DigestsService } from '@/features/digests/digests.service';
import { registerUnsubscribeRoutes } from '@/lib/unsubscribe-routes';

const tags = ['digests'];
const security = [{ bearerAuth: [] }];
// Any string: a malformed id is "not found" (404), not a validation error.
const params = z.object({ id: z.string().describe('Digest id (uuid)') });
const feedParams = z.object({
  token: z.string().max(100).describe('The private feed token'),
  format: z.enum(['rss', 'atom']),
});
const errors = { 401: errorEnvelopeSchema, 404: errorEnvelopeSchema };

export const digestsRoutes: FastifyPluginCallbackZod<{
  digests: DigestsService;
  db: Db;
  publicUrl: string;
}> = (app, { digests, db, publicUrl }, done) => {
  app.get(
    '/digests',
    {
      onRequest: app.requireUser,
      schema: {
        tags,
        security,
        summary: "The caller's scheduled digests",
        response: { 200: digestListResponseSchema, 401: errorEnvelopeSchema },
      },
    },
    async (request) => ({ success: true as const, data: await digests.list(request.userId) }),
  );

  app.post(
    '/digests',
    {
      onRequest: app.requireUser,
      schema: {
        tags,
        security,
        summary: 'Schedule a digest of one source or a bundle of sources',
        body: digestInputSchema,
        response: {
          201: digestResponseSchema,
          400: errorEnvelopeSchema,
          401: errorEnvelopeSchema,
          409: errorEnvelopeSchema,
        },
      },
    },
    async (request, reply) =>
      reply
        .status(201)
        .send({ success: true, data: await digests.create(request.userId, request.body) }),
  );

  app.patch(
    '/digests/:id',
    {
      onRequest: app.requireUser,
      schema: {
        tags,
        security,
        summary: 'Change, pause or resume a scheduled digest',
        params,
        body: digestPatchSchema,
        response: {
          200: digestResponseSchema,
          400: errorEnvelopeSchema,
          409: errorEnvelopeSchema,
          ...errors,
        },
      },
    },
    async (request) => ({
      success: true as const,
      data: await digests.update(request.userId, request.params.id, request.body),
    }),
  );

  app.delete(
    '/digests/:id',
    {
      onRequest: app.requireUser,
      schema: {
        tags,
        security,
        summary: 'Delete a scheduled digest (its summaries stay)',
        params,
        response: { 200: digestDeleteResponseSchema, ...errors },
      },
    },
    async (request) => {
      await digests.remove(request.userId, request.params.id);
      return { success: true as const };
    },
  );

  app.get(
    '/digests/:id/runs',
    {
      onRequest: app.requireUser,
      schema: {
        tags,
        security,
        summary: "A digest's runs, newest first: each run's window and summaries",
        params,
        response: { 200: digestRunListResponseSchema, ...errors },
      },
    },
    async (request) => ({
      success: true as const,
      data: await digests.runs(request.userId, request.params.id),
    }),
  );

  app.get(
    '/digests/feed',
    {
      onRequest: app.requireUser,
      schema: {
        tags,
        security,
        summary: 'Whether the caller has a private feed (its address is shown only when made)',
        response: { 200: digestFeedResponseSchema, 401: errorEnvelopeSchema },
      },
    },
    async (request) => ({ success: true as const, data: await digests.feed(request.userId) }),
  );

  app.post(
    '/digests/feed',
    {
      onRequest: app.requireUser,
      schema: {
        tags,
        security,
        summary: 'Make a new private feed address; the previous one stops working',
        response: { 200: digestFeedResponseSchema, 401: errorEnvelopeSchema },
      },
    },
    async (request) => ({ success: true as const, data: await digests.newFeed(request.userId) }),
  );

  app.delete(
    '/digests/feed',
    {
      onRequest: app.requireUser,
      schema: {
        tags,
        security,
        summary: 'Revoke the private feed address',
        response: { 200: okEnvelopeSchema, ...errors },
      },
    },
    async (request) => {
      await digests.revokeFeed(request.userId);
      return { success: true as const };
    },
  );

  app.get(
    '/digests/feed/:token/:format',
    {
      schema: {
        tags,
        summary: 'The private RSS or Atom feed of delivered digests (the token is the credential)',
        params: feedParams,
        response: { 400: errorEnvelopeSchema, 404: errorEnvelopeSchema },
      },
    },
    async (request, reply) => {
      const userId = await digests.feedOwner(request.params.token);
      const { format } = request.params;
      const xml = await renderDigestFeed(db, userId, {
        format,
        publicUrl,
        selfUrl: `${publicUrl}/api/digests/feed/${request.params.token}/${format}`,
      });
      return (reply as FastifyReply)
        .type(
          format === 'rss'
            ? 'application/rss+xml; charset=utf-8'
            : 'application/atom+xml; charset=utf-8',
        )
        .send(xml);
    },
  );

  registerUnsubscribeRoutes(app, {
    path: '/digests/unsubscribe',
    tags,
    pageSummary: 'The page an unsubscribe link opens: a button that confirms',
    oneClickSummary: 'One-click unsubscribe (RFC 8058): the digest stops emailing',
    question: 'Stop emailing this digest?',
    confirmation: '<p>You are unsubscribed: this digest will not be emailed again.</p>',
    check: (token) => digests.unsubscribeTarget(token),
    unsubscribe: (token) => digests.unsubscribe(token),
  });

  done();
};
