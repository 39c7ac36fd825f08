import { optionsResponseSchema, type SignInOptions } from '@socialpulse/contract';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import type { AppOrigins } from '@/features/connections/app-origins';
import { OPTIONS } from '@/features/options/options.catalogue';

export interface OptionsRoutesOptions {
  capabilities: { llm: boolean; email: boolean };
  origins: AppOrigins;
  /** The ways in, as offered to this request: the Google sandbox is offered by address. */
  signIn: (googleOffered: boolean) => SignInOptions;
  googleOfferedTo: (request: FastifyRequest) => boolean;
}

export const optionsRoutes: FastifyPluginCallbackZod<OptionsRoutesOptions> = (
  app,
  { capabilities, origins, signIn, googleOfferedTo },
  done,
) => {
  // The answer is a constant catalogue but for one boolean: both versions are validated against the
  // contract and serialised here, once, instead of on every request (validating and
  // stringifying it was the largest share of this route that was ours). A field the contract does
  // not name is still stripped, and one it requires still fails, at start instead of per request.
  const answer = (sandboxAcceptsHere: boolean, googleOffered: boolean) =>
    Buffer.from(
      JSON.stringify(
        optionsResponseSchema.parse({
          success: true,
          data: {
            ...OPTIONS,
            capabilities,
            signIn: signIn(googleOffered),
            oauth: { publicUrl: origins.publicUrl, sandboxAcceptsHere },
          },
        }),
      ),
    );
  const answers = {
    here: { google: answer(true, true), noGoogle: answer(true, false) },
    elsewhere: { google: answer(false, true), noGoogle: answer(false, false) },
  };

  app.get(
    '/options',
    {
      schema: {
        tags: ['options'],
        summary: 'Platforms, tones, languages and periods to choose from',
        response: { 200: optionsResponseSchema },
      },
    },
    (request, reply) => {
      const accepted = origins.accepts(`${request.protocol}://${request.host}`);
      const set = accepted ? answers.here : answers.elsewhere;
      // Bytes go out as they are (Fastify serialises only objects). Bytes rather than the string:
      // the catalogue holds emoji and Cyrillic, so as a string it was measured for its length and
      // encoded to UTF-8 again on every request (docs/perf.md). The typed reply wants the
      // object, hence the plain FastifyReply.
      void (reply as FastifyReply)
        .type('application/json; charset=utf-8')
        .send(googleOfferedTo(request) ? set.google : set.noGoogle);
    },
  );
  done();
};
