import { SandboxFaults } from '@/platforms/sandbox/faults';
import { SandboxOAuthStore } from '@/platforms/sandbox/oauth-store';
import { MemorySharedState, type SandboxSharedState } from '@/platforms/sandbox/shared-state';

export interface RedditSandboxOptions {
  now?: () => Date;
  /** Shown on the consent page. */
  appName?: string;
  /** When set, authorize accepts only these redirect URIs, like the single URI registered on a real app. */
  redirectUris?: string[];
  accessTtlSeconds?: number;
  /** Requests per client id per window (Reddit: 1000 per 600 s). */
  rateLimitPerWindow?: number;
  rateLimitWindowSeconds?: number;
  /** Since 2025 Reddit's 429 is usually 0 bytes; older answers carried JSON. */
  rateLimitBody?: 'empty' | 'json';
  /** Serve `/__sandbox/*` fault and token switches; tests only (default false). */
  controlRoutes?: boolean;
  /** Pass one in to drive faults and tokens from tests. */
  state?: RedditSandboxState;
  /** What replicas share (shared-state.ts); default: this process only. */
  shared?: SandboxSharedState;
}

export interface RateWindow {
  used: number;
  remaining: number;
  resetSeconds: number;
  exceeded: boolean;
}

export class RedditSandboxState {
  readonly faults: SandboxFaults;
  readonly store: SandboxOAuthStore;
  readonly now: () => Date;
  readonly perWindow: number;
  readonly windowMs: number;
  private readonly shared: SandboxSharedState;

  constructor(options: Omit<RedditSandboxOptions, 'state'> = {}) {
    this.now = options.now ?? (() => new Date());
    this.shared = options.shared ?? new MemorySharedState();
    this.faults = new SandboxFaults('reddit', this.shared);
    this.perWindow = options.rateLimitPerWindow ?? 1000;
    this.windowMs = (options.rateLimitWindowSeconds ?? 600) * 1000;
    this.store = new SandboxOAuthStore({
      now: this.now,
      prefix: 'rd',
      accessTtlSeconds: options.accessTtlSeconds ?? 86_400,
      codeTtlSeconds: 600,
      rotateRefresh: true,
      revokeFamilyOnAccess: false,
      shared: this.shared,
    });
  }

  /** Counts one request for the client's window, as Reddit does per OAuth client id, across replicas. */
  async hit(clientId: string): Promise<RateWindow> {
    const now = this.now().getTime();
    const window = await this.shared.hit('reddit:rate', clientId, this.windowMs, now);
    return {
      used: Math.min(window.count, this.perWindow),
      remaining: Math.max(0, this.perWindow - window.count),
      resetSeconds: Math.max(1, Math.ceil((window.windowStart + this.windowMs - now) / 1000)),
      exceeded: window.count > this.perWindow,
    };
  }
}
