import { ACCOUNT_MESSAGES, VERIFY_LINK_HOURS, isSandboxEmail } from '@socialpulse/contract';
import type { Db } from '@/db/database';
import { verificationEmail } from '@/features/account/account-emails';
import { hashLinkToken, newLinkToken, verifyEmailUrl } from '@/features/account/account-links';
import type { AccountMail } from '@/features/account/account-mail';
import {
  consumeAccountToken,
  insertAccountToken,
  spendOpenTokens,
} from '@/features/account/account-tokens.repository';
import type { MailThrottle } from '@/features/account/mail-throttle';
import { AUTH_ERRORS } from '@/features/auth/auth.service';
import { findUserById, markEmailVerified, type UserRow } from '@/features/auth/users.repository';
import { AppError } from '@/lib/app-error';

const HOUR_MS = 60 * 60 * 1000;

/**
 * Proving an address by the link sent to it. `isEmailVerified` is set here (the link) or by an
 * identity provider that vouches for the address; nothing else sets it (docs/decisions/0049).
 */
export class EmailVerificationService {
  constructor(
    private readonly db: Db,
    private readonly mailThrottle: MailThrottle,
    private readonly mail: AccountMail,
    private readonly now: () => Date,
  ) {}

  /** After a password registration: a link when mail is configured, nothing otherwise. */
  afterRegistration(user: UserRow): void {
    if (!this.mail.available || user.isEmailVerified || isSandboxEmail(user.email)) return;
    this.newLink(user)
      .then((url) => this.mail.sendLater(verificationEmail(user.email, url)))
      .catch(() => undefined);
  }

  /** "Resend": a new link (the older ones stop working), sent before answering. */
  async resend(userId: string, client: string): Promise<void> {
    this.mail.assertAvailable(ACCOUNT_MESSAGES.verificationUnavailable);
    const user = await findUserById(this.db, userId);
    if (!user) throw new AppError(401, 'INVALID_TOKEN', AUTH_ERRORS.userGone);
    if (user.isEmailVerified) throw new AppError(409, 'CONFLICT', ACCOUNT_MESSAGES.alreadyVerified);
    await this.mailThrottle.reserve(user.email, client);
    await this.mail.send(verificationEmail(user.email, await this.newLink(user)));
  }

  /** Opens a link: signed in or not, the link alone proves the address it was sent to. */
  async verify(token: string): Promise<void> {
    const now = this.now();
    const verified = await this.db.transaction(async (tx) => {
      const row = await consumeAccountToken(tx, 'email_verification', hashLinkToken(token), now);
      return row ? markEmailVerified(tx, row.userId, row.email, now) : false;
    });
    if (!verified)
      throw new AppError(400, 'BAD_REQUEST', ACCOUNT_MESSAGES.verifyLinkInvalid, {
        errors: [{ field: 'token', message: ACCOUNT_MESSAGES.verifyLinkInvalid }],
      });
  }

  private async newLink(user: UserRow): Promise<string> {
    const now = this.now();
    const { token, hash } = newLinkToken();
    await this.db.transaction(async (tx) => {
      await spendOpenTokens(tx, user.id, 'email_verification', now);
      await insertAccountToken(tx, {
        userId: user.id,
        purpose: 'email_verification',
        tokenHash: hash,
        email: user.email,
        expiresAt: new Date(now.getTime() + VERIFY_LINK_HOURS * HOUR_MS),
      });
    });
    return verifyEmailUrl(this.mail.publicUrl, token);
  }
}
