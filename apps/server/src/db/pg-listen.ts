import { setTimeout as sleep } from 'node:timers/promises';
import pg from 'pg';

/** Reconnects after this long when the listening connection drops (notifications meanwhile are lost). */
const RELISTEN_MS = 1_000;

/** Awaited before each reconnection attempt; tests pass one that holds the listener down. */
export type Relisten = () => Promise<void>;

const waitBeforeRelisten: Relisten = () => sleep(RELISTEN_MS, undefined, { ref: false });

/**
 * LISTEN on `channel` on a connection of its own, outside the pool: it is held for the process's
 * life. If it drops, it reconnects (again and again while the server is unreachable); the events in
 * between are lost, so `onSubscribed(false)` says so at once, and `onSubscribed(true)` once LISTEN
 * is in force again. Only the first connection's failure is thrown (the app does not start).
 */
export async function listenOn(
  url: string,
  channel: string,
  onPayload: (payload: string) => void,
  onSubscribed: (subscribed: boolean) => void = () => {},
  relisten: Relisten = waitBeforeRelisten,
): Promise<() => Promise<void>> {
  let current: pg.Client | null = null;
  let stopped = false;

  const attempt = async (isRetry: boolean): Promise<void> => {
    // Named, so an operator (or a test) can find it in pg_stat_activity.
    const client = new pg.Client({
      connectionString: url,
      application_name: `socialpulse listen ${channel}`,
    });
    let subscribed = false;
    let lost = false;
    const lose = () => {
      if (lost) return;
      lost = true;
      if (current === client) current = null;
      onSubscribed(false);
      client.end().catch(() => {});
      if (!stopped && (isRetry || subscribed)) void retry();
    };
    client.on('notification', (message) => {
      if (!lost && message.channel === channel && message.payload !== undefined)
        onPayload(message.payload);
    });
    client.on('error', lose);
    client.on('end', lose);
    try {
      await client.connect();
      await client.query(`listen ${pg.escapeIdentifier(channel)}`);
    } catch (error) {
      lose();
      throw error;
    }
    if (lost) return; // dropped right after LISTEN answered: the retry is on its way
    if (stopped) {
      lost = true;
      await client.end().catch(() => {});
      return;
    }
    subscribed = true;
    current = client;
    onSubscribed(true);
  };

  const retry = async (): Promise<void> => {
    await relisten().catch(() => {});
    if (stopped) return;
    // A failed attempt schedules the next one itself (lose, with isRetry).
    await attempt(true).catch(() => {});
  };

  await attempt(false);
  return async () => {
    stopped = true;
    const client = current;
    current = null;
    await client?.end().catch(() => {});
  };
}
