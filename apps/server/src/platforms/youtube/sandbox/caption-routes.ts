import type { FastifyInstance } from 'fastify';
import {
  captionDownloadable,
  captionTrackId,
  videoIdOfTrack,
  webVttOf,
} from '@/platforms/youtube/sandbox/captions';
import { etag, iso, listResponse, ytError } from '@/platforms/youtube/sandbox/envelope';
import { guard } from '@/platforms/youtube/sandbox/guard';
import type { YoutubeSandboxState } from '@/platforms/youtube/sandbox/state';
import { videoById } from '@/platforms/youtube/sandbox/videos';
import { SANDBOX_ROUTE_CONFIG, field, fields } from '@/platforms/sandbox/plugin-kit';

const NOT_FOUND = 'The video identified by the <code>videoId</code> parameter could not be found.';
const FORBIDDEN =
  'The permissions associated with the request are not sufficient to download the caption track. The request might not be properly authorized, or the video order might not have enabled third-party contributions for this caption.';

/**
 * captions.list and captions.download. They cost 50 and 200 units; the guard
 * charged one already. Unlike Google, the sandbox accepts youtube.readonly here (the app asks for no
 * more), so its transcripts can be exercised; download access is what it withholds, like Google.
 */
export function registerYoutubeCaptionRoutes(
  app: FastifyInstance,
  state: YoutubeSandboxState,
): void {
  app.get('/captions', { config: SANDBOX_ROUTE_CONFIG }, async (request, reply) => {
    const grant = await guard(request, reply, state);
    if (!grant) return reply;
    await state.charge(grant.clientId, 49);
    const now = state.now().getTime();
    const v = videoById(field(fields(request.query), 'videoId') ?? '', now);
    if (!v)
      return reply.code(404).send(
        ytError(404, 'videoNotFound', NOT_FOUND, 'youtube.caption', {
          location: 'videoId',
          locationType: 'parameter',
        }),
      );
    const items = v.caption
      ? [
          {
            kind: 'youtube#caption',
            etag: etag(`caption:${v.id}`),
            id: captionTrackId(v.id),
            snippet: {
              videoId: v.id,
              lastUpdated: iso(v.publishedMs + 3_600_000),
              trackKind: 'standard',
              language: 'en',
              name: '',
              audioTrackType: 'unknown',
              isCC: false,
              isLarge: false,
              isEasyReader: false,
              isDraft: false,
              isAutoSynced: false,
              status: 'serving',
            },
          },
        ]
      : [];
    const { pageInfo: _none, ...list } = listResponse('caption', items, items.length, items.length);
    return list;
  });

  app.get<{ Params: { id: string } }>(
    '/captions/:id',
    { config: SANDBOX_ROUTE_CONFIG },
    async (request, reply) => {
      const grant = await guard(request, reply, state, { requirePart: false });
      if (!grant) return reply;
      await state.charge(grant.clientId, 199);
      const videoId = videoIdOfTrack(request.params.id);
      const v = videoId ? videoById(videoId, state.now().getTime()) : undefined;
      if (!v?.caption)
        return reply.code(404).send(
          ytError(
            404,
            'captionNotFound',
            'The caption track could not be found.',
            'youtube.caption',
            {
              location: 'id',
              locationType: 'parameter',
            },
          ),
        );
      if (!captionDownloadable(v))
        return reply.code(403).send(ytError(403, 'forbidden', FORBIDDEN, 'youtube.caption'));
      return reply.type('text/vtt; charset=utf-8').send(webVttOf(v));
    },
  );
}
