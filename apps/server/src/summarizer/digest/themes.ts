/**
 * The few themes that carry a period: posts and replies grouped by what they share (a name, a
 * noun phrase, a word's stem, a link), across threads. A theme is chosen by how many posts and
 * replies take it up, engagement only breaking near-ties, so fifteen middling comments on one
 * complaint outweigh a single big post. Every count a digest states about a theme is the size of
 * the groups built here.
 */
import type { SummaryLanguage } from '@socialpulse/contract';
import { metricValue } from '@/summarizer/digest/numbers';
import { hasKey, keysOf, phraseKey, type Keys } from '@/summarizer/digest/phrases';
import { ownSentences } from '@/summarizer/digest/quotes';
import { cleanLine, cleanText } from '@/summarizer/digest/text';
import { stemmedWords, stemWord } from '@/summarizer/text/stems';
import { joinConversations } from '@/summarizer/digest/conversations';
import type { DigestItem, DigestPlatform, DigestReply } from '@/summarizer/digest/types';

export interface ThemeUnit {
  kind: 'item' | 'reply';
  item: DigestItem;
  reply?: DigestReply;
  /** What can be quoted of it: whole sentences that stand alone, parent quotes removed. */
  sentences: string[];
  keys: Keys;
  /** A post's title alone: what its author said it is about. */
  titleKeys?: Keys;
  /** Its approval: the post's upvotes (Reddit) or likes, the reply's score; never below zero. */
  engagement: number;
  /** For a reply to another reply: the reply it answers (a reply without one answers the item). */
  parent?: DigestReply;
}

export interface Theme {
  /** How people named it: the phrase most of its posts and replies used. */
  label: string;
  /** For a topic a name's theme joined ("Film and TV"), the name ("Oscar") and its posts. */
  name?: string;
  named?: number;
  /** The key the theme was grouped by (a stem, a phrase key or a link key). */
  key: string;
  /** Posts that took this line, most engaged first. */
  items: DigestItem[];
  /** Replies that took this line, most upvoted first. */
  replies: ThemeUnit[];
  /** Every post and reply grouped here (posts first): what the section quotes from. */
  units: ThemeUnit[];
  /** Sum of its posts' and replies' approval (upvotes on Reddit, else likes or reactions). */
  engagement: number;
  /**
   * Set when the theme is a community (a subreddit, an author) rather than a shared subject: a
   * listing whose posts share no name or phrase is told community by community, and says so.
   */
  community?: string;
}

export const MAX_THEMES = 5;
/** A key in more than this share of a busy feed is its subject, not one theme of it. */
const TOO_COMMON = 0.75;
/** A single word is the feed's vocabulary sooner than a phrase is. */
const TOO_COMMON_WORD = 0.3;
/** Specific keys (names, phrases, links) label and separate themes better than single words. */
const PHRASE_BONUS = 1.4;
/** A name is capitalised in at least this share of its uses. */
const NAME_CAPITAL_SHARE = 0.7;
/** Shorter stems ("ai", "us") are as often a word as a name. */
const MIN_NAME_CHARS = 3;

/** Approval is what ranks a theme's posts and replies alike: a reply has a score and nothing else. */
export function approval(platform: DigestPlatform, item: DigestItem): number {
  return metricValue(item, platform === 'reddit' ? 'score' : 'likes');
}

export function themeUnits(
  platform: DigestPlatform,
  items: readonly DigestItem[],
  language: SummaryLanguage,
): ThemeUnit[] {
  const units: ThemeUnit[] = [];
  for (const item of items) {
    const title = item.title !== undefined ? cleanLine(item.title) : '';
    const body = cleanText(item.text);
    units.push({
      kind: 'item',
      item,
      // A body that opens with its title would quote the title twice.
      sentences: ownSentences(item.text, [item.title ?? '']),
      keys: keysOf(`${item.title ?? ''}\n${item.text}`, `${title}\n${body}`, language),
      ...(title !== '' ? { titleKeys: keysOf(item.title ?? '', title, language) } : {}),
      engagement: approval(platform, item),
    });
    const parents = [item.title ?? '', item.text];
    const byId = new Map(item.replies.flatMap((r) => (r.id !== undefined ? [[r.id, r]] : [])));
    for (const reply of item.replies) {
      const parent = reply.parentId !== undefined ? byId.get(reply.parentId) : undefined;
      const sentences = ownSentences(reply.text, parent ? [...parents, parent.text] : parents);
      if (sentences.length === 0) continue;
      const raw = reply.text
        .split(/\r?\n/u)
        .filter((l) => !/^\s*(?:>|&gt;)/u.test(l))
        .join('\n');
      units.push({
        kind: 'reply',
        item,
        reply,
        sentences,
        keys: keysOf(raw, sentences.join(' '), language),
        engagement: Math.max(0, reply.score ?? 0),
        ...(parent !== undefined ? { parent } : {}),
      });
    }
  }
  return units;
}

