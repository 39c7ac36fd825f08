import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import type { EmailUnsubscribe } from '@/features/email/email-unsubscribe';
import { registerUnsubscribeRoutes } from '@/lib/unsubscribe-routes';

/** The unsubscribe link of the Pulse and keyword-alert emails. */
export const emailRoutes: FastifyPluginCallbackZod<{ unsubscribe: EmailUnsubscribe }> = (
  app,
  { unsubscribe },
  done,
) => {
  registerUnsubscribeRoutes(app, {
    path: '/email/unsubscribe',
    tags: ['email'],
    pageSummary: 'The page an email unsubscribe link opens: a button that confirms',
    oneClickSummary: 'One-click unsubscribe (RFC 8058): email notifications are turned off',
    question: 'Stop the Pulse and keyword alert emails?',
    confirmation:
      '<p>You are unsubscribed: no more Pulse or keyword alert emails. You can turn them on again in Settings.</p>',
    check: (token) => unsubscribe.target(token),
    unsubscribe: (token) => unsubscribe.unsubscribe(token),
  });
  done();
};
