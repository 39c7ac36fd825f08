import {
  ACCOUNT_MESSAGES,
  changePasswordInputSchema,
  errorEnvelopeSchema,
  forgotPasswordInputSchema,
  okEnvelopeSchema,
  resetPasswordInputSchema,
  verifyEmailInputSchema,
} from '@socialpulse/contract';
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import type { EmailVerificationService } from '@/features/account/email-verification.service';
import type { PasswordsService } from '@/features/account/passwords.service';

const security = [{ bearerAuth: [] }];

/** Change, forgot and reset password, and email verification (docs/decisions/0049). */
export const passwordRoutes: FastifyPluginCallbackZod<{
  passwords: PasswordsService;
  verification: EmailVerificationService;
}> = (app, { passwords, verification }, done) => {
  app.put(
    '/account/password',
    {
      onRequest: app.requireUser,
      config: { allowedBeforePasswordChange: true },
      schema: {
        tags: ['account'],
        security,
        summary:
          'Change (or, without one, set) your password; every other session of the account ends',
        body: changePasswordInputSchema,
        response: {
          200: okEnvelopeSchema,
          400: errorEnvelopeSchema,
          401: errorEnvelopeSchema,
          403: errorEnvelopeSchema,
          429: errorEnvelopeSchema,
        },
      },
    },
    async (request) => {
      await passwords.change(request.userId, request.sessionId, request.body, request.ip);
      return { success: true as const, message: 'Password changed', data: null };
    },
  );

  app.post(
    '/account/email-verification',
    {
      onRequest: app.requireUser,
      schema: {
        tags: ['account'],
        security,
        summary: 'Send a new verification link to your email address',
        response: {
          200: okEnvelopeSchema,
          401: errorEnvelopeSchema,
          403: errorEnvelopeSchema,
          409: errorEnvelopeSchema,
          429: errorEnvelopeSchema,
          503: errorEnvelopeSchema,
        },
      },
    },
    async (request) => {
      await verification.resend(request.userId, request.ip);
      return { success: true as const, message: 'Verification email sent', data: null };
    },
  );

  app.post(
    '/auth/password/forgot',
    {
      schema: {
        tags: ['auth'],
        summary:
          'Email a single-use reset link (the same answer whether or not an account uses the address)',
        body: forgotPasswordInputSchema,
        response: {
          200: okEnvelopeSchema,
          400: errorEnvelopeSchema,
          403: errorEnvelopeSchema,
          429: errorEnvelopeSchema,
        },
      },
    },
    async (request) => {
      await passwords.forgot(request.body.email, request.ip);
      return { success: true as const, message: ACCOUNT_MESSAGES.resetSent, data: null };
    },
  );

  app.post(
    '/auth/password/reset',
    {
      schema: {
        tags: ['auth'],
        summary: "Set a new password with a reset link's token; every session of the account ends",
        body: resetPasswordInputSchema,
        response: { 200: okEnvelopeSchema, 400: errorEnvelopeSchema, 403: errorEnvelopeSchema },
      },
    },
    async (request) => {
      await passwords.reset(request.body);
      return { success: true as const, message: 'Password changed', data: null };
    },
  );

  app.post(
    '/auth/email/verify',
    {
      schema: {
        tags: ['auth'],
        summary: "Verify an email address with its link's token",
        body: verifyEmailInputSchema,
        response: { 200: okEnvelopeSchema, 400: errorEnvelopeSchema },
      },
    },
    async (request) => {
      await verification.verify(request.body.token);
      return { success: true as const, message: 'Email address verified', data: null };
    },
  );
  done();
};
