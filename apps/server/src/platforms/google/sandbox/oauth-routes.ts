import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { SANDBOX_EMAIL_DOMAIN } from '@socialpulse/contract';
import { SANDBOX_GOOGLE_EMAILS, sandboxAddress } from '@/platforms/google/sandbox/accounts';
import { expandScopes, signIdToken } from '@/platforms/google/sandbox/id-token';
import { knownOwner, ownerOrNew } from '@/platforms/google/sandbox/browser-owner';
import type { GoogleSandboxState } from '@/platforms/google/sandbox/state';
import {
  renderConsentPage,
  renderErrorPage,
  type ConsentScope,
} from '@/platforms/sandbox/consent-page';
import { faultFor } from '@/platforms/sandbox/faults';
import {
  SANDBOX_ROUTE_CONFIG,
  applyDelay,
  clientCredentials,
  field,
  fieldList,
  fields,
  mountUrl,
  redirectWith,
  sendHtml,
  type Fields,
} from '@/platforms/sandbox/plugin-kit';

const SCOPE_TEXT: Record<string, string> = {
  openid: 'Associate you with your personal info on Google',
  email: 'See your primary Google Account email address',
  profile: "See your personal info, including any personal info you've made publicly available",
  'https://www.googleapis.com/auth/userinfo.email': 'See your primary Google Account email address',
  'https://www.googleapis.com/auth/userinfo.profile':
    "See your personal info, including any personal info you've made publicly available",
  'https://www.googleapis.com/auth/youtube.readonly': 'View your YouTube account',
};
const IDENTITY_SCOPES = new Set([
  'openid',
  'email',
  'profile',
  'https://www.googleapis.com/auth/userinfo.email',
  'https://www.googleapis.com/auth/userinfo.profile',
]);
const NO_CHOICE = 'Choose an account, or type a name under "Use another account".';
const HELD_ELSEWHERE =
  'Another browser already signs in with this sandbox name, and only that browser can. Go back and choose another name.';
const NOT_A_NAME = `Sandbox Google accounts are always name@${SANDBOX_EMAIL_DOMAIN}. Type only a name (letters and digits, joined by dots, hyphens or underscores); other email addresses cannot be used.`;
const ECHOED = [
  'client_id',
  'redirect_uri',
  'scope',
  'state',
  'nonce',
  'code_challenge',
  'code_challenge_method',
  'access_type',
  'prompt',
];

export interface GoogleOAuthRouteOptions {
  state: GoogleSandboxState;
  appName: string;
  redirectUris?: string[];
}

function scopesOf(input: Fields): string[] {
  return (field(input, 'scope') ?? '').split(/\s+/).filter((s) => s.length > 0);
}

/** Google's own error page for requests it will not redirect (Error 400: redirect_uri_mismatch). */
function redirectProblem(input: Fields, options: GoogleOAuthRouteOptions): string | undefined {
  const uri = field(input, 'redirect_uri');
  if (!field(input, 'client_id'))
    return 'Error 401: invalid_client. The OAuth client was not found.';
  if (!uri || !URL.canParse(uri) || (options.redirectUris && !options.redirectUris.includes(uri)))
    return 'Error 400: redirect_uri_mismatch';
  return undefined;
}

