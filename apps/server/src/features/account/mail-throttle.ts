import { ACCOUNT_MESSAGES } from '@socialpulse/contract';
import type { Db, DbOrTx } from '@/db/database';
import { deleteCounter, incrementCounters } from '@/features/auth/throttle-counters.repository';
import { AppError } from '@/lib/app-error';

export interface MailLimits {
  windowMs: number;
  /** Account emails (reset, verification) per address within the window, asked from anywhere. */
  perEmail: number;
  /** Account emails asked from one client address within the window, whichever the addresses. */
  perClient: number;
}

/** Enough for a typo and a retry; too few to flood somebody's mailbox through this server. */
export const DEFAULT_MAIL_LIMITS: MailLimits = {
  windowMs: 60 * 60 * 1000,
  perEmail: 3,
  perClient: 20,
};

const EMAIL_KEY = 'mail:email:';

/**
 * The login throttle's fixed-window counters, for the emails anyone can ask the server to send.
 * Counted whether or not an account uses the address, so being throttled reveals nothing.
 */
export class MailThrottle {
  constructor(
    private readonly db: Db,
    private readonly limits: MailLimits,
    private readonly now: () => Date,
  ) {}

  /** Counts one email; throws 429 with Retry-After when over a limit. */
  async reserve(email: string, client: string): Promise<void> {
    const now = this.now();
    const keys = [`${EMAIL_KEY}${email}`, `mail:client:${client}`];
    const counters = await incrementCounters(this.db, keys, this.limits.windowMs, now);
    const over = counters.filter((c) =>
      c.key.startsWith(EMAIL_KEY)
        ? c.count > this.limits.perEmail
        : c.count > this.limits.perClient,
    );
    if (over.length === 0) return;
    const endsAt = Math.max(...over.map((c) => c.windowStartedAt.getTime() + this.limits.windowMs));
    const seconds = Math.max(1, Math.ceil((endsAt - now.getTime()) / 1000));
    throw new AppError(429, 'RATE_LIMITED', ACCOUNT_MESSAGES.tooManyEmails, {
      headers: { 'retry-after': String(seconds) },
    });
  }
}

/** Forgets the counter that names this (normalised) email: a deleted account's. */
export function forgetMailCounters(db: DbOrTx, email: string): Promise<void> {
  return deleteCounter(db, `${EMAIL_KEY}${email}`);
}
