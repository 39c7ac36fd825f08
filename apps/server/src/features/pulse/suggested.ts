import {
  PULSE_LIMITS,
  type AnySource,
  type Platform,
  type SuggestedSource,
  type SuggestionReason,
} from '@socialpulse/contract';
import type { FastifyBaseLogger } from 'fastify';
import type { ConnectionAccess } from '@/features/connections/connection-access';
import { fetchSourceItems, listPlatformSources } from '@/features/ingest/platform-calls';
import { clip, interactions, sourceUrl } from '@/features/pulse/pulse-items';
import { sharedPosters, TOP_POSTERS, type ReadSource } from '@/features/pulse/read-sources';
import { isFillerWord } from '@/features/pulse/topic-phrases';
import { isPlatformError } from '@/platforms/errors';
import type { ContentItem } from '@/platforms/types';
import { contentTerms } from '@/summarizer/text/terms';
import { extractText } from '@/summarizer/summarize';

/** Candidates sampled per build (a few items each), across platforms. */
export const SUGGEST_PROBES = 8;
const SAMPLE_ITEMS = 15;
/** "this week": the sample covers the last seven days. */
const SAMPLE_DAYS = 7;
/** Suggestions from one platform while other platforms have some to offer. */
const PER_PLATFORM = 3;
const DAY_MS = 86_400_000;
/** A subject chip: a word this long at least, used this often in the sample and in the user's items. */
const SUBJECT_MIN_LENGTH = 5;
const SUBJECT_MIN_USES = 3;
const SUBJECT_SHARE = 0.5;
/** How many times more common in the source than in the user's reading a subject must be. */
const SUBJECT_DISTINCT = 3;
/** Words about when, not what: never a subject. */
const TIME_WORDS = new Set([
  ...['today', 'yesterday', 'tomorrow', 'tonight', 'morning', 'evening', 'night'],
  ...['weekend', 'weeks', 'months', 'years', 'hours', 'minutes', 'season'],
  ...['january', 'february', 'march', 'april', 'june', 'july', 'august', 'september'],
  ...['october', 'november', 'december', 'monday', 'tuesday', 'wednesday', 'thursday'],
  ...['friday', 'saturday', 'sunday'],
]);

export interface SuggestDeps {
  access: ConnectionAccess;
  now: () => Date;
  log: FastifyBaseLogger;
}

export interface SuggestInput {
  userId: string;
  platforms: readonly Platform[];
  /** Sources already read for the user (`platform\0id`). */
  followed: ReadonlySet<string>;
  /** The user's keywords (settings and tracked keywords). */
  keywords: readonly string[];
  /** Term weights of the user's own recent items: what "related to their sources" means. */
  profile: ReadonlyMap<string, number>;
  /** Leave out sources of mostly adult (NSFW) items, and adult items from the samples. */
  hideNsfw?: boolean;
  /** How many of the user's items the profile was made of (for how common a word is there). */
  profileItems?: number;
  /** The user's sources with their posters and summary counts, for a reason from data. */
  read?: readonly ReadSource[];
}

interface Candidate {
  platform: Platform;
  source: AnySource;
  nameHits: number;
  members: number;
}

export interface ScoredSuggestion {
  suggestion: SuggestedSource;
  relevance: number;
}

const lower = (s: string) => s.toLocaleLowerCase('en');

function keywordHits(text: string, keywords: readonly string[]): string[] {
  const hay = lower(text);
  return keywords.filter((k) => k.trim().length > 0 && hay.includes(lower(k.trim())));
}

/** Cosine of two term-count profiles (0 when either is empty). */
function profileCosine(a: ReadonlyMap<string, number>, b: ReadonlyMap<string, number>): number {
  let dot = 0;
  let na = 0;
  let nb = 0;
  for (const [term, w] of a) {
    dot += w * (b.get(term) ?? 0);
    na += w * w;
  }
  for (const w of b.values()) nb += w * w;
  return na === 0 || nb === 0 ? 0 : dot / Math.sqrt(na * nb);
}

export function termProfile(texts: readonly string[]): Map<string, number> {
  const profile = new Map<string, number>();
  for (const text of texts)
    for (const term of contentTerms(text)) profile.set(term, (profile.get(term) ?? 0) + 1);
  return profile;
}

/**
 * Subjects the sample shares with what the user reads: its words (lower-cased, stop words left out)
 * found in at least two sampled items and in the user's own items, most frequent first. A word only
 * this source uses says nothing to the user, so it is not offered as a chip.
 */
