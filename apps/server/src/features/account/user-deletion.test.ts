import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contentItems, savedHighlights } from '@/db/schema';
import { seedItem } from '@/test/content';
import { createTestApp, type TestApp } from '@/test/test-app';
import { seedEverything } from '@/test/user-data';
import { bearer, registerAdmin, registerUser, type TestUser } from '@/test/users';

/** Deleting an account removes the content items only it pointed at, and no shared one. */
describe('user deletion and shared content items', () => {
  let t: TestApp;
  let admin: TestUser;
  let alice: TestUser;
  let bob: TestUser;
  beforeAll(async () => {
    t = await createTestApp();
    admin = await registerAdmin(t.app);
    alice = await registerUser(t.app);
    bob = await registerUser(t.app);
  });
  afterAll(() => t.close());

  const existing = async (ids: string[]) =>
    (
      await t.database.db
        .select({ id: contentItems.id })
        .from(contentItems)
        .where(inArray(contentItems.id, ids))
    )
      .map((row) => row.id)
      .sort();

  it('removes only the items no other user links, saves or was alerted about', async () => {
    const db = t.database.db;
    // One item each that their sources, alerts, saved highlights and feedback all point at.
    await seedEverything(db, alice.user.id, 'alice');
    await seedEverything(db, bob.user.id, 'bob');
    const [aliceSeeded, bobSeeded] = await Promise.all(
      [alice, bob].map(async (user) => {
        const [row] = await db
          .select({ id: savedHighlights.contentItemId })
          .from(savedHighlights)
          .where(eq(savedHighlights.userId, user.user.id));
        return row!.id;
      }),
    );
    const aliceOnly = await seedItem(db, { text: 'only alice follows this' }, [alice.user.id]);
    const shared = await seedItem(db, { text: 'both follow this' }, [alice.user.id, bob.user.id]);
    // Alice's source brought it in, bob saved it: bob's saved highlight keeps it.
    const savedByBob = await seedItem(db, { text: 'bob saved this' }, [alice.user.id]);
    await db.insert(savedHighlights).values({ userId: bob.user.id, contentItemId: savedByBob.id });
    // Stored by ingestion, linked to nobody yet: not alice's, so not hers to remove.
    const unlinked = await seedItem(db, { text: 'nobody yet' }, []);
    const ids = [aliceSeeded!, bobSeeded!, aliceOnly.id, shared.id, savedByBob.id, unlinked.id];

    const res = await t.app.inject({
      method: 'DELETE',
      url: `/api/admin/users/${alice.user.id}`,
      headers: bearer(admin.accessToken),
    });
    expect(res.statusCode).toBe(200);
    expect(await existing(ids)).toEqual([bobSeeded!, shared.id, savedByBob.id, unlinked.id].sort());
  });
});
