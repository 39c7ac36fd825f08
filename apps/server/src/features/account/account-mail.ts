import type { FastifyBaseLogger } from 'fastify';
import { ACCOUNT_MESSAGES } from '@socialpulse/contract';
import type { Mailer, OutgoingEmail } from '@/features/email/mailer';
import { AppError } from '@/lib/app-error';

/**
 * The emails about the account itself (reset links, verification links), sent by the API process.
 * Without SMTP_URL there is no mailer, and whatever needs one says so instead of pretending.
 */
export class AccountMail {
  constructor(
    private readonly mailer: Mailer | undefined,
    readonly publicUrl: string,
    private readonly log: FastifyBaseLogger,
  ) {}

  get available(): boolean {
    return this.mailer !== undefined;
  }

  /**
   * Throws 403 with `message` when this server cannot send email: switched off by configuration,
   * like a password login under PASSWORD_LOGIN=off, rather than a service that is down.
   */
  assertAvailable(message: string = ACCOUNT_MESSAGES.mailUnavailable): Mailer {
    if (!this.mailer) throw new AppError(403, 'FORBIDDEN', message);
    return this.mailer;
  }

  /** Sends and waits: the caller reports a refusal (an administrator, a user resending). */
  async send(email: OutgoingEmail): Promise<void> {
    const mailer = this.assertAvailable();
    try {
      await mailer.send(email);
    } catch (error) {
      this.log.warn({ err: error }, 'an account email could not be sent');
      throw new AppError(503, 'SERVICE_UNAVAILABLE', ACCOUNT_MESSAGES.sendFailed, { cause: error });
    }
  }

  /**
   * Sends without waiting: the answer must not take longer when the address has an account (the
   * forgot-password form would tell who is registered) nor fail because the mail server is slow.
   */
  sendLater(email: OutgoingEmail): void {
    const mailer = this.mailer;
    if (!mailer) return;
    mailer.send(email).catch((error: unknown) => {
      this.log.warn({ err: error }, 'an account email could not be sent');
    });
  }
}
