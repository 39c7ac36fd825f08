import { SandboxFaults } from '@/platforms/sandbox/faults';
import { SandboxOAuthStore } from '@/platforms/sandbox/oauth-store';

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
  readonly faults = new SandboxFaults();
  readonly store: SandboxOAuthStore;
  readonly now: () => Date;
  readonly rateLimitOverride: number | undefined;
  private readonly windows = new Map<string, { start: number; used: number }>();

  constructor(options: Omit<TwitterSandboxOptions, 'state'> = {}) {
    this.now = options.now ?? (() => new Date());
    this.rateLimitOverride = options.rateLimitOverride;
    this.store = new SandboxOAuthStore({
      now: this.now,
      prefix: 'x',
      accessTtlSeconds: options.accessTtlSeconds ?? 7200,
      // The authorization code is valid for 30 seconds only (platforms.md 5.2).
      codeTtlSeconds: 30,
      rotateRefresh: true,
      revokeFamilyOnAccess: false,
    });
  }

  /** Per user and endpoint, 15-minute windows. */
  hit(key: string, limit: number): RateWindow {
    const effective = this.rateLimitOverride ?? limit;
    const now = this.now().getTime();
    let window = this.windows.get(key);
    if (!window || now - window.start >= WINDOW_MS) {
      window = { start: now, used: 0 };
      this.windows.set(key, window);
    }
    window.used += 1;
    return {
      limit: effective,
      remaining: Math.max(0, effective - window.used),
      reset: Math.ceil((window.start + WINDOW_MS) / 1000),
      exceeded: window.used > effective,
    };
  }
}