function isSpecific(key: string): boolean {
  return key.includes(' ') || key.startsWith('link:');
}

/**
 * Stems written as names somewhere: a tagger's proper noun, a capitalised word in mid-sentence, an
 * acronym, a #tag. A word capitalised only because it opens a sentence or a title ("Tiny", "Keep")
 * is not one.
 */
function nameStems(units: readonly ThemeUnit[]): Set<string> {
  const tagged = new Set<string>();
  for (const unit of units) for (const key of unit.keys.names) tagged.add(key);
  // A name is written capitalised most of the times it occurs; "video" or "shit" capitalised in a
  // few places is still a common word.
  const uses = new Map<string, { capital: number; all: number }>();
  for (const unit of units)
    for (const key of tagged) {
      const surfaces = unit.keys.surfaces.get(key);
      if (surfaces === undefined) continue;
      const n = uses.get(key) ?? { capital: 0, all: 0 };
      for (const w of surfaces) {
        n.all++;
        if (/^[@#]?\p{Lu}/u.test(w)) n.capital++;
      }
      uses.set(key, n);
    }
  return new Set(
    [...tagged].filter((key) => {
      const n = uses.get(key);
      return n !== undefined && n.capital >= NAME_CAPITAL_SHARE * n.all;
    }),
  );
}

/** A phrase capitalised word by word where most people write it ("Ken Bone"): a name. */
function writtenAsName(key: string, units: readonly ThemeUnit[]): boolean {
  let capital = 0;
  let all = 0;
  for (const unit of units)
    for (const surface of unit.keys.surfaces.get(key) ?? []) {
      all++;
      if (surface.split(/\s+/u).every((word) => /^[@#]?\p{Lu}/u.test(word))) capital++;
    }
  return all > 0 && capital >= NAME_CAPITAL_SHARE * all;
}

function score(key: string, members: readonly ThemeUnit[], names: ReadonlySet<string>): number {
  const threads = new Set(members.map((u) => u.item.id)).size;
  const weight = members.reduce((s, u) => s + 1 + 0.15 * Math.log10(1 + u.engagement), 0);
  const specific = isSpecific(key) || names.has(key);
  // A key in posts' titles is what those posts say they are about.
  const titles = members.filter(
    (u) => u.titleKeys !== undefined && hasKey(u.titleKeys, key),
  ).length;
  return (weight + 0.5 * (threads - 1) + 0.5 * titles) * (specific ? PHRASE_BONUS : 1);
}

/**
 * Enough to be a theme: three posts or replies; two posts suffice when they share a phrase or a
 * link (two posts that merely share a common noun are a coincidence). Across a listing, one word
 * is a weaker bond ("Mike" in two unrelated posts, "Movement" and "Movements"): it takes three
 * posts, or two with replies that take it up, or four replies.
 */
function bigEnough(key: string, members: readonly ThemeUnit[], listing: boolean): boolean {
  const items = members.filter((u) => u.kind === 'item').length;
  if (isSpecific(key)) return members.length >= 3 || items >= 2;
  if (!listing) return members.length >= 3;
  // An acronym ("NASA", "CERN") names one thing wherever it is written.
  if (items >= 2 && writtenAsAcronym(key, members)) return true;
  return items >= 3 || (items === 2 && members.length >= 5) || (items < 2 && members.length >= 4);
}

const LONG_ACRONYM = /^\p{Lu}[\p{Lu}\p{N}]{2,5}$/u;

function writtenAsAcronym(key: string, members: readonly ThemeUnit[]): boolean {
  const surfaces = members.flatMap((u) => u.keys.surfaces.get(key) ?? []);
  return surfaces.length > 0 && surfaces.every((w) => LONG_ACRONYM.test(w));
}

/** The words people used for the theme, most used first; a phrase wins when it is common enough. */
function labelOf(key: string, members: readonly ThemeUnit[], isName: boolean): string {
  const counts = new Map<
    string,
    { surface: string; n: number; words: number; capitals: number; capitalized: string }
  >();
  const stems = key.startsWith('link:') ? [] : key.split(' ');
  for (const unit of members)
    for (const [k, surfaces] of unit.keys.surfaces) {
      const related = k === key || (stems.length === 1 && k.split(' ').includes(stems[0]!));
      if (!related) continue;
      for (const surface of new Set(surfaces)) {
        const norm = surface.toLowerCase();
        const entry = counts.get(norm) ?? {
          surface,
          n: 0,
          words: surface.split(/\s+/u).length,
          capitals: 0,
          capitalized: '',
        };
        entry.n++;
        // "CGI" and "Ken Bone": capitals most writers used are kept, whoever wrote lower-case.
        const capitals =
          entry.words > 1
            ? surface.split(/\s+/u).every((w) => /^\p{Lu}/u.test(w))
            : /^\p{Lu}[\p{Lu}\p{N}]{1,5}$/u.test(surface);
        if (capitals) {
          entry.capitals++;
          entry.capitalized = surface;
        }
        // A word capitalised only where it opens a sentence is written lower-case in the label;
        // a name keeps its capitals ("Oscar", however often someone wrote "oscar").
        if (!isName && !/^\p{Lu}/u.test(surface)) entry.surface = surface;
        if (isName && /^[@#]?\p{Lu}/u.test(surface)) entry.surface = surface;
        counts.set(norm, entry);
      }
    }
  // The exact key's own words first, a longer phrase only when several people used it.
  const ranked = [...counts.values()].sort(
    (a, b) => b.n - a.n || a.words - b.words || a.surface.localeCompare(b.surface),
  );
  const top = ranked[0];
  if (top === undefined) return key.replace(/^link:/u, '');
  const phrase = ranked.find((e) => e.words > 1 && e.n >= Math.max(2, 0.4 * top.n));
  // A person is named in full when several wrote the full name ("Chris Hardwick", not "Chris"),
  // even though most wrote the first name alone.
  const fullName = isName
    ? ranked.find(
        (e) =>
          e.words === 2 &&
          e.n >= Math.max(2, 0.15 * top.n) &&
          e.surface.split(/\s+/u).every((w) => /^\p{Lu}\p{Ll}/u.test(w)),
      )
    : undefined;
  const chosen = phrase ?? fullName ?? top;
  // A phrase or acronym most people wrote with capitals keeps them, whoever wrote it lower-case.
  const label =
    chosen.capitals * 2 >= chosen.n && chosen.capitalized !== ''
      ? chosen.capitalized
      : chosen.surface;
  // A phrase read from "blog.reddit - We've open sourced reddit!" keeps no dash that led on.
  return label.replace(/^[\s\-–—:|,;]+|[\s\-–—:|,;]+$/gu, '') || label;
}

/**
 * Words that name no subject however often they occur ("thing", "people", "thanks"): English
 * nouns of conversation that a tagger rightly calls nouns. Other languages rely on length.
 */
const GENERIC = new Set(
  (
    'thing things people person time times way lot lots day days year years guy guys stuff someone ' +
    'anyone everyone everything something anything nothing question point reason idea part kind sort ' +
    'bit thanks thank need think work want love post posts comment comments edit update today week ' +
    'yesterday tomorrow man woman life world hand fact case place end number use look reddit ' +
    'video videos photo photos pic pics picture image gif music official live digital ' +
    'tweet tweets retweet subreddit upvote upvotes ' +
    // Reddit's post-format tags say what kind of post it is, never what it is about.
    'ama iama til eli5 oc psa tifu ysk cmv wip meta nsfw serious request'
  ).split(' '),
);

/**
 * Phrases of Reddit's ask-the-crowd format ("People of Reddit, what…"): how a question is put,
 * never what it is about.
 */
const FORMAT_PHRASES = ['people of reddit', 'redditors of reddit', 'fellow redditors'];
const FORMAT_KEYS = new Set(
  FORMAT_PHRASES.map((p) => phraseKey(p, 'en')).filter((k): k is string => k !== null),
);

/**
 * Words that, however they combine, make no subject: "last week", "years old", "first time" are
 * phrases of any post in any community.
 */
const GENERIC_PHRASE_WORDS = new Set(
  (
    'thing things people lot stuff way guy guys top level ' +
    'last next first second new old whole long short big little good bad best great same other ' +
    'ago this that every few many much more most week weeks month months year years day days time ' +
    'times hour hours minute minutes night morning today tonight yesterday tomorrow'
  ).split(' '),
);

function stemSet(words: Iterable<string>, language: SummaryLanguage): Set<string> {
  return new Set([...words].map((w) => stemWord(w, language)).filter((w) => w !== null));
}

function candidateKeys(
  units: readonly ThemeUnit[],
  language: SummaryLanguage,
  subject: ReadonlySet<string>,
  names: ReadonlySet<string>,
  listing: boolean,
): Map<string, ThemeUnit[]> {
  const keys = new Set<string>();
  const generic = new Set(
    language === 'en' ? [...GENERIC].map((w) => stemWord(w, 'en')).filter((w) => w !== null) : [],
  );
  // A theme is labelled by what its items share: a phrase, a name or a link. A single common word
  // ("picture", "home") would be a keyword label, so it groups nothing on its own.
  const filler = language === 'en' ? stemSet(GENERIC_PHRASE_WORDS, 'en') : new Set<string>();
  const isFiller = (key: string): boolean =>
    !key.startsWith('link:') &&
    (key.split(' ').every((stem) => filler.has(stem)) ||
      (language === 'en' && FORMAT_KEYS.has(key)));
  for (const unit of units)
    for (const key of unit.keys.keys) {
      if (isSpecific(key)) {
        if (!isFiller(key) && !subject.has(key)) keys.add(key);
      } else if (
        names.has(key) &&
        key.length >= MIN_NAME_CHARS &&
        !generic.has(key) &&
        !subject.has(key)
      )
        keys.add(key);
    }
  const byKey = new Map<string, ThemeUnit[]>();
  for (const key of keys) {
    // In a listing a titled post is about what its title says: a phrase met only in its text
    // ("playing a video game" in a productivity tip) does not put it in a theme.
    const members = units.filter(
      (u) =>
        hasKey(u.keys, key) &&
        (!listing ||
          u.kind !== 'item' ||
          u.titleKeys === undefined ||
          key.startsWith('link:') ||
          hasKey(u.titleKeys, key)),
    );
    if (members.length < 2) continue;
    const share = isSpecific(key) || names.has(key) ? TOO_COMMON : TOO_COMMON_WORD;
    if (units.length >= 6 && members.length > share * units.length) continue;
    byKey.set(key, members);
  }
  return byKey;
}

function stemsOf(key: string): string[] {
  return key.startsWith('link:') ? [key] : key.split(' ');
}

/** Posts of a listing that readers noticed: the top quarter by approval. */
const NOTICED_SHARE = 0.25;

function noticedPosts(units: readonly ThemeUnit[]): Set<ThemeUnit> {
  const posts = units.filter((u) => u.kind === 'item').sort((a, b) => b.engagement - a.engagement);
  return new Set(posts.slice(0, Math.max(1, Math.ceil(NOTICED_SHARE * posts.length))));
}

/**
 * A theme of posts nobody noticed ("People of reddit, …" questions at 9 upvotes each) is filler
 * beside the listing's big threads: a theme of posts needs one of the noticed ones. Replies make
 * their own case (fifteen middling comments on one complaint are a theme), and so does a listing
 * of few posts.
 */
function carriesWeight(members: readonly ThemeUnit[], noticed: ReadonlySet<ThemeUnit>): boolean {
  const posts = members.filter((u) => u.kind === 'item');
  if (posts.length === 0 || noticed.size < 3 || members.length > posts.length) return true;
  return posts.some((u) => noticed.has(u));
}

/** Below this share of a busy thread's approval, a theme is a side conversation nobody upvoted. */
const HEARD_SHARE = 0.0025;
const BUSY_THREAD_APPROVAL = 1_000;

/**
 * The thread's top reply is quoted in the lead: a theme it alone carries ("Team Mystic", named in
 * passing by a 10.8K-upvote reply and then by 1-upvote jokes) is heard only through the others.
 */
function heardInThread(
  members: readonly ThemeUnit[],
  threadApproval: number,
  top: ThemeUnit | undefined,
): boolean {
  if (threadApproval < BUSY_THREAD_APPROVAL) return true;
  const heard = members.filter((u) => u !== top).reduce((sum, u) => sum + u.engagement, 0);
  return heard >= HEARD_SHARE * threadApproval;
}

export function groupThemes(
  platform: DigestPlatform,
  items: readonly DigestItem[],
  language: SummaryLanguage,
  sourceTitle = '',
  max = MAX_THEMES,
): Theme[] {
  const units = themeUnits(platform, items, language);
  // In a single thread, the words of its title are its subject, not one of its themes. A
  // question's phrases are too: under "Which conspiracy theory makes you cringe?" every answer is
  // a conspiracy theory. An announcement's ("two new maps") are what its replies take up.
  // A name in its title is whom the thread is about ("Ken Bone" in his AMA): every reply
  // addresses him, so his name gathers the jokes, not a line people took.
  const subject = new Set<string>();
  const asks = /\?\s*$/u.test(cleanLine(items[0]?.title ?? ''));
  if (items.length === 1)
    for (const key of units[0]?.titleKeys?.keys ?? [])
      if (asks || !isSpecific(key) || writtenAsName(key, units)) subject.add(key);
  // The source's own name ("Twitter" on @Twitter, "Ferguson" in r/ferguson) is what every post of
  // it is about: neither it nor a pair of words built on it ("close Twitter") is a theme.
  const own = new Set(
    stemmedWords(sourceTitle.replace(/(?:^|\s)(?:r\/|@)/gu, ' '), language)
      .map((w) => w.stem)
      .filter((stem): stem is string => stem !== null),
  );
  for (const stem of own) subject.add(stem);
  const names = nameStems(units);
  // A thread's own post is told in the lead; its themes are what the replies made of it.
  const pool = items.length === 1 ? units.filter((u) => u.kind === 'reply') : units;
  const candidates = candidateKeys(pool, language, subject, names, items.length > 1);
  for (const key of candidates.keys()) {
    const stems = key.split(' ');
    if (stems.length === 2 && stems.some((stem) => own.has(stem))) candidates.delete(key);
  }
  const taken = new Set<ThemeUnit>();
  const usedStems = new Set<string>();
  const groups: { key: string; members: ThemeUnit[] }[] = [];
  const noticed = noticedPosts(units);
  const threadApproval = pool.reduce((sum, u) => sum + u.engagement, 0);
  const topReply = pool.reduce<ThemeUnit | undefined>(
    (best, u) =>
      u.kind === 'reply' && (best === undefined || u.engagement > best.engagement) ? u : best,
    undefined,
  );
  while (groups.length < max) {
    let best: { key: string; members: ThemeUnit[]; score: number } | undefined;
    for (const [key, all] of candidates) {
      if (stemsOf(key).some((s) => usedStems.has(s))) continue;
      const members = all.filter((u) => !taken.has(u));
      if (!bigEnough(key, members, items.length > 1)) continue;
      if (!carriesWeight(members, noticed)) continue;
      if (items.length === 1 && !heardInThread(members, threadApproval, topReply)) continue;
      const s = score(key, members, names);
      if (best === undefined || s > best.score || (s === best.score && key < best.key))
        best = { key, members, score: s };
    }
    if (best === undefined) break;
    for (const u of best.members) taken.add(u);
    for (const s of stemsOf(best.key)) usedStems.add(s);
    groups.push({ key: best.key, members: best.members });
  }
  // In a thread, themes argued in the same reply trees are one conversation, told once.
  if (items.length === 1)
    groups.splice(0, groups.length, ...joinConversations(groups, items[0]!.replies));
  // In a feed of several threads, a reply that named no theme itself belongs to its post's.
  if (items.length >= 3)
    for (const unit of units) {
      if (unit.kind !== 'reply' || taken.has(unit)) continue;
      const home = groups.find((g) =>
        g.members.some((m) => m.kind === 'item' && m.item === unit.item),
      );
      if (home) {
        home.members.push(unit);
        taken.add(unit);
      }
    }
  return groups.map(({ key, members }) => {
    const posts = members
      .filter((u) => u.kind === 'item')
      .sort((a, b) => b.engagement - a.engagement);
    const replies = members
      .filter((u) => u.kind === 'reply')
      .sort((a, b) => b.engagement - a.engagement);
    return {
      label: labelOf(key, members, names.has(key)),
      key,
      items: posts.map((u) => u.item),
      replies,
      engagement: members.reduce((s, u) => s + u.engagement, 0),
      units: [...posts, ...replies],
    };
  });
}
