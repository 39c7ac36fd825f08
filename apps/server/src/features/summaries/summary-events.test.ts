import type { SummaryStatusEvent } from '@socialpulse/contract';
import { inArray } from 'drizzle-orm';
import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '@/app';
import { usedStreamTickets } from '@/db/schema';
import { claimPulseEmail, storePulse } from '@/features/pulse/pulse.repository';
import { updateSummary } from '@/features/summaries/summaries.repository';
import { useTicketNonce } from '@/features/summaries/used-stream-tickets.repository';
import { purgeStreamTicketsJob } from '@/jobs/purge-stream-tickets.job';
import { dataOf } from '@/test/http';
import { seedCompletedSummaries } from '@/test/summary-seed';
import { createTestApp, TEST_SECRET, type TestApp } from '@/test/test-app';
import { bearer, registerUser, type TestUser } from '@/test/users';

let t: TestApp;
let origin: string;
let alice: TestUser;
let bob: TestUser;
let aliceSummary: string;
let bobSummary: string;

beforeAll(async () => {
  t = await createTestApp();
  origin = await t.app.listen({ port: 0, host: '127.0.0.1' });
  alice = await registerUser(t.app);
  bob = await registerUser(t.app);
  aliceSummary = (await seedCompletedSummaries(t.database.db, alice.user.id, 1))[0]!;
  bobSummary = (await seedCompletedSummaries(t.database.db, bob.user.id, 1))[0]!;
});
afterAll(async () => {
  await t.close();
});

async function ticketFor(user: TestUser): Promise<string> {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/summaries/events/ticket',
    headers: bearer(user.accessToken),
  });
  expect(res.statusCode).toBe(200);
  return dataOf<{ ticket: string }>(res).ticket;
}

/** An open stream: the `summary` and `pulse` events received so far, and a way to wait for the next. */
const streamUrl = (ticket: string, at = origin) =>
  `${at}/api/summaries/events?ticket=${encodeURIComponent(ticket)}`;

async function openStream(ticket: string, at = origin) {
  const controller = new AbortController();
  const res = await fetch(streamUrl(ticket, at), { signal: controller.signal });
  expect(res.status).toBe(200);
  expect(res.headers.get('content-type')).toMatch(/^text\/event-stream/);
  const events: SummaryStatusEvent[] = [];
  const pulses: { day: string }[] = [];
  const waiters: (() => void)[] = [];
  let ready = false;
  let ended = false;
  const reader = res.body!.getReader();
  const decoder = new TextDecoder();
  let buffered = '';
  void (async () => {
    try {
      for (;;) {
        const chunk = (await reader.read()) as { done: boolean; value?: Uint8Array };
        if (chunk.done) {
          ended = true;
          waiters.splice(0).forEach((wake) => wake());
          return;
        }
        buffered += decoder.decode(chunk.value, { stream: true });
        let end: number;
        while ((end = buffered.indexOf('\n\n')) >= 0) {
          const block = buffered.slice(0, end);
          buffered = buffered.slice(end + 2);
          if (block.includes('event: ready')) ready = true;
          const data = /^data: (.*)$/m.exec(block)?.[1];
          if (block.includes('event: summary') && data)
            events.push(JSON.parse(data) as SummaryStatusEvent);
          if (block.includes('event: pulse') && data)
            pulses.push(JSON.parse(data) as { day: string });
          waiters.splice(0).forEach((wake) => wake());
        }
      }
    } catch {
      // Aborted by close().
    }
  })();
  const until = async (check: () => boolean, ms: number): Promise<boolean> => {
    const deadline = Date.now() + ms;
    while (!check()) {
      const left = deadline - Date.now();
      if (left <= 0) return false;
      await new Promise<void>((wake) => {
        waiters.push(wake);
        setTimeout(wake, left);
      });
    }
    return true;
  };
  await until(() => ready, 5_000);
  return { events, pulses, until, ended: () => ended, close: () => controller.abort() };
}

