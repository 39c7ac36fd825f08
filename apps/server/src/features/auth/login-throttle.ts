import type { Db } from '@/db/database';
import { AppError } from '@/lib/app-error';
import {
  deleteCounter,
  incrementCounter,
  readCounters,
} from '@/features/auth/throttle-counters.repository';

export interface LoginLimits {
  windowMs: number;
  /** Failed logins per email within the window. */
  perAccount: number;
  /** Failed logins per client address within the window (slows spraying many emails). */
  perAddress: number;
}

export const DEFAULT_LOGIN_LIMITS: LoginLimits = {
  windowMs: 15 * 60 * 1000,
  perAccount: 5,
  perAddress: 20,
};

export function tooManyAttemptsMessage(retryAfterSeconds: number): string {
  const minutes = Math.max(1, Math.ceil(retryAfterSeconds / 60));
  return `Too many login attempts. Please try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`;
}

/**
 * Counts failed logins per account and per address in the database, so every API replica enforces
 * the same limits. The account key is counted whether or not the email exists, so being throttled
 * reveals nothing about registration.
 */
export class LoginThrottle {
  constructor(
    private readonly db: Db,
    private readonly limits: LoginLimits,
    private readonly now: () => Date,
  ) {}

  /** Throws 429 with Retry-After while either counter is at its limit. */
  async assertAllowed(email: string, address: string): Promise<void> {
    const accountKey = this.accountKey(email);
    const addressKey = this.addressKey(address);
    const counters = await readCounters(this.db, [accountKey, addressKey]);
    const now = this.now().getTime();
    let retryAfterMs = 0;
    for (const counter of counters) {
      const limit = counter.key === accountKey ? this.limits.perAccount : this.limits.perAddress;
      const windowEndsAt = counter.windowStartedAt.getTime() + this.limits.windowMs;
      if (counter.count >= limit && windowEndsAt > now)
        retryAfterMs = Math.max(retryAfterMs, windowEndsAt - now);
    }
    if (retryAfterMs > 0) {
      const seconds = Math.ceil(retryAfterMs / 1000);
      throw new AppError(429, 'RATE_LIMITED', tooManyAttemptsMessage(seconds), {
        headers: { 'retry-after': String(seconds) },
      });
    }
  }

  async recordFailure(email: string, address: string): Promise<void> {
    const now = this.now();
    await incrementCounter(this.db, this.accountKey(email), this.limits.windowMs, now);
    await incrementCounter(this.db, this.addressKey(address), this.limits.windowMs, now);
  }

  /** A successful login forgives the account's failures; the address keeps its count. */
  async recordSuccess(email: string): Promise<void> {
    await deleteCounter(this.db, this.accountKey(email));
  }

  private accountKey(email: string): string {
    return `login:account:${email}`;
  }

  private addressKey(address: string): string {
    return `login:address:${address}`;
  }
}
