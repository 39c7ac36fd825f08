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
const ADJECTIVES = [
  'quiet',
  'sleepy',
  'curious',
  'rusty',
  'cosmic',
  'lazy',
  'brave',
  'salty',
  'fuzzy',
  'lucky',
  'grumpy',
  'nimble',
  'spicy',
  'midnight',
  'electric',
];
const NOUNS = [
  'otter',
  'compiler',
  'panda',
  'teapot',
  'falcon',
  'pancake',
  'nebula',
  'walrus',
  'kettle',
  'badger',
  'pixel',
  'lantern',
  'moose',
  'croissant',
];

export function personName(rng: Rng): { first: string; last: string; full: string } {
  const first = rng.pick(FIRST);
  const last = rng.pick(LAST);
  return { first, last, full: `${first} ${last}` };
}

/** Reddit's default-looking names: Adjective_Noun_1234, plus hand-picked ones. */
export function redditUsername(rng: Rng): string {
  const adjective = rng.pick(ADJECTIVES);
  const noun = rng.pick(NOUNS);
  switch (rng.int(0, 3)) {
    case 0:
      return `${adjective[0]!.toUpperCase()}${adjective.slice(1)}-${noun[0]!.toUpperCase()}${noun.slice(1)}-${rng.int(100, 9999)}`;
    case 1:
      return `${adjective}_${noun}`;
    case 2:
      return `${noun}${rng.int(1, 99)}`;
    default:
      return `${personName(rng).first.toLowerCase()}_${noun}`;
  }
}

export function handle(rng: Rng): string {
  const name = personName(rng);
  return `@${name.first.toLowerCase()}${rng.chance(0.5) ? name.last.toLowerCase() : ''}${rng.chance(0.5) ? rng.int(1, 999) : ''}`;
}