function sharedSubjects(
  texts: readonly string[],
  profile: ReadonlyMap<string, number>,
  profileItems: number | undefined,
  count: number,
): string[] {
  const freq = new Map<string, number>();
  for (const text of texts) {
    const seen = new Set<string>();
    for (const word of lower(text).match(/[\p{L}][\p{L}\p{N}-]*/gu) ?? []) {
      if (
        word.length < SUBJECT_MIN_LENGTH ||
        seen.has(word) ||
        TIME_WORDS.has(word) ||
        isFillerWord(word)
      )
        continue;
      const terms = contentTerms(word);
      if (terms.length === 0 || !terms.some((t) => (profile.get(t) ?? 0) >= SUBJECT_MIN_USES))
        continue;
      seen.add(word);
      freq.set(word, (freq.get(word) ?? 0) + 1);
    }
  }
  // A subject runs through the source: in a good share of its items, not in one thread.
  const needed = Math.max(SUBJECT_MIN_USES, Math.ceil(texts.length * SUBJECT_SHARE));
  // ...and is what sets it apart: SUBJECT_DISTINCT times as common in it as in all the user reads
  // (a word every post uses, like "first", describes no source).
  const commonness = (word: string) => {
    if (profileItems === undefined || profileItems === 0) return 0;
    const uses = Math.max(0, ...contentTerms(word).map((t) => profile.get(t) ?? 0));
    return uses / profileItems;
  };
  return [...freq.entries()]
    .filter(([word, n]) => n >= needed && commonness(word) * SUBJECT_DISTINCT <= n / texts.length)
    .sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]))
    .slice(0, count)
    .map(([w]) => w);
}

/** Sampled items that mention the keyword. */
function itemsAbout(texts: readonly string[], keyword: string): number {
  const k = lower(keyword.trim());
  return texts.filter((t) => lower(t).includes(k)).length;
}

/** Why it is suggested, in words a person understands (the web writes the sentence). */
export function suggestionReason(
  texts: readonly string[],
  matched: readonly string[],
  subjects: readonly string[],
  posters?: { source: ReadSource; share: number },
): SuggestionReason {
  const best = matched
    .map((keyword) => ({ keyword, count: itemsAbout(texts, keyword) }))
    .sort((a, b) => b.count - a.count)[0];
  if (best && best.count > 0) return { kind: 'keyword', count: best.count, keyword: best.keyword };
  // "You summarized r/space twice; 40 % of its top posters post there too."
  if (posters)
    return {
      kind: 'posters',
      count: Math.round(posters.share * 100),
      source: posters.source.name,
      summarized: posters.source.summarized,
    };
  if (best) return { kind: 'keyword', count: 0, keyword: best.keyword };
  if (subjects.length > 0) {
    const count = texts.filter((t) => subjects.some((w) => lower(t).includes(w))).length;
    return { kind: 'similar', count, subjects: [...subjects] };
  }
  return { kind: 'active', count: texts.length };
}

/** The sample's most engaging authors, TOP_POSTERS at most. */
function topPostersOf(items: readonly ContentItem[]): string[] {
  const byAuthor = new Map<string, number>();
  for (const item of items) {
    const author = item.author.trim();
    if (author !== '')
      byAuthor.set(author, (byAuthor.get(author) ?? 0) + interactions(item.engagement));
  }
  return [...byAuthor.entries()]
    .sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]))
    .slice(0, TOP_POSTERS)
    .map(([author]) => author);
}

/**
 * The relevance rule (README.md): 2 per user keyword found in the source's name or sampled items,
 * plus the cosine between the sample's terms and the user's own items' terms (0..1). Ordered by
 * relevance, then engagement, then name.
 */
export function rankSuggestions(scored: readonly ScoredSuggestion[]): SuggestedSource[] {
  const ranked = [...scored].sort(
    (a, b) =>
      b.relevance - a.relevance ||
      b.suggestion.engagement - a.suggestion.engagement ||
      a.suggestion.name.localeCompare(b.suggestion.name),
  );
  // Across platforms: at most PER_PLATFORM from one platform while another has suggestions left.
  const chosen: ScoredSuggestion[] = [];
  const perPlatform = new Map<Platform, number>();
  const deferred: ScoredSuggestion[] = [];
  for (const entry of ranked) {
    const n = perPlatform.get(entry.suggestion.platform) ?? 0;
    if (n >= PER_PLATFORM) {
      deferred.push(entry);
      continue;
    }
    perPlatform.set(entry.suggestion.platform, n + 1);
    chosen.push(entry);
  }
  return [...chosen, ...deferred].slice(0, PULSE_LIMITS.suggested).map((s) => s.suggestion);
}

