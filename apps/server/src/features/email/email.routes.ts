import { errorEnvelopeSchema } from '@socialpulse/contract';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { EmailUnsubscribe } from '@/features/email/email-unsubscribe';
import { unsubscribeForm, unsubscribePage } from '@/lib/unsubscribe-page';

const tags = ['email'];
const tokenQuery = z.object({ token: z.string().max(200) });

/**
 * The unsubscribe link of the Pulse and keyword-alert emails. No session: the signed token is the
 * proof, and a mail client's one-click unsubscribe (RFC 8058) POSTs here on its own.
 */
export const emailRoutes: FastifyPluginCallbackZod<{ unsubscribe: EmailUnsubscribe }> = (
  app,
  { unsubscribe },
  done,
) => {
  app.get(
    '/email/unsubscribe',
    {
      schema: {
        tags,
        summary: 'The page an email unsubscribe link opens: a button that confirms',
        querystring: tokenQuery,
        response: { 400: errorEnvelopeSchema },
      },
    },
    async (request, reply) => {
      // A link that could never work says so now, not after the click.
      await unsubscribe.target(request.query.token);
      const action = `/api/email/unsubscribe?token=${encodeURIComponent(request.query.token)}`;
      return (reply as FastifyReply)
        .type('text/html; charset=utf-8')
        .send(unsubscribeForm(action, 'Stop the Pulse and keyword alert emails?'));
    },
  );

  app.post(
    '/email/unsubscribe',
    {
      schema: {
        tags,
        summary: 'One-click unsubscribe (RFC 8058): email notifications are turned off',
        querystring: tokenQuery,
        response: { 400: errorEnvelopeSchema },
      },
    },
    async (request, reply) => {
      await unsubscribe.unsubscribe(request.query.token);
      return (reply as FastifyReply)
        .type('text/html; charset=utf-8')
        .send(
          unsubscribePage(
            '<p>You are unsubscribed: no more Pulse or keyword alert emails. You can turn them on again in Settings.</p>',
          ),
        );
    },
  );

  done();
};
