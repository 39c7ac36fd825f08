import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import {
  BANNED_SUBREDDITS,
  QUARANTINED_SUBREDDITS,
  SUBREDDITS,
  findSubreddit,
  type SubredditDef,
} from '@/platforms/reddit/sandbox/catalog';
import { escapeUnlessRaw, guard, type GuardOptions } from '@/platforms/reddit/sandbox/guard';
import {
  LISTING_SORTS,
  TOP_WINDOWS,
  listMultiPosts,
  listPosts,
  type ListingSort,
  type TopWindow,
} from '@/platforms/reddit/sandbox/listings';
import { commentTree, detail, postById } from '@/platforms/reddit/sandbox/posts';
import {
  commentThing,
  listing,
  meBody,
  moreThing,
  postThing,
  subredditThing,
} from '@/platforms/reddit/sandbox/wire';
import { faultFor } from '@/platforms/sandbox/faults';
import { SANDBOX_ROUTE_CONFIG, field, fields } from '@/platforms/sandbox/plugin-kit';
import { DAY_MS } from '@/platforms/sandbox/timeline';

/** Subreddits and accounts "exist" since a fixed date, so created_utc does not move with the clock. */
const CREATED_MS = Date.UTC(2012, 3, 14);

function limitOf(query: Record<string, string | string[] | undefined>): number {
  const limit = Number(field(query, 'limit') ?? 25);
  return Number.isFinite(limit) ? Math.min(100, Math.max(1, Math.floor(limit))) : 25;
}

/** Unknown, banned and private subreddits answer as Reddit does; returns the subreddit or undefined once replied. */
function resolveSub(name: string, reply: FastifyReply, prefix: string): SubredditDef | undefined {
  if (BANNED_SUBREDDITS.has(name.toLowerCase())) {
    reply.code(404).send({ reason: 'banned', message: 'Not Found', error: 404 });
    return undefined;
  }
  if (QUARANTINED_SUBREDDITS.has(name.toLowerCase())) {
    reply.code(403).send({ message: 'Forbidden', error: 403 });
    return undefined;
  }
  const found = findSubreddit(name);
  if (!found) {
    reply
      .code(302)
      .header('location', `${prefix}/subreddits/search?q=${encodeURIComponent(name)}`)
      .send('');
    return undefined;
  }
  if (found.def.type === 'private' && !found.def.approved) {
    reply.code(403).send({ reason: 'private', message: 'Forbidden', error: 403 });
    return undefined;
  }
  return found.def;
}

/** Front-page listings that gather every readable subreddit, as r/popular and r/all do. */
const FRONT_PAGES = new Set(['popular', 'all']);

/** The subreddits of r/popular, r/all or an `a+b` multi; unknown and unreadable members are skipped. */
function multiSubs(name: string): SubredditDef[] | undefined {
  const lower = name.toLowerCase();
  if (FRONT_PAGES.has(lower))
    return SUBREDDITS.filter((s) => s.type === 'public' || s.type === 'restricted');
  if (!name.includes('+')) return undefined;
  return name
    .split('+')
    .map((part) => findSubreddit(part)?.def)
    .filter((def): def is SubredditDef => !!def && (def.type !== 'private' || !!def.approved));
}

