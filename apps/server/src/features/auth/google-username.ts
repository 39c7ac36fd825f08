import { randomInt } from 'node:crypto';
import { USERNAME_MAX, USERNAME_MIN } from '@socialpulse/contract';

/** Room for a `_1234` suffix inside the 32-character limit. */
const BASE_MAX = USERNAME_MAX - 5;

/**
 * A readable username from the Google profile: the name (or the email's local part), accents
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
