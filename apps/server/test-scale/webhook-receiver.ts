import { createHmac, timingSafeEqual } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

/** One POST the receiver got, and whether its Standard Webhooks signature held. */
export interface ReceivedWebhook {
  at: number;
  id: string;
  path: string;
  runId: string | undefined;
  signed: boolean;
}

/**
 * A webhook receiver as a user would write one: a plain HTTP server that checks each request's
 * `webhook-signature` against the secret of the address it came to, written from the Standard
 * Webhooks rules rather than with the app's own signing code, so a wrong signature cannot pass
 * by agreeing with itself. Every request is kept, duplicates included: counting them is the point.
 */
export class WebhookReceiver {
  readonly received: ReceivedWebhook[] = [];
  private readonly secrets = new Map<string, string>();
  private server: Server | undefined;
  private port = 0;

  async start(): Promise<void> {
    this.server = createServer((req, res) => {
      const chunks: Buffer[] = [];
      req.on('data', (chunk: Buffer) => chunks.push(chunk));
      req.on('end', () => {
        const body = Buffer.concat(chunks).toString('utf8');
        const path = req.url ?? '';
        const header = (name: string) => String(req.headers[name] ?? '');
        const id = header('webhook-id');
        const secret = this.secrets.get(path);
        const signed =
          secret !== undefined &&
          validSignature(
            secret,
            id,
            header('webhook-timestamp'),
            body,
            header('webhook-signature'),
          );
        let runId: string | undefined;
        try {
          runId = (JSON.parse(body) as { data?: { run?: { id?: string } } }).data?.run?.id;
        } catch {
          runId = undefined;
        }
        this.received.push({ at: Date.now(), id, path, runId, signed });
        res.writeHead(signed ? 204 : 401).end();
      });
    });
    await new Promise<void>((resolve) => this.server!.listen(0, '127.0.0.1', resolve));
    this.port = (this.server.address() as AddressInfo).port;
  }

  /** The address for one digest's webhook. */
  url(path: string): string {
    return `http://127.0.0.1:${this.port}${path}`;
  }

  /** The secret the app answered when the webhook at `path` was made. */
  expect(path: string, secret: string): void {
    this.secrets.set(path, secret);
  }

  async close(): Promise<void> {
    await new Promise<void>((resolve) =>
      this.server ? this.server.close(() => resolve()) : resolve(),
    );
  }
}

function validSignature(
  secret: string,
  id: string,
  timestamp: string,
  body: string,
  header: string,
): boolean {
  const key = Buffer.from(secret.replace(/^whsec_/u, ''), 'base64');
  const expected = Buffer.from(
    `v1,${createHmac('sha256', key).update(`${id}.${timestamp}.${body}`).digest('base64')}`,
  );
  return header.split(' ').some((candidate) => {
    const given = Buffer.from(candidate);
    return given.length === expected.length && timingSafeEqual(given, expected);
  });
}
