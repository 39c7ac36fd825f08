import type { Db, DbOrTx } from '@/db/database';
import { AppError } from '@/lib/app-error';
import {
  type CounterState,
  decrementCounter,
  deleteCounter,
  deleteCountersNaming,
  incrementCounters,
} from '@/features/auth/throttle-counters.repository';

export interface LoginLimits {
  windowMs: number;
  /** Failed logins per email within the window, from all addresses together. */
  perAccount: number;
  /** Failed logins per email from one client address within the window. */
  perAccountAddress: number;
  /** Failed logins per client address within the window, before it is held to one try per email. */
  perAddress: number;
}

/**
 * An attacker at one address gets 5 guesses per account; locking the owner out altogether takes 10
 * failures, so it needs more than one address, and guessing from many addresses is still capped.
 */
export const DEFAULT_LOGIN_LIMITS: LoginLimits = {
  windowMs: 15 * 60 * 1000,
  perAccount: 10,
  perAccountAddress: 5,
  perAddress: 20,
};

export function tooManyAttemptsMessage(retryAfterSeconds: number): string {
  const minutes = Math.max(1, Math.ceil(retryAfterSeconds / 60));
  return `Too many login attempts. Please try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`;
}

interface Keys {
  account: string;
  accountAddress: string;
  address: string;
}

/**
 * Counts logins per account, per account and address, and per address in the database, so every
 * API replica enforces the same limits. Each attempt is counted before its password is checked, in
 * one statement that also returns the counts (see incrementCounters): of N simultaneous attempts at
 * most the limit get to the check. A correct password gives its count back, so the counters hold
 * failures (plus attempts still being checked). The account key is counted whether or not the
 * email exists, so being throttled reveals nothing about registration.
 *
 * The address limit never locks an address out: behind a reverse proxy every user may share one.
 * Past it, the address is held to one try per account per window, so a correct password of an
 * account with no failures of its own from there still signs in at once, while someone spraying
 * from it gets one guess per account instead of `perAccountAddress`.
 */
export class LoginThrottle {
  constructor(
    private readonly db: Db,
    private readonly limits: LoginLimits,
    private readonly now: () => Date,
  ) {}

  /** Counts one attempt; throws 429 with Retry-After (counting nothing) when over a limit. */
  async reserveAttempt(email: string, address: string): Promise<void> {
    const keys = this.keys(email, address);
    const now = this.now();
    const all = [keys.account, keys.accountAddress, keys.address];
    const counters = await incrementCounters(this.db, all, this.limits.windowMs, now);
    const retryAfterMs = this.blockedForMs(keys, counters, now.getTime());
    if (retryAfterMs <= 0) return;
    // A refused attempt checked no password: it is no failure, and must not lengthen anyone's lock.
    for (const key of all) await decrementCounter(this.db, key);
    const seconds = Math.max(1, Math.ceil(retryAfterMs / 1000));
    throw new AppError(429, 'RATE_LIMITED', tooManyAttemptsMessage(seconds), {
      headers: { 'retry-after': String(seconds) },
    });
  }

  /**
   * The reserved attempt had the right password: it forgives the account's failures; the address
   * keeps its count of failures, less this attempt, which was none.
   */
  async recordSuccess(email: string, address: string): Promise<void> {
    const keys = this.keys(email, address);
    // One row per statement: several rows in one could deadlock with a concurrent reservation.
    await deleteCounter(this.db, keys.account);
    await deleteCounter(this.db, keys.accountAddress);
    await decrementCounter(this.db, keys.address);
  }

  /** How long until every limit this attempt is over lifts; 0 when it is within them all. */
  private blockedForMs(keys: Keys, counters: CounterState[], now: number): number {
    const byKey = new Map(counters.map((c) => [c.key, c]));
    const account = byKey.get(keys.account);
    const accountAddress = byKey.get(keys.accountAddress);
    const address = byKey.get(keys.address);
    if (!account || !accountAddress || !address) throw new Error('a throttle counter is missing');
    const endsIn = (c: CounterState) => c.windowStartedAt.getTime() + this.limits.windowMs - now;

    let blockedMs = 0;
    if (account.count > this.limits.perAccount) blockedMs = Math.max(blockedMs, endsIn(account));
    if (accountAddress.count > this.limits.perAccountAddress)
      blockedMs = Math.max(blockedMs, endsIn(accountAddress));
    // Lifts when either the address cools down or its try at this account is a new window's first.
    if (address.count > this.limits.perAddress && accountAddress.count > 1)
      blockedMs = Math.max(blockedMs, Math.min(endsIn(address), endsIn(accountAddress)));
    return blockedMs;
  }

  private keys(email: string, address: string): Keys {
    return {
      account: `${ACCOUNT_KEY}${email}`,
      // An address never contains "|", so the pair key is unambiguous whatever the email holds.
      accountAddress: `${ACCOUNT_ADDRESS_KEY}${address}|${email}`,
      address: `login:address:${address}`,
    };
  }
}

const ACCOUNT_KEY = 'login:account:';
const ACCOUNT_ADDRESS_KEY = 'login:account-address:';

/** Forgets every login counter that names this (normalised) email: a deleted account's. */
export function forgetLoginCounters(db: DbOrTx, email: string): Promise<void> {
  return deleteCountersNaming(db, {
    key: `${ACCOUNT_KEY}${email}`,
    pairPrefix: ACCOUNT_ADDRESS_KEY,
    email,
  });
}