describe('GET /api/summaries/events', () => {
  it("a status change reaches its owner's stream within a second; never another user's", async () => {
    const aliceStream = await openStream(await ticketFor(alice));
    const bobStream = await openStream(await ticketFor(bob));
    try {
      const started = Date.now();
      await updateSummary(t.database.db, aliceSummary, { status: 'processing' }, new Date());
      expect(await aliceStream.until(() => aliceStream.events.length > 0, 1_000)).toBe(true);
      expect(Date.now() - started).toBeLessThan(1_000);
      expect(aliceStream.events).toEqual([{ id: aliceSummary, status: 'processing' }]);

      await updateSummary(t.database.db, bobSummary, { status: 'failed' }, new Date());
      expect(await bobStream.until(() => bobStream.events.length > 0, 1_000)).toBe(true);
      expect(bobStream.events).toEqual([{ id: bobSummary, status: 'failed' }]);

      // Neither saw the other's summary.
      await updateSummary(t.database.db, aliceSummary, { status: 'completed' }, new Date());
      expect(await aliceStream.until(() => aliceStream.events.length > 1, 1_000)).toBe(true);
      expect(aliceStream.events.map((e) => e.id)).toEqual([aliceSummary, aliceSummary]);
      expect(bobStream.events.map((e) => e.id)).toEqual([bobSummary]);
    } finally {
      aliceStream.close();
      bobStream.close();
    }
  });

  it("a stored Pulse build reaches its owner's stream at once; never another user's, and not its email mark", async () => {
    const aliceStream = await openStream(await ticketFor(alice));
    const bobStream = await openStream(await ticketFor(bob));
    try {
      const day = '2026-11-20';
      await storePulse(t.database.db, {
        userId: alice.user.id,
        day,
        data: {},
        generatedAt: new Date(),
      });
      expect(await aliceStream.until(() => aliceStream.pulses.length > 0, 1_000)).toBe(true);
      expect(aliceStream.pulses).toEqual([{ day }]);
      // A rebuild of the same day is announced again.
      await storePulse(t.database.db, {
        userId: alice.user.id,
        day,
        data: {},
        generatedAt: new Date(),
      });
      expect(await aliceStream.until(() => aliceStream.pulses.length > 1, 1_000)).toBe(true);

      // Marking the day's email as sent changes nothing the page shows: no event.
      expect(await claimPulseEmail(t.database.db, alice.user.id, day, new Date())).toBe(true);
      await updateSummary(t.database.db, aliceSummary, { status: 'processing' }, new Date());
      expect(await aliceStream.until(() => aliceStream.events.length > 0, 1_000)).toBe(true);
      expect(aliceStream.pulses).toHaveLength(2);
      expect(bobStream.pulses).toEqual([]);
    } finally {
      aliceStream.close();
      bobStream.close();
    }
  });

  it('a ticket is good once; a forged, missing or post-logout ticket is refused', async () => {
    const ticket = await ticketFor(alice);
    const stream = await openStream(ticket);
    stream.close();
    const again = await fetch(
      `${origin}/api/summaries/events?ticket=${encodeURIComponent(ticket)}`,
    );
    expect(again.status).toBe(401);

    const forged = `${bob.user.id}${ticket.slice(bob.user.id.length)}`;
    expect(
      (await fetch(`${origin}/api/summaries/events?ticket=${encodeURIComponent(forged)}`)).status,
    ).toBe(401);
    expect((await fetch(`${origin}/api/summaries/events`)).status).toBe(400);

    const unauthenticated = await t.app.inject({
      method: 'POST',
      url: '/api/summaries/events/ticket',
    });
    expect(unauthenticated.statusCode).toBe(401);

    const carol = await registerUser(t.app);
    const beforeLogout = await ticketFor(carol);
    const logout = await t.app.inject({
      method: 'POST',
      url: '/api/auth/logout',
      headers: bearer(carol.accessToken),
      payload: { refreshToken: carol.refreshToken },
    });
    expect(logout.statusCode).toBe(200);
    const after = await fetch(
      `${origin}/api/summaries/events?ticket=${encodeURIComponent(beforeLogout)}`,
    );
    expect(after.status).toBe(401);
  });

  it('a ticket used on one replica is refused on another; taken on both at once, one stream opens', async () => {
    // A second API process on the same database (PostgreSQL under test:pg): only the table is shared.
    const other = await buildApp({ appSecret: TEST_SECRET, env: t.env, database: t.database });
    const otherOrigin = await other.listen({ port: 0, host: '127.0.0.1' });
    try {
      const ticket = await ticketFor(alice);
      const stream = await openStream(ticket, otherOrigin);
      stream.close();
      expect((await fetch(streamUrl(ticket))).status).toBe(401);
      expect((await fetch(streamUrl(ticket, otherOrigin))).status).toBe(401);

      const raced = await ticketFor(alice);
      const aborts = [new AbortController(), new AbortController()];
      const statuses = await Promise.all(
        [origin, otherOrigin].map(async (at, i) => {
          const res = await fetch(streamUrl(raced, at), { signal: aborts[i]!.signal });
          return res.status;
        }),
      );
      aborts.forEach((a) => a.abort());
      expect(statuses.sort()).toEqual([200, 401]);
    } finally {
      await other.close();
    }
  });

  it("a logout ends that session's open stream at once, not at the next heartbeat; others stay open", async () => {
    const user = await registerUser(t.app);
    const stream = await openStream(await ticketFor(user));
    const bystander = await openStream(await ticketFor(bob));
    try {
      const logout = await t.app.inject({
        method: 'POST',
        url: '/api/auth/logout',
        headers: bearer(user.accessToken),
        payload: { refreshToken: user.refreshToken },
      });
      expect(logout.statusCode).toBe(200);
      // The heartbeat is 25 s away: 2 s is only reachable through the session's end being heard.
      expect(await stream.until(() => stream.ended(), 2_000)).toBe(true);
      expect(bystander.ended()).toBe(false);
    } finally {
      stream.close();
      bystander.close();
    }
  });

  it('deleting an account ends its open streams at once', async () => {
    const user = await registerUser(t.app);
    const stream = await openStream(await ticketFor(user));
    try {
      const deleted = await t.app.inject({
        method: 'DELETE',
        url: '/api/account',
        headers: bearer(user.accessToken),
        payload: { password: user.password },
      });
      expect(deleted.statusCode).toBe(200);
      expect(await stream.until(() => stream.ended(), 2_000)).toBe(true);
    } finally {
      stream.close();
    }
  });

  it('closing the server ends its open streams instead of waiting for them (a restart does not hang)', async () => {
    const other = await buildApp({ appSecret: TEST_SECRET, env: t.env, database: t.database });
    const otherOrigin = await other.listen({ port: 0, host: '127.0.0.1' });
    const stream = await openStream(await ticketFor(alice), otherOrigin);
    // Before the fix, close() waited for the browser to hang up: a deploy sat out the shutdown
    // timeout and exited 1. The stream's end tells the page to reconnect (to another replica).
    await other.close();
    expect(await stream.until(() => stream.ended(), 5_000)).toBe(true);
  });

  it('summaries.purge-stream-tickets forgets the nonces of tickets expired long ago, and only those', async () => {
    const { db } = t.database;
    const now = new Date();
    expect(await useTicketNonce(db, 'purge-old', new Date(now.getTime() - 60 * 60_000))).toBe(true);
    expect(await useTicketNonce(db, 'purge-live', new Date(now.getTime() + 30_000))).toBe(true);
    expect(await useTicketNonce(db, 'purge-live', new Date(now.getTime() + 30_000))).toBe(false);
    await purgeStreamTicketsJob.handler(purgeStreamTicketsJob.payload.parse({}), {
      db,
      log: pino({ level: 'silent' }),
      now: () => now,
    });
    const left = await db
      .select({ nonce: usedStreamTickets.nonce })
      .from(usedStreamTickets)
      .where(inArray(usedStreamTickets.nonce, ['purge-old', 'purge-live']));
    expect(left.map((r) => r.nonce)).toEqual(['purge-live']);
  });
});
