import { simpleParser, type ParsedMail } from 'mailparser';
import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { expect } from 'vitest';
import { createSmtpMailer, type Mailer } from '@/features/email/mailer';

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
  const mails: ParsedMail[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, _session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (c: Buffer) => chunks.push(c));
      stream.on('end', () => {
        simpleParser(Buffer.concat(chunks))
          .then((mail) => mails.push(mail))
          .finally(() => callback())
          .catch(() => undefined);
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  const url = `smtp://127.0.0.1:${port}`;
  const mailer = createSmtpMailer({
    url,
    from: 'Pulse <pulse@localhost>',
  });
  return {
    url,
    mailer,
    mails,
    async waitFor(count) {
      await expect
        .poll(() => mails.length, { timeout: 10_000, interval: 20 })
        .toBeGreaterThanOrEqual(count);
      return mails;
    },
    async close() {
      mailer.close();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

/** The first link in a mail's text that goes to `path` on the app, and its token. */
export function linkIn(mail: ParsedMail, path: string): { url: string; token: string } {
  const match = new RegExp(`https?://\\S+${path}\\?token=([\\w%-]+)`, 'u').exec(mail.text ?? '');
  if (!match?.[1]) throw new Error(`no ${path} link in the mail: ${mail.text ?? ''}`);
  return { url: match[0], token: decodeURIComponent(match[1]) };
}
