import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { identityClaims } from '@/platforms/google/sandbox/id-token';
import type { GoogleSandboxState } from '@/platforms/google/sandbox/state';
import { faultFor } from '@/platforms/sandbox/faults';
import {
  SANDBOX_ROUTE_CONFIG,
  applyDelay,
  bearerToken,
  mountUrl,
} from '@/platforms/sandbox/plugin-kit';

/** Discovery, JWKS and userinfo, so OIDC libraries (openid-client, oauth4webapi) work against the sandbox too. */
export function registerGoogleIdentityRoutes(
  app: FastifyInstance,
  state: GoogleSandboxState,
): void {
  app.get('/.well-known/openid-configuration', { config: SANDBOX_ROUTE_CONFIG }, (request) => {
    const base = mountUrl(request, app.prefix);
    return {
      issuer: base,
      authorization_endpoint: `${base}/o/oauth2/v2/auth`,
      token_endpoint: `${base}/token`,
      userinfo_endpoint: `${base}/v1/userinfo`,
      revocation_endpoint: `${base}/revoke`,
      jwks_uri: `${base}/oauth2/v3/certs`,
      response_types_supported: ['code'],
      subject_types_supported: ['public'],
      id_token_signing_alg_values_supported: ['RS256'],
      scopes_supported: ['openid', 'email', 'profile'],
      token_endpoint_auth_methods_supported: ['client_secret_post', 'client_secret_basic'],
      claims_supported: [
        'aud',
        'email',
        'email_verified',
        'exp',
        'family_name',
        'given_name',
        'iat',
        'iss',
        'name',
        'picture',
        'sub',
      ],
      code_challenge_methods_supported: ['plain', 'S256'],
      grant_types_supported: ['authorization_code', 'refresh_token'],
    };
  });

  app.get('/oauth2/v3/certs', { config: SANDBOX_ROUTE_CONFIG }, async () => ({
    keys: [(await state.signingKey()).jwk],
  }));

  const userinfo = async (request: FastifyRequest, reply: FastifyReply) => {
    await applyDelay(state.faults, request);
    if (faultFor(state.faults, request, 'server_error'))
      return reply.code(503).send({ error: 'server_error' });
    const token = bearerToken(request);
    const verified = token ? state.store.verifyAccess(token) : undefined;
    if (!verified?.ok || faultFor(state.faults, request, 'expired_token')) {
      return reply
        .code(401)
        .header(
          'www-authenticate',
          'Bearer realm="https://accounts.google.com/", error="invalid_token"',
        )
        .send({ error: 'invalid_request', error_description: 'Invalid Credentials' });
    }
    return await identityClaims(state, verified.value);
  };
  app.get('/v1/userinfo', { config: SANDBOX_ROUTE_CONFIG }, userinfo);
  app.get('/oauth2/v3/userinfo', { config: SANDBOX_ROUTE_CONFIG }, userinfo);
}
