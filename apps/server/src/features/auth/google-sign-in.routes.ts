import {
  authResponseSchema,
  authUrlResponseSchema,
  errorEnvelopeSchema,
  oauthCallbackBodySchema,
  googleStartQuerySchema,
} from '@socialpulse/contract';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import type { GoogleSignInService } from '@/features/auth/google-sign-in.service';
import { bindSignIn, signInBindingOf } from '@/features/auth/sign-in-binding';
import { AppError } from '@/lib/app-error';

export const SANDBOX_SIGN_IN_NOT_HERE =
  'Google sign-in on this server is its sandbox, offered only to a browser on the server itself (open it at http://localhost). Sign in with your email and password instead.';

const tags = ['auth'];
export const GOOGLE_START_PER_MINUTE = 30;

/** Public: whoever finishes the Google flow is signed in (or signed up) by it. */
export const googleSignInRoutes: FastifyPluginCallbackZod<{
  google: GoogleSignInService;
  /** False where the Google sandbox is not offered (SANDBOX_SIGN_IN; sandbox-sign-in-reach.ts). */
  offeredTo: (request: FastifyRequest) => boolean;
}> = (app, { google, offeredTo }, done) => {
  // Both halves: a callback arriving from an address the start would refuse is refused too.
  const assertOffered = (request: FastifyRequest, _reply: unknown, done: (e?: Error) => void) => {
    if (google.offered && !offeredTo(request))
      done(new AppError(403, 'FORBIDDEN', SANDBOX_SIGN_IN_NOT_HERE));
    else done();
  };
  app.get(
    '/auth/google',
    {
      // Public and it writes a row: a tighter limit than the general one (rows expire in 10 min).
      config: { rateLimit: { max: GOOGLE_START_PER_MINUTE, timeWindow: 60_000 } },
      onRequest: assertOffered,
      schema: {
        tags,
        summary: 'Start "Continue with Google": the consent page URL for the popup',
        description:
          'From an invitation link the web app passes its `invite`: under SIGNUPS=invite a new account is created with it, and the invitation is spent.',
        querystring: googleStartQuerySchema,
        response: {
          200: authUrlResponseSchema,
          400: errorEnvelopeSchema,
          429: errorEnvelopeSchema,
        },
      },
    },
    async (request, reply) => ({
      success: true as const,
      data: {
        url: await google.start({
          origin: request.query.origin,
          host: request.host,
          log: request.log,
          inviteToken: request.query.invite,
          binding: bindSignIn(request, reply),
        }),
      },
    }),
  );

  app.post(
    '/auth/google/callback',
    {
      onRequest: assertOffered,
      schema: {
        tags,
        summary: 'Finish Google sign-in: find (by Google id) or create the account and sign in',
        body: oauthCallbackBodySchema,
        response: {
          200: authResponseSchema,
          400: errorEnvelopeSchema,
          403: errorEnvelopeSchema,
          409: errorEnvelopeSchema,
          429: errorEnvelopeSchema,
          503: errorEnvelopeSchema,
        },
      },
    },
    async (request) => ({
      success: true as const,
      data: await google.complete(request.body, signInBindingOf(request)),
    }),
  );
  done();
};
