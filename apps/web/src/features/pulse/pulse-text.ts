import type { Platform, TrendingTopic } from '@socialpulse/contract';

/** A suggested source's description collapses over 150 characters. */
export const DESCRIPTION_COLLAPSE_AT = 150;
/** A recent summary's content is cut to 150 characters. */
export const SUMMARY_PREVIEW_LENGTH = 150;

/** Every platform a topic spans; its best item's platform when the list is empty. */
export function topicPlatforms(topic: TrendingTopic): Platform[] {
  return topic.platforms.length > 0 ? topic.platforms : [topic.platform];
}
