import { errorEnvelopeSchema } from '@socialpulse/contract';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { unsubscribeForm, unsubscribePage } from '@/lib/unsubscribe-page';

type ZodApp = Parameters<FastifyPluginCallbackZod>[0];

const tokenQuery = z.object({ token: z.string().max(200) });

/** What one kind of email needs to offer its unsubscribe link. */
export interface UnsubscribePurpose {
  /** The route path inside the /api prefix, e.g. `/email/unsubscribe`. */
  path: string;
  tags: string[];
  pageSummary: string;
  oneClickSummary: string;
  /** The question above the button on the page the link opens. */
  question: string;
  /** The HTML shown once unsubscribed. */
  confirmation: string;
  /** Answers a clear 400 (by throwing) when the token could never work; changes nothing. */
  check: (token: string) => Promise<unknown>;
  /** Turns the emails off for the token's target. */
  unsubscribe: (token: string) => Promise<unknown>;
}

const html = (reply: unknown, body: string) =>
  (reply as FastifyReply).type('text/html; charset=utf-8').send(body);

/**
 * Registers the GET page and the POST of one kind of unsubscribe link. No session: the signed token
 * is the proof, and a mail client's one-click unsubscribe (RFC 8058) POSTs on its own. GET only
 * shows a button, because mail link scanners open every link in a message.
 */
export function registerUnsubscribeRoutes(app: ZodApp, purpose: UnsubscribePurpose): void {
  const schema = (summary: string) => ({
    tags: purpose.tags,
    summary,
    querystring: tokenQuery,
    response: { 400: errorEnvelopeSchema },
  });

  app.get(purpose.path, { schema: schema(purpose.pageSummary) }, async (request, reply) => {
    // A link that could never work says so now, not after the click.
    await purpose.check(request.query.token);
    const action = `/api${purpose.path}?token=${encodeURIComponent(request.query.token)}`;
    return html(reply, unsubscribeForm(action, purpose.question));
  });

  app.post(purpose.path, { schema: schema(purpose.oneClickSummary) }, async (request, reply) => {
    await purpose.unsubscribe(request.query.token);
    return html(reply, unsubscribePage(purpose.confirmation));
  });
}
