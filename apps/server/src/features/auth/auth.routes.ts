import {
  authResponseSchema,
  errorEnvelopeSchema,
  loginInputSchema,
  logoutInputSchema,
  meResponseSchema,
  okEnvelopeSchema,
  refreshInputSchema,
  refreshResponseSchema,
  registerInputSchema,
} from '@socialpulse/contract';
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import type { AuthService } from '@/features/auth/auth.service';
import type { SessionsService } from '@/features/auth/sessions.service';

const tags = ['auth'];
const bearer = [{ bearerAuth: [] }];

export const authRoutes: FastifyPluginCallbackZod<{
  auth: AuthService;
  sessions: SessionsService;
}> = (app, { auth, sessions }, done) => {
  app.post(
    '/auth/register',
    {
      schema: {
        tags,
        summary: 'Create an account (JSON or form body) and sign in',
        body: registerInputSchema,
        response: { 201: authResponseSchema, 400: errorEnvelopeSchema, 409: errorEnvelopeSchema },
      },
    },
    async (request, reply) =>
      reply.status(201).send({ success: true, data: await auth.register(request.body) }),
  );

  app.post(
    '/auth/login',
    {
      schema: {
        tags,
        summary: 'Sign in with email and password',
        body: loginInputSchema,
        response: {
          200: authResponseSchema,
          400: errorEnvelopeSchema,
          401: errorEnvelopeSchema,
          429: errorEnvelopeSchema,
        },
      },
    },
    async (request) => ({
      success: true as const,
      data: await auth.login(request.body, request.ip),
    }),
  );

  app.post(
    '/auth/refresh-token',
    {
      schema: {
        tags,
        summary: 'Exchange a refresh token for a new pair (the old one is spent)',
        body: refreshInputSchema,
        response: {
          200: refreshResponseSchema,
          400: errorEnvelopeSchema,
          401: errorEnvelopeSchema,
        },
      },
    },
    async (request) => ({
      success: true as const,
      data: await sessions.rotate(request.body.refreshToken),
    }),
  );

  app.get(
    '/auth/me',
    {
      onRequest: app.requireUser,
      config: { allowedBeforePasswordChange: true },
      schema: {
        tags,
        security: bearer,
        summary: 'The signed-in user',
        response: { 200: meResponseSchema, 401: errorEnvelopeSchema },
      },
    },
    async (request) => ({ success: true as const, data: await auth.me(request.userId) }),
  );

  app.post(
    '/auth/logout',
    {
      onRequest: app.requireSession,
      config: { allowedBeforePasswordChange: true },
      schema: {
        tags,
        security: bearer,
        summary: "Sign out: revokes this session and the given refresh token's family",
        body: logoutInputSchema,
        response: { 200: okEnvelopeSchema, 401: errorEnvelopeSchema, 403: errorEnvelopeSchema },
      },
    },
    async (request) => {
      await sessions.end(request.userId, request.sessionId, request.body.refreshToken);
      return { success: true as const, message: 'Logged out', data: null };
    },
  );
  done();
};
