import {
  SOURCE_MESSAGES,
  errorEnvelopeSchema,
  followSourceInputSchema,
  savedSourceListResponseSchema,
  sourceFollowStateInputSchema,
  okEnvelopeSchema,
  savedSourceResponseSchema,
  sourceListResponseSchemas,
  twitterSourceResponseSchema,
  twitterUserLookupParamsSchema,
  youtubeVideoPageResponseSchema,
  youtubeVideosQuerySchema,
  type Platform,
} from '@socialpulse/contract';
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { platformLabel } from '@/features/connections/platform-labels';
import { ingestSoon } from '@/features/connections/ingest-soon';
import type { SourcesService } from '@/features/sources/sources.service';

const tags = ['sources'];
const security = [{ bearerAuth: [] }];
/** 403: the session expired or the source is private; 409: not connected; never 401 for platforms. */
const platformErrors = {
  400: errorEnvelopeSchema,
  401: errorEnvelopeSchema,
  403: errorEnvelopeSchema,
  404: errorEnvelopeSchema,
  409: errorEnvelopeSchema,
  429: errorEnvelopeSchema,
  503: errorEnvelopeSchema,
};
// Any string: a malformed id is "not found" (404), not a validation error.
const idParams = z.object({ id: z.string().describe('Saved source id (uuid)') });

export const sourcesRoutes: FastifyPluginCallbackZod<{ sources: SourcesService }> = (
  app,
  { sources },
  done,
) => {
  const listOptions = <P extends Platform>(platform: P) => ({
    onRequest: app.requireUser,
    schema: {
      tags,
      security,
      summary: `What the caller can summarize on ${platformLabel(platform)}`,
      response: { 200: sourceListResponseSchemas[platform], ...platformErrors },
    },
  });
  // One route per platform (not /:platform) so each documents its own source shape.
  app.get('/reddit/sources', listOptions('reddit'), async (request) => ({
    success: true as const,
    data: await sources.list(request.userId, 'reddit'),
  }));
  app.get('/youtube/sources', listOptions('youtube'), async (request) => ({
    success: true as const,
    data: await sources.list(request.userId, 'youtube'),
  }));
  app.get('/twitter/sources', listOptions('twitter'), async (request) => ({
    success: true as const,
    data: await sources.list(request.userId, 'twitter'),
  }));
  app.get('/telegram/sources', listOptions('telegram'), async (request) => ({
    success: true as const,
    data: await sources.list(request.userId, 'telegram'),
  }));

  app.get(
    '/youtube/channels/:channelId/videos',
    {
      onRequest: app.requireUser,
      schema: {
        tags,
        security,
        summary: "A YouTube channel's uploads, newest first, one page per call",
        params: z.object({ channelId: z.string().max(64) }),
        querystring: youtubeVideosQuerySchema,
        response: { 200: youtubeVideoPageResponseSchema, ...platformErrors },
      },
    },
    async (request) => ({
      success: true as const,
      data: await sources.channelVideos(
        request.userId,
        request.params.channelId,
        request.query.cursor || undefined,
      ),
    }),
  );

  app.get(
    '/twitter/users/:username',
    {
      onRequest: app.requireUser,
      schema: {
        tags,
        security,
        summary: 'Look up any X account by @username, to summarize it',
        params: twitterUserLookupParamsSchema,
        response: { 200: twitterSourceResponseSchema, ...platformErrors },
      },
    },
    async (request) => ({
      success: true as const,
      data: await sources.lookupTwitterUser(request.userId, request.params.username),
    }),
  );

  app.get(
    '/sources',
    {
      onRequest: app.requireUser,
      schema: {
        tags,
        security,
        summary: "The caller's sources (summarized or followed), followed first",
        response: { 200: savedSourceListResponseSchema, 401: errorEnvelopeSchema },
      },
    },
    async (request) => ({ success: true as const, data: await sources.listMine(request.userId) }),
  );

  app.post(
    '/sources',
    {
      onRequest: app.requireUser,
      schema: {
        tags,
        security,
        summary: "Follow a source: it becomes one of the caller's sources, read by the Pulse",
        body: followSourceInputSchema,
        response: {
          200: savedSourceResponseSchema,
          201: savedSourceResponseSchema,
          400: errorEnvelopeSchema,
          401: errorEnvelopeSchema,
        },
      },
    },
    async (request, reply) => {
      const { source, created } = await sources.follow(request.userId, request.body);
      // A followed source is read by the next ingestion: queue one so the Pulse shows it soon.
      ingestSoon(app.jobs, request.log, request.userId);
      return reply.code(created ? 201 : 200).send({ success: true as const, data: source });
    },
  );

  app.patch(
    '/sources/:id/follow',
    {
      onRequest: app.requireUser,
      schema: {
        tags,
        security,
        summary: "Follow or unfollow one of the caller's sources",
        params: idParams,
        body: sourceFollowStateInputSchema,
        response: {
          200: savedSourceResponseSchema,
          400: errorEnvelopeSchema,
          401: errorEnvelopeSchema,
          404: errorEnvelopeSchema,
        },
      },
    },
    async (request) => {
      const source = await sources.setFollowed(
        request.userId,
        request.params.id,
        request.body.followed,
      );
      if (source.followed) ingestSoon(app.jobs, request.log, request.userId);
      return { success: true as const, data: source };
    },
  );

  app.get(
    '/sources/:id',
    {
      onRequest: app.requireUser,
      schema: {
        tags,
        security,
        summary: 'A source the caller picked',
        params: idParams,
        response: {
          200: savedSourceResponseSchema,
          401: errorEnvelopeSchema,
          404: errorEnvelopeSchema,
        },
      },
    },
    async (request) => ({
      success: true as const,
      data: await sources.get(request.userId, request.params.id),
    }),
  );

  app.delete(
    '/sources/:id',
    {
      onRequest: app.requireUser,
      schema: {
        tags,
        security,
        summary: 'Forget a source the caller picked',
        params: idParams,
        response: { 200: okEnvelopeSchema, 401: errorEnvelopeSchema, 404: errorEnvelopeSchema },
      },
    },
    async (request) => {
      await sources.remove(request.userId, request.params.id);
      return { success: true as const, message: SOURCE_MESSAGES.deleted, data: null };
    },
  );
  done();
};
