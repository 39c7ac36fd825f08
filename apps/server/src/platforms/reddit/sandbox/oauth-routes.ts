import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasProperUserAgent } from '@/platforms/reddit/sandbox/guard';
import type { RedditSandboxState } from '@/platforms/reddit/sandbox/state';
import { renderConsentPage, renderErrorPage } from '@/platforms/sandbox/consent-page';
import { faultFor } from '@/platforms/sandbox/faults';
import {
  SANDBOX_ROUTE_CONFIG,
  clientCredentials,
  field,
  fields,
  redirectWith,
  sendHtml,
  type Fields,
} from '@/platforms/sandbox/plugin-kit';

const SCOPES: Record<string, string> = {
  identity: 'Access your reddit username and signup date.',
  mysubreddits: 'Access the list of subreddits you moderate, contribute to, and subscribe to.',
  read: 'Access posts and comments through your account.',
  history: "Access your voting history and comments or submissions you've saved or hidden.",
  edit: 'Edit and delete your comments and submissions.',
  submit: 'Submit links and comments from your account.',
  vote: 'Submit and change your votes on comments and submissions.',
  save: 'Save and unsave comments and submissions.',
  subscribe: 'Manage your subreddit subscriptions.',
  privatemessages: 'Access your inbox and send private messages.',
  '*': 'Full access to your account.',
};

export interface RedditOAuthRouteOptions {
  state: RedditSandboxState;
  appName: string;
  redirectUris?: string[];
}

function parseScopes(raw: string | undefined): string[] {
  return (raw ?? '')
    .replace(/,/g, ' ')
    .split(' ')
    .filter((s) => s.length > 0);
}

/** Reddit shows its own error page (400, no redirect) when it cannot trust the redirect URI. */
function checkRedirect(input: Fields, options: RedditOAuthRouteOptions): string | undefined {
  const uri = field(input, 'redirect_uri');
  if (!field(input, 'client_id')) return 'Missing client_id.';
  if (!uri || !URL.canParse(uri)) return 'Invalid redirect_uri parameter.';
  if (options.redirectUris && !options.redirectUris.includes(uri))
    return 'Invalid redirect_uri parameter: it must match the URI registered for the app.';
  if (!field(input, 'state')) return 'Missing state parameter.';
  return undefined;
}

