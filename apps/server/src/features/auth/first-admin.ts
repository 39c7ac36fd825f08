import { createHmac, timingSafeEqual } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '@/db/database';
import { users } from '@/db/schema';

/**
 * The first administrator proves they run the server with a setup code that only the server's log
 * shows (as Grafana, Jenkins and Immich onboard theirs). The code is derived from APP_SECRET, so
 * every replica prints and accepts the same one and nothing is stored; it is accepted only while
 * the instance has no administrator, which makes it single use.
 */
const SETUP_CONTEXT = 'socialpulse:first-administrator-setup-code';
/** Crockford's base32 alphabet: no I, L, O or U, so a code read off a log is typed back right. */
const ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';
const GROUPS = 4;
const GROUP_LENGTH = 4;

/** Four groups of four characters (80 bits), e.g. `7KQ2-M9XD-4TWB-H3RC`. */
export function setupCodeFor(appSecret: string): string {
  const digest = createHmac('sha256', appSecret).update(SETUP_CONTEXT).digest();
  const chars = [...digest.subarray(0, GROUPS * GROUP_LENGTH)].map((b) => ALPHABET[b % 32]);
  const groups: string[] = [];
  for (let i = 0; i < GROUPS; i++)
    groups.push(chars.slice(i * GROUP_LENGTH, (i + 1) * GROUP_LENGTH).join(''));
  return groups.join('-');
}

/** Case, spaces and dashes do not matter; the comparison takes the same time however it differs. */
export function isSetupCode(appSecret: string, typed: string): boolean {
  const normalise = (text: string) => Buffer.from(text.toUpperCase().replace(/[\s-]+/g, ''));
  const expected = normalise(setupCodeFor(appSecret));
  const given = normalise(typed);
  return given.length === expected.length && timingSafeEqual(given, expected);
}

export async function hasAdmin(db: DbOrTx): Promise<boolean> {
  const rows = await db
    .select({ id: users.id })
    .from(users)
    .where(eq(users.role, 'admin'))
    .limit(1);
  return rows.length > 0;
}

/** Any fixed number no other lock in the app uses (db/postgres.ts has the migration's). */
const ACCOUNT_CREATION_LOCK_KEY = 7_246_173_001;

/**
 * Serialises the transactions that create accounts, on the database (so it holds across replicas)
 * until the transaction ends: "is there an administrator yet?" asked after it is answered by
 * every account created before, so exactly one can become the first administrator.
 */
export async function lockAccountCreation(tx: DbOrTx): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(${ACCOUNT_CREATION_LOCK_KEY})`);
}

export function setupCodeLogLine(appSecret: string): string {
  return `This server has no administrator yet. To become its administrator, register with the setup code ${setupCodeFor(appSecret)} (on the sign-in page: Register, then "I have a setup code"). The code stops working once an administrator exists.`;
}
