/**
 * Which sentences of the items the digest quotes: the offline engine's own choice (the one ROUGE
 * measures), made to stand alone. A chosen sentence that leans on its predecessor is joined to it;
 * one that cannot stand even so is left out.
 */
import { sentencesOf, standAlone, isDangling } from '@/summarizer/digest/text';
import type { DigestItem, DigestPlatform } from '@/summarizer/digest/types';
import { extract } from '@/summarizer/engine/extract';
import type { Extraction, SummaryItem, UnitMode } from '@/summarizer/types';

export function toSummaryItem(platform: DigestPlatform, item: DigestItem): SummaryItem {
  return {
    id: item.id,
    text: item.text,
    ...(item.title !== undefined ? { title: item.title } : {}),
    author: item.author,
    url: item.url,
    timestamp: item.publishedAt,
    platform,
    engagement: { ...item.engagement },
  };
}

export interface Selection {
  extraction: Extraction;
  /** Quotable sentences per item id, in the item's reading order. */
  sentences: Map<string, string[]>;
  /** Point texts in reading order (chat turns keep their "Author: " prefix). */
  order: { itemId: string; text: string }[];
}

/** Makes a chosen sentence of an item stand alone, or null. */
function completed(item: DigestItem, text: string): string | null {
  const all = sentencesOf(item.text);
  const at = all.indexOf(text);
  if (at >= 0) return standAlone(all, at);
  // A clause prefix ("…") or a sentence the splitter saw differently: usable only if it stands.
  return isDangling(text) ? null : text;
}

export function selectSentences(
  platform: DigestPlatform,
  items: readonly DigestItem[],
  mode: UnitMode,
  words?: number,
): Selection {
  const extraction = extract(
    items.map((item) => toSummaryItem(platform, item)),
    { mode, ...(words !== undefined ? { words } : {}) },
  );
  const byId = new Map(items.map((item) => [item.id, item]));
  const sentences = new Map<string, string[]>();
  const order: { itemId: string; text: string }[] = [];
  for (const point of extraction.points) {
    const item = byId.get(point.itemId);
    if (!item || point.position < 0) continue; // a title is shown as the item's name already
    const text = extraction.mode === 'conversation' ? point.text : completed(item, point.text);
    if (text === null) continue;
    const list = sentences.get(item.id) ?? [];
    // A completed pair may contain an already chosen sentence: keep the longer reading only.
    if (list.some((s) => s.includes(text))) continue;
    const kept = list.filter((s) => !text.includes(s));
    kept.push(text);
    sentences.set(item.id, kept);
    order.push({ itemId: item.id, text });
  }
  return { extraction, sentences, order };
}
