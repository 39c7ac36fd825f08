import { calculateJwkThumbprint, exportJWK, generateKeyPair, type JWK, type CryptoKey } from 'jose';
import { sandboxAccount, type SandboxGoogleAccount } from '@/platforms/google/sandbox/accounts';
import { SandboxFaults } from '@/platforms/sandbox/faults';
import { SandboxOAuthStore } from '@/platforms/sandbox/oauth-store';

export interface GoogleSandboxOptions {
  now?: () => Date;
  appName?: string;
  /** When set, only these redirect URIs are accepted (Google's "Authorized redirect URIs"). */
  redirectUris?: string[];
  accessTtlSeconds?: number;
  /** Serve `/__sandbox/*` fault and token switches; tests only (default false). */
  controlRoutes?: boolean;
  /** Share one state between the Google and YouTube sandboxes so YouTube accepts Google's tokens. */
  state?: GoogleSandboxState;
}

/** Tokens, accounts, consent memory and the id_token signing key of the Google sandbox. */
export class GoogleSandboxState {
  readonly faults = new SandboxFaults();
  readonly store: SandboxOAuthStore;
  readonly now: () => Date;
  private readonly accounts = new Map<string, SandboxGoogleAccount>();
  /** (client, sub) pairs that consented before: Google issues a refresh token only the first time. */
  private readonly consented = new Set<string>();
  private keys: Promise<{ privateKey: CryptoKey; jwk: JWK & { kid: string } }> | undefined;

  constructor(options: Omit<GoogleSandboxOptions, 'state'> = {}) {
    this.now = options.now ?? (() => new Date());
    this.store = new SandboxOAuthStore({
      now: this.now,
      prefix: 'ya29.sbx',
      accessTtlSeconds: options.accessTtlSeconds ?? 3599,
      codeTtlSeconds: 600,
      rotateRefresh: false,
      revokeFamilyOnAccess: true,
    });
  }

  account(email: string): SandboxGoogleAccount {
    const account = sandboxAccount(email);
    this.accounts.set(account.sub, account);
    return account;
  }

  accountBySub(sub: string): SandboxGoogleAccount | undefined {
    return this.accounts.get(sub);
  }

  /** True the first time this client gets this account's consent. */
  firstConsent(clientId: string, sub: string): boolean {
    const key = `${clientId}\u0000${sub}`;
    if (this.consented.has(key)) return false;
    this.consented.add(key);
    return true;
  }

  signingKey(): Promise<{ privateKey: CryptoKey; jwk: JWK & { kid: string } }> {
    this.keys ??= (async () => {
      const { privateKey, publicKey } = await generateKeyPair('RS256', { extractable: true });
      const exported = await exportJWK(publicKey);
      // A kid per key, so a client that cached an older key refetches the JWKS after a restart.
      const jwk = {
        ...exported,
        kid: await calculateJwkThumbprint(exported),
        alg: 'RS256',
        use: 'sig',
      };
      return { privateKey, jwk };
    })();
    return this.keys;
  }
}
