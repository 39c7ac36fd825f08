import {
  errorEnvelopeSchema,
  telegramCodeSentResponseSchema,
  telegramPhoneInputSchema,
  telegramVerifyInputSchema,
  telegramVerifyResponseSchema,
} from '@socialpulse/contract';
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import type { TelegramLoginService } from '@/features/connections/telegram-login.service';
import { ingestSoon } from '@/features/connections/ingest-soon';

const tags = ['connections'];
const security = [{ bearerAuth: [] }];
const errors = {
  400: errorEnvelopeSchema,
  401: errorEnvelopeSchema,
  403: errorEnvelopeSchema,
  429: errorEnvelopeSchema,
  503: errorEnvelopeSchema,
};

export const telegramAuthRoutes: FastifyPluginCallbackZod<{ telegram: TelegramLoginService }> = (
  app,
  { telegram },
  done,
) => {
  app.post(
    '/telegram/auth/phone',
    {
      onRequest: app.requireUser,
      schema: {
        tags,
        security,
        summary: 'Telegram step 1: send a login code to this phone number',
        body: telegramPhoneInputSchema,
        response: { 200: telegramCodeSentResponseSchema, ...errors },
      },
    },
    async (request) => ({
      success: true as const,
      ...(await telegram.sendCode(request.userId, request.body.phoneNumber)),
    }),
  );

  app.post(
    '/telegram/auth/verify',
    {
      onRequest: app.requireUser,
      schema: {
        tags,
        security,
        summary:
          'Telegram step 2: the code, or step 3: the two-step verification password when asked',
        body: telegramVerifyInputSchema,
        response: { 200: telegramVerifyResponseSchema, ...errors },
      },
    },
    async (request) => {
      const result = await telegram.verify(request.userId, request.body);
      if (result.data.status === 'connected') ingestSoon(app.jobs, request.log, request.userId);
      return { success: true as const, ...result };
    },
  );
  done();
};
