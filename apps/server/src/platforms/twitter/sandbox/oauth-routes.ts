import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { TwitterSandboxState } from '@/platforms/twitter/sandbox/state';
import { renderConsentPage, renderErrorPage } from '@/platforms/sandbox/consent-page';
import { faultFor } from '@/platforms/sandbox/faults';
import {
  SANDBOX_ROUTE_CONFIG,
  applyDelay,
  clientCredentials,
  field,
  fields,
  redirectWith,
  sendHtml,
  type Fields,
} from '@/platforms/sandbox/plugin-kit';

const SCOPES: Record<string, string> = {
  'tweet.read': 'All the posts you can view, including posts from protected accounts.',
  'users.read': 'Any account you can view, including protected accounts.',
  'follows.read': 'People who follow you and people who you follow.',
  'list.read': 'Lists, list members, and list followers of lists you created or are a member of.',
  'offline.access': 'Stay connected to your account until you revoke access.',
  'like.read': 'Posts you have liked and likes you can view.',
  'bookmark.read': 'Get Bookmarked Posts from an authenticated user.',
};
const ECHOED = [
  'client_id',
  'redirect_uri',
  'scope',
  'state',
  'code_challenge',
  'code_challenge_method',
];

export interface TwitterOAuthRouteOptions {
  state: TwitterSandboxState;
  appName: string;
  redirectUris?: string[];
}

function problemWithRequest(input: Fields, options: TwitterOAuthRouteOptions): string | undefined {
  const uri = field(input, 'redirect_uri');
  if (!field(input, 'client_id'))
    return "Something went wrong. You weren't able to give access to the App. Go back and try logging in again.";
  if (!uri || !URL.canParse(uri) || (options.redirectUris && !options.redirectUris.includes(uri)))
    return "Something went wrong: the redirect_uri does not match the App's callback URL.";
  const state = field(input, 'state') ?? '';
  if (state === '' || state.length > 500)
    return 'Something went wrong: state is required (at most 500 characters).';
  if (!field(input, 'code_challenge')) return 'Something went wrong: code_challenge is required.';
  return undefined;
}

export function registerTwitterOAuthRoutes(
  app: FastifyInstance,
  options: TwitterOAuthRouteOptions,
): void {
  const { state } = options;
  const invalid = (reply: FastifyReply, what: 'authorization code' | 'token') =>
    reply.code(400).send({
      error: 'invalid_request',
      error_description: `Value passed for the ${what} was invalid.`,
    });

  app.get(
    '/i/oauth2/authorize',
    { config: SANDBOX_ROUTE_CONFIG },
    (request: FastifyRequest, reply: FastifyReply) => {
      const query = fields(request.query);
      const problem = problemWithRequest(query, options);
      if (problem) return sendHtml(reply, 400, renderErrorPage('X', problem));
      const scopes = (field(query, 'scope') ?? '').split(/\s+/).filter((s) => s !== '');
      if (field(query, 'response_type') !== 'code' || scopes.some((s) => !(s in SCOPES))) {
        return reply.redirect(
          redirectWith(field(query, 'redirect_uri') ?? '', {
            state: field(query, 'state'),
            error: 'invalid_request',
          }),
        );
      }
      return sendHtml(
        reply,
        200,
        renderConsentPage({
          platformName: 'X',
          accent: '#0f1419',
          appName: options.appName,
          action: request.url.split('?')[0] ?? '',
          hidden: Object.fromEntries(ECHOED.map((k) => [k, field(query, k) ?? ''])),
          scopes: scopes.map((name) => ({ name, description: SCOPES[name] ?? name })),
          account: {
            kind: 'username',
            label: 'Signed in to the sandbox as @',
            value: 'sandbox_reader',
          },
        }),
      );
    },
  );

  app.post(
    '/i/oauth2/authorize',
    { config: SANDBOX_ROUTE_CONFIG },
    (request: FastifyRequest, reply: FastifyReply) => {
      const body = fields(request.body);
      const problem = problemWithRequest(body, options);
      if (problem) return sendHtml(reply, 400, renderErrorPage('X', problem));
      const redirectUri = field(body, 'redirect_uri') ?? '';
      if (field(body, 'decision') !== 'allow')
        return reply.redirect(
          redirectWith(redirectUri, { state: field(body, 'state'), error: 'access_denied' }),
        );
      const typed = (field(body, 'sandbox_user') ?? '').trim().replace(/^@/, '');
      const username = /^[A-Za-z0-9_]{1,15}$/.test(typed) ? typed : 'sandbox_reader';
      const scopes = (field(body, 'scope') ?? '').split(/\s+/).filter((s) => s !== '');
      const code = state.store.issueCode({
        grant: { clientId: field(body, 'client_id') ?? '', subject: username, scopes },
        redirectUri,
        codeChallenge: field(body, 'code_challenge') ?? '',
        codeChallengeMethod: field(body, 'code_challenge_method') || 'plain',
        issueRefresh: scopes.includes('offline.access'),
      });
      return reply.redirect(redirectWith(redirectUri, { state: field(body, 'state'), code }));
    },
  );

  app.post('/2/oauth2/token', { config: SANDBOX_ROUTE_CONFIG }, async (request, reply) => {
    await applyDelay(state.faults, request);
    const body = fields(request.body);
    const client = clientCredentials(request, body);
    if (!client.clientId)
      return reply.code(401).send({
        error: 'unauthorized_client',
        error_description: 'Missing valid authorization header',
      });
    if (faultFor(state.faults, request, 'server_error'))
      return reply.code(503).send({
        title: 'Service Unavailable',
        detail: 'Service Unavailable',
        type: 'about:blank',
        status: 503,
      });
    const grantType = field(body, 'grant_type');
    if (grantType === 'authorization_code') {
      const verifier = field(body, 'code_verifier');
      const result = await state.store.redeemCode(field(body, 'code') ?? '', {
        clientId: client.clientId,
        redirectUri: field(body, 'redirect_uri') ?? '',
        ...(verifier ? { codeVerifier: verifier } : {}),
      });
      if (!result.ok) return invalid(reply, 'authorization code');
      const t = result.value;
      return {
        token_type: 'bearer',
        expires_in: t.expiresIn,
        access_token: t.accessToken,
        scope: t.grant.scopes.join(' '),
        ...(t.refreshToken ? { refresh_token: t.refreshToken } : {}),
      };
    }
    if (grantType === 'refresh_token') {
      const result = faultFor(state.faults, request, 'revoked_refresh')
        ? undefined
        : await state.store.useRefreshToken(field(body, 'refresh_token') ?? '', client.clientId);
      if (!result?.ok) return invalid(reply, 'token');
      const t = result.value;
      return {
        token_type: 'bearer',
        expires_in: t.expiresIn,
        access_token: t.accessToken,
        scope: t.grant.scopes.join(' '),
        refresh_token: t.refreshToken,
      };
    }
    return reply.code(400).send({
      error: 'invalid_request',
      error_description: 'Missing required parameter [grant_type].',
    });
  });

  app.post('/2/oauth2/revoke', { config: SANDBOX_ROUTE_CONFIG }, async (request, reply) => {
    const body = fields(request.body);
    if (!clientCredentials(request, body).clientId)
      return reply.code(401).send({
        error: 'unauthorized_client',
        error_description: 'Missing valid authorization header',
      });
    await state.store.revoke(field(body, 'token') ?? '');
    return { revoked: true };
  });
}
