import net from 'node:net';
import { setTimeout as sleep } from 'node:timers/promises';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listenOn } from '@/db/pg-listen';
import { createServerDatabaseUrl, testDatabaseMode } from '@/test/test-database';

/**
 * A TCP proxy in front of the PostgreSQL server that the test can cut (existing connections reset,
 * new ones refused) and restore: a server going away and coming back, without touching the server.
 */
class CuttableProxy {
  readonly #server = net.createServer((socket) => this.#forward(socket));
  readonly #sockets = new Set<net.Socket>();
  port = 0;

  constructor(private readonly target: { host: string; port: number }) {}

  async open(): Promise<void> {
    await new Promise<void>((resolve) => this.#server.listen(this.port, '127.0.0.1', resolve));
    this.port = (this.#server.address() as net.AddressInfo).port;
  }

  async cut(): Promise<void> {
    const closed = new Promise<void>((resolve) => this.#server.close(() => resolve()));
    for (const socket of this.#sockets) socket.destroy();
    await closed;
  }

  #forward(socket: net.Socket): void {
    const upstream = net.connect(this.target.port, this.target.host);
    for (const [from, to] of [
      [socket, upstream],
      [upstream, socket],
    ] as const) {
      this.#sockets.add(from);
      from.pipe(to);
      from.on('error', () => to.destroy());
      from.on('close', () => {
        this.#sockets.delete(from);
        to.destroy();
      });
    }
  }
}

describe.skipIf(testDatabaseMode() !== 'postgres')('listenOn (PostgreSQL)', () => {
  let url: string;
  let drop: () => Promise<void>;
  beforeAll(async () => {
    ({ url, drop } = await createServerDatabaseUrl());
  });
  afterAll(async () => {
    await drop?.();
  });

  async function notify(payload: string): Promise<void> {
    const client = new pg.Client({ connectionString: url });
    await client.connect();
    await client.query('select pg_notify($1, $2)', ['pg_listen_test', payload]);
    await client.end();
  }

  it('says when it is subscribed and when not, and comes back after failed reconnections', async () => {
    const server = new URL(url);
    const proxy = new CuttableProxy({ host: server.hostname, port: Number(server.port || 5432) });
    await proxy.open();
    const viaProxy = new URL(url);
    viaProxy.hostname = '127.0.0.1';
    viaProxy.port = String(proxy.port);

    const payloads: string[] = [];
    const states: boolean[] = [];
    let attempts = 0;
    const unlisten = await listenOn(
      viaProxy.toString(),
      'pg_listen_test',
      (payload) => payloads.push(payload),
      (subscribed) => states.push(subscribed),
      async () => {
        attempts++;
        await sleep(10);
      },
    );
    try {
      expect(states).toEqual([true]);
      await notify('one');
      await expect.poll(() => payloads).toEqual(['one']);

      await proxy.cut();
      await expect.poll(() => states.at(-1)).toBe(false);
      // Refused, again and again: it keeps trying (a failed attempt used to end the retries).
      await expect.poll(() => attempts).toBeGreaterThan(3);
      expect(states.at(-1)).toBe(false);

      await proxy.open();
      await expect.poll(() => states.at(-1)).toBe(true);
      await notify('two');
      await expect.poll(() => payloads).toEqual(['one', 'two']);
    } finally {
      await unlisten();
      await proxy.cut();
    }
    expect(states.at(-1)).toBe(false);
  });
});
