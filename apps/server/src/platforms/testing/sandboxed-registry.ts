import { createPlatformRegistry, type PlatformRegistry } from '@/platforms/registry';
import { registerPlatformSandboxes, type SandboxStates } from '@/platforms/sandbox/register';
import { createPkcePair } from '@/platforms/shared/pkce';
import { memoryTokens } from '@/platforms/testing/memory-tokens';
import {
  startSandboxServer,
  submitConsent,
  type RunningSandbox,
} from '@/platforms/testing/sandbox-server';
import type { TokenProvider } from '@/platforms/shared/token-provider';

export interface SandboxedWorld {
  server: RunningSandbox;
  registry: PlatformRegistry;
  states: SandboxStates;
  /** Connects an OAuth platform through its consent page; returns a token provider. */
  connect(platform: 'reddit' | 'youtube' | 'twitter'): Promise<TokenProvider>;
  telegramSession(): Promise<string>;
}

/** The whole arrangement the app will use: sandboxes mounted under /sandbox, a registry without credentials. */
export async function startSandboxedWorld(now: () => Date): Promise<SandboxedWorld> {
  let states: SandboxStates = {};
  const server = await startSandboxServer(async (app) => {
    // Tests drive faults over HTTP too, as browser journeys would.
    states = await registerPlatformSandboxes(app, { now, controlRoutes: true });
  });
  const registry = createPlatformRegistry({
    publicUrl: server.origin,
    appVersion: '0.1.0',
    credentials: {},
    now,
  });
  const redirectUri = 'http://localhost:8080/auth/callback';
  return {
    server,
    registry,
    states,
    async connect(platform) {
      const connector = registry.get(platform);
      const pkce = createPkcePair();
      const redirect = await submitConsent(
        connector.buildAuthorizeUrl({ state: 'st', redirectUri, codeChallenge: pkce.challenge }),
        'allow',
      );
      const tokens = await connector.exchangeCode({
        code: redirect.searchParams.get('code') ?? '',
        redirectUri,
        codeVerifier: pkce.verifier,
      });
      return memoryTokens(platform, tokens, (rt) => connector.refresh(rt), now).provider;
    },
    async telegramSession() {
      const gateway = registry.get('telegram').gateway;
      const state = await gateway.sendCode('+15557654321');
      const result = await gateway.signIn(state, '12345');
      if (result.status !== 'ok') throw new Error('sandbox login failed');
      return result.session;
    },
  };
}
