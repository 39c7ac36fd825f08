import {
  calculateJwkThumbprint,
  exportJWK,
  generateKeyPair,
  importJWK,
  type JWK,
  type CryptoKey,
} from 'jose';
import { sandboxAccount, type SandboxGoogleAccount } from '@/platforms/google/sandbox/accounts';
import { SandboxFaults } from '@/platforms/sandbox/faults';
import { SandboxOAuthStore } from '@/platforms/sandbox/oauth-store';
import { MemorySharedState, type SandboxSharedState } from '@/platforms/sandbox/shared-state';

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
  /** What replicas share (shared-state.ts); default: this process only. */
  shared?: SandboxSharedState;
}

type SigningKey = { privateKey: CryptoKey; jwk: JWK & { kid: string } };
/** Accounts, consents and the signing key outlive any sandbox token. */
const REMEMBER_MS = 400 * 86_400_000;

/** Tokens, accounts, consent memory and the id_token signing key of the Google sandbox. */
export class GoogleSandboxState {
  readonly faults: SandboxFaults;
  readonly store: SandboxOAuthStore;
  readonly now: () => Date;
  readonly shared: SandboxSharedState;
  private keys: Promise<SigningKey> | undefined;

  constructor(options: Omit<GoogleSandboxOptions, 'state'> = {}) {
    this.now = options.now ?? (() => new Date());
    this.shared = options.shared ?? new MemorySharedState();
    this.faults = new SandboxFaults('google', this.shared);
    this.store = new SandboxOAuthStore({
      now: this.now,
      prefix: 'ya29.sbx',
      accessTtlSeconds: options.accessTtlSeconds ?? 3599,
      codeTtlSeconds: 600,
      rotateRefresh: false,
      revokeFamilyOnAccess: true,
      shared: this.shared,
    });
  }

  /** The account for a consent-page address, remembered by its `sub` for every replica. */
  async account(email: string): Promise<SandboxGoogleAccount> {
    const account = sandboxAccount(email);
    await this.shared.publish('google:account', account.sub, email, REMEMBER_MS);
    return account;
  }

  /**
   * Binds a sandbox address to the browser that used it first (`owner`: the hash of that browser's
   * secret cookie). True when the address is this owner's, now or from before; false when another
   * browser holds it: typing the same name is not being the same person.
   */
  async claimFor(owner: string, email: string): Promise<boolean> {
    const earlier = await this.shared.claim('google:owner', email, owner, REMEMBER_MS);
    if (earlier !== undefined && earlier !== owner) return false;
    const names = await this.addressesOf(owner);
    if (!names.includes(email))
      await this.shared.publish('google:owned', owner, [...names, email], REMEMBER_MS);
    return true;
  }

  /** The addresses this browser holds, to offer on its next consent page. */
  async addressesOf(owner: string): Promise<string[]> {
    const names = await this.shared.read('google:owned', owner);
    return Array.isArray(names) ? names.filter((n): n is string => typeof n === 'string') : [];
  }

  async accountBySub(sub: string): Promise<SandboxGoogleAccount | undefined> {
    const email = await this.shared.read('google:account', sub);
    return typeof email === 'string' ? sandboxAccount(email) : undefined;
  }

  /** True the first time this client gets this account's consent, whichever replica asks. */
  async firstConsent(clientId: string, sub: string): Promise<boolean> {
    const earlier = await this.shared.claim(
      'google:consent',
      `${clientId}|${sub}`,
      true,
      REMEMBER_MS,
    );
    return earlier === undefined;
  }

  /** One RS256 key for every replica: the first to need one makes it, the others load it. */
  signingKey(): Promise<SigningKey> {
    this.keys ??= (async () => {
      const { privateKey, publicKey } = await generateKeyPair('RS256', { extractable: true });
      const exported = await exportJWK(publicKey);
      const mine = {
        private: await exportJWK(privateKey),
        jwk: { ...exported, kid: await calculateJwkThumbprint(exported), alg: 'RS256', use: 'sig' },
      };
      const kept =
        (await this.shared.claim('google:signing-key', 'rs256', mine, REMEMBER_MS)) ?? mine;
      const key = await importJWK(kept.private, 'RS256');
      return { privateKey: key as CryptoKey, jwk: kept.jwk };
    })();
    // A failed attempt (a database hiccup) is retried by the next caller instead of being kept.
    this.keys.catch(() => (this.keys = undefined));
    return this.keys;
  }
}
