import { randomInt } from 'node:crypto';
import { USERNAME_MAX, USERNAME_MIN } from '@socialpulse/contract';
import type { Db } from '@/db/database';
import { isUsernameTaken } from '@/features/auth/google-users.repository';
import type { UserRow } from '@/features/auth/users.repository';
import { violatedUniqueConstraint } from '@/lib/db-errors';

/** Room for a `_1234` suffix inside the 32-character limit. */
const BASE_MAX = USERNAME_MAX - 5;

/** How many usernames an account from an outside identity (Google, single sign-on) tries. */
const USERNAME_ATTEMPTS = 6;

/**
 * A readable username from the identity's profile (Google, single sign-on): the name (or the email's local part), accents
 * dropped, anything but letters, digits, dot, dash and underscore turned into `_`.
 */
export function usernameBase(name: string | null, email: string | null): string {
  const raw = name ?? email?.split('@')[0] ?? '';
  const base = raw
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .replace(/[^\p{L}\p{N}_.-]+/gu, '_')
    .replace(/_+/g, '_')
    .replace(/^[_.-]+|[_.-]+$/g, '')
    .slice(0, BASE_MAX);
  return base.length >= USERNAME_MIN ? base : 'user';
}

/** The base on the first try, then the base with a random 4-digit suffix. */
export function usernameCandidate(base: string, attempt: number): string {
  return attempt === 0 ? base : `${base}_${randomInt(1000, 10000)}`;
}

/**
 * Creates the account of an outside identity under the first free username derived from its
 * profile: `insert` is tried with the base, then with random suffixes. Resolves to null when every
 * try was taken; any failure other than a taken username is thrown.
 */
export async function insertUnderFreeUsername(
  db: Db,
  profile: { name: string | null; email: string },
  insert: (username: string) => Promise<UserRow>,
): Promise<UserRow | null> {
  const base = usernameBase(profile.name, profile.email);
  for (let attempt = 0; attempt < USERNAME_ATTEMPTS; attempt++) {
    const username = usernameCandidate(base, attempt);
    if (await isUsernameTaken(db, username)) continue;
    try {
      return await insert(username);
    } catch (error) {
      // Someone took this username between the check and the insert: try another.
      if (!violatedUniqueConstraint(error)?.includes('username')) throw error;
    }
  }
  return null;
}
