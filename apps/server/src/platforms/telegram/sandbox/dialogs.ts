import type { TelegramDialog, TelegramDialogKind } from '@/platforms/telegram/gateway';
import { avatarDataUrl } from '@/platforms/sandbox/images';
import {
  loadSource,
  timelineOf as corpusTimeline,
  type SourceCorpus,
} from '@/platforms/sandbox/corpus';
import { hashString } from '@/platforms/sandbox/prng';
import { DAY_MS, HOUR_MS, takeSlots, type TimelineSpec } from '@/platforms/sandbox/timeline';

export interface DialogDef {
  title: string;
  kind: TelegramDialogKind;
  /** What the chat is about. */
  subject: string;
  username?: string;
  members?: number;
  /** Basic (legacy) group rather than a supergroup: marked id -id instead of -100id. */
  basicGroup?: boolean;
  /** Channel posts have a discussion group, so they carry comment counts. */
  comments?: boolean;
  /** Went quiet this many days before now. */
  silentDaysAgo?: number;
}

export const DIALOGS: readonly DialogDef[] = [
  { title: 'Maria Garcia', kind: 'private', subject: 'friends' },
  { title: 'Jonas Schmidt', kind: 'private', subject: 'friends' },
  { title: 'Priya Patel', kind: 'private', subject: 'friends' },
  { title: 'Omar Haddad', kind: 'private', subject: 'friends' },
  {
    title: 'Weekend Hikers',
    kind: 'group',
    subject: 'hiking',
    members: 9,
    basicGroup: true,
  },
  {
    title: 'Family ❤️',
    kind: 'group',
    subject: 'family',
    members: 6,
    basicGroup: true,
  },
  { title: 'Dev Team', kind: 'group', subject: 'programming', members: 24 },
  {
    title: 'TypeScript Community',
    kind: 'group',
    subject: 'programming',
    members: 18_240,
    username: 'ts_community',
  },
  {
    title: 'Sourdough Lovers',
    kind: 'group',
    subject: 'cooking',
    members: 4_210,
    username: 'sourdoughlovers',
  },
  { title: 'Running Club Berlin', kind: 'group', subject: 'lauftreff', members: 640 },
  {
    title: 'Tech Digest',
    kind: 'channel',
    subject: 'programming',
    members: 182_300,
    username: 'techdigest_daily',
    comments: true,
  },
  {
    title: 'Markets Morning',
    kind: 'channel',
    subject: 'finance',
    members: 96_400,
    username: 'marketsmorning',
    comments: true,
  },
  {
    title: 'Orbit News',
    kind: 'channel',
    subject: 'space',
    members: 240_100,
    username: 'orbitnews',
  },
  {
    title: "Chef's Table",
    kind: 'channel',
    subject: 'cooking',
    members: 51_800,
    username: 'chefs_table',
    comments: true,
  },
  {
    title: 'Game Pulse',
    kind: 'channel',
    subject: 'gaming',
    members: 130_500,
    username: 'gamepulse',
  },
  {
    title: 'Matchday Live',
    kind: 'channel',
    subject: 'football',
    members: 301_000,
    username: 'matchdaylive',
    comments: true,
  },
  { title: 'Wander Notes', kind: 'channel', subject: 'travel', members: 12_700 },
  {
    title: 'Quiet Archive',
    kind: 'channel',
    subject: 'space',
    members: 2_050,
    silentDaysAgo: 60,
  },
];

/** Marked peer ids as GramJS prints them. */
export function dialogId(index: number): string {
  const def = DIALOGS[index];
  const raw = 100_000_000 + (hashString(`tg-dialog:${index}`) % 900_000_000);
  if (!def || def.kind === 'private') return String(5_000_000_000 + raw);
  if (def.basicGroup) return `-${raw}`;
  return `-100${1_000_000_000 + raw}`;
}

export function findDialog(id: string): { def: DialogDef; index: number } | undefined {
  const index = DIALOGS.findIndex((_, i) => dialogId(i) === id);
  const def = DIALOGS[index];
  return def ? { def, index } : undefined;
}

/** Message ids count up per chat; the sandbox starts every chat's history at this hour. */
export const HISTORY_START_BUCKET = Math.floor(Date.UTC(2024, 0, 1) / HOUR_MS);
export const IDS_PER_BUCKET = 64;

/** A chat's corpus file name: its title in lower case, words joined by dashes. */
function fileOf(def: DialogDef): string {
  return def.title
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
}

/** Each chat's messages, from corpus/<title>.json (checked at load); a chat's replies are messages. */
const CORPUS_DIR = new URL('./corpus/', import.meta.url);
const DIALOG_CORPUS: readonly SourceCorpus[] = DIALOGS.map((def) =>
  loadSource(CORPUS_DIR, fileOf(def), {
    ...(def.kind === 'channel' ? {} : { required: ['author'], chat: true }),
  }),
);

export function corpusOf(index: number): SourceCorpus {
  const corpus = DIALOG_CORPUS[index];
  if (!corpus) throw new Error(`no sandbox corpus for Telegram chat ${index}`);
  return corpus;
}

export function timelineOf(index: number, now: number): TimelineSpec {
  const def = DIALOGS[index];
  return corpusTimeline(
    `telegram:${index}`,
    corpusOf(index),
    HOUR_MS,
    def?.silentDaysAgo !== undefined
      ? Math.floor(now / DAY_MS - def.silentDaysAgo) * DAY_MS
      : undefined,
  );
}

/** The account's chats, most recently active first, as getDialogs returns them. */
export function listDialogs(now: number, limit: number): TelegramDialog[] {
  const day = Math.floor(now / DAY_MS);
  const dialogs = DIALOGS.map((def, index): TelegramDialog => {
    const last = takeSlots(
      timelineOf(index, now),
      { before: now + 1, after: now - 120 * DAY_MS },
      1,
    )[0];
    return {
      id: dialogId(index),
      title: def.title,
      kind: def.kind,
      ...(def.username ? { username: def.username } : {}),
      ...(def.members ? { participantsCount: def.members } : {}),
      // Some chats have no photo, as in real accounts.
      ...(index % 5 === 3 ? {} : { avatar: avatarDataUrl(def.title, `tg-dialog:${index}`) }),
      unreadCount: def.silentDaysAgo
        ? 0
        : hashString(`unread:${index}:${day}`) % (def.kind === 'channel' ? 40 : 6),
      ...(last ? { lastMessageDate: Math.floor(last.at / 1000) } : {}),
    };
  });
  dialogs.sort((a, b) => (b.lastMessageDate ?? 0) - (a.lastMessageDate ?? 0));
  return dialogs.slice(0, limit);
}
