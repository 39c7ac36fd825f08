import { authResponseSchema, errorEnvelopeSchema } from '@socialpulse/contract';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { SsoFailure, type OidcSignInService } from '@/features/auth/oidc-sign-in.service';
import { bindSignIn, signInBindingOf } from '@/features/auth/sign-in-binding';
import { AppError } from '@/lib/app-error';
import { addSetCookie, readCookie } from '@/lib/cookies';

const tags = ['auth'];
export const OIDC_START_PER_MINUTE = 30;
export const SSO_COOKIE = 'sp_sso';
/** Long enough for the web app to load and claim the session, short enough to be useless later. */
const SSO_COOKIE_MAX_AGE_S = 120;

export interface OidcRoutesOptions {
  oidc: OidcSignInService;
  /** PUBLIC_URL: where the browser is sent back to, and the cookie's path prefix. */
  publicUrl: string;
}

const redirectOnly = z.null().describe('A redirect; the Location header says where');

/**
 * Single sign-on (OpenID Connect). The browser navigates here (no fetch): start sends it to the
 * provider, the callback brings it back, then on to the web app's /auth/callback/oidc with the new
 * session's refresh token in an HttpOnly cookie (tokens never travel in a URL), or to
 * /auth?error=<code> with a code the web app knows.
 */
export const oidcSignInRoutes: FastifyPluginCallbackZod<OidcRoutesOptions> = (
  app,
  { oidc, publicUrl },
  done,
) => {
  const base = publicUrl.replace(/\/+$/, '');
  const cookiePath = `${new URL(base).pathname.replace(/\/+$/, '')}/api/auth/oidc`;
  const secure = base.startsWith('https:') ? '; Secure' : '';
  const toAuth = (reply: FastifyReply, failure: SsoFailure) =>
    reply.redirect(`${base}/auth?error=${failure.code}`, 303);

  app.get(
    '/auth/oidc/start',
    {
      // Public and it writes a row: a tighter limit than the general one (rows expire in 10 min).
      config: { rateLimit: { max: OIDC_START_PER_MINUTE, timeWindow: 60_000 } },
      schema: {
        tags,
        summary: 'Start single sign-on: redirects to the OpenID provider',
        description:
          'From an invitation link (`/auth?invite=…`) the web app passes its `invite`: under SIGNUPS=invite a new account is created with it, and the invitation is spent.',
        querystring: z.object({
          invite: z.string().min(1).max(200).optional().describe('The token of an invitation link'),
        }),
        response: { 303: redirectOnly, 400: errorEnvelopeSchema, 429: errorEnvelopeSchema },
      },
    },
    async (request, reply) => {
      try {
        const binding = bindSignIn(request, reply);
        return reply.redirect(await oidc.start(binding, request.query.invite), 303);
      } catch (error) {
        return toAuth(reply, asFailure(request, error));
      }
    },
  );

  app.get(
    '/auth/oidc/callback',
    {
      schema: {
        tags,
        summary: "The OpenID provider's redirect: signs in (or up), then back to the web app",
        response: { 303: redirectOnly },
      },
    },
    async (request, reply) => {
      try {
        const { refreshToken } = await oidc.complete(queryOf(request), signInBindingOf(request));
        addSetCookie(
          reply,
          `${SSO_COOKIE}=${refreshToken}; Path=${cookiePath}; Max-Age=${SSO_COOKIE_MAX_AGE_S}; HttpOnly; SameSite=Lax${secure}`,
        );
        return reply.redirect(`${base}/auth/callback/oidc`, 303);
      } catch (error) {
        const failure = asFailure(request, error);
        request.log.info({ code: failure.code, detail: failure.message }, 'single sign-on refused');
        return toAuth(reply, failure);
      }
    },
  );

  app.post(
    '/auth/oidc/session',
    {
      schema: {
        tags,
        summary: "Claim the session a finished single sign-on left in this browser's cookie",
        response: { 200: authResponseSchema, 401: errorEnvelopeSchema },
      },
    },
    async (request, reply) => {
      const token = readCookie(request, SSO_COOKIE);
      // Spent or not, the cookie has done its job.
      addSetCookie(
        reply,
        `${SSO_COOKIE}=; Path=${cookiePath}; Max-Age=0; HttpOnly; SameSite=Lax${secure}`,
      );
      if (!token) throw new AppError(401, 'INVALID_TOKEN', 'No single sign-on to finish');
      try {
        return { success: true as const, data: await oidc.claim(token) };
      } catch (error) {
        if (error instanceof SsoFailure)
          throw new AppError(401, 'INVALID_TOKEN', 'No single sign-on to finish');
        throw error;
      }
    },
  );
  done();
};

/**
 * The browser is on a top-level navigation here, so even an unexpected error (the database, say)
 * lands on /auth with a message rather than on a page of JSON; the error itself goes to the log.
 */
function asFailure(request: FastifyRequest, error: unknown): SsoFailure {
  if (error instanceof SsoFailure) return error;
  request.log.error({ err: error }, 'single sign-on failed unexpectedly');
  return new SsoFailure('sso_failed', 'unexpected error');
}

/** The raw query string, as the provider sent it (openid-client reads code, state and iss). */
function queryOf(request: FastifyRequest): URLSearchParams {
  const at = request.url.indexOf('?');
  return new URLSearchParams(at === -1 ? '' : request.url.slice(at + 1));
}
