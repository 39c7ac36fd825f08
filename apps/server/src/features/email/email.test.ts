import { eq } from 'drizzle-orm';
import type { AddressInfo } from 'node:net';
import { simpleParser, type ParsedMail } from 'mailparser';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Database } from '@/db/database';
import { userSettings, users } from '@/db/schema';
import { ConnectionAccess } from '@/features/connections/connection-access';
import { ConnectionSecrets } from '@/features/connections/connection-secrets';
import { EmailNotifier } from '@/features/email/email-notifier';
import { EmailUnsubscribe, emailUnsubscribeTokens } from '@/features/email/email-unsubscribe';
import { createSmtpMailer, type Mailer } from '@/features/email/mailer';
import { AlertScanner } from '@/features/keyword-alerts/alert-scanner';
import { refreshPulse } from '@/features/pulse/pulse-refresh';
import { silentLog } from '@/features/pulse/pulse-test-kit';
import { SecretBox } from '@/lib/secret-box';
import { createPlatformsFromEnv } from '@/config/platforms';
import { seedItem } from '@/test/content';
import { insertTestKeyword, insertTestUser } from '@/test/keywords';
import { TEST_SECRET, testEnv } from '@/test/test-app';
import { markVerified } from '@/test/users';
import { createTestDatabase, testDatabaseMode } from '@/test/test-database';

interface Received {
  to: string[];
  body: string;
}

let database: Database;
let server: SMTPServer;
let mailer: Mailer;
const inbox: Received[] = [];

beforeAll(async () => {
  database = await createTestDatabase();
  server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (c: Buffer) => chunks.push(c));
      stream.on('end', () => {
        inbox.push({
          to: session.envelope.rcptTo.map((r) => r.address),
          body: Buffer.concat(chunks).toString('utf8'),
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  mailer = createSmtpMailer({ url: `smtp://127.0.0.1:${port}`, from: 'Pulse <pulse@localhost>' });
});
afterAll(async () => {
  mailer.close();
  await new Promise<void>((resolve) => server.close(() => resolve()));
  await database.close();
});
beforeEach(() => {
  inbox.length = 0;
});

function headerLine(mail: ParsedMail, name: string): string | undefined {
  return mail.headerLines.find((h) => h.key === name)?.line.replace(/^[^:]+:\s*/u, '');
}

/** The notifier as main.ts builds it; links point at a made-up public address. */
function notifier(): EmailNotifier {
  const links = new EmailUnsubscribe(
    database.db,
    emailUnsubscribeTokens(TEST_SECRET),
    'https://pulse.example',
  );
  return new EmailNotifier(database.db, mailer, silentLog, links);
}

async function userWithEmail(on: boolean, verified = true): Promise<{ id: string; email: string }> {
  const id = await insertTestUser(database.db);
  if (verified) await markVerified(database.db, id);
  await database.db
    .insert(userSettings)
    .values({ userId: id, settings: { emailNotifications: on } });
  const [row] = await database.db.select().from(users).where(eq(users.id, id));
  return { id, email: row!.email };
}

describe(`email notifications through a local SMTP server (${testDatabaseMode()})`, () => {
  it('new keyword alerts of a scan run: one email per user who opted in, none otherwise', async () => {
    const on = await userWithEmail(true);
    const off = await userWithEmail(false);
    for (const user of [on, off]) await insertTestKeyword(database.db, user.id, 'sourdough');
    const items = [
      await seedItem(database.db, { text: 'My sourdough starter finally doubled.' }, [
        on.id,
        off.id,
      ]),
      await seedItem(database.db, { text: 'Sourdough schedule for a workday.' }, [on.id, off.id]),
    ];
    const scan = await new AlertScanner(database.db).scanItems(items.map((i) => i.id));
    expect(scan.created.length).toBe(4);
    expect(await notifier().notifyAlerts(scan.created)).toBe(1);
    expect(inbox).toHaveLength(1);
    expect(inbox[0]!.to).toEqual([on.email]);
    expect(inbox[0]!.body).toContain('2 new keyword alerts');
    // Every notification email can be stopped from the mail client (RFC 8058) or its footer.
    const mail = await simpleParser(inbox[0]!.body);
    const url = headerLine(mail, 'list-unsubscribe')?.slice(1, -1);
    expect(url).toMatch(/^https:\/\/pulse\.example\/api\/email\/unsubscribe\?token=.+/u);
    expect(headerLine(mail, 'list-unsubscribe-post')).toBe('List-Unsubscribe=One-Click');
    expect(mail.text).toContain(`Unsubscribe: ${url}`);
  });

  it('an address nobody has verified gets no alert email, even opted in', async () => {
    const unverified = await userWithEmail(true, false);
    await insertTestKeyword(database.db, unverified.id, 'kombucha');
    const item = await seedItem(database.db, { text: 'Kombucha second fermentation.' }, [
      unverified.id,
    ]);
    const scan = await new AlertScanner(database.db).scanItems([item.id]);
    expect(scan.created.length).toBe(1);
    expect(await notifier().notifyAlerts(scan.created)).toBe(0);
    expect(inbox).toEqual([]);
  });

  it('the daily Pulse: emailed once per day to users who opted in', async () => {
    const platforms = createPlatformsFromEnv(testEnv());
    const access = new ConnectionAccess(
      database.db,
      platforms,
      new ConnectionSecrets(new SecretBox(TEST_SECRET)),
      () => new Date(),
      silentLog,
    );
    const morning = new Date();
    morning.setUTCHours(9, 0, 0, 0);
    const email = notifier();
    const deps = { db: database.db, access, now: () => morning, log: silentLog, email };
    const on = await userWithEmail(true);
    const off = await userWithEmail(false);
    expect(await refreshPulse(deps, on.id)).toEqual({ emailed: true });
    expect(await refreshPulse(deps, on.id)).toEqual({ emailed: false });
    expect(await refreshPulse(deps, off.id)).toEqual({ emailed: false });
    expect(inbox).toHaveLength(1);
    expect(inbox[0]!.to).toEqual([on.email]);
    expect(inbox[0]!.body).toContain('Your Pulse for today');
    expect(headerLine(await simpleParser(inbox[0]!.body), 'list-unsubscribe')).toMatch(
      /^<https:\/\/pulse\.example\/api\/email\/unsubscribe\?token=.+>$/u,
    );
  });

  it('without SMTP there is no notifier, so nothing is sent', async () => {
    const on = await userWithEmail(true);
    const platforms = createPlatformsFromEnv(testEnv());
    const access = new ConnectionAccess(
      database.db,
      platforms,
      new ConnectionSecrets(new SecretBox(TEST_SECRET)),
      () => new Date(),
      silentLog,
    );
    const noon = new Date();
    noon.setUTCHours(12, 0, 0, 0);
    const deps = { db: database.db, access, now: () => noon, log: silentLog };
    expect(await refreshPulse(deps, on.id)).toEqual({ emailed: false });
    expect(testEnv().smtp).toBeUndefined();
    expect(inbox).toHaveLength(0);
  });
});
