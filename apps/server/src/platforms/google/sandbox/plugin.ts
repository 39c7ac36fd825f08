import type { FastifyInstance } from 'fastify';
import { registerGoogleIdentityRoutes } from '@/platforms/google/sandbox/identity-routes';
import { registerGoogleOAuthRoutes } from '@/platforms/google/sandbox/oauth-routes';
import { GoogleSandboxState, type GoogleSandboxOptions } from '@/platforms/google/sandbox/state';
import { ensureFormParser, registerControlRoutes } from '@/platforms/sandbox/plugin-kit';

/**
 * A fake of accounts.google.com, oauth2.googleapis.com, openidconnect.googleapis.com and the JWKS host
 * on one mount (`sandboxGoogleEndpoints(mountUrl)` gives the client its URLs). It signs real RS256
 * id_tokens with a key generated at start, so id_token verification runs unchanged.
 */
export function googleSandbox(app: FastifyInstance, options: GoogleSandboxOptions): Promise<void> {
  const state = options.state ?? new GoogleSandboxState(options);
  ensureFormParser(app);
  registerGoogleOAuthRoutes(app, {
    state,
    appName: options.appName ?? 'SocialPulse',
    ...(options.redirectUris ? { redirectUris: options.redirectUris } : {}),
  });
  registerGoogleIdentityRoutes(app, state);
  if (options.controlRoutes === true)
    registerControlRoutes(app, { faults: state.faults, store: state.store });
  return Promise.resolve();
}
