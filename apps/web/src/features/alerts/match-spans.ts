/** A piece of text, and whether it is the keyword the alert matched. */
export type Span = { text: string; match: boolean };

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/gu, '\\$&');

/**
 * The text cut where `keyword` occurs (case-insensitively, as most keywords are tracked), so each
 * occurrence can be marked. A blank keyword marks nothing.
 */
export function matchSpans(text: string, keyword: string): Span[] {
  const wanted = keyword.trim();
  if (wanted === '') return [{ text, match: false }];
  const spans: Span[] = [];
  let at = 0;
  for (const found of text.matchAll(new RegExp(escape(wanted), 'giu'))) {
    const start = found.index;
    if (start > at) spans.push({ text: text.slice(at, start), match: false });
    spans.push({ text: found[0], match: true });
    at = start + found[0].length;
  }
  if (at < text.length || spans.length === 0) spans.push({ text: text.slice(at), match: false });
  return spans;
}

/**
 * A window of about `radius` characters either side of the first occurrence, cut at word
 * boundaries, with an ellipsis where text was left out: the keyword in its context.
 */
export function snippetAround(text: string, keyword: string, radius = 160): string {
  const at = text.toLowerCase().indexOf(keyword.trim().toLowerCase());
  if (at < 0 || text.length <= radius * 2 + keyword.length) return text;
  let start = Math.max(0, at - radius);
  let end = Math.min(text.length, at + keyword.length + radius);
  if (start > 0) start = text.indexOf(' ', start) + 1 || start;
  if (end < text.length) end = text.lastIndexOf(' ', end) > at ? text.lastIndexOf(' ', end) : end;
  return `${start > 0 ? '… ' : ''}${text.slice(start, end).trim()}${end < text.length ? ' …' : ''}`;
}
