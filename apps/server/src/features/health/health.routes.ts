import { errorEnvelopeSchema, healthResponseSchema } from '@socialpulse/contract';
import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import type { Database } from '@/db/database';
import { AppError } from '@/lib/app-error';

const PING_TIMEOUT_MS = 3_000;

export const healthRoutes: FastifyPluginCallbackZod<{ database: Database }> = (
  app,
  { database },
  done,
) => {
  app.get(
    '/health',
    {
      // Load balancers poll this; it must not eat into anyone's rate limit.
      config: { rateLimit: false },
      schema: {
        tags: ['health'],
        summary: '200 when the database answers, 503 otherwise',
        response: { 200: healthResponseSchema, 503: errorEnvelopeSchema },
      },
    },
    async () => {
      try {
        await withTimeout(database.ping(), PING_TIMEOUT_MS);
      } catch (error) {
        throw new AppError(503, 'SERVICE_UNAVAILABLE', 'Database is unreachable', { cause: error });
      }
      return { success: true as const, data: { status: 'ok' as const, database: database.kind } };
    },
  );
  done();
};

async function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer within ${ms} ms`)), ms);
  });
  try {
    return await Promise.race([promise, timeout]);
  } finally {
    clearTimeout(timer);
  }
}
