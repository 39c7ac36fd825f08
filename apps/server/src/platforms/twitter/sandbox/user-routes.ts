import type { FastifyInstance } from 'fastify';
import { X_ACCOUNTS, X_LISTS, findAccount, userIdFor } from '@/platforms/twitter/sandbox/catalog';
import { boundedInt, guard, notFound } from '@/platforms/twitter/sandbox/guard';
import type { TwitterSandboxState } from '@/platforms/twitter/sandbox/state';
import {
  catalogUser,
  listObject,
  meUser,
  pageToken,
  readToken,
} from '@/platforms/twitter/sandbox/wire';
import { faultFor } from '@/platforms/sandbox/faults';
import { SANDBOX_ROUTE_CONFIG, field, fields } from '@/platforms/sandbox/plugin-kit';

const USERS = ['tweet.read', 'users.read'];

/** /2/users/me, lookups, following and lists of a user. */
export function registerTwitterUserRoutes(app: FastifyInstance, state: TwitterSandboxState): void {
  app.get('/2/users/me', { config: SANDBOX_ROUTE_CONFIG }, async (request, reply) => {
    const grant = await guard(request, reply, state, { key: 'me', limit: 75, scopes: USERS });
    if (!grant) return reply;
    return { data: meUser(grant.subject, field(fields(request.query), 'user.fields')) };
  });

  app.get<{ Params: { username: string } }>(
    '/2/users/by/username/:username',
    { config: SANDBOX_ROUTE_CONFIG },
    async (request, reply) => {
      const grant = await guard(request, reply, state, {
        key: 'by-username',
        limit: 900,
        scopes: USERS,
      });
      if (!grant) return reply;
      const { username } = request.params;
      const userFields = field(fields(request.query), 'user.fields');
      if (!/^[A-Za-z0-9_]{1,15}$/.test(username)) {
        return reply.code(400).send({
          errors: [
            {
              parameters: { username: [username] },
              message:
                'The `username` query parameter value [' +
                username +
                '] does not match ^[A-Za-z0-9_]{1,15}$',
            },
          ],
          title: 'Invalid Request',
          detail: 'One or more parameters to your request was invalid.',
          type: 'https://api.twitter.com/2/problems/invalid-request',
        });
      }
      const found = findAccount({ username });
      if (found) return { data: catalogUser(found.index, userFields) };
      if (username.toLowerCase() === grant.subject.toLowerCase())
        return { data: meUser(grant.subject, userFields) };
      // X answers an unknown user with HTTP 200 and an `errors` array.
      return notFound(username, 'username', 'user');
    },
  );

  app.get<{ Params: { id: string } }>(
    '/2/users/:id/following',
    { config: SANDBOX_ROUTE_CONFIG },
    async (request, reply) => {
      const grant = await guard(request, reply, state, {
        key: 'following',
        limit: 15,
        scopes: [...USERS, 'follows.read'],
      });
      if (!grant) return reply;
      const query = fields(request.query);
      const max = boundedInt(reply, 'max_results', field(query, 'max_results'), 100, 1, 1000);
      if (max === undefined) return reply;
      const isMe = request.params.id === userIdFor(grant.subject);
      const all = isMe
        ? X_ACCOUNTS.map((_, i) => i)
        : findAccount({ id: request.params.id })
          ? [0, 4, 8]
          : [];
      const start = Number(readToken(field(query, 'pagination_token')) ?? 0) || 0;
      const page = faultFor(state.faults, request, 'empty') ? [] : all.slice(start, start + max);
      if (page.length === 0) return { meta: { result_count: 0 } };
      const next = start + max < all.length ? pageToken(String(start + max)) : undefined;
      return {
        data: page.map((i) => catalogUser(i, field(query, 'user.fields'))),
        meta: { result_count: page.length, ...(next ? { next_token: next } : {}) },
      };
    },
  );

  for (const kind of ['owned_lists', 'followed_lists'] as const) {
    app.get<{ Params: { id: string } }>(
      `/2/users/:id/${kind}`,
      { config: SANDBOX_ROUTE_CONFIG },
      async (request, reply) => {
        const grant = await guard(request, reply, state, {
          key: kind,
          limit: 15,
          scopes: [...USERS, 'list.read'],
        });
        if (!grant) return reply;
        const query = fields(request.query);
        const max = boundedInt(reply, 'max_results', field(query, 'max_results'), 100, 1, 100);
        if (max === undefined) return reply;
        const meId = userIdFor(grant.subject);
        const isMe = request.params.id === meId;
        const lists = X_LISTS.map((def, i) => ({ def, i })).filter(({ def }) =>
          kind === 'owned_lists' ? isMe && def.owner === 'me' : isMe && def.owner !== 'me',
        );
        if (lists.length === 0 || faultFor(state.faults, request, 'empty'))
          return { meta: { result_count: 0 } };
        return {
          data: lists
            .slice(0, max)
            .map(({ i }) => listObject(i, meId, field(query, 'list.fields'))),
          meta: { result_count: Math.min(max, lists.length) },
        };
      },
    );
  }
}
