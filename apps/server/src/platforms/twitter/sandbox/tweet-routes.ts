import type { FastifyInstance, FastifyReply } from 'fastify';
import { findAccount, findList, timelineOf, userIdFor } from '@/platforms/twitter/sandbox/catalog';
import { boundedInt, guard, notFound } from '@/platforms/twitter/sandbox/guard';
import type { TwitterSandboxState } from '@/platforms/twitter/sandbox/state';
import { shapeOf } from '@/platforms/twitter/sandbox/shapes';
import { mergedTimeline, tweet, tweetId, type Tweet } from '@/platforms/twitter/sandbox/tweets';
import {
  includesFor,
  invalidRequest,
  listObject,
  pageToken,
  readToken,
  tweetObject,
} from '@/platforms/twitter/sandbox/wire';
import { faultFor } from '@/platforms/sandbox/faults';
import { SANDBOX_ROUTE_CONFIG, field, fields, type Fields } from '@/platforms/sandbox/plugin-kit';
import { DAY_MS, walkNewestFirst } from '@/platforms/sandbox/timeline';

const READ = ['tweet.read', 'users.read'];

function parseTime(
  reply: FastifyReply,
  name: string,
  raw: string | undefined,
): number | null | undefined {
  if (raw === undefined) return undefined;
  const ms = Date.parse(raw);
  if (Number.isFinite(ms) && /^\d{4}-\d\d-\d\dT/.test(raw)) return ms;
  reply
    .code(400)
    .send(
      invalidRequest(
        name,
        raw,
        `Invalid '${name}':'${raw}'. '${name}' must be a valid RFC 3339 date.`,
      ),
    );
  return null;
}

function page(tweets: Tweet[], max: number, query: Fields, now: number): Record<string, unknown> {
  const shown = tweets.slice(0, max);
  if (shown.length === 0) return { meta: { result_count: 0 } };
  const last = shown[shown.length - 1];
  const next = tweets.length > max && last ? pageToken(last.id) : undefined;
  return {
    data: shown.map((t) => tweetObject(t, field(query, 'tweet.fields'), now)),
    ...includesFor(
      shown,
      {
        expansions: field(query, 'expansions'),
        userFields: field(query, 'user.fields'),
        tweetFields: field(query, 'tweet.fields'),
      },
      now,
    ),
    meta: {
      result_count: shown.length,
      newest_id: shown[0]?.id,
      oldest_id: last?.id,
      ...(next ? { next_token: next } : {}),
    },
  };
}

/** A user's posts (with time window) and a list's posts. */
export function registerTwitterTweetRoutes(app: FastifyInstance, state: TwitterSandboxState): void {
  app.get<{ Params: { id: string } }>(
    '/2/users/:id/tweets',
    { config: SANDBOX_ROUTE_CONFIG },
    async (request, reply) => {
      const grant = await guard(request, reply, state, {
        key: 'user-tweets',
        limit: 900,
        scopes: READ,
      });
      if (!grant) return reply;
      const query = fields(request.query);
      const max = boundedInt(reply, 'max_results', field(query, 'max_results'), 10, 5, 100);
      const start = parseTime(reply, 'start_time', field(query, 'start_time'));
      const end = parseTime(reply, 'end_time', field(query, 'end_time'));
      if (max === undefined || start === null || end === null) return reply;
      const found = findAccount({ id: request.params.id });
      if (!found)
        return request.params.id === userIdFor(grant.subject)
          ? { meta: { result_count: 0 } }
          : notFound(request.params.id, 'id', 'user');
      if (found.def.protected) {
        return {
          errors: [
            {
              value: request.params.id,
              detail: `Sorry, you are not authorized to see the user with id: [${request.params.id}].`,
              title: 'Authorization Error',
              resource_type: 'user',
              parameter: 'id',
              resource_id: request.params.id,
              type: 'https://api.twitter.com/2/problems/not-authorized-for-resource',
            },
          ],
        };
      }
      if (faultFor(state.faults, request, 'empty')) return { meta: { result_count: 0 } };
      const now = state.now().getTime();
      const cursor = readToken(field(query, 'pagination_token'));
      const exclude = field(query, 'exclude') ?? '';
      const skipReplies = exclude.includes('replies');
      const skipRetweets = exclude.includes('retweets');
      const collected: Tweet[] = [];
      for (const slot of walkNewestFirst(timelineOf(found.index), {
        before: Math.min(now + 1, end ?? Infinity),
        after: Math.max(start ?? 0, now - 365 * DAY_MS),
      })) {
        const id = tweetId(found.index, slot);
        if (cursor && BigInt(id) >= BigInt(cursor)) continue;
        const t = tweet(found.index, slot, now);
        const kind = shapeOf(t, now).referenced?.type;
        if (skipReplies && kind === 'replied_to') continue;
        if (skipRetweets && kind === 'retweeted') continue;
        collected.push(t);
        if (collected.length > max) break;
      }
      return page(collected, max, query, now);
    },
  );

  app.get<{ Params: { id: string } }>(
    '/2/lists/:id',
    { config: SANDBOX_ROUTE_CONFIG },
    async (request, reply) => {
      const grant = await guard(request, reply, state, {
        key: 'list',
        limit: 75,
        scopes: [...READ, 'list.read'],
      });
      if (!grant) return reply;
      const list = findList(request.params.id);
      return list
        ? {
            data: listObject(
              list.index,
              userIdFor(grant.subject),
              field(fields(request.query), 'list.fields'),
            ),
          }
        : notFound(request.params.id, 'id', 'list');
    },
  );

  app.get<{ Params: { id: string } }>(
    '/2/lists/:id/tweets',
    { config: SANDBOX_ROUTE_CONFIG },
    async (request, reply) => {
      const grant = await guard(request, reply, state, {
        key: 'list-tweets',
        limit: 900,
        scopes: [...READ, 'list.read'],
      });
      if (!grant) return reply;
      const query = fields(request.query);
      const max = boundedInt(reply, 'max_results', field(query, 'max_results'), 100, 1, 100);
      if (max === undefined) return reply;
      const list = findList(request.params.id);
      if (!list) return notFound(request.params.id, 'id', 'list');
      if (faultFor(state.faults, request, 'empty')) return { meta: { result_count: 0 } };
      const now = state.now().getTime();
      // List timelines reach back about 800 posts; a month is plenty for the sandbox.
      const tweets = mergedTimeline(
        list.def.members,
        { before: now + 1, after: now - 30 * DAY_MS },
        readToken(field(query, 'pagination_token')),
        max,
        now,
      );
      return page(tweets, max, query, now);
    },
  );
}
