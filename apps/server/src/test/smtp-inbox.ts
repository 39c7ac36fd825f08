import type { ParsedMail } from 'mailparser';
import { expect } from 'vitest';
import { createSmtpMailer, type Mailer } from '@/features/email/mailer';
import { startSmtpCatcher } from '@/test/smtp-catcher';

export { linkIn } from '@/test/smtp-catcher';

/** A real SMTP server on a free port, and a mailer that sends to it; mails are parsed as received. */
export interface SmtpInbox {
  /** Its address, for processes of their own (SMTP_URL). */
  url: string;
  mailer: Mailer;
  mails: ParsedMail[];
  /** Waits until `count` mails have arrived in all (polling; the app sends some after answering). */
  waitFor(count: number): Promise<ParsedMail[]>;
  close(): Promise<void>;
}

export async function startSmtpInbox(): Promise<SmtpInbox> {
  const catcher = await startSmtpCatcher();
  const url = `smtp://127.0.0.1:${catcher.port}`;
  const mailer = createSmtpMailer({
    url,
    from: 'Pulse <pulse@localhost>',
  });
  return {
    url,
    mailer,
    mails: catcher.mails,
    async waitFor(count) {
      await expect
        .poll(() => catcher.mails.length, { timeout: 10_000, interval: 20 })
        .toBeGreaterThanOrEqual(count);
      return catcher.mails;
    },
    async close() {
      mailer.close();
      await catcher.close();
    },
  };
}
