import type { FastifyInstance } from 'fastify';
import {
  findChannel,
  findPlaylist,
  playlistId,
  timelineOf,
  uploadCount,
} from '@/platforms/youtube/sandbox/catalog';
import { decodeToken, encodeToken, guard, maxResults } from '@/platforms/youtube/sandbox/guard';
import { playlistEntries } from '@/platforms/youtube/sandbox/playlists';
import type { YoutubeSandboxState } from '@/platforms/youtube/sandbox/state';
import { video, videoById, videoComments } from '@/platforms/youtube/sandbox/videos';
import { listResponse, ytError } from '@/platforms/youtube/sandbox/envelope';
import {
  commentThreadResource,
  playlistItemResource,
  videoResource,
} from '@/platforms/youtube/sandbox/wire';
import { faultFor } from '@/platforms/sandbox/faults';
import { SANDBOX_ROUTE_CONFIG, field, fields } from '@/platforms/sandbox/plugin-kit';
import { DAY_MS, walkNewestFirst } from '@/platforms/sandbox/timeline';

const PLAYLIST_NOT_FOUND =
  "The playlist identified with the request's <code>playlistId</code> parameter cannot be found.";

/** playlistItems.list (uploads and user playlists), videos.list and commentThreads.list. */
export function registerYoutubeVideoRoutes(app: FastifyInstance, state: YoutubeSandboxState): void {
  app.get('/playlistItems', { config: SANDBOX_ROUTE_CONFIG }, async (request, reply) => {
    if (!(await guard(request, reply, state))) return reply;
    const list = field(fields(request.query), 'playlistId') ?? '';
    const limit = maxResults(request, reply, 5, 50);
    const token = decodeToken(request, reply);
    if (limit === undefined || token === null) return reply;
    const now = state.now().getTime();
    const empty = faultFor(state.faults, request, 'empty') !== undefined;
    const channel = list.startsWith('UU') ? findChannel(list) : undefined;
    if (channel) {
      // Uploads are newest first; the token is the last video's (day, position), so pages stay stable as new videos arrive.
      const below =
        token?.b !== undefined && token.i !== undefined
          ? { bucket: token.b, idx: token.i }
          : undefined;
      const slots = [];
      for (const slot of walkNewestFirst(timelineOf(channel.index), {
        before: now + 1,
        after: now - 365 * DAY_MS,
        ...(below ? { below } : {}),
      })) {
        slots.push(slot);
        if (slots.length > limit) break;
      }
      const page = empty ? [] : slots.slice(0, limit);
      const last = page[page.length - 1];
      const next =
        slots.length > limit && last ? encodeToken({ b: last.bucket, i: last.idx }) : undefined;
      const items = page.map((slot, i) => {
        const v = video(channel.index, slot, now);
        return playlistItemResource(list, i, { videoId: v.id, addedMs: v.publishedMs }, v);
      });
      return listResponse('playlistItem', items, uploadCount(channel.def), limit, next);
    }
    const playlist = findPlaylist(list);
    if (!playlist && !list.startsWith('UU'))
      return reply.code(404).send(
        ytError(404, 'playlistNotFound', PLAYLIST_NOT_FOUND, 'youtube.playlistItem', {
          location: 'playlistId',
          locationType: 'parameter',
        }),
      );
    // An account's own uploads playlist exists but is empty.
    const entries = playlist ? playlistEntries(playlist.index, now) : [];
    const start = token?.o ?? 0;
    const page = empty ? [] : entries.slice(start, start + limit);
    const next =
      start + limit < entries.length && page.length > 0
        ? encodeToken({ o: start + limit })
        : undefined;
    const items = page.map((entry, i) =>
      playlistItemResource(
        playlist ? playlistId(playlist.index) : list,
        start + i,
        entry,
        entry.videoId ? videoById(entry.videoId, now) : undefined,
      ),
    );
    return listResponse('playlistItem', items, entries.length, limit, next);
  });

  app.get('/videos', { config: SANDBOX_ROUTE_CONFIG }, async (request, reply) => {
    if (!(await guard(request, reply, state))) return reply;
    const query = fields(request.query);
    const ids = (field(query, 'id') ?? '').split(',').filter((id) => id !== '');
    if (ids.length === 0)
      return reply
        .code(400)
        .send(
          ytError(
            400,
            'missingRequiredParameter',
            'No filter selected. Expected one of: chart, id, myRating',
            'youtube.parameter',
          ),
        );
    if (ids.length > 50)
      return reply
        .code(400)
        .send(
          ytError(
            400,
            'invalidParameter',
            'The request specifies more than 50 video ids.',
            'youtube.parameter',
          ),
        );
    const now = state.now().getTime();
    // Unknown ids are simply left out.
    const items = ids.flatMap((id) => {
      const v = videoById(id, now);
      return v ? [videoResource(v, now, field(query, 'part'))] : [];
    });
    return listResponse('video', items, items.length, items.length);
  });

  app.get('/commentThreads', { config: SANDBOX_ROUTE_CONFIG }, async (request, reply) => {
    if (!(await guard(request, reply, state))) return reply;
    const query = fields(request.query);
    const limit = maxResults(request, reply, 20, 100);
    const token = decodeToken(request, reply);
    if (limit === undefined || token === null) return reply;
    const now = state.now().getTime();
    const v = videoById(field(query, 'videoId') ?? '', now);
    if (!v)
      return reply
        .code(404)
        .send(
          ytError(
            404,
            'videoNotFound',
            'The video identified by the <code>videoId</code> parameter could not be found.',
            'youtube.commentThread',
            { location: 'videoId', locationType: 'parameter' },
          ),
        );
    if (v.comments === undefined)
      return reply
        .code(403)
        .send(
          ytError(
            403,
            'commentsDisabled',
            'The video identified by the <code>videoId</code> parameter has disabled comments.',
            'youtube.commentThread',
            { location: 'videoId', locationType: 'parameter' },
          ),
        );
    const all = videoComments(v, now);
    if (field(query, 'order') === 'time') all.sort((a, b) => b.publishedMs - a.publishedMs);
    else all.sort((a, b) => b.likes - a.likes);
    const start = token?.o ?? 0;
    const page = faultFor(state.faults, request, 'empty') ? [] : all.slice(start, start + limit);
    const next =
      start + limit < all.length && page.length > 0 ? encodeToken({ o: start + limit }) : undefined;
    return listResponse(
      'commentThread',
      page.map((c) => commentThreadResource(v, c)),
      page.length,
      limit,
      next,
    );
  });
}
