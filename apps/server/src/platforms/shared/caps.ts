import { DEFAULT_CAPS, type DocumentCaps, type FetchWindow } from '@/platforms/types';

export function resolveCaps(window: FetchWindow): DocumentCaps {
  return { ...DEFAULT_CAPS, ...window.caps };
}

/** Cuts at a word boundary so a capped text still reads naturally. */
export function clampText(text: string, max: number): { text: string; truncated: boolean } {
  if (text.length <= max) return { text, truncated: false };
  const cut = text.slice(0, max);
  const space = cut.lastIndexOf(' ');
  return { text: `${(space > max * 0.6 ? cut.slice(0, space) : cut).trimEnd()}…`, truncated: true };
}

export function inWindow(date: Date, window: FetchWindow): boolean {
  const t = date.getTime();
  return t >= window.since.getTime() && t < window.until.getTime();
}

export function byEngagementDesc<
  T extends { engagement: { score: number; likes: number; views: number } },
>(a: T, b: T): number {
  return (
    b.engagement.score + b.engagement.likes - (a.engagement.score + a.engagement.likes) ||
    b.engagement.views - a.engagement.views
  );
}
