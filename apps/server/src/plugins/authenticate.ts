import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { AppError } from '@/lib/app-error';
import type { AccessTokens } from '@/features/auth/access-token';
import type { LiveSessions } from '@/features/auth/live-sessions';

declare module 'fastify' {
  interface FastifyRequest {
    /** Set by `requireUser`; empty on public routes. */
    userId: string;
    /** Set by `requireUser`: the refresh token the access token was issued with (see AccessTokens). */
    sessionId: string;
  }
  interface FastifyInstance {
    /** onRequest hook for routes that need a signed-in user. */
    requireUser: (request: FastifyRequest) => Promise<void>;
    /** The revocation check requireUser runs (remembered while safe; see LiveSessions). */
    liveSessions: LiveSessions;
  }
}

export const AUTH_HEADER_MESSAGES = {
  missing: 'Authentication required',
  expired: 'Access token has expired',
  invalid: 'Invalid access token',
} as const;

/**
 * Bearer authentication. An expired token answers 401 TOKEN_EXPIRED so the client knows a refresh
 * will help; anything else wrong (a revoked session included) answers 401 INVALID_TOKEN or
 * UNAUTHORIZED.
 */
export const authenticatePlugin = fp(
  (app: FastifyInstance, options: { accessTokens: AccessTokens; liveSessions: LiveSessions }) => {
    app.decorate('liveSessions', options.liveSessions);
    app.decorateRequest('userId', '');
    app.decorateRequest('sessionId', '');
    app.decorate('requireUser', async (request: FastifyRequest) => {
      const header = request.headers.authorization;
      const match = header ? /^Bearer\s+(\S+)\s*$/i.exec(header) : null;
      if (!match?.[1]) throw new AppError(401, 'UNAUTHORIZED', AUTH_HEADER_MESSAGES.missing);
      const check = await options.accessTokens.verify(match[1]);
      if (!check.ok) {
        throw check.reason === 'expired'
          ? new AppError(401, 'TOKEN_EXPIRED', AUTH_HEADER_MESSAGES.expired)
          : new AppError(401, 'INVALID_TOKEN', AUTH_HEADER_MESSAGES.invalid);
      }
      // Logout or a revoked family ends the token at once, on every replica; so does an account
      // disabled or gone (its sessions go with it). Remembered while safe (see LiveSessions).
      if (!(await options.liveSessions.isLive(check.sessionId, check.userId))) {
        throw new AppError(401, 'INVALID_TOKEN', AUTH_HEADER_MESSAGES.invalid);
      }
      request.userId = check.userId;
      request.sessionId = check.sessionId;
    });
  },
  { name: 'authenticate' },
);
