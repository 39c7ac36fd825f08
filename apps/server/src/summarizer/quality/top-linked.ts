/** Whether the five most-engaged items of a feed are linked from its digest. */
import { topItems } from '@/summarizer/digest/numbers';
import type { DigestFeed } from '@/summarizer/digest/types';
import { linkTargets, sameAddress } from '@/summarizer/quality/markdown-lines';

export interface TopLinks {
  linked: number;
  of: number;
  /** Ids of the top items whose address the digest never links. */
  missing: string[];
}

export function topLinked(feed: DigestFeed, markdown: string): TopLinks {
  const targets = new Set(linkTargets(markdown).map(sameAddress));
  const top = topItems(feed.platform, feed.items, 5).filter((item) => item.url !== '');
  const missing = top.filter((item) => !targets.has(sameAddress(item.url))).map((i) => i.id);
  return { linked: top.length - missing.length, of: top.length, missing };
}
