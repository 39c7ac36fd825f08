import type { PulseItemRow } from '@/features/pulse/pulse.repository';

/** Word sets this alike (Jaccard) are one post told twice: a repost, a crosspost, a quote. */
const SAME_TEXT = 0.8;
/** Words of a post compared: its opening says what it is. */
const WORDS_COMPARED = 60;

/** An address without what does not change the page: scheme, www., query, fragment, final slash. */
export function pageKey(url: string): string | undefined {
  try {
    const u = new URL(url);
    return `${u.hostname.replace(/^www\./u, '').toLowerCase()}${u.pathname.replace(/\/+$/u, '')}`;
  } catch {
    return undefined;
  }
}

function wordsOf(item: Pick<PulseItemRow, 'title' | 'text'>): Set<string> {
  const text = `${item.title ?? ''} ${item.text}`.toLowerCase();
  return new Set((text.match(/[\p{L}\p{N}]+/gu) ?? []).slice(0, WORDS_COMPARED));
}

function jaccard(a: ReadonlySet<string>, b: ReadonlySet<string>): number {
  if (a.size === 0 || b.size === 0) return 0;
  let shared = 0;
  for (const w of a) if (b.has(w)) shared++;
  return shared / (a.size + b.size - shared);
}

/**
 * Posts already chosen, recognised again by platform and id, by address, or by near-identical
 * words, so a list of highlights never shows one post twice.
 */
export class SeenPosts {
  private readonly ids = new Set<string>();
  private readonly pages = new Set<string>();
  private readonly texts: Set<string>[] = [];

  /** Remembers the item; false when it is one already seen. */
  add(item: Pick<PulseItemRow, 'platform' | 'externalId' | 'url' | 'title' | 'text'>): boolean {
    const id = `${item.platform}\u0000${item.externalId}`;
    const page = pageKey(item.url);
    const words = wordsOf(item);
    if (
      this.ids.has(id) ||
      (page !== undefined && this.pages.has(page)) ||
      this.texts.some((seen) => jaccard(seen, words) >= SAME_TEXT)
    )
      return false;
    this.ids.add(id);
    if (page !== undefined) this.pages.add(page);
    this.texts.push(words);
    return true;
  }
}
