import type { FastifyBaseLogger } from 'fastify';
import { createRequire } from 'node:module';
import { pino } from 'pino';
import type { Env } from '@/config/env';

/** Shared by the HTTP server and the worker so both write the same lines to the same place. */
export function createLogger(env: Pick<Env, 'logLevel' | 'nodeEnv'>): FastifyBaseLogger {
  return pino({
    level: env.logLevel,
    redact: {
      paths: [
        'req.headers.authorization',
        '*.password',
        '*.confirmPassword',
        '*.refreshToken',
        '*.accessToken',
      ],
      censor: '[redacted]',
    },
    ...(env.nodeEnv === 'development' && prettyAvailable()
      ? {
          transport: {
            target: 'pino-pretty',
            options: { translateTime: 'HH:MM:ss', ignore: 'pid,hostname' },
          },
        }
      : {}),
  });
}

/** pino-pretty is a dev dependency; a production install without it logs JSON instead of failing. */
function prettyAvailable(): boolean {
  try {
    createRequire(import.meta.url).resolve('pino-pretty');
    return true;
  } catch {
    return false;
  }
}
