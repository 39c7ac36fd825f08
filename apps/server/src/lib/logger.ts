import type { FastifyBaseLogger } from 'fastify';
import { createRequire } from 'node:module';
import { pino, type DestinationStream, type LevelWithSilent } from 'pino';
import { loggableError } from '@/lib/loggable-error';

/** The request as a log line shows it: no query string (OAuth codes, search text), no headers. */
interface LoggedRequest {
  method: string;
  url: string;
  remoteAddress: string | undefined;
}

/** A URL without its query string: what request lines show. */
function requestPath(url: string): string {
  const query = url.indexOf('?');
  return query === -1 ? url : url.slice(0, query);
}

function requestSerializer(req: { method?: string; url?: string; ip?: string }): LoggedRequest {
  return {
    method: req.method ?? '',
    url: requestPath(req.url ?? ''),
    remoteAddress: req.ip,
  };
}

/** The answer as a log line shows it: its status, no headers. */
function replySerializer(reply: { statusCode?: number }): { statusCode: number | undefined } {
  return { statusCode: reply.statusCode };
}

/** What the logger needs of the configuration (config/env.ts has both; lib/ does not import it). */
export interface LoggerSettings {
  logLevel: LevelWithSilent;
  nodeEnv: string;
}

/**
 * Shared by the HTTP server and the worker so both write the same lines to the same place. Logs
 * carry no personal data: requests are logged without query or headers, errors (`err`, and the
 * error handler's lines) through `loggableError`, and the redaction below is the net under both.
 * `destination` is for tests that read what was written.
 */
export function createLogger(
  env: LoggerSettings,
  destination?: DestinationStream,
): FastifyBaseLogger {
  const options = {
    level: env.logLevel,
    // `err` anywhere (job failures, platform warnings) goes through the same filter as requests'.
    serializers: { req: requestSerializer, res: replySerializer, err: loggableError },
    redact: {
      paths: [
        'req.headers',
        'req.query',
        'req.body',
        '*.authorization',
        '*.cookie',
        '*.email',
        '*.password',
        '*.confirmPassword',
        '*.refreshToken',
        '*.accessToken',
        '*.params',
      ],
      censor: '[redacted]',
    },
  };
  if (destination) return pino(options, destination);
  return pino({
    ...options,
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
