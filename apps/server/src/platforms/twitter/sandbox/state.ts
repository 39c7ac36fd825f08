import { SandboxFaults } from '@/platforms/sandbox/faults';
import { SandboxOAuthStore } from '@/platforms/sandbox/oauth-store';
import { MemorySharedState, type SandboxSharedState } from '@/platforms/sandbox/shared-state';

export interface TwitterSandboxOptions {
  now?: () => Date;
  appName?: string;
  redirectUris?: string[];
  /** X access tokens last two hours. */
  accessTtlSeconds?: number;
  /** Overrides every endpoint's per-15-minute limit (tests use a small one to hit a natural 429). */
  rateLimitOverride?: number;
  /** Serve `/__sandbox/*` fault and token switches; tests only (default false). */
  controlRoutes?: boolean;
  state?: TwitterSandboxState;
  /** What replicas share (shared-state.ts); default: this process only. */
  shared?: SandboxSharedState;
}

export interface RateWindow {
  limit: number;
  remaining: number;
  /** Epoch seconds, as X sends it (unlike Reddit's seconds-remaining). */
  reset: number;
  exceeded: boolean;
}

const WINDOW_MS = 15 * 60_000;

export class TwitterSandboxState {
  readonly faults: SandboxFaults;
  readonly store: SandboxOAuthStore;
  readonly now: () => Date;
  readonly rateLimitOverride: number | undefined;
  private readonly shared: SandboxSharedState;

  constructor(options: Omit<TwitterSandboxOptions, 'state'> = {}) {
    this.now = options.now ?? (() => new Date());
    this.rateLimitOverride = options.rateLimitOverride;
    this.shared = options.shared ?? new MemorySharedState();
    this.faults = new SandboxFaults('twitter', this.shared);
    this.store = new SandboxOAuthStore({
      now: this.now,
      prefix: 'x',
      accessTtlSeconds: options.accessTtlSeconds ?? 7200,
      // The authorization code is valid for 30 seconds only.
      codeTtlSeconds: 30,
      rotateRefresh: true,
      revokeFamilyOnAccess: false,
      shared: this.shared,
    });
  }

  /** Per user and endpoint, 15-minute windows. */
  async hit(key: string, limit: number): Promise<RateWindow> {
    const effective = this.rateLimitOverride ?? limit;
    const now = this.now().getTime();
    const window = await this.shared.hit('twitter:rate', key, WINDOW_MS, now);
    return {
      limit: effective,
      remaining: Math.max(0, effective - window.count),
      reset: Math.ceil((window.windowStart + WINDOW_MS) / 1000),
      exceeded: window.count > effective,
    };
  }
}
