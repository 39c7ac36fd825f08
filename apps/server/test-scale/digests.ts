import type { AddressInfo } from 'node:net';
import { simpleParser } from 'mailparser';
import { pino } from 'pino';
import pg from 'pg';
import { SMTPServer } from 'smtp-server';
import { createDatabase } from '@/db/create-database';
import { digestsDueJob } from '@/jobs/digests-due.job';
import { JobQueue } from '@/jobs/job-queue';

/** The SMTP server the workers deliver digests to: every message kept, counted by recipient. */
export class DigestInbox {
  private readonly messages: Promise<string>[] = [];
  private readonly server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData: (stream, _session, callback) => {
      this.messages.push(
        simpleParser(stream).then((mail) => {
          callback();
          const to = Array.isArray(mail.to) ? mail.to[0] : mail.to;
          return to?.value[0]?.address ?? '';
        }),
      );
    },
  });
  url = '';

  async start(): Promise<void> {
    await new Promise<void>((resolve) => this.server.listen(0, '127.0.0.1', resolve));
    const { port } = this.server.server.address() as AddressInfo;
    this.url = `smtp://127.0.0.1:${port}`;
  }

  count(): number {
    return this.messages.length;
  }

  async countsByRecipient(): Promise<Record<string, number>> {
    const counts: Record<string, number> = {};
    for (const to of await Promise.all(this.messages)) counts[to] = (counts[to] ?? 0) + 1;
    return counts;
  }

  close(): Promise<void> {
    return new Promise((resolve) => this.server.close(() => resolve()));
  }
}

/** Every digest subscription falls due at `at`, as its scheduled time coming round would make it. */
export async function dueDigests(url: string, at: Date): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  await client.query('update digest_subscriptions set next_run_at = $1', [at]);
  await client.end();
}

/** Tells the scheduler now, as its minute tick would: one `digests.due` job for the workers. */
export async function sendDigestsDue(url: string): Promise<void> {
  const database = await createDatabase({ kind: 'postgres', url });
  const queue = await JobQueue.start(database, pino({ level: 'silent' }), {
    work: false,
    jobs: [digestsDueJob],
  });
  await queue.send('digests.due', {});
  await queue.stop(1_000);
  await database.close();
}
