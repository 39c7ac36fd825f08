import type { Platform, TrendingTopic } from '@socialpulse/contract';

/** SPEC §9: a suggested source's description collapses over 150 characters. */
export const DESCRIPTION_COLLAPSE_AT = 150;
/** SPEC §9: a recent summary's content is cut to 150 characters. */
export const SUMMARY_PREVIEW_LENGTH = 150;

/** The first `max` characters (whole code points) and an ellipsis when anything was cut. */
export function truncate(text: string, max: number): string {
  const chars = [...text];
  if (chars.length <= max) return text;
  return `${chars.slice(0, max).join('').trimEnd()}…`;
}

/** Only web links leave the app: a javascript: or data: URL from content is never followed. */
export function safeHref(url: string): string | undefined {
  try {
    const parsed = new URL(url);
    return parsed.protocol === 'https:' || parsed.protocol === 'http:' ? parsed.href : undefined;
  } catch {
    return undefined;
  }
}

/** Every platform a topic spans; its best item's platform when the list is empty. */
export function topicPlatforms(topic: TrendingTopic): Platform[] {
  return topic.platforms.length > 0 ? topic.platforms : [topic.platform];
}

/** Markdown as the reader sees it, for previews: no link targets, heading marks or emphasis marks. */
export function plainText(markdown: string): string {
  return markdown
    .replace(/!\[[^\]]*\]\([^)]*\)/gu, '')
    .replace(/\[([^\]]*)\]\([^)]*\)/gu, '$1')
    .replace(/^\s{0,3}(?:#{1,6}\s+|>\s?|[-*+]\s+|\d+\.\s+)/gmu, '')
    .replace(/\*\*|__|[*`~]/gu, '')
    .replace(/\s+/gu, ' ')
    .trim();
}
