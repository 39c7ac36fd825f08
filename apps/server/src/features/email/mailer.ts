import nodemailer from 'nodemailer';
import type { SmtpEnv } from '@/config/services-env';

export interface OutgoingEmail {
  to: string;
  subject: string;
  text: string;
  html: string;
  /** Extra header lines, e.g. List-Unsubscribe (RFC 2369) and List-Unsubscribe-Post (RFC 8058). */
  headers?: Record<string, string>;
  /**
   * The Message-ID, `<local@domain>`, when a resend must read as the same message (mail clients
   * show one of several copies with one id); absent, the transport makes a fresh one.
   */
  messageId?: string;
}

/** Sends one email; rejects when the server refuses it. */
export interface Mailer {
  send(email: OutgoingEmail): Promise<void>;
  close(): void;
}

/** An SMTP mailer on SMTP_URL (smtp:// or smtps://, credentials in the URL), from SMTP_FROM. */
export function createSmtpMailer(smtp: SmtpEnv): Mailer {
  const transport = nodemailer.createTransport(smtp.url);
  return {
    async send(email) {
      await transport.sendMail({ from: smtp.from, ...email });
    },
    close() {
      transport.close();
    },
  };
}
