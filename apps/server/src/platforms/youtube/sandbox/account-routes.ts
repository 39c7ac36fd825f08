import type { FastifyInstance } from 'fastify';
import { CHANNELS, PLAYLISTS, channelId, ownChannelId } from '@/platforms/youtube/sandbox/catalog';
import { decodeToken, encodeToken, guard, maxResults } from '@/platforms/youtube/sandbox/guard';
import { playlistEntries } from '@/platforms/youtube/sandbox/playlists';
import type { YoutubeSandboxState } from '@/platforms/youtube/sandbox/state';
import { listResponse, ytError } from '@/platforms/youtube/sandbox/envelope';
import {
  channelResource,
  ownChannelResource,
  playlistResource,
  subscriptionResource,
} from '@/platforms/youtube/sandbox/wire';
import { faultFor } from '@/platforms/sandbox/faults';
import { SANDBOX_ROUTE_CONFIG, field, fields } from '@/platforms/sandbox/plugin-kit';

/** channels.list, subscriptions.list and playlists.list: the signed-in account's side of YouTube. */
export function registerYoutubeAccountRoutes(
  app: FastifyInstance,
  state: YoutubeSandboxState,
): void {
  const ownerTitle = async (sub: string) =>
    (await state.google.accountBySub(sub))?.name ?? 'YouTube user';

  app.get('/channels', { config: SANDBOX_ROUTE_CONFIG }, async (request, reply) => {
    const grant = await guard(request, reply, state);
    if (!grant) return reply;
    const query = fields(request.query);
    const limit = maxResults(request, reply, 5, 50);
    if (limit === undefined) return reply;
    let items: Record<string, unknown>[];
    if (field(query, 'mine') === 'true') {
      const own = ownChannelId(grant.subject);
      items = own ? [ownChannelResource(own, await ownerTitle(grant.subject))] : [];
    } else if (field(query, 'id')) {
      const ids = (field(query, 'id') ?? '').split(',');
      items = CHANNELS.map((_, i) => i)
        .filter((i) => ids.includes(channelId(i)))
        .map(channelResource);
    } else if (field(query, 'forHandle')) {
      const wanted = (field(query, 'forHandle') ?? '').toLowerCase().replace(/^@?/, '@');
      items = CHANNELS.map((_, i) => i)
        .filter((i) => CHANNELS[i]?.handle === wanted)
        .map(channelResource);
    } else {
      return reply
        .code(400)
        .send(
          ytError(
            400,
            'missingRequiredParameter',
            'No filter selected. Expected one of: forHandle, forUsername, mine, id, managedByMe, categoryId',
            'youtube.parameter',
          ),
        );
    }
    return listResponse('channel', items, items.length, limit);
  });

  app.get('/subscriptions', { config: SANDBOX_ROUTE_CONFIG }, async (request, reply) => {
    const grant = await guard(request, reply, state);
    if (!grant) return reply;
    const query = fields(request.query);
    if (field(query, 'mine') !== 'true')
      return reply
        .code(400)
        .send(
          ytError(
            400,
            'missingRequiredParameter',
            'No filter selected. Expected one of: channelId, id, mine, myRecentSubscribers, mySubscribers',
            'youtube.parameter',
          ),
        );
    const limit = maxResults(request, reply, 5, 50);
    const token = decodeToken(request, reply);
    if (limit === undefined || token === null) return reply;
    const order = CHANNELS.map((_, i) => i);
    if (field(query, 'order') === 'alphabetical')
      order.sort((a, b) => (CHANNELS[a]?.title ?? '').localeCompare(CHANNELS[b]?.title ?? ''));
    const start = token?.o ?? 0;
    const subscriber = ownChannelId(grant.subject) ?? `UC${grant.subject.slice(0, 22)}`;
    const page = faultFor(state.faults, request, 'empty') ? [] : order.slice(start, start + limit);
    const next =
      start + limit < order.length && page.length > 0
        ? encodeToken({ o: start + limit })
        : undefined;
    return listResponse(
      'subscription',
      page.map((i) => subscriptionResource(i, subscriber)),
      order.length,
      limit,
      next,
      start > 0 ? encodeToken({ o: Math.max(0, start - limit) }) : undefined,
    );
  });

  app.get('/playlists', { config: SANDBOX_ROUTE_CONFIG }, async (request, reply) => {
    const grant = await guard(request, reply, state);
    if (!grant) return reply;
    const query = fields(request.query);
    const limit = maxResults(request, reply, 5, 50);
    const token = decodeToken(request, reply);
    if (limit === undefined || token === null) return reply;
    const own = ownChannelId(grant.subject) ?? `UC${grant.subject.slice(0, 22)}`;
    const mine = field(query, 'mine') === 'true' || field(query, 'channelId') === own;
    const now = state.now().getTime();
    const title = await ownerTitle(grant.subject);
    const all = mine
      ? PLAYLISTS.map((_, i) => playlistResource(i, own, title, playlistEntries(i, now).length))
      : [];
    const start = token?.o ?? 0;
    const page = faultFor(state.faults, request, 'empty') ? [] : all.slice(start, start + limit);
    const next =
      start + limit < all.length && page.length > 0 ? encodeToken({ o: start + limit }) : undefined;
    return listResponse('playlist', page, all.length, limit, next);
  });
}
