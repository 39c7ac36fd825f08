import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { DbOrTx } from '@/db/database';
import { useTicketNonce } from '@/features/summaries/used-stream-tickets.repository';
import { deriveKey } from '@/lib/derive-key';

/** How long a ticket may wait before it is used. */
export const STREAM_TICKET_TTL_MS = 30_000;

export interface StreamTicketOwner {
  userId: string;
  sessionId: string;
}

/**
 * Tickets for GET /summaries/events (docs/decisions/0009-summary-status-push.md). EventSource
 * cannot send an Authorization header, and an access token in a URL would outlive the request in
 * proxy logs and browser history, so an authenticated POST hands out a ticket instead: signed
 * (any replica can check it), valid 30 seconds, naming the user and the session, used once across
 * every replica (its nonce is recorded in `used_stream_tickets`, which the
 * summaries.purge-stream-tickets job empties of expired ones). Taking one also re-checks the
 * session, so a ticket dies with its logout.
 */
export class StreamTickets {
  readonly #key: Uint8Array;

  constructor(
    appSecret: string,
    private readonly db: DbOrTx,
    private readonly now: () => number = Date.now,
  ) {
    this.#key = deriveKey(appSecret, 'stream-ticket');
  }

  issue(owner: StreamTicketOwner): { ticket: string; expiresAt: number } {
    const expiresAt = this.now() + STREAM_TICKET_TTL_MS;
    const nonce = randomBytes(12).toString('base64url');
    const body = `${owner.userId}.${owner.sessionId}.${expiresAt}.${nonce}`;
    return { ticket: `${body}.${this.#sign(body)}`, expiresAt };
  }

  /** The owner of a good, unexpired, unused ticket (which is then used up), or null. */
  async take(ticket: string): Promise<StreamTicketOwner | null> {
    const parts = ticket.split('.');
    if (parts.length !== 5) return null;
    const [userId, sessionId, expires, nonce, signature] = parts as [
      string,
      string,
      string,
      string,
      string,
    ];
    const body = `${userId}.${sessionId}.${expires}.${nonce}`;
    const expected = Buffer.from(this.#sign(body));
    const given = Buffer.from(signature);
    if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
    const expiresAt = Number(expires);
    const now = this.now();
    if (!Number.isSafeInteger(expiresAt) || expiresAt <= now) return null;
    // Checked last, so a forged or expired ticket never writes a row.
    if (!(await useTicketNonce(this.db, nonce, new Date(expiresAt)))) return null;
    return { userId, sessionId };
  }

  #sign(body: string): string {
    return createHmac('sha256', this.#key).update(body).digest('base64url');
  }
}