export function registerRedditApiRoutes(app: FastifyInstance, options: GuardOptions): void {
  const { state } = options;
  const now = () => state.now().getTime();
  const empty = (request: FastifyRequest) => faultFor(state.faults, request, 'empty') !== undefined;

  app.get('/api/v1/me', { config: SANDBOX_ROUTE_CONFIG }, async (request, reply) => {
    const grant = await guard(request, reply, options, 'identity');
    if (!grant) return reply;
    return meBody(grant.subject, CREATED_MS + (grant.subject.length % 9) * 90 * DAY_MS);
  });

  app.get(
    '/subreddits/mine/subscriber',
    { config: SANDBOX_ROUTE_CONFIG },
    async (request, reply) => {
      if (!(await guard(request, reply, options, 'mysubreddits'))) return reply;
      const query = fields(request.query);
      const limit = limitOf(query);
      const after = field(query, 'after');
      const things = SUBREDDITS.map((def) => subredditThing(def, CREATED_MS));
      const start = after ? things.findIndex((t) => t.data.name === after) + 1 : 0;
      const page = empty(request) ? [] : things.slice(start, start + limit);
      const last = page[page.length - 1];
      const next = start + limit < things.length && last ? String(last.data.name) : null;
      return escapeUnlessRaw(request, listing(page, next));
    },
  );

  app.get<{ Params: { sub: string } }>(
    '/r/:sub/about',
    { config: SANDBOX_ROUTE_CONFIG },
    async (request, reply) => {
      if (!(await guard(request, reply, options, 'read'))) return reply;
      const def = resolveSub(request.params.sub, reply, app.prefix);
      if (!def) return reply;
      return escapeUnlessRaw(request, subredditThing(def, CREATED_MS));
    },
  );

  const listingHandler = async (
    request: FastifyRequest<{ Params: { sub: string; sort?: string } }>,
    reply: FastifyReply,
  ) => {
    if (!(await guard(request, reply, options, 'read'))) return reply;
    const sort = (request.params.sort ?? 'hot') as ListingSort;
    if (!LISTING_SORTS.includes(sort))
      return reply.code(404).send({ message: 'Not Found', error: 404 });
    const multi = multiSubs(request.params.sub);
    if (multi?.length === 0) return reply.code(404).send({ message: 'Not Found', error: 404 });
    const def = multi ? undefined : resolveSub(request.params.sub, reply, app.prefix);
    const query = fields(request.query);
    const t = (field(query, 't') ?? 'day') as TopWindow;
    const listingQuery = {
      sort,
      t: TOP_WINDOWS.includes(t) ? t : 'day',
      limit: limitOf(query),
      ...(field(query, 'after') ? { after: field(query, 'after') } : {}),
    };
    const page = multi
      ? listMultiPosts(multi, listingQuery, now())
      : def
        ? listPosts(def, listingQuery, now())
        : undefined;
    if (!page) return reply;
    if (empty(request)) return listing([], null);
    const srDetail = ['true', '1'].includes(field(query, 'sr_detail') ?? '');
    return escapeUnlessRaw(
      request,
      listing(
        page.posts.map((p) => postThing(detail(p), { srDetail })),
        page.after,
      ),
    );
  };
  app.get('/r/:sub', { config: SANDBOX_ROUTE_CONFIG }, listingHandler);
  app.get('/r/:sub/:sort', { config: SANDBOX_ROUTE_CONFIG }, listingHandler);

  const commentsHandler = async (
    request: FastifyRequest<{ Params: { sub?: string; id: string } }>,
    reply: FastifyReply,
  ) => {
    if (!(await guard(request, reply, options, 'read'))) return reply;
    if (request.params.sub && !resolveSub(request.params.sub, reply, app.prefix)) return reply;
    const at = now();
    const base = postById(request.params.id, at);
    if (!base) return reply.code(404).send({ message: 'Not Found', error: 404 });
    const post = detail(base);
    const query = fields(request.query);
    const limit = limitOf({ limit: field(query, 'limit') ?? '100' });
    const depth = Math.max(1, Number(field(query, 'depth') ?? 10) || 10);
    const sort = field(query, 'sort') ?? 'confidence';
    const { roots, generated } = commentTree(post, at);
    const ordered =
      sort === 'new'
        ? [...roots].sort((a, b) => b.createdMs - a.createdMs)
        : sort === 'old'
          ? [...roots].sort((a, b) => a.createdMs - b.createdMs)
          : [...roots].sort((a, b) => b.score - a.score);
    const shown = ordered.slice(0, limit);
    const children = shown.map((c) => commentThing(c, post, depth));
    const hidden = ordered.slice(limit).map((c) => c.id);
    const remaining = post.numComments - generated + hidden.length;
    if (remaining > 0) children.push(moreThing(`t3_${post.id}`, hidden.slice(0, 100), remaining));
    const postListing = listing([postThing(post)], null);
    return escapeUnlessRaw(request, [
      postListing,
      {
        kind: 'Listing',
        data: { after: null, dist: null, modhash: null, geo_filter: '', before: null, children },
      },
    ]);
  };
  app.get('/r/:sub/comments/:id', { config: SANDBOX_ROUTE_CONFIG }, commentsHandler);
  app.get('/r/:sub/comments/:id/:slug', { config: SANDBOX_ROUTE_CONFIG }, commentsHandler);
  app.get('/comments/:id', { config: SANDBOX_ROUTE_CONFIG }, commentsHandler);
}
