/**
 * Text helpers for content that arrives as Markdown (summaries, Pulse topics): safe links, previews
 * and cuts. One place, so every screen follows the same rules.
 */

/** Only web links leave the app: a javascript:, data: or relative URL from content is never followed. */
export function safeHref(url: string): string | undefined {
  try {
    const parsed = new URL(url);
    return parsed.protocol === 'https:' || parsed.protocol === 'http:' ? parsed.href : undefined;
  } catch {
    return undefined;
  }
}

/** The first `max` characters (whole code points) and an ellipsis when anything was cut. */
export function truncate(text: string, max: number): string {
  const chars = [...text];
  if (chars.length <= max) return text;
  return `${chars.slice(0, max).join('').trimEnd()}…`;
}

/** Markdown as the reader sees it: no images, link targets, heading, list or emphasis marks. */
export function plainText(markdown: string): string {
  return markdown
    .replace(/!\[[^\]]*\]\([^)]*\)/gu, '')
    .replace(/\[([^\]]*)\]\([^)]*\)/gu, '$1')
    .replace(/^\s{0,3}(?:#{1,6}\s+|>\s?|[-*+]\s+|\d+\.\s+)/gmu, '')
    .replace(/(?<!\\)(?:\*\*|__|[*_`~])/gu, '')
    .replace(/\\([\\`*_[\]<>#|~()])/gu, '$1')
    .replace(/\s+/gu, ' ')
    .trim();
}

/** A one-line preview of Markdown content, cut at `max` characters (150). */
export function plainPreview(markdown: string, max = 150): string {
  return truncate(plainText(markdown), max);
}