export function registerGoogleOAuthRoutes(
  app: FastifyInstance,
  options: GoogleOAuthRouteOptions,
): void {
  const { state } = options;
  const tokenError = (reply: FastifyReply, status: number, error: string, description: string) =>
    reply.code(status).send({ error, error_description: description });

  app.get(
    '/o/oauth2/v2/auth',
    { config: SANDBOX_ROUTE_CONFIG },
    async (request: FastifyRequest, reply: FastifyReply) => {
      const query = fields(request.query);
      const problem = redirectProblem(query, options);
      if (problem) return sendHtml(reply, 400, renderErrorPage('Google', problem));
      const redirectUri = field(query, 'redirect_uri') ?? '';
      const stateParam = field(query, 'state');
      if (field(query, 'response_type') !== 'code')
        return reply.redirect(
          redirectWith(redirectUri, { state: stateParam, error: 'unsupported_response_type' }),
        );
      const scopes = scopesOf(query);
      if (scopes.length === 0)
        return reply.redirect(
          redirectWith(redirectUri, { state: stateParam, error: 'invalid_request' }),
        );
      const consentScopes: ConsentScope[] = scopes.map((name) => ({
        name,
        description: SCOPE_TEXT[name] ?? name,
        optional: !IDENTITY_SCOPES.has(name),
      }));
      const hidden = Object.fromEntries(ECHOED.map((k) => [k, field(query, k) ?? '']));
      const owner = knownOwner(request);
      const yours = owner ? await state.addressesOf(owner) : [];
      const presets = SANDBOX_GOOGLE_EMAILS.filter((a) => !yours.includes(a.email));
      return sendHtml(
        reply,
        200,
        renderConsentPage({
          platformName: 'Google',
          accent: '#1a73e8',
          appName: options.appName,
          action: request.url.split('?')[0] ?? '',
          hidden,
          scopes: consentScopes,
          account: {
            kind: 'google',
            // None is chosen in advance: a name is the browser's that used it first (claimFor).
            accounts: [
              ...yours.map((email) => ({ email, name: 'Used in this browser' })),
              ...presets.map((a) => ({ email: a.email, name: a.name })),
            ],
            domain: SANDBOX_EMAIL_DOMAIN,
          },
        }),
      );
    },
  );

  app.post(
    '/o/oauth2/v2/auth',
    { config: SANDBOX_ROUTE_CONFIG },
    async (request: FastifyRequest, reply: FastifyReply) => {
      const body = fields(request.body);
      const problem = redirectProblem(body, options);
      if (problem) return sendHtml(reply, 400, renderErrorPage('Google', problem));
      const redirectUri = field(body, 'redirect_uri') ?? '';
      const stateParam = field(body, 'state') || undefined;
      if (field(body, 'decision') !== 'allow')
        return reply.redirect(
          redirectWith(redirectUri, { state: stateParam, error: 'access_denied' }),
        );
      const picked = field(body, 'sandbox_email');
      if (!picked) return sendHtml(reply, 400, renderErrorPage('Google', NO_CHOICE));
      // The radio value is checked like the typed name: a crafted POST is no different from a typo.
      const email = sandboxAddress(
        picked === 'other' ? (field(body, 'sandbox_other_name') ?? '') : picked,
      );
      if (email === null) return sendHtml(reply, 400, renderErrorPage('Google', NOT_A_NAME));
      if (!(await state.claimFor(ownerOrNew(request, reply, app.prefix), email)))
        return sendHtml(reply, 403, renderErrorPage('Google', HELD_ELSEWHERE));
      const account = await state.account(email);
      const requested = scopesOf(body);
      // Granular consent: the person may untick optional scopes; identity scopes always stay.
      const granted = requested.filter(
        (s) => IDENTITY_SCOPES.has(s) || fieldList(body, 'granted_scope').includes(s),
      );
      const clientId = field(body, 'client_id') ?? '';
      const first = await state.firstConsent(clientId, account.sub);
      const nonce = field(body, 'nonce');
      const challenge = field(body, 'code_challenge');
      const code = state.store.issueCode({
        grant: { clientId, subject: account.sub, scopes: granted, ...(nonce ? { nonce } : {}) },
        redirectUri,
        ...(challenge
          ? {
              codeChallenge: challenge,
              codeChallengeMethod: field(body, 'code_challenge_method') || 'plain',
            }
          : {}),
        issueRefresh:
          field(body, 'access_type') === 'offline' &&
          (first || (field(body, 'prompt') ?? '').includes('consent')),
      });
      return reply.redirect(
        redirectWith(redirectUri, {
          state: stateParam,
          code,
          scope: expandScopes(granted).join(' '),
          authuser: '0',
          prompt: 'consent',
          iss: mountUrl(request, app.prefix),
        }),
      );
    },
  );

  app.post('/token', { config: SANDBOX_ROUTE_CONFIG }, async (request, reply) => {
    await applyDelay(state.faults, request);
    const body = fields(request.body);
    const client = clientCredentials(request, body);
    if (!client.clientId || !client.clientSecret)
      return tokenError(reply, 401, 'invalid_client', 'Unauthorized');
    if (faultFor(state.faults, request, 'server_error'))
      return tokenError(reply, 503, 'server_error', 'Service Unavailable');
    const grantType = field(body, 'grant_type');
    const issuer = mountUrl(request, app.prefix);
    if (grantType === 'authorization_code') {
      const result = await state.store.redeemCode(field(body, 'code') ?? '', {
        clientId: client.clientId,
        redirectUri: field(body, 'redirect_uri') ?? '',
        ...(field(body, 'code_verifier') ? { codeVerifier: field(body, 'code_verifier') } : {}),
      });
      if (!result.ok)
        return result.reason === 'redirect'
          ? tokenError(reply, 400, 'redirect_uri_mismatch', 'Bad Request')
          : tokenError(reply, 400, 'invalid_grant', 'Bad Request');
      const t = result.value;
      const idToken = t.grant.scopes.includes('openid')
        ? await signIdToken(state, t.grant, t.accessToken, issuer)
        : undefined;
      return {
        access_token: t.accessToken,
        expires_in: t.expiresIn,
        token_type: 'Bearer',
        scope: expandScopes(t.grant.scopes).join(' '),
        ...(t.refreshToken ? { refresh_token: t.refreshToken } : {}),
        ...(idToken ? { id_token: idToken } : {}),
      };
    }
    if (grantType === 'refresh_token') {
      const result = faultFor(state.faults, request, 'revoked_refresh')
        ? undefined
        : await state.store.useRefreshToken(field(body, 'refresh_token') ?? '', client.clientId);
      if (!result?.ok)
        return tokenError(reply, 400, 'invalid_grant', 'Token has been expired or revoked.');
      const t = result.value;
      // A refreshed id_token carries no nonce: there was no authorize request to echo.
      const { nonce: _nonce, ...grant } = t.grant;
      const idToken = grant.scopes.includes('openid')
        ? await signIdToken(state, grant, t.accessToken, issuer)
        : undefined;
      return {
        access_token: t.accessToken,
        expires_in: t.expiresIn,
        token_type: 'Bearer',
        scope: expandScopes(t.grant.scopes).join(' '),
        ...(idToken ? { id_token: idToken } : {}),
      };
    }
    return tokenError(
      reply,
      400,
      'unsupported_grant_type',
      `Invalid grant_type: ${grantType ?? ''}`,
    );
  });

  app.post('/revoke', { config: SANDBOX_ROUTE_CONFIG }, async (request, reply) => {
    const token =
      field(fields(request.body), 'token') ?? field(fields(request.query), 'token') ?? '';
    if (!(await state.store.revoke(token)))
      return tokenError(reply, 400, 'invalid_token', 'Token expired or revoked');
    return reply.code(200).send({});
  });
}
