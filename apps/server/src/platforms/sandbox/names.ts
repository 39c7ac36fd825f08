import type { Rng } from '@/platforms/sandbox/prng';

const FIRST = [
  'Alex',
  'Maria',
  'Jonas',
  'Priya',
  'Chen',
  'Fatima',
  'Lucas',
  'Emma',
  'Diego',
  'Yuki',
  'Omar',
  'Sara',
  'Noah',
  'Ines',
  'Mateo',
  'Anya',
  'Kofi',
  'Lea',
  'Ravi',
  'Hannah',
  'Tariq',
  'Elena',
  'Sven',
  'Mei',
];
const LAST = [
  'Novak',
  'Garcia',
  'Schmidt',
  'Patel',
  'Wang',
  'Haddad',
  'Silva',
  'Larsen',
  'Moreau',
  'Tanaka',
  'Okafor',
  'Rossi',
  'Kowalski',
  'Nguyen',
  'Fischer',
  'Costa',
  'Ivanova',
  'Brennan',
];
/** Names of the people behind sandbox sign-ins (Google, Telegram): the same seed, the same person. */
export function personName(rng: Rng): { first: string; last: string; full: string } {
  const first = rng.pick(FIRST);
  const last = rng.pick(LAST);
  return { first, last, full: `${first} ${last}` };
}
