import { simpleParser, type ParsedMail } from 'mailparser';
import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

/**
 * A real SMTP server that keeps every mail it receives, parsed. Shared by the server's tests and
 * the end-to-end journeys (through the package export `@socialpulse/server/test/smtp-catcher`), so
 * it imports nothing of the app and no test runner.
 */
export interface SmtpCatcher {
  port: number;
  mails: ParsedMail[];
  close(): Promise<void>;
}

/** Listens on 127.0.0.1 at `port` (0: a free one). */
export async function startSmtpCatcher(port = 0): Promise<SmtpCatcher> {
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
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  return {
    port: (server.server.address() as AddressInfo).port,
    mails,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** The first link in a mail's text that goes to `path` on the app, and its token. */
export function linkIn(mail: ParsedMail, path: string): { url: string; token: string } {
  const match = new RegExp(`https?://\\S+${path}\\?token=([\\w%-]+)`, 'u').exec(mail.text ?? '');
  if (!match?.[1]) throw new Error(`no ${path} link in the mail: ${mail.text ?? ''}`);
  return { url: match[0], token: decodeURIComponent(match[1]) };
}
