import { validationMessage } from '@socialpulse/contract';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { AppError } from '@/lib/app-error';
import { topLevelFields } from '@/lib/field-errors';
import { unsafeTextFields } from '@/lib/unsafe-text';

/**
 * Refuses U+0000 and unpaired surrogates anywhere in a request's path parameters, query string or
 * body with the usual 400 validation envelope. PostgreSQL cannot store either as sent (a 500
 * otherwise), and checking here, before any schema runs, covers every route at once, unknown
 * keys included.
 */
export const refuseUnsafeTextPlugin = fp(
  (app: FastifyInstance) => {
    app.addHook('preValidation', (request, _reply, done) => {
      const params = unsafeTextFields(request.params);
      const query = unsafeTextFields(request.query);
      const body = unsafeTextFields(request.body);
      // The usual case, on every request: nothing found, nothing more built.
      if (params.length + query.length + body.length === 0) {
        done();
        return;
      }
      // A bare JSON string as the body has an empty path.
      const errors = [
        ...params,
        ...query,
        ...body.map((e) => ({ ...e, field: e.field || 'body' })),
      ];
      done(
        new AppError(400, 'VALIDATION_ERROR', validationMessage(topLevelFields(errors)), {
          errors,
        }),
      );
    });
  },
  { name: 'refuse-unsafe-text' },
);
