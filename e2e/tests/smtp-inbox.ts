import { test } from '@playwright/test';
import type { ParsedMail } from 'mailparser';
import { startSmtpCatcher, type SmtpCatcher } from '@socialpulse/server/test/smtp-catcher';
import { e2eSmtpPort } from './smtp-port';

/**
 * Runs the SMTP server the app under test mails to, for the tests of the calling file. The server's
 * own tests use the same catcher, so a mail is received and parsed the same way in both.
 */
export function useSmtpInbox(): { readonly mails: ParsedMail[] } {
  let catcher: SmtpCatcher | undefined;
  test.beforeAll(async () => {
    catcher = await startSmtpCatcher(e2eSmtpPort());
  });
  test.afterAll(async () => {
    await catcher?.close();
  });
  const none: ParsedMail[] = [];
  return {
    get mails() {
      return catcher?.mails ?? none;
    },
  };
}