export function registerRedditOAuthRoutes(
  app: FastifyInstance,
  options: RedditOAuthRouteOptions,
): void {
  const { state } = options;

  const authorizePage = (request: FastifyRequest, reply: FastifyReply) => {
    const query = fields(request.query);
    const problem = checkRedirect(query, options);
    if (problem) return sendHtml(reply, 400, renderErrorPage('Reddit', problem));
    const redirectUri = field(query, 'redirect_uri') ?? '';
    const stateParam = field(query, 'state');
    if (field(query, 'response_type') !== 'code')
      return reply.redirect(
        redirectWith(redirectUri, { state: stateParam, error: 'unsupported_response_type' }),
      );
    const scopes = parseScopes(field(query, 'scope'));
    if (scopes.length === 0 || scopes.some((s) => !(s in SCOPES)))
      return reply.redirect(
        redirectWith(redirectUri, { state: stateParam, error: 'invalid_scope' }),
      );
    const html = renderConsentPage({
      platformName: 'Reddit',
      accent: '#ff4500',
      appName: options.appName,
      action: request.url.split('?')[0] ?? '',
      hidden: {
        client_id: field(query, 'client_id') ?? '',
        redirect_uri: redirectUri,
        state: stateParam ?? '',
        scope: scopes.join(' '),
        duration: field(query, 'duration') ?? 'temporary',
      },
      scopes: scopes.map((name) => ({ name, description: SCOPES[name] ?? name })),
      account: { kind: 'username', label: 'Signed in to the sandbox as', value: 'sandbox_reader' },
    });
    return sendHtml(reply, 200, html);
  };

  const decide = (request: FastifyRequest, reply: FastifyReply) => {
    const body = fields(request.body);
    const problem = checkRedirect(body, options);
    if (problem) return sendHtml(reply, 400, renderErrorPage('Reddit', problem));
    const redirectUri = field(body, 'redirect_uri') ?? '';
    const stateParam = field(body, 'state');
    if (field(body, 'decision') !== 'allow')
      return reply.redirect(
        redirectWith(redirectUri, { state: stateParam, error: 'access_denied' }),
      );
    const username = (field(body, 'sandbox_user') ?? '').trim();
    const subject = /^[A-Za-z0-9_-]{3,20}$/.test(username) ? username : 'sandbox_reader';
    const code = state.store.issueCode({
      grant: {
        clientId: field(body, 'client_id') ?? '',
        subject,
        scopes: parseScopes(field(body, 'scope')),
      },
      redirectUri,
      issueRefresh: field(body, 'duration') === 'permanent',
    });
    return reply.redirect(redirectWith(redirectUri, { state: stateParam, code }));
  };

  for (const path of ['/api/v1/authorize', '/api/v1/authorize.compact']) {
    app.get(path, { config: SANDBOX_ROUTE_CONFIG }, authorizePage);
    app.post(path, { config: SANDBOX_ROUTE_CONFIG }, decide);
  }

  app.post('/api/v1/access_token', { config: SANDBOX_ROUTE_CONFIG }, async (request, reply) => {
    const body = fields(request.body);
    const client = authenticateClient(request, reply, body);
    if (!client) return reply;
    if (faultFor(state.faults, request, 'server_error'))
      return reply.code(503).send({ message: 'Service Unavailable', error: 503 });
    const grantType = field(body, 'grant_type');
    if (grantType === 'authorization_code') {
      const result = await state.store.redeemCode(field(body, 'code') ?? '', {
        clientId: client,
        redirectUri: field(body, 'redirect_uri') ?? '',
      });
      // The quirk worth faking: a bad code is HTTP 200 with an error body.
      if (!result.ok) return reply.code(200).send({ error: 'invalid_grant' });
      const t = result.value;
      return {
        access_token: t.accessToken,
        token_type: 'bearer',
        expires_in: t.expiresIn,
        ...(t.refreshToken ? { refresh_token: t.refreshToken } : {}),
        scope: t.grant.scopes.join(' '),
      };
    }
    if (grantType === 'refresh_token') {
      if (faultFor(state.faults, request, 'revoked_refresh'))
        return reply.code(400).send({ error: 'invalid_grant' });
      const result = await state.store.useRefreshToken(field(body, 'refresh_token') ?? '', client);
      if (!result.ok) return reply.code(400).send({ error: 'invalid_grant' });
      const t = result.value;
      return {
        access_token: t.accessToken,
        token_type: 'bearer',
        expires_in: t.expiresIn,
        refresh_token: t.refreshToken,
        scope: t.grant.scopes.join(' '),
      };
    }
    return reply.code(200).send({ error: 'unsupported_grant_type' });
  });

  app.post('/api/v1/revoke_token', { config: SANDBOX_ROUTE_CONFIG }, async (request, reply) => {
    const body = fields(request.body);
    if (!authenticateClient(request, reply, body)) return reply;
    // Unknown tokens count as revoked, as on the real service.
    await state.store.revoke(field(body, 'token') ?? '');
    return reply.code(200).send('');
  });
}

/**
 * The token and revoke endpoints' shared gate, as on reddit.com: a descriptive User-Agent first
 * (429 otherwise), then client credentials by HTTP Basic (401 otherwise). Answers the refusal itself
 * and returns undefined, or returns the client id.
 */
function authenticateClient(
  request: FastifyRequest,
  reply: FastifyReply,
  body: Fields,
): string | undefined {
  if (!hasProperUserAgent(request)) {
    void reply.code(429).send({
      message: 'Too Many Requests',
      error: 429,
      reason: 'Send a descriptive User-Agent',
    });
    return undefined;
  }
  const client = clientCredentials(request, body);
  if (!client.viaBasic || !client.clientId) {
    void reply
      .code(401)
      .header('www-authenticate', 'Basic realm="reddit"')
      .send({ message: 'Unauthorized', error: 401 });
    return undefined;
  }
  return client.clientId;
}
