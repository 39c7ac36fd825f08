import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '@/db/database';
import { findIdentityClashes, insertUser } from '@/features/auth/users.repository';
import { violatedUniqueConstraint } from '@/lib/db-errors';
import { createTestDatabase } from '@/test/test-database';

let database: Database;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => {
  await database.close();
});

describe('users repository', () => {
  it('the unique indexes report which identity clashed (both drivers)', async () => {
    await insertUser(database.db, {
      username: 'Carol',
      email: 'carol@example.com',
      passwordHash: 'x',
    });
    const emailClash = await insertUser(database.db, {
      username: 'other',
      email: 'carol@example.com',
      passwordHash: 'x',
    }).catch((e: unknown) => e);
    expect(violatedUniqueConstraint(emailClash)).toBe('users_email_key');
    const nameClash = await insertUser(database.db, {
      username: 'CAROL',
      email: 'c2@example.com',
      passwordHash: 'x',
    }).catch((e: unknown) => e);
    expect(violatedUniqueConstraint(nameClash)).toBe('users_username_lower_key');
    expect(violatedUniqueConstraint(new Error('something else'))).toBeUndefined();
  });

  it('finds clashes ignoring username case', async () => {
    await insertUser(database.db, {
      username: 'Dave',
      email: 'dave@example.com',
      passwordHash: 'x',
    });
    expect(await findIdentityClashes(database.db, 'dave@example.com', 'nobody')).toEqual({
      email: true,
      username: false,
    });
    expect(await findIdentityClashes(database.db, 'new@example.com', 'dAVE')).toEqual({
      email: false,
      username: true,
    });
  });
});
