import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { ACCOUNT_MESSAGES, API_TOKEN_MESSAGES } from '@socialpulse/contract';
import { AppError } from '@/lib/app-error';
import { looksLikeApiToken } from '@/features/api-tokens/api-token-secrets';
import type { ApiTokenGrant, ApiTokensService } from '@/features/api-tokens/api-tokens.service';
import type { AccessTokens } from '@/features/auth/access-token';
import type { LiveSessions } from '@/features/auth/live-sessions';

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * The route stays open to an account whose password an administrator reset to a temporary one
     * (docs/decisions/0049): reading the own account, changing the password, signing out.
     */
    allowedBeforePasswordChange?: boolean;
  }
  interface FastifyRequest {
    /** Set by `requireUser`; empty on public routes. */
    userId: string;
    /** Set by `requireUser`: the refresh token the access token was issued with (see AccessTokens). */
    sessionId: string;
    /** Set by `requireUser` when the caller used a personal API token (then sessionId is ''). */
    apiToken: ApiTokenGrant | null;
  }
  interface FastifyInstance {
    /** onRequest hook for routes that need a signed-in user (a session or a personal API token). */
    requireUser: (request: FastifyRequest) => Promise<void>;
    /**
     * onRequest hook for routes a personal API token must never reach: managing tokens, signing
     * out, deleting the account (docs/decisions/0048).
     */
    requireSession: (request: FastifyRequest) => Promise<void>;
    /** The revocation check requireUser runs (remembered while safe; see LiveSessions). */
    liveSessions: LiveSessions;
  }
}

export const AUTH_HEADER_MESSAGES = {
  missing: 'Authentication required',
  expired: 'Access token has expired',
  invalid: 'Invalid access token',
} as const;

/** Methods that change nothing: all a read-only API token may use. */
const READ_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * Bearer authentication, with a session's access token or a personal API token (`sp_pat_…`). An
 * expired access token answers 401 TOKEN_EXPIRED so the client knows a refresh will help (an
 * expired API token too, with a message that says to make a new one); anything else wrong (a
 * revoked session or token included) answers 401 INVALID_TOKEN or UNAUTHORIZED.
 */
export const authenticatePlugin = fp(
  (
    app: FastifyInstance,
    options: {
      accessTokens: AccessTokens;
      liveSessions: LiveSessions;
      apiTokens: ApiTokensService;
    },
  ) => {
    app.decorate('liveSessions', options.liveSessions);
    app.decorateRequest('userId', '');
    app.decorateRequest('sessionId', '');
    app.decorateRequest('apiToken', null);
    const requireUser = async (request: FastifyRequest) => {
      const header = request.headers.authorization;
      const match = header ? /^Bearer\s+(\S+)\s*$/i.exec(header) : null;
      if (!match?.[1]) throw new AppError(401, 'UNAUTHORIZED', AUTH_HEADER_MESSAGES.missing);
      if (looksLikeApiToken(match[1])) {
        const mustChangePassword = await acceptApiToken(request, match[1], options.apiTokens);
        refuseBeforePasswordChange(request, mustChangePassword);
        return;
      }
      const check = await options.accessTokens.verify(match[1]);
      if (!check.ok) {
        throw check.reason === 'expired'
          ? new AppError(401, 'TOKEN_EXPIRED', AUTH_HEADER_MESSAGES.expired)
          : new AppError(401, 'INVALID_TOKEN', AUTH_HEADER_MESSAGES.invalid);
      }
      // Logout or a revoked family ends the token at once, on every replica; so does an account
      // disabled or gone (its sessions go with it). Remembered while safe (see LiveSessions).
      const session = await options.liveSessions.session(check.sessionId, check.userId);
      if (!session) throw new AppError(401, 'INVALID_TOKEN', AUTH_HEADER_MESSAGES.invalid);
      request.userId = check.userId;
      request.sessionId = check.sessionId;
      refuseBeforePasswordChange(request, session.mustChangePassword);
    };
    app.decorate('requireUser', requireUser);
    app.decorate('requireSession', async (request: FastifyRequest) => {
      await requireUser(request);
      if (request.apiToken)
        throw new AppError(403, 'FORBIDDEN', API_TOKEN_MESSAGES.sessionRequired);
    });
  },
  { name: 'authenticate' },
);

/**
 * While an account's password is a temporary one an administrator set, the API answers only what
 * lets its owner replace it: the temporary password was seen by someone else, so nothing else the
 * account can do should ride on it. The web app tells the code apart to show the change screen.
 */
function refuseBeforePasswordChange(request: FastifyRequest, mustChangePassword: boolean): void {
  if (mustChangePassword && request.routeOptions.config.allowedBeforePasswordChange !== true)
    throw new AppError(403, 'PASSWORD_CHANGE_REQUIRED', ACCOUNT_MESSAGES.passwordChangeRequired);
}

/**
 * A personal API token: known, not expired, its user not disabled (checked on every request, so a
 * revocation counts at once), and a read token only reads. Resolves to whether the account must
 * change its password first.
 */
async function acceptApiToken(
  request: FastifyRequest,
  token: string,
  apiTokens: ApiTokensService,
): Promise<boolean> {
  const check = await apiTokens.verify(token);
  if (!check.ok) {
    throw check.reason === 'expired'
      ? new AppError(401, 'TOKEN_EXPIRED', API_TOKEN_MESSAGES.expired)
      : new AppError(401, 'INVALID_TOKEN', API_TOKEN_MESSAGES.invalid);
  }
  if (check.grant.scope === 'read' && !READ_METHODS.has(request.method))
    throw new AppError(403, 'FORBIDDEN', API_TOKEN_MESSAGES.readOnly);
  request.userId = check.userId;
  request.apiToken = check.grant;
  return check.mustChangePassword;
}
