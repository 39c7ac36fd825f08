import { HIGHLIGHT_TEXT_MAX, PULSE_LIMITS, type Highlight } from '@socialpulse/contract';
import { preferenceOf } from '@/features/ingest/ingest-limits';
import {
  clip,
  interactions,
  sourceUrl,
  titleOf,
  toSummaryItem,
} from '@/features/pulse/pulse-items';
import type { PulseItemRow } from '@/features/pulse/pulse.repository';
import { extractText } from '@/summarizer/summarize';
import { SeenPosts } from '@/features/pulse/seen-posts';

/** At most this many highlights from one source, so one busy source does not fill the section. */
const PER_SOURCE = 2;

/** A highlight as stored with the Pulse: saved state and feedback are merged in when it is read. */
export type StoredHighlight = Omit<Highlight, 'savedState' | 'feedback'>;

/**
 * The ranking key: interactions plus a hundredth of views, weighted by the user's preference for the
 * platform (0.5 + preference: neutral 1, preferred up to 1.5, disliked down to 0.5).
 */
export function highlightScore(
  item: PulseItemRow,
  preferences: Readonly<Record<string, number>> | undefined,
): number {
  const views = item.engagement.views ?? 0;
  const base = interactions(item.engagement) + (Number.isFinite(views) ? views / 100 : 0);
  return base * (0.5 + preferenceOf(preferences, item.platform));
}

/** One or two sentences of the item, picked by the summarizer; its title when it has no text. */
export function shortSummary(item: PulseItemRow): string {
  const lines = extractText([toSummaryItem(item)], { words: 45, mode: 'documents' })
    .split('\n')
    .map((l) => l.trim())
    .filter((l) => l.length > 0);
  const title = item.title?.trim();
  const sentences = lines.filter((l) => l !== title).slice(0, 2);
  if (sentences.length > 0) return clip(sentences.join(' '), 320);
  // A post that is only its title has nothing more to say; the card shows the title already.
  const text = item.text.trim();
  return text === '' || text === titleOf(item) ? '' : clip(text, 320);
}

/** The item's own words for View Details, whitespace kept (paragraphs), cut at HIGHLIGHT_TEXT_MAX. */
export function itemText(item: Pick<PulseItemRow, 'text'>): string {
  const text = item.text
    .replace(/\r\n?/gu, '\n')
    .replace(/\n{3,}/gu, '\n\n')
    .trim();
  return text.length > HIGHLIGHT_TEXT_MAX
    ? `${text.slice(0, HIGHLIGHT_TEXT_MAX - 1).trimEnd()}…`
    : text;
}

function toHighlight(item: PulseItemRow): StoredHighlight {
  const e = item.engagement;
  const whole = (v: number | undefined) =>
    typeof v === 'number' && Number.isFinite(v) ? Math.round(v) : 0;
  return {
    id: item.id,
    platform: item.platform,
    timestamp: item.publishedAt.toISOString(),
    title: titleOf(item),
    summary: shortSummary(item),
    source: { name: item.sourceName, url: sourceUrl(item.platform, item.sourceId, item.url) },
    engagement: {
      // Absent where the platform counts no views (features/ingest/content-mapper.ts).
      views: e.views === undefined ? null : Math.max(0, whole(e.views)),
      // Score is Reddit's vote count; likes (X, YouTube) and Telegram's reactions are reactions.
      // Each number is counted once: Reactions never repeats Score.
      score: item.platform === 'reddit' ? whole(e.score ?? e.likes) : 0,
      comments: Math.max(0, whole(e.comments)),
      reactions: item.platform === 'reddit' ? 0 : Math.max(0, whole(e.reactions ?? e.likes)),
    },
    text: itemText(item),
    author: item.author ?? null,
    url: item.url,
  };
}

/** Items of a source the user follows count this much more: the Pulse reads followed sources first. */
export const FOLLOWED_BOOST = 1.5;

/**
 * The day's top items by highlightScore (× FOLLOWED_BOOST for followed sources; ties: newer
 * first), at most PER_SOURCE per source, never the same post twice (SeenPosts).
 */
export function buildHighlights(
  items: readonly PulseItemRow[],
  preferences: Readonly<Record<string, number>> | undefined,
  followed: ReadonlySet<string> = new Set(),
): StoredHighlight[] {
  const ranked = items
    .filter((i) => preferenceOf(preferences, i.platform) > 0)
    .map((item) => ({
      item,
      score:
        highlightScore(item, preferences) *
        (followed.has(`${item.platform}\u0000${item.sourceId}`) ? FOLLOWED_BOOST : 1),
    }))
    .sort(
      (a, b) => b.score - a.score || b.item.publishedAt.getTime() - a.item.publishedAt.getTime(),
    );
  const perSource = new Map<string, number>();
  const chosen: PulseItemRow[] = [];
  const seen = new SeenPosts();
  for (const { item } of ranked) {
    if (chosen.length >= PULSE_LIMITS.highlights) break;
    // The same post reached through two sources, a repost or a crosspost is one highlight.
    if (!seen.add(item)) continue;
    const key = `${item.platform}\u0000${item.sourceId}`;
    const count = perSource.get(key) ?? 0;
    if (count >= PER_SOURCE) continue;
    perSource.set(key, count + 1);
    chosen.push(item);
  }
  return chosen.map(toHighlight);
}