export function scoreSample(
  candidate: { platform: Platform; source: AnySource },
  items: readonly ContentItem[],
  input: Pick<SuggestInput, 'keywords' | 'profile' | 'profileItems' | 'read'>,
): ScoredSuggestion {
  const { platform, source } = candidate;
  const texts = items.map((i) => `${i.title ?? ''}\n${i.text}`);
  const matched = [
    ...new Set([
      ...keywordHits(source.name, input.keywords),
      ...keywordHits(texts.join('\n'), input.keywords),
    ]),
  ];
  const similarity = profileCosine(termProfile(texts), new Map(input.profile));
  const described = extractText(
    items.map((i) => ({ id: i.id, text: i.text, ...(i.title ? { title: i.title } : {}) })),
    { words: 40, mode: 'documents' },
  )
    .split('\n')
    .filter((l) => l.trim().length > 0)
    .slice(0, 2)
    .join(' ');
  const count = items.length;
  const description =
    described.length > 0
      ? clip(described, 400)
      : `${count} recent ${count === 1 ? 'post' : 'posts'} in ${source.name}.`;
  const subjects = sharedSubjects(texts, input.profile, input.profileItems, 3);
  const keywords = [...matched, ...subjects]
    .filter((k, i, all) => all.findIndex((o) => lower(o) === lower(k)) === i)
    .slice(0, 5);
  const engagement = items.reduce((sum, i) => sum + interactions(i.engagement), 0);
  const firstUrl = items[0]?.url ?? '';
  const posters = sharedPosters(platform, topPostersOf(items), input.read ?? []);
  return {
    // People the user already reads posting there count like a shared subject.
    relevance: 2 * matched.length + similarity + (posters?.share ?? 0),
    suggestion: {
      id: source.id,
      platform,
      name: source.name,
      url: sourceUrl(platform, source.id, firstUrl),
      description,
      keywords,
      engagement: Math.max(0, Math.round(engagement)),
      reason: suggestionReason(texts, matched, subjects, posters),
      type: source.type,
    },
  };
}

async function candidatesOf(
  deps: SuggestDeps,
  input: SuggestInput,
  platform: Platform,
): Promise<Candidate[]> {
  let listed: AnySource[];
  try {
    listed = await listPlatformSources(deps.access, input.userId, platform);
  } catch (error) {
    deps.log.info({ err: error, platform }, 'suggestions: sources not listed');
    return [];
  }
  return listed
    .filter((s) => s.type !== 'archived' && !input.followed.has(`${platform}\u0000${s.id}`))
    .map((source) => ({
      platform,
      source,
      nameHits: keywordHits(source.name, input.keywords).length,
      members: 'memberCount' in source ? (source.memberCount ?? 0) : 0,
    }));
}

/**
 * Which candidates to sample: those whose names carry a keyword first, then one platform after
 * another (each platform's own biggest first), so every connected platform gets probed.
 */
export function probeOrder<C extends { platform: Platform; nameHits: number; members: number }>(
  all: readonly C[],
): C[] {
  const sorted = all
    .map((c, order) => ({ c, order }))
    .sort((a, b) => b.c.nameHits - a.c.nameHits || b.c.members - a.c.members || a.order - b.order)
    .map(({ c }) => c);
  const named = sorted.filter((c) => c.nameHits > 0);
  const queues = new Map<Platform, C[]>();
  for (const c of sorted.filter((x) => x.nameHits === 0))
    queues.set(c.platform, [...(queues.get(c.platform) ?? []), c]);
  const rest: C[] = [];
  while ([...queues.values()].some((q) => q.length > 0))
    for (const q of queues.values()) {
      const next = q.shift();
      if (next) rest.push(next);
    }
  return [...named, ...rest];
}

/**
 * Sources the user does not follow yet, from what their connected accounts list: the candidates
 * whose names carry the user's keywords first, then the biggest, are sampled (a few recent items
 * each, at most SUGGEST_PROBES per build) and ranked by `rankSuggestions`.
 */
export async function buildSuggested(
  deps: SuggestDeps,
  input: SuggestInput,
): Promise<SuggestedSource[]> {
  const all: Candidate[] = [];
  for (const platform of input.platforms) all.push(...(await candidatesOf(deps, input, platform)));
  const probes = probeOrder(all).slice(0, SUGGEST_PROBES);
  const limited = new Set<Platform>();
  const scored: ScoredSuggestion[] = [];
  const now = deps.now();
  for (const candidate of probes) {
    if (limited.has(candidate.platform)) continue;
    try {
      const fetched = await fetchSourceItems(
        deps.access,
        input.userId,
        candidate.platform,
        candidate.source.id,
        {
          since: new Date(now.getTime() - SAMPLE_DAYS * DAY_MS),
          until: now,
          ...(candidate.platform === 'reddit' ? { sort: 'new' as const } : {}),
          caps: { maxItems: SAMPLE_ITEMS, maxPages: 1, maxCommentedItems: 0 },
        },
      );
      const shown = input.hideNsfw ? fetched.items.filter((i) => !i.nsfw) : fetched.items;
      // A source whose sample is mostly adult content is an adult source.
      if (shown.length * 2 < fetched.items.length) continue;
      // A source with nothing this week has nothing to offer the morning read.
      if (shown.length > 0) scored.push(scoreSample(candidate, shown, input));
    } catch (error) {
      // A limit or a dead connection ends this platform's sampling; an unreadable source is skipped.
      if (isPlatformError(error) && !['forbidden', 'not_found'].includes(error.kind))
        limited.add(candidate.platform);
      else if (!isPlatformError(error)) limited.add(candidate.platform);
    }
  }
  return rankSuggestions(scored);
}
