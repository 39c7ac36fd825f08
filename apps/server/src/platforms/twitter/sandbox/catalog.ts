import {
  loadSource,
  timelineOf as corpusTimeline,
  type SourceCorpus,
} from '@/platforms/sandbox/corpus';
import { hashString } from '@/platforms/sandbox/prng';
import { HOUR_MS, type TimelineSpec } from '@/platforms/sandbox/timeline';

export interface XAccountDef {
  username: string;
  name: string;
  /** What the account posts about: retweets and quotes come from accounts on the same subject. */
  subject: string;
  followers: number;
  bio: string;
  verified: boolean;
  /** Protected accounts: their posts answer "not authorized" (the X flavour of 403 private). */
  protected?: boolean;
}

export const X_ACCOUNTS: readonly XAccountDef[] = [
  {
    username: 'devdigest',
    name: 'Dev Digest',
    subject: 'programming',
    followers: 412_000,
    bio: 'The day in software, in short posts.',
    verified: true,
  },
  {
    username: 'typesafe_tess',
    name: 'Tess Okafor',
    subject: 'programming',
    followers: 38_200,
    bio: 'Compilers, types and strong coffee. Opinions mine.',
    verified: false,
  },
  {
    username: 'opsnightshift',
    name: 'Ops Night Shift',
    subject: 'programming',
    followers: 21_900,
    bio: 'Postmortems so you do not have to.',
    verified: false,
  },
  {
    username: 'selfhostsam',
    name: 'Sam Haddad',
    subject: 'programming',
    followers: 9_400,
    bio: 'Homelab, backups, and more homelab.',
    verified: false,
  },
  {
    username: 'orbitdesk',
    name: 'Orbit Desk',
    subject: 'space',
    followers: 1_280_000,
    bio: 'Space news as it happens.',
    verified: true,
  },
  {
    username: 'drlenafield',
    name: 'Dr. Lena Fischer',
    subject: 'space',
    followers: 64_000,
    bio: 'Radio astronomer. Field notes from cold observatories.',
    verified: true,
  },
  {
    username: 'pixelcourier',
    name: 'Pixel Courier',
    subject: 'gaming',
    followers: 2_050_000,
    bio: 'Gaming news, reviews, leaks (clearly labelled).',
    verified: true,
  },
  {
    username: 'speedrunmei',
    name: 'Mei Tanaka',
    subject: 'gaming',
    followers: 151_000,
    bio: 'Speedrunner. Any% enjoyer.',
    verified: false,
  },
  {
    username: 'marketmorning',
    name: 'Market Morning',
    subject: 'finance',
    followers: 890_000,
    bio: 'Markets before the bell.',
    verified: true,
  },
  {
    username: 'frugalfi',
    name: 'Frugal Futures',
    subject: 'finance',
    followers: 73_500,
    bio: 'Index funds and calm.',
    verified: false,
  },
  {
    username: 'pitchsidetactics',
    name: 'Pitchside Tactics',
    subject: 'football',
    followers: 510_000,
    bio: 'Tactics boards and hot takes, in that order.',
    verified: true,
  },
  {
    username: 'kofiruns',
    name: 'Kofi Mensah',
    subject: 'running',
    followers: 27_300,
    bio: 'Marathoner. Coach. Early riser.',
    verified: false,
  },
  {
    username: 'weeknightkitchen',
    name: 'Weeknight Kitchen',
    subject: 'cooking',
    followers: 1_640_000,
    bio: 'Dinner in 30 minutes.',
    verified: true,
  },
  {
    username: 'crumbqueen',
    name: 'Ines Costa',
    subject: 'cooking',
    followers: 88_100,
    bio: 'Sourdough, every day, forever.',
    verified: false,
  },
  {
    username: 'slowroadtravel',
    name: 'Slow Road',
    subject: 'travel',
    followers: 240_000,
    bio: 'Trains over planes.',
    verified: true,
  },
  {
    username: 'insider_notes',
    name: 'Insider Notes',
    subject: 'finance',
    followers: 3_100,
    bio: 'Protected account.',
    verified: false,
    protected: true,
  },
];

/** X ids are numeric strings; the sandbox derives 10-digit ones for accounts and 19-digit ones for lists. */
export function accountId(index: number): string {
  return String(1_000_000_000 + (hashString(`x-account:${index}`) % 8_999_999_999));
}

export function userIdFor(username: string): string {
  const index = X_ACCOUNTS.findIndex((a) => a.username.toLowerCase() === username.toLowerCase());
  return index >= 0
    ? accountId(index)
    : String(
        1_500_000_000_000_000_000n + BigInt(hashString(`x-user:${username.toLowerCase()}`)) * 1000n,
      );
}

export function findAccount(idOrName: {
  id?: string;
  username?: string;
}): { def: XAccountDef; index: number } | undefined {
  const index = X_ACCOUNTS.findIndex(
    (a, i) =>
      accountId(i) === idOrName.id || a.username.toLowerCase() === idOrName.username?.toLowerCase(),
  );
  const def = X_ACCOUNTS[index];
  return def ? { def, index } : undefined;
}

/** Each account's posts, from corpus/<username>.json (checked at load). */
const CORPUS_DIR = new URL('./corpus/', import.meta.url);
const ACCOUNT_CORPUS: readonly SourceCorpus[] = X_ACCOUNTS.map((def) =>
  loadSource(CORPUS_DIR, def.username),
);

export function corpusOf(index: number): SourceCorpus {
  const corpus = ACCOUNT_CORPUS[index];
  if (!corpus) throw new Error(`no sandbox corpus for X account ${index}`);
  return corpus;
}

export function timelineOf(index: number): TimelineSpec {
  return corpusTimeline(`x:${index}`, corpusOf(index), HOUR_MS);
}

export interface XListDef {
  name: string;
  description: string;
  members: readonly number[];
  /** Owned by the signed-in user, or followed (owned by the account at this index). */
  owner: 'me' | number;
  private: boolean;
}

export const X_LISTS: readonly XListDef[] = [
  {
    name: 'Tech voices',
    description: 'People worth reading on software.',
    members: [0, 1, 2, 3],
    owner: 'me',
    private: false,
  },
  { name: 'Kitchen crew', description: '', members: [12, 13], owner: 'me', private: true },
  {
    name: 'Markets',
    description: 'Morning market takes.',
    members: [8, 9],
    owner: 'me',
    private: false,
  },
  {
    name: 'Space news',
    description: 'Launches, probes and telescopes.',
    members: [4, 5],
    owner: 4,
    private: false,
  },
  {
    name: 'Matchday',
    description: 'Tactics and match talk.',
    members: [10],
    owner: 10,
    private: false,
  },
];

export function listId(index: number): string {
  return String(1_700_000_000_000_000_000n + BigInt(hashString(`x-list:${index}`)) * 100n);
}

export function findList(id: string): { def: XListDef; index: number } | undefined {
  const index = X_LISTS.findIndex((_, i) => listId(i) === id);
  const def = X_LISTS[index];
  return def ? { def, index } : undefined;
}
