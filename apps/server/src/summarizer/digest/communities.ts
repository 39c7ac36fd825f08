/**
 * A listing that spans many communities (r/popular, a front page, an X list or search) often has
 * no subject shared across them: then its posts are grouped by where they came from (the
 * subreddit, the author), and the digest says so, rather than inventing a keyword label.
 */
import type { SummaryLanguage } from '@socialpulse/contract';
import { byEngagement } from '@/summarizer/digest/numbers';
import { themeUnits, type Theme } from '@/summarizer/digest/themes';
import type { DigestItem, DigestPlatform } from '@/summarizer/digest/types';

/** A listing drawn from at least this many communities or authors is a listing of many. */
export const MANY_COMMUNITIES = 5;
/** A community is a group when it has this many posts outside the subject themes. */
const MIN_COMMUNITY_ITEMS = 2;

export function spansCommunities(where: ReadonlyMap<string, string>): boolean {
  return new Set(where.values()).size >= MANY_COMMUNITIES;
}

/**
 * Groups of the posts no subject theme took, by community, largest first (posts, then approval),
 * up to `max`; a community with a single such post is no group.
 */
export function communityThemes(
  platform: DigestPlatform,
  items: readonly DigestItem[],
  where: ReadonlyMap<string, string>,
  taken: ReadonlySet<string>,
  language: SummaryLanguage,
  max: number,
): Theme[] {
  const byPlace = new Map<string, DigestItem[]>();
  for (const item of byEngagement(platform, items)) {
    const place = where.get(item.id);
    if (place === undefined || taken.has(item.id)) continue;
    const list = byPlace.get(place);
    if (list) list.push(item);
    else byPlace.set(place, [item]);
  }
  const groups = [...byPlace.entries()]
    .filter(([, list]) => list.length >= MIN_COMMUNITY_ITEMS)
    .map(([place, list]) => {
      const units = themeUnits(platform, list, language);
      const posts = units.filter((u) => u.kind === 'item');
      const replies = units
        .filter((u) => u.kind === 'reply')
        .sort((a, b) => b.engagement - a.engagement);
      return {
        label: place,
        key: `community:${place}`,
        items: list,
        replies,
        units: [...posts, ...replies],
        engagement: units.reduce((s, u) => s + u.engagement, 0),
        community: place,
      } satisfies Theme;
    });
  groups.sort(
    (a, b) =>
      b.items.length - a.items.length ||
      b.engagement - a.engagement ||
      (a.label < b.label ? -1 : 1),
  );
  return groups.slice(0, max);
}
